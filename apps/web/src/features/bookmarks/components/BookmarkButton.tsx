import { Bookmark, BookmarkCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

interface BookmarkButtonProps {
  /** The item's title, for the accessible name. */
  title: string;
  bookmarked: boolean;
  /** A change is on its way: clicks are ignored until it settles (the state shown is already the new one). */
  pending?: boolean;
  /** No signed-in user yet, or the bookmark status could not be checked. */
  disabled?: boolean;
  onToggle: () => void;
  /** `icon` on cards; `labelled` (icon and text) on detail pages. */
  variant?: 'icon' | 'labelled';
  className?: string;
}

/**
 * A toggle (aria-pressed) named 'Bookmark {title}', or 'Remove bookmark from {title}' once bookmarked.
 */
export function BookmarkButton({
  title,
  bookmarked,
  pending = false,
  disabled = false,
  onToggle,
  variant = 'icon',
  className,
}: BookmarkButtonProps) {
  const Icon = bookmarked ? BookmarkCheck : Bookmark;
  const name = bookmarked ? `Remove bookmark from ${title}` : `Bookmark ${title}`;
  return (
    <button
      type="button"
      aria-pressed={bookmarked}
      aria-label={name}
      title={variant === 'icon' ? (bookmarked ? 'Remove bookmark' : 'Bookmark') : undefined}
      aria-disabled={pending || undefined}
      disabled={disabled}
      onClick={() => {
        if (!pending) onToggle();
      }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-2 rounded-lg transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
        'disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-progress',
        variant === 'icon' ? 'size-10' : 'h-10 border px-4 text-sm font-semibold shadow-sm',
        bookmarked
          ? 'border-amber-300 bg-amber-100 text-amber-900 hover:bg-amber-200'
          : variant === 'icon'
            ? 'text-stone-600 hover:bg-stone-100 hover:text-stone-900'
            : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
        className,
      )}
    >
      <Icon aria-hidden="true" className={cn('size-5', bookmarked && 'fill-amber-300')} />
      {variant === 'labelled' && <span>{bookmarked ? 'Remove bookmark' : 'Bookmark'}</span>}
    </button>
  );
}
