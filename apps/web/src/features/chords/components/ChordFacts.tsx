import type { Chord } from '@woodshed/shared';
import { cn } from '@/lib/cn';

/** Notes and intervals, side by side. */
export function ChordFacts({ chord, className }: { chord: Pick<Chord, 'notes' | 'intervals'>; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm', className)}>
      <dt className="font-medium text-stone-600">Notes</dt>
      <dd className="font-semibold text-stone-900">{chord.notes.join(' · ')}</dd>
      <dt className="font-medium text-stone-600">Intervals</dt>
      <dd className="text-stone-800">{chord.intervals.join(' · ')}</dd>
    </dl>
  );
}
