import type { PracticeSession } from '@woodshed/shared';
import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { sessionLabel } from '../format';

/** Marks each Edit button (data-edit-session="<id>"), so focus can come back to it after the edit. */
export const EDIT_SESSION_ATTRIBUTE = 'data-edit-session';

interface EditSessionButtonProps {
  session: PracticeSession;
  disabled?: boolean;
  onClick: () => void;
}

/** 'Edit', named after its session: 'Edit session of Fri, Mar 7, 2025 (30 min)' (issue 12). */
export function EditSessionButton({ session, disabled, onClick }: EditSessionButtonProps) {
  return (
    <Button
      variant="secondary"
      size="sm"
      data-edit-session={session.id}
      aria-label={`Edit session of ${sessionLabel(session)}`}
      disabled={disabled}
      onClick={onClick}
    >
      <Pencil aria-hidden="true" className="size-4" />
      Edit
    </Button>
  );
}
