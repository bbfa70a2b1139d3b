import { LIBRARY_PAGE_SIZE, messages, type ContentType } from '@woodshed/shared';
import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { Button } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/document-title';
import type { LibraryListParams } from '../api/keys';
import { useLibraryList } from '../api/list';
import { countLabel, listTitle } from '../labels';
import { useListState } from '../list-state';
import { AlertMessage } from './AlertMessage';
import { CardGrid, CardGridSkeleton } from './CardGrid';
import { LibraryCard } from './LibraryCard';
import { LibraryFilters } from './LibraryFilters';
import { Pagination } from '@/components/ui/Pagination';
import { useOpenCheckedItem } from './use-open-item';

const descriptions: Record<ContentType | 'all', string> = {
  all: 'Articles, videos, exercises, repertoire and jam tracks for your practice.',
  article: 'Reading on technique, theory and practice habits.',
  video: 'Lessons to watch and play along with.',
  exercise: 'Focused drills with step-by-step instructions.',
  repertoire: 'Pieces to learn, with sheet music, tabs and backing tracks.',
  jam_track: 'Backing tracks with their chord progressions to improvise over.',
};

interface LibraryListPageProps {
  /** The type of a type page; null for /library (all resources, with a Type filter). */
  type: ContentType | null;
}

/**
 * A library list page: heading, search and filters (kept in the address), result count, card grid,
 * paging. Superadmins also see unpublished items (marked as such).
 */
export function LibraryListPage({ type }: LibraryListPageProps) {
  const title = listTitle(type);
  useDocumentTitle(title);
  const { isSuperadmin } = useAuth();
  const { state, setFilter, setPage, clearFilters } = useListState();
  const shownType = type ?? (state.type || null);

  const params: LibraryListParams = {
    type: shownType ?? undefined,
    difficulty: state.difficulty || undefined,
    category: state.category || undefined,
    q: state.q || undefined,
    page: state.page,
    pageSize: LIBRARY_PAGE_SIZE,
    ...(isSuperadmin ? { includeUnpublished: 'true' as const } : {}),
  };
  const list = useLibraryList(params);
  const checked = useOpenCheckedItem();
  const countRef = useRef<HTMLParagraphElement>(null);

  const data = list.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / LIBRARY_PAGE_SIZE)) : 1;

  // A page beyond the end (items were removed meanwhile, or an old link): go to the last one.
  const pastTheEnd = Boolean(
    data && !list.isPlaceholderData && data.items.length === 0 && data.total > 0 && state.page > 1,
  );
  useEffect(() => {
    if (pastTheEnd) setPage(pageCount, { replace: true });
  }, [pastTheEnd, pageCount, setPage]);

  const changePage = (page: number) => {
    setPage(page);
    // Start reading the new page from the top: focus (and scroll to) the result count.
    countRef.current?.focus();
  };

  const filtered = Boolean(state.q || state.difficulty || state.category || (type === null && state.type));
  const errorMessage = type ? messages.library.listLoadFailed[type] : messages.library.loadFailed;

  return (
    <>
      <PageHeader title={title} description={descriptions[type ?? 'all']} />
      <LibraryFilters type={type} state={state} categories={data?.categories ?? []} onChange={setFilter} />

      {list.isError && <LoadError message={errorMessage} onRetry={() => void list.refetch()} className="mb-4" />}

      {list.isPending && (
        <>
          <Spinner label={`Loading ${title.toLowerCase()}…`} className="mb-4" />
          <CardGridSkeleton />
        </>
      )}

      {data && (
        <section aria-label="Results">
          <div className="mb-4 flex min-h-8 flex-wrap items-center justify-between gap-2">
            <p
              ref={countRef}
              tabIndex={-1}
              role="status"
              className="scroll-mt-24 text-sm font-medium text-stone-700 outline-none"
            >
              {list.isFetching && list.isPlaceholderData ? 'Loading…' : countLabel(shownType, data.total)}
            </p>
            {filtered && (
              <Button variant="ghost" size="sm" onClick={clearFilters}>
                <X aria-hidden="true" className="size-4" />
                Clear filters
              </Button>
            )}
          </div>
          {data.items.length === 0 ? (
            !pastTheEnd && (
              <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-700">
                {messages.library.emptyList[shownType ?? 'all']}
              </p>
            )
          ) : (
            <CardGrid busy={list.isPlaceholderData}>
              {data.items.map((item) => (
                <li key={item.id} className="flex">
                  <LibraryCard
                    item={item}
                    onOpen={type === null ? (next) => void checked.open(next) : undefined}
                    opening={checked.openingId === item.id}
                  />
                </li>
              ))}
            </CardGrid>
          )}
          {pageCount > 1 && (
            <Pagination
              className="mt-8"
              page={Math.min(state.page, pageCount)}
              pageCount={pageCount}
              onPageChange={changePage}
            />
          )}
        </section>
      )}

      <AlertMessage title="Cannot open this item" message={checked.problem} onDismiss={checked.dismissProblem} />
    </>
  );
}
