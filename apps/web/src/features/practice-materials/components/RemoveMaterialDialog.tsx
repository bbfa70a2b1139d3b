import { messages, type Collection, type Material } from '@woodshed/shared';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { materialTitle, problemMessage, useRemoveMaterial } from '@/features/collections';

export interface RemovalTarget {
  collection: Collection;
  material: Material;
}

interface RemoveMaterialDialogProps {
  target: RemovalTarget | null;
  onClose: () => void;
  /** The material being removed (its card is dimmed), or null. */
  onBusyChange: (materialId: string | null) => void;
  onRemoved: (title: string) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** 'Remove "{title}"?': takes a material out of its collection after a confirmation; a failure stays in the dialog. */
export function RemoveMaterialDialog({
  target,
  onClose,
  onBusyChange,
  onRemoved,
  onCloseAutoFocus,
}: RemoveMaterialDialogProps) {
  const remove = useRemoveMaterial();
  const title = target ? materialTitle(target.material) : '';

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (open) return;
        remove.reset();
        onClose();
      }}
      title={`Remove "${title}"?`}
      message={target ? messages.collectionMaterials.removeConfirm(target.collection.title) : ''}
      confirmLabel="Remove"
      busyLabel="Removing..."
      busy={remove.isPending}
      error={remove.isError ? problemMessage(remove.error, messages.collections.removeFailed) : null}
      onConfirm={() => {
        if (!target) return;
        onBusyChange(target.material.id);
        remove.mutate(
          { collectionId: target.collection.id, materialId: target.material.id },
          {
            onSuccess: () => {
              remove.reset();
              onRemoved(title);
            },
            onSettled: () => onBusyChange(null),
          },
        );
      }}
      onCloseAutoFocus={onCloseAutoFocus}
    />
  );
}
