import { messages } from '@woodshed/shared';
import { Library } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { TextLink, textLinkClasses } from '@/components/ui/TextLink';
import { useBookmarks, type BookmarkListItem } from '@/features/bookmarks';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { useRemoveDashboardBookmark, useReorderDashboardBookmarks } from '../api/bookmarks';
import { BookmarkGrid } from './BookmarkGrid';
import { DashboardCard } from './DashboardCard';

interface BookmarksSectionProps {
  /** The dashboard's answer, until the list is fetched on its own. */
  initial: BookmarkListItem[];
  initialUpdatedAt: number;
}

/** Bookmarked Resources: open, reorder (drag and drop) and remove (after a confirmation). */
export function BookmarksSection({ initial, initialUpdatedAt }: BookmarksSectionProps) {
  const { data } = useBookmarks(initial, initialUpdatedAt);
  const bookmarks = data.items;
  const reorder = useReorderDashboardBookmarks();
  const remove = useRemoveDashboardBookmark();
  const [confirming, setConfirming] = useState<BookmarkListItem | null>(null);
  /** The last removal failed: shown above the grid (a later success clears it). */
  const [deleteFailed, setDeleteFailed] = useState(false);
  /** The removal failed while this dialog was open: shown in the dialog. */
  const [dialogFailed, setDialogFailed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The dialog has no Radix trigger, so focus is put back by hand: on the Remove button, or on the
  // heading when that card is gone.
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const removedRef = useRef(false);
  const [reorderError, setReorderError] = useState(false);

  const handleReorder = (bookmarkId: string, targetBookmarkId: string) =>
    reorder.mutate(
      { bookmarkId, targetBookmarkId },
      { onSuccess: () => setReorderError(false), onError: () => setReorderError(true) },
    );

  const confirmRemove = () => {
    if (!confirming) return;
    remove.mutate(confirming.id, {
      onSuccess: () => {
        setDeleteFailed(false);
        removedRef.current = true;
        setConfirming(null);
      },
      onError: () => {
        setDeleteFailed(true);
        setDialogFailed(true);
      },
    });
  };

  return (
    <DashboardCard
      title="Bookmarked Resources"
      headingRef={headingRef}
      actions={
        <Link to={paths.library} className={cn(textLinkClasses, 'inline-flex items-center gap-1.5')}>
          <Library aria-hidden="true" className="size-4" />
          Browse Library
        </Link>
      }
    >
      {reorderError && (
        <Banner tone="error" className="mb-3">
          {messages.dashboard.bookmarkReorderFailed}
        </Banner>
      )}
      {deleteFailed && !confirming && (
        <Banner tone="error" className="mb-3">
          {messages.dashboard.bookmarkDeleteFailed}
        </Banner>
      )}

      {bookmarks.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-8 text-center text-stone-700">
          {messages.dashboard.noBookmarks} <TextLink to={paths.library}>Go to the library</TextLink>
        </p>
      ) : (
        <BookmarkGrid
          bookmarks={bookmarks}
          onReorder={handleReorder}
          onRemove={(bookmark) => {
            returnFocusRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            setDialogFailed(false);
            setConfirming(bookmark);
          }}
          removingId={remove.isPending ? (remove.variables ?? null) : null}
        />
      )}

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming ? `Remove "${confirming.item.title}"?` : 'Remove bookmark?'}
        message={messages.dashboard.bookmarkDeleteConfirm}
        confirmLabel="Remove"
        busyLabel="Removing..."
        busy={remove.isPending}
        error={dialogFailed ? messages.dashboard.bookmarkDeleteFailed : null}
        onConfirm={confirmRemove}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const target =
            removedRef.current || !returnFocusRef.current?.isConnected ? headingRef.current : returnFocusRef.current;
          removedRef.current = false;
          target?.focus();
        }}
      />
    </DashboardCard>
  );
}
