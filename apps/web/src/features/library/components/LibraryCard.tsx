import { messages, type LibraryItem } from '@woodshed/shared';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { Spinner } from '@/components/ui/Spinner';
import { useAuth } from '@/features/auth';
import { BookmarkButton, PENDING_BOOKMARK_ID } from '@/features/bookmarks';
import { paths } from '@/lib/paths';
import { useToggleLibraryBookmark } from '../api/toggle-bookmark';
import { DifficultyBadge, TypeLabel, UnpublishedBadge } from './Badges';
import { ContentThumbnail } from './ContentThumbnail';

interface LibraryCardProps {
  item: LibraryItem;
  /**
   * Opens the item instead of following the link (the all-resources list checks that it still exists
   * first). Modified clicks (new tab, new window) still follow the link.
   */
  onOpen?: (item: LibraryItem) => void;
  /** The item is being opened (its existence is being checked). */
  opening?: boolean;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A library item in a grid: the whole card opens it (through the title link); the bookmark toggles. */
export function LibraryCard({ item, onOpen, opening = false }: LibraryCardProps) {
  const { user, isLoading } = useAuth();
  const bookmark = useToggleLibraryBookmark();

  return (
    <article
      aria-busy={opening || undefined}
      className="relative flex w-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[.card-link:focus-visible]:outline-2 has-[.card-link:focus-visible]:outline-offset-2 has-[.card-link:focus-visible]:outline-amber-700"
    >
      <ContentThumbnail url={item.thumbnailUrl} type={item.contentType} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex min-h-5 flex-wrap items-center gap-2">
          <TypeLabel type={item.contentType} />
          {!item.published && <UnpublishedBadge />}
          {opening && <Spinner size="sm" label={`Opening ${item.title}…`} className="ml-auto" />}
        </div>
        <h2 className="text-lg leading-snug font-semibold text-stone-900">
          <Link
            to={paths.libraryItem(item)}
            onClick={(event) => {
              if (!onOpen || !isPlainClick(event)) return;
              event.preventDefault();
              onOpen(item);
            }}
            className="card-link outline-none after:absolute after:inset-0 after:content-[''] hover:text-amber-900"
          >
            {item.title}
          </Link>
        </h2>
        <p className="line-clamp-3 text-sm text-stone-600">{item.description}</p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <DifficultyBadge difficulty={item.difficulty} />
            {item.category && <span className="truncate text-xs text-stone-600">{item.category}</span>}
          </div>
          <BookmarkButton
            title={item.title}
            bookmarked={item.bookmarkId !== null}
            pending={bookmark.isPending || item.bookmarkId === PENDING_BOOKMARK_ID}
            disabled={isLoading || !user}
            onToggle={() => bookmark.mutate({ id: item.id, bookmarkId: item.bookmarkId })}
            className="relative z-10 -mr-2 -mb-2"
          />
        </div>
        {bookmark.isError && (
          <Banner tone="error" className="relative z-10 mt-1">
            {messages.library.bookmarkUpdateFailed}
          </Banner>
        )}
      </div>
    </article>
  );
}
