import { createCollectionRequestSchema, messages, type Collection, type MaterialType } from '@woodshed/shared';
import { Check, FolderPlus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useGuardedDialogClose } from '@/components/ui/unsaved-changes';
import { useAddMaterial } from '../api/add-material';
import { useCreateCollection } from '../api/create-collection';
import { useCollections } from '../api/list';
import { CollectionIconChip } from '../collection-visuals';
import { materialCount } from '../material-labels';
import { ALSO_SHOWN_STATUSES, problemMessage } from '../problem-message';
import { CollectionBasicsFields } from './CollectionBasicsFields';

export interface AddToCollectionTarget {
  materialType: MaterialType;
  materialId: string;
  /** The item's title (a chord's name), for the dialog's description. */
  itemTitle: string;
}

interface AddToCollectionDialogProps extends AddToCollectionTarget {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

type Notice = { tone: 'success' | 'error'; text: string };

/**
 * Add to Collection: list mode (the user's collections, each with Add, or Added when
 * the item is in it already) and create-new mode (title and optional description; icon Folder and
 * colour #4F46E5; the item goes into the new collection in the same request). The dialog stays open after
 * a success, so the item can go into several collections. Closing it with a new collection half typed asks first.
 */
export function AddToCollectionDialog({ open, onOpenChange, ...target }: AddToCollectionDialogProps) {
  const guard = useGuardedDialogClose(() => onOpenChange(false));
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : guard.close())}
      title="Add to Collection"
      description={`Choose a collection for "${target.itemTitle}".`}
    >
      {open && <AddToCollectionBody {...target} guard={guard} onDone={() => onOpenChange(false)} />}
      {guard.dialog}
    </Dialog>
  );
}

interface AddToCollectionBodyProps extends AddToCollectionTarget {
  guard: ReturnType<typeof useGuardedDialogClose>;
  onDone: () => void;
}

function AddToCollectionBody({ materialType, materialId, guard, onDone }: AddToCollectionBodyProps) {
  const collections = useCollections();
  const add = useAddMaterial();
  const [mode, setMode] = useState<'list' | 'create'>('list');
  const [notice, setNotice] = useState<Notice | null>(null);
  const createButtonRef = useRef<HTMLButtonElement>(null);

  const addTo = (collection: Collection) => {
    add.mutate(
      { collectionId: collection.id, body: { materialType, materialId } },
      {
        onSuccess: () => setNotice({ tone: 'success', text: messages.collections.added }),
        onError: (error) => setNotice({ tone: 'error', text: problemMessage(error, messages.collections.addFailed) }),
      },
    );
  };

  const backToList = () => {
    setMode('list');
    requestAnimationFrame(() => createButtonRef.current?.focus());
  };

  if (mode === 'create') {
    return (
      <QuickCreateForm
        materialType={materialType}
        materialId={materialId}
        onDirtyChange={guard.setDirty}
        onBack={() => {
          // Going back to the list is a choice to drop the new collection, not a close to ask about.
          guard.setDirty(false);
          backToList();
        }}
        onCreated={guard.afterSave(() => {
          setNotice({ tone: 'success', text: messages.collections.addedToNew });
          backToList();
        })}
      />
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {notice && <Banner tone={notice.tone}>{notice.text}</Banner>}
      {collections.isPending && (
        <div className="flex justify-center py-6">
          <Spinner label="Loading collections…" />
        </div>
      )}
      {collections.isError && (
        <LoadError message={messages.collections.loadFailed} onRetry={() => void collections.refetch()} />
      )}
      {collections.data && (
        <CollectionChoices
          collections={collections.data.items}
          contains={(collection) =>
            collection.materials.some(
              (material) => material.materialType === materialType && material.materialId === materialId,
            )
          }
          addingTo={add.isPending ? add.variables.collectionId : null}
          onAdd={addTo}
        />
      )}
      <div className="flex flex-wrap justify-between gap-2 border-t border-stone-200 pt-4">
        <Button
          ref={createButtonRef}
          variant="secondary"
          onClick={() => {
            setNotice(null);
            setMode('create');
          }}
        >
          <FolderPlus aria-hidden="true" className="size-4" />
          Create new collection
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

interface CollectionChoicesProps {
  collections: readonly Collection[];
  /** Whether the item is in the collection already. */
  contains: (collection: Collection) => boolean;
  /** The collection an add is running for, if any. */
  addingTo: string | null;
  onAdd: (collection: Collection) => void;
}

/** The user's collections, each with Add, or Added when the item is in it already. */
function CollectionChoices({ collections, contains, addingTo, onAdd }: CollectionChoicesProps) {
  if (collections.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-stone-700">
        {messages.collections.empty}
      </p>
    );
  }
  return (
    <ul aria-label="Your collections" className="flex max-h-80 flex-col gap-2 overflow-y-auto">
      {collections.map((collection) => (
        <li key={collection.id} className="flex items-center gap-3 rounded-lg border border-stone-200 p-2.5">
          <CollectionIconChip icon={collection.icon} color={collection.color} size="sm" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-stone-900">{collection.title}</p>
            <p className="truncate text-sm text-stone-600">
              {collection.description ? `${collection.description} · ` : ''}
              {materialCount(collection.materials.length)}
            </p>
          </div>
          {contains(collection) ? (
            <span className="inline-flex h-8 items-center gap-1 rounded-lg bg-green-50 px-3 text-sm font-semibold text-green-800">
              <Check aria-hidden="true" className="size-4" />
              Added<span className="sr-only"> to {collection.title}</span>
            </span>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              loading={addingTo === collection.id}
              disabled={addingTo !== null}
              onClick={() => onAdd(collection)}
              aria-label={`Add to ${collection.title}`}
            >
              Add
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}

interface QuickCreateFormProps {
  materialType: MaterialType;
  materialId: string;
  onDirtyChange: (dirty: boolean) => void;
  onBack: () => void;
  onCreated: () => void;
}

/** Only title and description are asked; icon and colour take the server's defaults. */
const quickCreateSchema = createCollectionRequestSchema.pick({ title: true, description: true });

/** Create-new mode: the new collection gets icon Folder and colour #4F46E5 (the server's defaults) and the item. */
function QuickCreateForm({ materialType, materialId, onDirtyChange, onBack, onCreated }: QuickCreateFormProps) {
  const create = useCreateCollection();
  const form = useSchemaForm({ schema: quickCreateSchema, defaultValues: { title: '', description: '' } });

  const submit = (basics: { title: string; description: string | null }) =>
    create.mutate(
      { ...basics, material: { materialType, materialId } },
      {
        onSuccess: onCreated,
        onError: (error) =>
          applyApiError(form, error, { fallback: messages.collections.createFailed, alsoShow: ALSO_SHOWN_STATUSES }),
      },
    );

  return (
    <Form
      form={form}
      onSubmit={submit}
      onDirtyChange={onDirtyChange}
      label="Create new collection"
      className="flex flex-col gap-4"
    >
      <CollectionBasicsFields
        title={form.register('title')}
        description={form.register('description')}
        errors={form.formState.errors}
        disabled={create.isPending}
        autoFocusTitle
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onBack} disabled={create.isPending}>
          Back to collections
        </Button>
        <Button type="submit" loading={create.isPending} loadingText="Creating...">
          Create and Add
        </Button>
      </div>
    </Form>
  );
}
