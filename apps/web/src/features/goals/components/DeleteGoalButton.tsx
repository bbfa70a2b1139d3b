import { messages } from '@woodshed/shared';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { cn } from '@/lib/cn';
import { useDeleteGoal } from '../api/delete-goal';

interface DeleteGoalButtonProps {
  goalId: string;
  disabled?: boolean;
  onDeleted: () => void;
}

/** Edit mode's 'Delete Goal', after a confirmation; a failure stays in the confirmation to retry. */
export function DeleteGoalButton({ goalId, disabled, onDeleted }: DeleteGoalButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteGoal();
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        disabled={disabled}
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
        className={cn(
          'mr-auto inline-flex h-10 items-center gap-2 rounded-lg px-2 text-sm font-semibold text-red-700 sm:px-4',
          'hover:bg-red-50 hover:text-red-800 disabled:cursor-not-allowed disabled:text-red-700/60',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
        )}
      >
        <Trash2 aria-hidden="true" className="size-4 max-sm:hidden" />
        {/* Named 'Delete Goal' everywhere; phones show 'Delete', so the three buttons fit one row. */}
        <span>
          Delete<span className="max-sm:sr-only"> Goal</span>
        </span>
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this goal?"
        message={messages.goals.deleteConfirm}
        busy={remove.isPending}
        error={remove.isError ? messages.goals.deleteFailed : null}
        onConfirm={() => remove.mutate(goalId, { onSuccess: onDeleted })}
        onCloseAutoFocus={(event) => {
          // Back to 'Delete Goal' after Cancel; after a delete the whole form is gone and the page decides.
          event.preventDefault();
          if (buttonRef.current?.isConnected) buttonRef.current.focus();
        }}
      />
    </>
  );
}
