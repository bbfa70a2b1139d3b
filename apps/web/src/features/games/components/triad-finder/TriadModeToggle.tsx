import { TF_EXTENDED_BONUS } from '@woodshed/shared';
import { Switch } from 'radix-ui';
import { useId } from 'react';
import { formatInteger } from '@/lib/format';

interface TriadModeToggleProps {
  /** The toggle's position: on = the C major (natural) set. */
  cMajorKey: boolean;
  /** The mode of the round being played, or null before the game. */
  currentCMajorKey: boolean | null;
  onChange: (cMajorKey: boolean) => void;
}

/**
 * 'C Major Key' (default on): the natural triads; off, the extended set with a bonus. A change applies from the
 * next round, and the switch says so while the round being played keeps the other mode.
 */
export function TriadModeToggle({ cMajorKey, currentCMajorKey, onChange }: TriadModeToggleProps) {
  const id = useId();
  const pending = currentCMajorKey !== null && currentCMajorKey !== cMajorKey;
  return (
    <div>
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={`${id}-switch`} className="font-semibold text-stone-900">
          C Major Key
        </label>
        <Switch.Root
          id={`${id}-switch`}
          checked={cMajorKey}
          onCheckedChange={onChange}
          aria-describedby={`${id}-help`}
          // A 44 px square to touch; the track (drawn before the thumb) is the usual 24 × 44.
          className="relative flex h-11 w-11 shrink-0 items-center rounded-md before:absolute before:inset-x-0 before:h-6 before:rounded-full before:bg-stone-400 before:transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700 data-[state=checked]:before:bg-amber-800"
        >
          <Switch.Thumb className="relative block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem] motion-reduce:transition-none" />
        </Switch.Root>
      </div>
      <p id={`${id}-help`} className="mt-2 text-sm text-stone-600">
        On: triads of C major, natural notes only. Off: triads with sharps and flats, +
        {formatInteger(TF_EXTENDED_BONUS)} points a round. A change applies from the next round.
        {pending && (
          <strong className="mt-1 block font-semibold text-amber-900">
            {cMajorKey ? 'C major triads' : 'Sharps and flats'} from the next round.
          </strong>
        )}
      </p>
    </div>
  );
}
