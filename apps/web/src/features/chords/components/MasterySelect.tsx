import { useId, useState } from 'react';
import { cn } from '@/lib/cn';
import { MASTERY_OPTIONS, masteryStyle } from './mastery-styles';

interface MasterySelectProps {
  chordName: string;
  rating: number;
  onChange: (rating: number) => void;
}

/** The rating dropdown, 0–5, coloured by the current level; any level can be chosen from any other. */
export function MasterySelect({ chordName, rating, onChange }: MasterySelectProps) {
  const id = useId();
  // The choice shows at once: the list's cache notifies later, and until then React would put the select back to
  // the old rating, so a second quick key press would start from there again.
  const [choice, setChoice] = useState(rating);
  const [shownRating, setShownRating] = useState(rating);
  if (rating !== shownRating) {
    setShownRating(rating);
    setChoice(rating);
  }
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        Mastery
      </label>
      <select
        id={id}
        aria-label={`Mastery of ${chordName}`}
        value={choice}
        onChange={(event) => {
          const next = Number(event.target.value);
          setChoice(next);
          onChange(next);
        }}
        className={cn(
          'h-9 min-w-0 flex-1 rounded-lg border px-2 text-sm font-semibold shadow-xs',
          'focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-700/50',
          masteryStyle(choice).control,
        )}
      >
        {MASTERY_OPTIONS.map(({ rating: value, name }) => (
          <option key={value} value={value} className="bg-white text-stone-900">
            {value} · {name}
          </option>
        ))}
      </select>
    </div>
  );
}
