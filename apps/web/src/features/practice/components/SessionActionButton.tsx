import type { PracticeSession } from '@woodshed/shared';
import { RotateCcw, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { sessionLabel } from '../format';
import type { SessionAction } from './use-session-actions';

const looks = {
  delete: { text: 'Delete', busyText: 'Deleting...', icon: Trash2 },
  restore: { text: 'Restore', busyText: 'Restoring...', icon: RotateCcw },
} as const;

interface SessionActionButtonProps {
  action: SessionAction;
  session: PracticeSession;
  busy: boolean;
  onClick: () => void;
}

/** 'Delete' or 'Restore' (marked with SESSION_ACTION_ATTRIBUTE for focus moves), named after its session: 'Delete session of Fri, Mar 7, 2025 (30 min)'. */
export function SessionActionButton({ action, session, busy, onClick }: SessionActionButtonProps) {
  const { text, busyText, icon: Icon } = looks[action];
  return (
    <Button
      variant="secondary"
      size="sm"
      data-session-action=""
      aria-label={`${text} session of ${sessionLabel(session)}`}
      loading={busy}
      loadingText={busyText}
      onClick={onClick}
    >
      {!busy && <Icon aria-hidden="true" className="size-4" />}
      {text}
    </Button>
  );
}
