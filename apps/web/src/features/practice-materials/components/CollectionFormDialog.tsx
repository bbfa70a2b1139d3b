import {
  DEFAULT_COLLECTION_COLOR,
  DEFAULT_COLLECTION_ICON,
  messages,
  type Collection,
  type CollectionColor,
  type CollectionIcon,
} from '@woodshed/shared';
import { useRef, useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import {
  type CollectionBasics,
  type CollectionBasicsErrors,
  CollectionBasicsFields,
  problemField,
  problemMessage,
  useCreateCollection,
  useUpdateCollection,
  validateCollectionBasics,
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

/** 'New Collection' / 'Edit Collection': title, description, icon and colour. Each opening starts from fresh values. */
export function CollectionFormDialog({
  open,
  collection,
  onClose,
  onSaved,
  onCloseAutoFocus,
}: CollectionFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={collection ? 'Edit Collection' : 'New Collection'}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {open && (
        <CollectionForm key={collection?.id ?? 'new'} collection={collection} onCancel={onClose} onSaved={onSaved} />
      )}
    </Dialog>
  );
}

interface CollectionFormProps {
  collection: Collection | null;
  onCancel: () => void;
  onSaved: (collection: Collection, created: boolean) => void;
}

function CollectionForm({ collection, onCancel, onSaved }: CollectionFormProps) {
  const create = useCreateCollection();
  const update = useUpdateCollection();
  const [basics, setBasics] = useState<CollectionBasics>({
    title: collection?.title ?? '',
    description: collection?.description ?? '',
  });
  const [icon, setIcon] = useState<CollectionIcon>(collection?.icon ?? DEFAULT_COLLECTION_ICON);
  const [color, setColor] = useState<CollectionColor>(collection?.color ?? DEFAULT_COLLECTION_COLOR);
  const [errors, setErrors] = useState<CollectionBasicsErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const busy = create.isPending || update.isPending;
  const fallback = collection ? messages.collections.updateFailed : messages.collections.createFailed;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCollectionBasics(basics);
    setErrors(found);
    setProblem(null);
    if (found.title || found.description) {
      titleRef.current?.focus();
      return;
    }
    const body = { title: basics.title.trim(), description: basics.description.trim() || null, icon, color };
    const onError = (error: unknown) => {
      const field = problemField(error, ['title', 'description'] as const);
      const message = problemMessage(error, fallback);
      if (field) {
        setErrors({ [field]: message });
        if (field === 'title') titleRef.current?.focus();
      } else {
        setProblem(message);
      }
    };
    if (collection) {
      update.mutate({ collectionId: collection.id, body }, { onSuccess: (saved) => onSaved(saved, false), onError });
    } else {
      create.mutate(body, { onSuccess: (saved) => onSaved(saved, true), onError });
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5">
      <CollectionBasicsFields
        values={basics}
        errors={errors}
        onChange={setBasics}
        disabled={busy}
        titleRef={titleRef}
        autoFocusTitle
      />
      <CollectionStyleFields
        icon={icon}
        color={color}
        onIconChange={setIcon}
        onColorChange={setColor}
        disabled={busy}
      />
      {problem && <Banner tone="error">{problem}</Banner>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} loadingText="Saving...">
          {collection ? 'Save Changes' : 'Create Collection'}
        </Button>
      </div>
    </form>
  );
}
