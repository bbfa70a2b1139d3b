import { prettyNoteName, spellMidi, toneAt, type FretPosition, type NoteSet } from '@woodshed/shared';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import type { DotLabels } from '../../hooks/use-fretboard-settings';
import { MARKER_RADIUS, STRING_GAP, type FretboardLayout } from './fretboard-geometry';

interface FretPositionsProps {
  layout: FretboardLayout;
  /** Rows of positions, string 1 first. */
  rows: FretPosition[][];
  noteSet: NoteSet;
  /** The twelve notes spelled from the root, for positions outside the scale or chord (E♭, not D♯, over A). */
  chromatic: NoteSet;
  labels: DotLabels;
  leftHanded: boolean;
  lastPlayed: FretPosition | null;
  onPlay: (position: FretPosition, spelled: string) => void;
}

const positionKey = (position: Pick<FretPosition, 'stringNumber' | 'fret'>) =>
  `${position.stringNumber}:${position.fret}`;

/**
 * Every position as a button (one Tab stop for the board; the arrow keys move between strings and frets,
 * Enter or Space plays). Positions in the scale or chord carry a dot: the root in amber.
 */
export function FretPositions({
  layout,
  rows,
  noteSet,
  chromatic,
  labels,
  leftHanded,
  lastPlayed,
  onPlay,
}: FretPositionsProps) {
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

  return (
    <g>
      {rows.map((positions, row) =>
        positions.map((position, column) => {
          const key = positionKey(position);
          const tone = toneAt(noteSet, position);
          const spelled = spellMidi(position.midi, (tone ?? toneAt(chromatic, position))?.pitchClass);
          const centre = layout.columns.get(position.fret)!;
          const cx = layout.x(centre.centre);
          const cy = layout.stringY(row);
          const label = `String ${position.stringNumber} fret ${position.fret}: ${prettyNoteName(spelled)}${tone ? `, ${tone.isRoot ? 'root' : tone.degree}` : ''}`;
          const isLast = lastPlayed !== null && positionKey(lastPlayed) === key;
          const play = () => {
            setFocusKey(key);
            onPlay(position, spelled);
          };
          return (
            <g
              key={key}
              ref={(element) => {
                if (element) elements.current.set(key, element);
                else elements.current.delete(key);
              }}
              role="button"
              tabIndex={key === tabStop ? 0 : -1}
              aria-label={label}
              className="group cursor-pointer outline-none"
              onClick={play}
              onKeyDown={(event) => onKeyDown(event, row, column, play)}
            >
              <rect
                x={cx - centre.width / 2}
                y={cy - STRING_GAP / 2}
                width={centre.width}
                height={STRING_GAP}
                fill="transparent"
              />
              <circle
                cx={cx}
                cy={cy}
                r={MARKER_RADIUS + 4}
                fill="none"
                strokeWidth="3"
                className="stroke-amber-300 opacity-0 group-focus-visible:opacity-100"
              />
              <circle
                data-ring
                cx={cx}
                cy={cy}
                r={MARKER_RADIUS}
                fill="none"
                strokeWidth="2"
                className="stroke-amber-400 opacity-0"
                style={{ transformBox: 'fill-box', transformOrigin: 'center' }}
              />
              {tone ? (
                <>
                  <circle
                    cx={cx}
                    cy={cy}
                    r={MARKER_RADIUS}
                    strokeWidth={isLast ? 3 : 1.5}
                    className={
                      tone.isRoot
                        ? 'fill-amber-500 stroke-amber-900'
                        : isLast
                          ? 'fill-stone-700 stroke-amber-300'
                          : 'fill-stone-900 stroke-stone-100'
                    }
                  />
                  <text
                    x={cx}
                    y={cy}
                    textAnchor="middle"
                    dominantBaseline="central"
                    className={
                      tone.isRoot ? 'fill-stone-950 text-[10.5px] font-bold' : 'fill-white text-[10.5px] font-semibold'
                    }
                  >
                    {labels === 'names' ? prettyNoteName(tone.pitchClass) : tone.degree}
                  </text>
                </>
              ) : isLast ? (
                <>
                  <circle
                    cx={cx}
                    cy={cy}
                    r={MARKER_RADIUS}
                    strokeWidth="1.5"
                    className="fill-stone-100 stroke-amber-300"
                  />
                  <text
                    x={cx}
                    y={cy}
                    textAnchor="middle"
                    dominantBaseline="central"
                    className="fill-stone-900 text-[10.5px] font-semibold"
                  >
                    {prettyNoteName(spelled.replace(/-?\d+$/, ''))}
                  </text>
                </>
              ) : (
                <circle cx={cx} cy={cy} r={5} className="fill-stone-100 opacity-0 group-hover:opacity-40" />
              )}
            </g>
          );
        }),
      )}
    </g>
  );
}
