import { messages, type Collection, type MaterialType } from '@woodshed/shared';
import { Check, FolderPlus } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/Banner';
import { LoadError } from '@/components/ui/LoadError';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Spinner } from '@/components/ui/Spinner';
import { useAddMaterial } from '../api/add-material';
import { useCreateCollection } from '../api/create-collection';
import { useCollections } from '../api/list';
import { CollectionIconChip } from '../collection-visuals';
import { materialCount } from '../material-labels';
import { problemField, problemMessage } from '../problem-message';
import {
  CollectionBasicsFields,
  validateCollectionBasics,
  type CollectionBasics,
  type CollectionBasicsErrors,
} from './CollectionBasicsFields';

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
 * a success, so the item can go into several collections.
 */
export function AddToCollectionDialog({ open, onOpenChange, ...target }: AddToCollectionDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add to Collection"
      description={`Choose a collection for "${target.itemTitle}".`}
    >
      {open && <AddToCollectionBody {...target} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function AddToCollectionBody({ materialType, materialId, onDone }: AddToCollectionTarget & { onDone: () => void }) {
  const collections = useCollections();
  const add = useAddMaterial();
  const [mode, setMode] = useState<'list' | 'create'>('list');
  const [notice, setNotice] = useState<Notice | null>(null);
  const createButtonRef = useRef<HTMLButtonElement>(null);

  const contains = (collection: Collection) =>
    collection.materials.some(
      (material) => material.materialType === materialType && material.materialId === materialId,
    );

  const addTo = (collection: Collection) => {
    add.mutate(
      { collectionId: collection.id, body: { materialType, materialId } },
      {
        onSuccess: () => setNotice({ tone: 'success', text: messages.collections.added }),
        onError: (error) => setNotice({ tone: 'error', text: problemMessage(error, messages.collections.addFailed) }),
      },
    );
  };

  if (mode === 'create') {
    return (
      <QuickCreateForm
        materialType={materialType}
        materialId={materialId}
        onBack={() => {
          setMode('list');
          requestAnimationFrame(() => createButtonRef.current?.focus());
        }}
        onCreated={() => {
          setMode('list');
          setNotice({ tone: 'success', text: messages.collections.addedToNew });
          requestAnimationFrame(() => createButtonRef.current?.focus());
        }}
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
      {collections.data &&
        (collections.data.items.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 px-4 py-6 text-center text-stone-700">
            {messages.collections.empty}
          </p>
        ) : (
          <ul aria-label="Your collections" className="flex max-h-80 flex-col gap-2 overflow-y-auto">
            {collections.data.items.map((collection) => {
              const added = contains(collection);
              const adding = add.isPending && add.variables.collectionId === collection.id;
              return (
                <li key={collection.id} className="flex items-center gap-3 rounded-lg border border-stone-200 p-2.5">
                  <CollectionIconChip icon={collection.icon} color={collection.color} size="sm" />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold text-stone-900">{collection.title}</p>
                    <p className="truncate text-sm text-stone-600">
                      {collection.description ? `${collection.description} · ` : ''}
                      {materialCount(collection.materials.length)}
                    </p>
                  </div>
                  {added ? (
                    <span className="inline-flex h-8 items-center gap-1 rounded-lg bg-green-50 px-3 text-sm font-semibold text-green-800">
                      <Check aria-hidden="true" className="size-4" />
                      Added<span className="sr-only"> to {collection.title}</span>
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={adding}
                      disabled={add.isPending}
                      onClick={() => addTo(collection)}
                      aria-label={`Add to ${collection.title}`}
                    >
                      Add
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
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

interface QuickCreateFormProps {
  materialType: MaterialType;
  materialId: string;
  onBack: () => void;
  onCreated: () => void;
}

/** Create-new mode: the new collection gets icon Folder and colour #4F46E5 (the server's defaults) and the item. */
function QuickCreateForm({ materialType, materialId, onBack, onCreated }: QuickCreateFormProps) {
  const create = useCreateCollection();
  const [basics, setBasics] = useState<CollectionBasics>({ title: '', description: '' });
  const [errors, setErrors] = useState<CollectionBasicsErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const titleRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog sits in a portal, but React events still bubble to a form on the page: stop them here.
    event.stopPropagation();
    const found = validateCollectionBasics(basics);
    setErrors(found);
    setProblem(null);
    if (found.title || found.description) {
      titleRef.current?.focus();
      return;
    }
    create.mutate(
      {
        title: basics.title.trim(),
        description: basics.description.trim() || null,
        material: { materialType, materialId },
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          const field = problemField(error, ['title', 'description'] as const);
          const message = problemMessage(error, messages.collections.createFailed);
          if (field) setErrors({ [field]: message });
          else setProblem(message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Create new collection">
      <CollectionBasicsFields
        values={basics}
        errors={errors}
        onChange={setBasics}
        disabled={create.isPending}
        titleRef={titleRef}
        autoFocusTitle
      />
      {problem && <Banner tone="error">{problem}</Banner>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onBack} disabled={create.isPending}>
          Back to collections
        </Button>
        <Button type="submit" loading={create.isPending} loadingText="Creating...">
          Create and Add
        </Button>
      </div>
    </form>
  );
}
