import {
  fretboardPositions,
  noteSet as noteSetOf,
  prettyNoteName,
  toneAt,
  visibleFrets,
  type FretPosition,
  type NoteSet,
  type Tuning,
} from '@woodshed/shared';
import { useId } from 'react';
import type { DotLabels } from '../../hooks/use-fretboard-settings';
import { fretboardLayout } from './fretboard-geometry';
import { FretboardWood } from './FretboardWood';
import { FretPositions } from './FretPositions';

interface FretboardBoardProps {
  tuning: Tuning;
  startFret: number;
  fretCount: number;
  noteSet: NoteSet;
  labels: DotLabels;
  leftHanded: boolean;
  lastPlayed: FretPosition | null;
  onPlay: (position: FretPosition, spelled: string) => void;
}

/** How far a drawing may grow beyond its natural size on a wide screen (a 4-fret board should not fill it). */
const MAX_SCALE = 1.6;

/**
 * The fretboard drawing in its own horizontal scroller (the page never scrolls sideways), with a text
 * description of the strings and marked frets for screen-reader users.
 */
export function FretboardBoard({
  tuning,
  startFret,
  fretCount,
  noteSet,
  labels,
  leftHanded,
  lastPlayed,
  onPlay,
}: FretboardBoardProps) {
  const descriptionId = useId();
  const frets = visibleFrets(startFret, fretCount);
  const rows = fretboardPositions(tuning, startFret, fretCount);
  const openStrings = [...tuning.strings].reverse();
  const layout = fretboardLayout(frets, rows.length, leftHanded);
  const chromatic = noteSetOf('scale', noteSet.tones[0]!.chroma, 'chromatic');
  const range = `frets ${frets[0]} to ${frets.at(-1)}`;

  return (
    <div>
      <div className="[scrollbar-width:thin] overflow-x-auto rounded-xl border border-stone-200 bg-white p-2 shadow-sm sm:p-3">
        <svg
          role="group"
          aria-label={`Fretboard, ${tuning.name}, ${range}${leftHanded ? ', left-handed' : ''}: ${noteSet.name}`}
          aria-describedby={descriptionId}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          className="mx-auto block h-auto w-full touch-manipulation select-none"
          style={{ minWidth: `${layout.minPixelWidth}px`, maxWidth: `${Math.round(layout.width * MAX_SCALE)}px` }}
        >
          <FretboardWood layout={layout} openStrings={openStrings} />
          <FretPositions
            layout={layout}
            rows={rows}
            noteSet={noteSet}
            chromatic={chromatic}
            labels={labels}
            leftHanded={leftHanded}
            lastPlayed={lastPlayed}
            onPlay={onPlay}
          />
        </svg>
      </div>
      <div id={descriptionId} className="sr-only">
        <p>
          {noteSet.name}:{' '}
          {noteSet.tones
            .map((tone) => `${prettyNoteName(tone.pitchClass)} (${tone.isRoot ? 'root' : tone.degree})`)
            .join(', ')}
          . Shown on {range}.
        </p>
        <ul>
          {rows.map((positions, row) => {
            const marked = positions.filter((position) => toneAt(noteSet, position));
            const first = positions[0]!;
            return (
              <li key={first.stringNumber}>
                String {first.stringNumber} ({prettyNoteName(openStrings[row]!)}):{' '}
                {marked.length === 0
                  ? 'no notes of it here'
                  : marked
                      .map(
                        (position) => `fret ${position.fret} ${prettyNoteName(toneAt(noteSet, position)!.pitchClass)}`,
                      )
                      .join(', ')}
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
