import { prettyNoteName, type TuningString } from '@woodshed/shared';
import { Volume2 } from 'lucide-react';
import { cn } from '@/lib/cn';
import { hertz } from './tuner-format';

interface StringButtonsProps {
  strings: TuningString[];
  /** The string the detected note is nearest to, highlighted. */
  nearest: number | null;
  onPlay: (string: TuningString) => void;
}

/** The tuning's strings, lowest first, each with its target; a press plays its reference tone. */
export function StringButtons({ strings, nearest, onPlay }: StringButtonsProps) {
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-8">
      {strings.map((string) => {
        const isNearest = string.stringNumber === nearest;
        return (
          <li key={string.stringNumber}>
            <button
              type="button"
              onClick={() => onPlay(string)}
              className={cn(
                'flex w-full flex-col items-center rounded-lg border px-2 py-2 transition-colors motion-reduce:transition-none',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
                isNearest
                  ? 'border-amber-600 bg-amber-100 text-amber-950 ring-2 ring-amber-600'
                  : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
              )}
            >
              <span className="text-xs text-stone-600">String {string.stringNumber}</span>
              <span className="flex items-center gap-1 text-lg font-bold">
                {prettyNoteName(string.note)}
                <Volume2 aria-hidden="true" className="size-3.5 text-stone-500" />
              </span>
              <span className="text-xs text-stone-600">{hertz(string.frequency)}</span>
              {isNearest && <span className="sr-only">(nearest string)</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
