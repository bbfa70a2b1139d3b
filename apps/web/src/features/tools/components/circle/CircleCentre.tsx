import { ascendingHalfSteps, formatCount, intervalNameBetween, prettyNoteName } from '@woodshed/shared';
import type { MeasuredInterval, PlayedNote } from '../../hooks/use-circle-player';
import type { DragLine } from '../../hooks/use-interval-drag';

interface CircleCentreProps {
  octave: number;
  lastPlayed: PlayedNote | undefined;
  interval: MeasuredInterval | null;
  line: DragLine | null;
}

const halfStepText = (count: number) => formatCount(count, { one: 'half-step', other: 'half-steps' });

/**
 * The middle of the circle: the interval being dragged or just measured, else the last note, and the octave.
 * Hidden from screen readers, who hear the same through the page's live status and the side panel.
 */
export function CircleCentre({ octave, lastPlayed, interval, line }: CircleCentreProps) {
  let headline: string;
  let detail: string;
  if (line) {
    headline = line.over ? intervalNameBetween(line.from, line.over) : '…';
    detail = `${prettyNoteName(line.from)} → ${line.over ? prettyNoteName(line.over) : '?'}`;
    if (line.over) detail += ` · ${halfStepText(ascendingHalfSteps(line.from, line.over))}`;
  } else if (interval) {
    headline = interval.name;
    detail = `${prettyNoteName(interval.from)} → ${prettyNoteName(interval.to)} · ${halfStepText(interval.halfSteps)}`;
  } else if (lastPlayed) {
    headline = prettyNoteName(lastPlayed.note);
    detail = 'Drag to another note';
  } else {
    headline = 'Tap a note';
    detail = 'or drag between two';
  }
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute top-1/2 left-1/2 flex size-[40%] -translate-x-1/2 -translate-y-1/2 flex-col items-center justify-center rounded-full bg-white/90 p-2 text-center shadow-inner ring-1 ring-stone-200"
    >
      <span className="text-base leading-tight font-bold text-stone-900 sm:text-2xl">{headline}</span>
      <span className="mt-1 text-[0.7rem] leading-tight text-stone-600 sm:text-xs">{detail}</span>
      <span className="mt-2 rounded-full bg-stone-100 px-2 py-0.5 text-[0.7rem] font-semibold text-stone-700 sm:text-xs">
        Octave {octave}
      </span>
    </div>
  );
}
