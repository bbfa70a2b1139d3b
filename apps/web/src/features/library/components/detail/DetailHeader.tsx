import { messages, type LibraryDetail } from '@woodshed/shared';
import { Banner } from '@/components/ui/Banner';
import { useAuth } from '@/features/auth';
import { BookmarkButton, PENDING_BOOKMARK_ID } from '@/features/bookmarks';
import { AddToCollectionButton } from '@/features/collections';
import { useToggleLibraryBookmark } from '../../api/toggle-bookmark';
import { DifficultyBadge, TypeLabel, UnpublishedBadge } from '../Badges';
import { AdminActions } from './AdminActions';
import { BackToList } from './DetailStates';
import { FactList } from './FactList';
import type { Fact } from './types';

interface DetailHeaderProps {
  item: LibraryDetail;
  /** The type's facts after Category and Difficulty. */
  facts: Fact[];
  /** The bookmark status could not be checked (the item failed to load again): the button is off. */
  bookmarkCheckFailed: boolean;
}

/** Back link, type, title (the page's h1), description, bookmark toggle, Add to Collection, facts and admin tools. */
export function DetailHeader({ item, facts, bookmarkCheckFailed }: DetailHeaderProps) {
  const { user, isLoading, isSuperadmin } = useAuth();
  const bookmark = useToggleLibraryBookmark();

  return (
    <header className="flex flex-col gap-4">
      <BackToList type={item.contentType} />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <TypeLabel type={item.contentType} />
            {!item.published && <UnpublishedBadge />}
          </div>
          <h1 className="text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl">{item.title}</h1>
          {item.description && <p className="max-w-3xl text-stone-700">{item.description}</p>}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2 self-start">
          <BookmarkButton
            variant="labelled"
            title={item.title}
            bookmarked={item.bookmarkId !== null}
            pending={bookmark.isPending || item.bookmarkId === PENDING_BOOKMARK_ID}
            disabled={isLoading || !user || bookmarkCheckFailed}
            onToggle={() => bookmark.mutate({ id: item.id, bookmarkId: item.bookmarkId })}
          />
          <AddToCollectionButton
            materialType={item.contentType}
            materialId={item.id}
            itemTitle={item.title}
            disabled={isLoading || !user || !item.published}
          />
        </div>
      </div>
      {bookmarkCheckFailed && <Banner tone="error">{messages.library.bookmarkCheckFailed}</Banner>}
      {bookmark.isError && <Banner tone="error">{messages.library.bookmarkUpdateFailed}</Banner>}
      <FactList
        facts={[
          { label: 'Category', value: item.category },
          { label: 'Difficulty', value: <DifficultyBadge difficulty={item.difficulty} /> },
          ...facts,
        ]}
      />
      {isSuperadmin && <AdminActions item={item} />}
    </header>
  );
}
