import { enharmonicPitchClass, keyForPitchClass, prettyNoteName } from '@woodshed/shared';
import type { MouseEvent, Ref } from 'react';
import { cn } from '@/lib/cn';
import { NOTE_BUTTON_RADIUS, notePoint } from './circle-geometry';

interface NoteButtonProps {
  ref: Ref<HTMLDivElement>;
  pitchClass: string;
  octave: number;
  highlighted: boolean;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}

const isNatural = (pitchClass: string) => pitchClass.length === 1;

/** "C♯4 / D♭4" for a black key, "C4" for a white one. */
function noteLabel(pitchClass: string, octave: number): string {
  if (isNatural(pitchClass)) return `${pitchClass}${octave}`;
  return `${prettyNoteName(`${pitchClass}${octave}`)} / ${prettyNoteName(`${enharmonicPitchClass(pitchClass)}${octave}`)}`;
}

/**
 * One note of the circle, coloured like a piano key. The button is named "C4" (with its octave); the
 * letters on it are drawn over it, outside the button, so the visible text never contradicts the name.
 */
export function NoteButton({ ref, pitchClass, octave, highlighted, onClick }: NoteButtonProps) {
  const centre = notePoint(pitchClass);
  const natural = isNatural(pitchClass);
  return (
    <div
      ref={ref}
      className="absolute -translate-x-1/2 -translate-y-1/2"
      style={{
        left: `${centre.x}%`,
        top: `${centre.y}%`,
        width: `${NOTE_BUTTON_RADIUS * 2}%`,
        height: `${NOTE_BUTTON_RADIUS * 2}%`,
      }}
    >
      <button
        type="button"
        data-pitch-class={pitchClass}
        aria-label={noteLabel(pitchClass, octave)}
        aria-keyshortcuts={keyForPitchClass(pitchClass)?.toUpperCase()}
        onClick={onClick}
        className={cn(
          'absolute inset-0 touch-none rounded-full border-2 shadow-sm transition-colors motion-reduce:transition-none',
          'cursor-pointer focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
          highlighted
            ? natural
              ? 'border-amber-600 bg-amber-100'
              : 'border-amber-400 bg-amber-800'
            : natural
              ? 'border-stone-300 bg-white hover:bg-amber-50'
              : 'border-stone-800 bg-stone-800 hover:bg-stone-700',
        )}
      />
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute inset-0 flex flex-col items-center justify-center leading-none font-bold',
          natural ? 'text-stone-900' : 'text-white',
        )}
      >
        <span className={natural ? 'text-lg sm:text-xl' : 'text-sm sm:text-base'}>{prettyNoteName(pitchClass)}</span>
        {!natural && (
          <span className="mt-0.5 text-[0.65rem] font-medium opacity-85 sm:text-xs">
            {prettyNoteName(enharmonicPitchClass(pitchClass))}
          </span>
        )}
      </span>
    </div>
  );
}
