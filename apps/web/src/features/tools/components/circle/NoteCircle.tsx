import { keyForPitchClass, PITCH_CLASSES } from '@woodshed/shared';
import { useEffect, useRef } from 'react';
import type { MeasuredInterval, PlayedNote } from '../../hooks/use-circle-player';
import { useIntervalDrag } from '../../hooks/use-interval-drag';
import { useReducedMotion } from '../../hooks/use-reduced-motion';
import { notePoint } from './circle-geometry';
import { CircleCentre } from './CircleCentre';
import { IntervalLine } from './IntervalLine';
import { NoteButton } from './NoteButton';

interface NoteCircleProps {
  octave: number;
  lastPlayed: PlayedNote | undefined;
  interval: MeasuredInterval | null;
  onChoose: (pitchClass: string, measureFromLast: boolean) => void;
  onMeasure: (from: string, to: string) => void;
  /** The key letters inside the ring, only where a keyboard is likely (as the keyboard card). */
  showKeys: boolean;
}

/**
 * The twelve notes on a circle, C at the top, as buttons (Tab, Enter and Space work; the letter keys are
 * handled by the page). Pressing one plays it; dragging from one to another names the interval.
 */
export function NoteCircle({ octave, lastPlayed, interval, onChoose, onMeasure, showKeys }: NoteCircleProps) {
  const { line, handlers, consumeDragClick } = useIntervalDrag(onMeasure);
  const notes = useRef(new Map<string, HTMLElement>());
  const reducedMotion = useReducedMotion();

  // A short bounce of the note just played; none when the user asked for less motion.
  useEffect(() => {
    if (!lastPlayed || reducedMotion) return;
    notes.current
      .get(lastPlayed.pitchClass)
      // Tailwind's centring uses the `translate` property, so animating `transform` composes with it.
      ?.animate([{ transform: 'scale(1)' }, { transform: 'scale(1.15)' }, { transform: 'scale(1)' }], {
        duration: 260,
        easing: 'ease-out',
      });
  }, [lastPlayed, reducedMotion]);

  const highlighted = new Set<string>();
  if (interval) highlighted.add(interval.fromPitchClass).add(interval.toPitchClass);
  else if (lastPlayed) highlighted.add(lastPlayed.pitchClass);
  if (line) highlighted.add(line.from);
  if (line?.over) highlighted.add(line.over);

  return (
    <div {...handlers} className="relative mx-auto aspect-square w-full max-w-[28rem] select-none">
      <svg viewBox="0 0 100 100" aria-hidden="true" className="absolute inset-0 size-full">
        <circle cx="50" cy="50" r="38" fill="none" className="stroke-stone-200" strokeWidth="14" />
        <circle cx="50" cy="50" r="45.5" fill="none" className="stroke-stone-300" strokeWidth="0.3" />
        {showKeys &&
          PITCH_CLASSES.map((pitchClass) => {
            const hint = notePoint(pitchClass, 26.5);
            return (
              <text
                key={pitchClass}
                x={hint.x}
                y={hint.y}
                textAnchor="middle"
                dominantBaseline="central"
                className="fill-stone-500 font-mono text-[3.2px] uppercase"
              >
                {keyForPitchClass(pitchClass)}
              </text>
            );
          })}
        <IntervalLine interval={interval} line={line} />
      </svg>
      <CircleCentre octave={octave} lastPlayed={lastPlayed} interval={interval} line={line} />
      {PITCH_CLASSES.map((pitchClass) => (
        <NoteButton
          key={pitchClass}
          ref={(element) => {
            if (element) notes.current.set(pitchClass, element);
            else notes.current.delete(pitchClass);
          }}
          pitchClass={pitchClass}
          octave={octave}
          highlighted={highlighted.has(pitchClass)}
          onClick={(event) => {
            if (consumeDragClick()) return;
            onChoose(pitchClass, event.shiftKey);
          }}
        />
      ))}
    </div>
  );
}
