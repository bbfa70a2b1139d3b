import { prettyNoteName, TF_BOARD_SIZE, type TriadLine } from '@woodshed/shared';
import { Check } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { cellLabel } from './triad-text';

const N = TF_BOARD_SIZE;

/** One colour per found triad, in the order found (text stays dark on all of them). */
const FOUND_COLOURS = [
  'border-emerald-600 bg-emerald-100 text-emerald-950',
  'border-sky-600 bg-sky-100 text-sky-950',
  'border-violet-600 bg-violet-100 text-violet-950',
  'border-lime-700 bg-lime-100 text-lime-950',
  'border-indigo-600 bg-indigo-100 text-indigo-950',
];

interface TriadBoardProps {
  /** 49 notes row by row; null hides them (before the game and during a round intro). */
  notes: readonly string[] | null;
  found: readonly TriadLine[];
  selection: readonly number[];
  /** The selection is three cells that did not count, shown briefly before it clears. */
  rejected: boolean;
  /** Whether choosing a cell does anything now. */
  playable: boolean;
  onSelect: (cell: number) => void;
  /** Shown over the board (the start panel, a round intro). */
  overlay?: ReactNode;
  /** The board cannot be reached at all (behind the start panel). */
  inert?: boolean;
  /** Each new value moves focus to the board's current cell (after Start). */
  focusRequest?: number;
  /** Shown over the board's top edge without hiding it (the score popup). */
  popup?: ReactNode;
}

/** Where an arrow, Home, End, Page Up or Page Down key moves from `cell` (null for other keys). */
function moveFrom(cell: number, event: KeyboardEvent): number | null {
  const row = Math.floor(cell / N);
  const column = cell % N;
  const at = (r: number, c: number) => Math.min(N - 1, Math.max(0, r)) * N + Math.min(N - 1, Math.max(0, c));
  switch (event.key) {
    case 'ArrowRight':
      return at(row, column + 1);
    case 'ArrowLeft':
      return at(row, column - 1);
    case 'ArrowDown':
      return at(row + 1, column);
    case 'ArrowUp':
      return at(row - 1, column);
    case 'Home':
      return event.ctrlKey ? 0 : at(row, 0);
    case 'End':
      return event.ctrlKey ? N * N - 1 : at(row, N - 1);
    case 'PageUp':
      return at(0, column);
    case 'PageDown':
      return at(N - 1, column);
    default:
      return null;
  }
}

/**
 * The 7×7 board as an ARIA grid: one cell in the tab order (roving tabindex), arrow keys move, Home/End go to
 * the row's ends (with Ctrl, the board's), Page Up/Down to the column's, Enter or Space chooses. Each cell's
 * name says where it is, its note and whether it is selected or found.
 */
export function TriadBoard(props: TriadBoardProps) {
  const { notes, found, selection, rejected, playable, onSelect, overlay, popup, inert, focusRequest } = props;
  const [active, setActive] = useState(Math.floor((N * N) / 2));
  const cells = useRef<(HTMLDivElement | null)[]>([]);
  useEffect(() => {
    if (focusRequest) cells.current[active]?.focus();
    // Only a new request moves focus, not a move of the current cell.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  const foundIndex = new Map<number, number>();
  found.forEach((line, i) => line.forEach((cell) => foundIndex.set(cell, i)));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (playable) onSelect(active);
      return;
    }
    const next = moveFrom(active, event);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    cells.current[next]?.focus();
  };

  return (
    <div className="relative mx-auto w-full max-w-md xl:max-w-lg">
      <div
        role="grid"
        aria-label="Board"
        aria-rowcount={N}
        aria-colcount={N}
        onKeyDown={onKeyDown}
        inert={inert}
        // Narrow gaps on a phone leave each of the seven cells a 44 px touch target.
        className="flex flex-col gap-0.5 sm:gap-1.5"
      >
        {Array.from({ length: N }, (_, row) => (
          <div role="row" key={row} className="grid grid-cols-7 gap-0.5 sm:gap-1.5">
            {Array.from({ length: N }, (_, column) => {
              const cell = row * N + column;
              const note = notes?.[cell] ?? null;
              const foundAs = foundIndex.get(cell);
              const selected = selection.includes(cell);
              const state = foundAs !== undefined ? 'found' : selected ? 'selected' : null;
              return (
                <div
                  role="gridcell"
                  key={cell}
                  ref={(element) => {
                    cells.current[cell] = element;
                  }}
                  tabIndex={cell === active ? 0 : -1}
                  aria-label={cellLabel(cell, note, state)}
                  aria-disabled={!playable || foundAs !== undefined || undefined}
                  onClick={() => {
                    setActive(cell);
                    if (playable) onSelect(cell);
                  }}
                  className={cn(
                    'relative flex aspect-square items-center justify-center rounded-lg border-2 text-base font-semibold select-none sm:text-lg',
                    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
                    'motion-safe:transition-colors',
                    foundAs !== undefined
                      ? FOUND_COLOURS[foundAs % FOUND_COLOURS.length]
                      : selected && rejected
                        ? 'border-red-600 bg-red-100 text-red-950'
                        : selected
                          ? 'border-amber-700 bg-amber-200 text-stone-950 shadow-inner'
                          : 'border-stone-300 bg-white text-stone-900',
                    playable && foundAs === undefined && !selected && 'cursor-pointer hover:bg-amber-50',
                  )}
                >
                  <span aria-hidden="true">{note === null ? '' : prettyNoteName(note)}</span>
                  {foundAs !== undefined && (
                    <Check
                      aria-hidden="true"
                      className="absolute top-0.5 right-0.5 size-3 sm:size-3.5"
                      strokeWidth={3}
                    />
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {popup}
      {overlay && (
        <div className="absolute inset-0 flex items-center justify-center rounded-lg bg-white/95 p-4 text-center">
          {overlay}
        </div>
      )}
    </div>
  );
}
