import { messages } from '@woodshed/shared';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDeleteConfirmation } from '@/components/ui/use-delete-confirmation';
import { useDeleteSummary } from '../../api/delete-summary';

/**
 * Deleting the open summary (superadmins): `ask(id)` opens the confirmation (`dialogProps`, `confirm`); once deleted
 * the address forgets it, the page says so (`notice`) and focus goes to the list's heading (`listHeadingRef`).
 */
export function useSummaryDeletion() {
  const [, setSearchParams] = useSearchParams();
  const remove = useDeleteSummary();
  // The summary just deleted is not asked for again while the address still names it.
  const [deletedId, setDeletedId] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const listHeadingRef = useRef<HTMLHeadingElement>(null);
  // The target is the summary's id.
  const deletion = useDeleteConfirmation<string>({
    mutation: remove,
    failedMessage: messages.summaries.deleteFailed,
    focusAfterDelete: listHeadingRef,
  });

  const confirm = () => {
    const summaryId = deletion.target;
    if (!summaryId) return;
    remove.mutate(summaryId, {
      onSuccess: () => {
        setDeletedId(summaryId);
        deletion.deleted();
        setNotice('Session summary deleted.');
        setSearchParams({}, { replace: true });
      },
    });
  };

  return { deletedId, notice, listHeadingRef, ask: deletion.ask, dialogProps: deletion.dialogProps, confirm };
}
