import type { PracticeSession } from '@woodshed/shared';
import { EditAction } from '@/components/ui/RowActions';
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
    <EditAction
      subject={`session of ${sessionLabel(session)}`}
      marker={{ [EDIT_SESSION_ATTRIBUTE]: session.id }}
      disabled={disabled}
      onClick={onClick}
    />
  );
}
