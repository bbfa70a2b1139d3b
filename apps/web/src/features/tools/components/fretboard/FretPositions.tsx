import { prettyNoteName, spellMidi, toneAt, type FretPosition, type NoteSet } from '@woodshed/shared';
import type { DotLabels } from '../../hooks/use-fretboard-settings';
import type { FretboardLayout } from './fretboard-geometry';
import { FretPositionDot } from './FretPositionDot';
import { positionKey, useFretFocus } from './use-fret-focus';

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
  const { tabStop, setFocusKey, onKeyDown, register } = useFretFocus(rows, noteSet, leftHanded, lastPlayed);

  return (
    <g>
      {rows.map((positions, row) =>
        positions.map((position, column) => {
          const key = positionKey(position);
          const tone = toneAt(noteSet, position);
          const spelled = spellMidi(position.midi, (tone ?? toneAt(chromatic, position))?.pitchClass);
          const centre = layout.columns.get(position.fret)!;
          const label = `String ${position.stringNumber} fret ${position.fret}: ${prettyNoteName(spelled)}${tone ? `, ${tone.isRoot ? 'root' : tone.degree}` : ''}`;
          const play = () => {
            setFocusKey(key);
            onPlay(position, spelled);
          };
          return (
            <g
              key={key}
              ref={register(key)}
              role="button"
              tabIndex={key === tabStop ? 0 : -1}
              aria-label={label}
              className="group cursor-pointer outline-none"
              onClick={play}
              onKeyDown={(event) => onKeyDown(event, row, column, play)}
            >
              <FretPositionDot
                cx={layout.x(centre.centre)}
                cy={layout.stringY(row)}
                width={centre.width}
                tone={tone}
                isLast={lastPlayed !== null && positionKey(lastPlayed) === key}
                spelled={spelled}
                labels={labels}
              />
            </g>
          );
        }),
      )}
    </g>
  );
}
