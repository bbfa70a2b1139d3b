import { messages } from '@woodshed/shared';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { useCollections } from '@/features/collections';
import { useDocumentTitle } from '@/lib/document-title';
import { CollectionCard } from '../components/CollectionCard';
import { PracticeMaterialsDialogs } from '../components/PracticeMaterialsDialogs';
import { useCollectionActions, useMaterialsPage } from '../use-materials-page';

/**
 * /practice-materials: the user's collections, newest first, each with its materials in order. New, Edit,
 * Delete (confirmed), Add Material (a picker), and on each card Open, Notes, Remove and drag to reorder.
 */
export function Component() {
  useDocumentTitle('Practice Materials');
  const collections = useCollections();
  const items = collections.data?.items ?? [];
  const page = useMaterialsPage(items);
  const actions = useCollectionActions(page);

  const newCollectionButton = (
    <Button
      ref={page.newCollectionRef}
      onClick={(event) => {
        page.openedFrom(event.currentTarget);
        page.setForm({ open: true, collection: null });
      }}
    >
      <Plus aria-hidden="true" className="size-4" />
      New Collection
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Practice Materials"
        description="Collect chords and library items into collections, in the order you want to practise them."
        actions={items.length > 0 ? newCollectionButton : undefined}
      />

      {collections.isPending && (
        <div className="flex justify-center py-12">
          <Spinner label="Loading collections…" size="lg" />
        </div>
      )}

      {collections.isError && (
        <LoadError message={messages.collections.loadFailed} onRetry={() => void collections.refetch()} />
      )}

      {collections.data &&
        (items.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
            <p className="text-stone-700">{messages.collections.empty}</p>
            {newCollectionButton}
          </div>
        ) : (
          <div className="flex flex-col gap-6">
            {items.map((collection) => (
              <CollectionCard
                key={collection.id}
                collection={collection}
                reorderFailed={page.reorderFailedId === collection.id}
                removingMaterialId={page.removingMaterialId}
                {...actions}
              />
            ))}
          </div>
        ))}

      <PracticeMaterialsDialogs page={page} />
      <p role="status" className="sr-only">
        {page.announcement}
      </p>
    </>
  );
}
