import { messages, type Collection } from '@woodshed/shared';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useDeleteCollection } from '@/features/collections';

interface DeleteCollectionDialogProps {
  collection: Collection | null;
  onClose: () => void;
  onDeleted: (title: string) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** 'Delete collection?': deletes a collection (not the items in it) after a confirmation; a failure stays in the dialog. */
export function DeleteCollectionDialog({
  collection,
  onClose,
  onDeleted,
  onCloseAutoFocus,
}: DeleteCollectionDialogProps) {
  const remove = useDeleteCollection();
  return (
    <ConfirmDialog
      open={collection !== null}
      onOpenChange={(open) => {
        if (open) return;
        remove.reset();
        onClose();
      }}
      title="Delete collection?"
      message={collection ? messages.collections.deleteConfirm(collection.title) : ''}
      busy={remove.isPending}
      error={remove.isError ? messages.collections.deleteFailed : null}
      onConfirm={() => {
        if (!collection) return;
        remove.mutate(collection.id, {
          onSuccess: () => {
            remove.reset();
            onDeleted(collection.title);
          },
        });
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
