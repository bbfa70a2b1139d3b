import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';
import { StatusNotice } from './StatusNotice';
import type { useSessionActions } from './use-session-actions';

interface SessionActionsNoticeProps {
  actions: Pick<ReturnType<typeof useSessionActions>, 'notice' | 'undoable' | 'undo' | 'noticeRef'>;
}

/**
 * The success notice of a session list, with 'Undo' while a deletion can be undone. It takes focus after a
 * deletion (tabIndex -1: Enter there does nothing, so a second Enter cannot delete another row).
 */
export function SessionActionsNotice({ actions }: SessionActionsNoticeProps) {
  return (
    <div
      ref={actions.noticeRef}
      tabIndex={-1}
      className={cn('rounded-lg outline-none', (actions.notice || actions.undoable) && 'mb-4')}
    >
      <StatusNotice>{actions.notice}</StatusNotice>
      {actions.undoable && (
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void actions.undo()}>
          Undo
        </Button>
      )}
    </div>
  );
}
