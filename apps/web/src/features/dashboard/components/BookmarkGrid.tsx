import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { BOOKMARK_GRID_CLASSES, BookmarkCard } from './BookmarkCard';
import type { SortableBookmarks, SortableBookmarksProps } from './SortableBookmarks';

type SortableModule = { SortableBookmarks: typeof SortableBookmarks };

/** Drag and drop brings dnd-kit (~15 KB compressed), which only reordering needs. Loaded once per visit. */
let loaded: SortableModule | null = null;
const loadSortable = () =>
  import('./SortableBookmarks').then((module) => {
    loaded = module;
    return module;
  });

/** A press on a grip that came before dnd-kit did: given to it once it is there. */
type PendingPress =
  { index: number; kind: 'key'; code: string } | { index: number; kind: 'mouse'; x: number; y: number };

const focusablesOf = (root: HTMLElement | null) => Array.from(root?.querySelectorAll<HTMLElement>('a, button') ?? []);
const handlesOf = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLElement>('[data-drag-handle]') ?? []);

/**
 * The bookmark grid. It shows at once as plain cards; drag and drop (SortableBookmarks, the same markup) loads when
 * the user shows they may reorder: a pointer over the grid, focus or a touch in it. Focus stays where it was, and a
 * grip pressed (Space, Enter or the mouse button) before dnd-kit arrived is handed to it, so the drag starts.
 */
export function BookmarkGrid(props: SortableBookmarksProps) {
  const [sortable, setSortable] = useState<SortableModule | null>(loaded);
  const rootRef = useRef<HTMLDivElement>(null);
  const focusIndex = useRef(-1);
  const pending = useRef<PendingPress | null>(null);
  const loading = useRef(false);

  const arm = () => {
    if (sortable || loading.current) return;
    loading.current = true;
    loadSortable().then(
      (module) => {
        focusIndex.current = focusablesOf(rootRef.current).indexOf(document.activeElement as HTMLElement);
        setSortable(module);
      },
      // No connection: the cards still open and remove; the next sign of intent tries again.
      () => (loading.current = false),
    );
  };

  useEffect(() => {
    if (!sortable) return;
    const root = rootRef.current;
    if (focusIndex.current >= 0) focusablesOf(root)[focusIndex.current]?.focus({ preventScroll: true });
    focusIndex.current = -1;
    const press = pending.current;
    pending.current = null;
    const handle = press && handlesOf(root)[press.index];
    if (!press || !handle) return;
    if (press.kind === 'key') {
      handle.dispatchEvent(new window.KeyboardEvent('keydown', { code: press.code, bubbles: true, cancelable: true }));
    } else {
      handle.dispatchEvent(
        new window.MouseEvent('mousedown', {
          button: 0,
          clientX: press.x,
          clientY: press.y,
          bubbles: true,
          cancelable: true,
        }),
      );
    }
  }, [sortable]);

  const handleIndex = (target: EventTarget) => {
    const handle = target instanceof Element ? target.closest<HTMLElement>('[data-drag-handle]') : null;
    return handle ? handlesOf(rootRef.current).indexOf(handle) : -1;
  };

  // One wrapper in both states, so the grid's markup (and the place focus is given back to) stays the same.
  return (
    <div
      ref={rootRef}
      {...(!sortable && {
        onPointerOver: arm,
        onFocus: arm,
        onTouchStart: arm,
        onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
          const index = handleIndex(event.target);
          if (index < 0 || (event.code !== 'Space' && event.code !== 'Enter')) return;
          event.preventDefault();
          pending.current = { index, kind: 'key', code: event.code };
          arm();
        },
        onMouseDown: (event: MouseEvent<HTMLDivElement>) => {
          const index = handleIndex(event.target);
          if (index < 0 || event.button !== 0) return;
          pending.current = { index, kind: 'mouse', x: event.clientX, y: event.clientY };
          arm();
        },
        onMouseUp: () => {
          if (pending.current?.kind === 'mouse') pending.current = null;
        },
      })}
    >
      {sortable ? (
        <sortable.SortableBookmarks {...props} />
      ) : (
        <ul className={BOOKMARK_GRID_CLASSES}>
          {props.bookmarks.map((bookmark) => (
            <BookmarkCard
              key={bookmark.id}
              bookmark={bookmark}
              onRemove={props.onRemove}
              removing={props.removingId === bookmark.id}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
