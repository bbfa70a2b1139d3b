import {
  DEFAULT_COLLECTION_COLOR,
  DEFAULT_COLLECTION_ICON,
  messages,
  updateCollectionRequestSchema,
  type Collection,
  type CollectionColor,
  type CollectionIcon,
} from '@woodshed/shared';
import type { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { useGuardedDialogClose } from '@/components/ui/unsaved-changes';
import {
  ALSO_SHOWN_STATUSES,
  CollectionBasicsFields,
  useCreateCollection,
  useUpdateCollection,
} from '@/features/collections';
import { CollectionStyleFields } from './CollectionStyleFields';

interface CollectionFormDialogProps {
  open: boolean;
  /** The collection to edit; null for a new one. */
  collection: Collection | null;
  onClose: () => void;
  onSaved: (collection: Collection, created: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * 'New Collection' / 'Edit Collection': title, description, icon and colour. Each opening starts from fresh values;
 * closing with unsaved changes asks first.
 */
export function CollectionFormDialog({
  open,
  collection,
  onClose,
  onSaved,
  onCloseAutoFocus,
}: CollectionFormDialogProps) {
  const { setDirty, close, onOpenChange, afterSave, dialog } = useGuardedDialogClose(onClose);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={collection ? 'Edit Collection' : 'New Collection'}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {open && (
        <CollectionForm
          key={collection?.id ?? 'new'}
          collection={collection}
          onDirtyChange={setDirty}
          onCancel={close}
          onSaved={afterSave(onSaved)}
        />
      )}
      {dialog}
    </Dialog>
  );
}

interface CollectionFormProps {
  collection: Collection | null;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: (collection: Collection, created: boolean) => void;
}

type CollectionBody = z.output<typeof updateCollectionRequestSchema>;

function CollectionForm({ collection, onDirtyChange, onCancel, onSaved }: CollectionFormProps) {
  const create = useCreateCollection();
  const update = useUpdateCollection();
  const form = useSchemaForm({
    schema: updateCollectionRequestSchema,
    defaultValues: {
      title: collection?.title ?? '',
      description: collection?.description ?? '',
      icon: collection?.icon ?? DEFAULT_COLLECTION_ICON,
      color: collection?.color ?? DEFAULT_COLLECTION_COLOR,
    },
  });
  const busy = create.isPending || update.isPending;
  const fallback = collection ? messages.collections.updateFailed : messages.collections.createFailed;

  const submit = (body: CollectionBody) => {
    const onError = (error: unknown) => applyApiError(form, error, { fallback, alsoShow: ALSO_SHOWN_STATUSES });
    if (collection) {
      update.mutate({ collectionId: collection.id, body }, { onSuccess: (saved) => onSaved(saved, false), onError });
    } else {
      create.mutate(body, { onSuccess: (saved) => onSaved(saved, true), onError });
    }
  };

  return (
    <Form form={form} onSubmit={submit} onDirtyChange={onDirtyChange} className="flex flex-col gap-5">
      <CollectionBasicsFields
        title={form.register('title')}
        description={form.register('description')}
        errors={form.formState.errors}
        disabled={busy}
        autoFocusTitle
      />
      <CollectionStyleFields
        icon={form.watch('icon')}
        color={form.watch('color')}
        onIconChange={(icon: CollectionIcon) => form.setValue('icon', icon, { shouldDirty: true })}
        onColorChange={(color: CollectionColor) => form.setValue('color', color, { shouldDirty: true })}
        disabled={busy}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} loadingText="Saving...">
          {collection ? 'Save Changes' : 'Create Collection'}
        </Button>
      </div>
    </Form>
  );
}
