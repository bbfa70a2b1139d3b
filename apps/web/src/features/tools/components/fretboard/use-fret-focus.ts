import { toneAt, type FretPosition, type NoteSet } from '@woodshed/shared';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useReducedMotion } from '../../hooks/use-reduced-motion';

export const positionKey = (position: Pick<FretPosition, 'stringNumber' | 'fret'>) =>
  `${position.stringNumber}:${position.fret}`;

/**
 * The board's roving focus: one Tab stop (the position last played or moved to, else the first in the scale or
 * chord), the arrow keys between strings and frets (mirrored when left-handed), Home and End along a string,
 * Enter or Space to play. `elements` holds each position's element by key; the one just played rings.
 */
export function useFretFocus(
  rows: FretPosition[][],
  noteSet: NoteSet,
  leftHanded: boolean,
  lastPlayed: FretPosition | null,
) {
  const reducedMotion = useReducedMotion();
  const elements = useRef(new Map<string, SVGGElement>());
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const moveFocus = useRef(false);

  const all = rows.flat();
  const firstMarked = all.find((position) => toneAt(noteSet, position)) ?? all[0];
  const tabStop =
    focusKey && all.some((position) => positionKey(position) === focusKey)
      ? focusKey
      : firstMarked && positionKey(firstMarked);

  useEffect(() => {
    if (!moveFocus.current || !focusKey) return;
    moveFocus.current = false;
    elements.current.get(focusKey)?.focus();
  }, [focusKey]);

  useEffect(() => {
    if (!lastPlayed || reducedMotion) return;
    elements.current
      .get(positionKey(lastPlayed))
      ?.querySelector('[data-ring]')
      ?.animate(
        [
          { opacity: 0.9, transform: 'scale(0.8)' },
          { opacity: 0, transform: 'scale(1.6)' },
        ],
        { duration: 450, easing: 'ease-out' },
      );
  }, [lastPlayed, reducedMotion]);

  function onKeyDown(event: KeyboardEvent<SVGGElement>, row: number, column: number, play: () => void) {
    const rightward = leftHanded ? -1 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowRight: [0, rightward],
      ArrowLeft: [0, -rightward],
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      Home: [0, -column],
      End: [0, rows[row]!.length - 1 - column],
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      const nextRow = Math.min(rows.length - 1, Math.max(0, row + move[0]));
      const nextColumn = Math.min(rows[nextRow]!.length - 1, Math.max(0, column + move[1]));
      moveFocus.current = true;
      setFocusKey(positionKey(rows[nextRow]![nextColumn]!));
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      play();
    }
  }

  /** Keeps `elements` in step with the positions drawn. */
  const register = (key: string) => (element: SVGGElement | null) => {
    if (element) elements.current.set(key, element);
    else elements.current.delete(key);
  };

  return { tabStop, setFocusKey, onKeyDown, register };
}
