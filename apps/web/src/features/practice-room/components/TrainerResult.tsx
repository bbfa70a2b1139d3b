import { formatCount, messages, type ChordChangeResponse } from '@woodshed/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { isApiError } from '@/lib/api';
import { useRecordChordChange } from '../api/record-chord-change';
import { TRY_SECONDS } from '../hooks/use-change-trainer';

interface TrainerResultProps {
  chordAId: string;
  chordBId: string;
  pairName: string;
  changes: number;
  /** The pair's best changes per minute before this try (null when never tried, undefined while loading). */
  previousBest: number | null | undefined;
  /** After a save, so the page can start a new try from scratch. */
  onSaved: (result: ChordChangeResponse) => void;
}

/**
 * The minute's result: the count, whether it beats the pair's best, and Save (optionally logging the minute as
 * practice today). A refusal (e.g. the day already holds 24 hours) shows the server's words; nothing is kept then.
 */
export function TrainerResult({ chordAId, chordBId, pairName, changes, previousBest, onSaved }: TrainerResultProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [logPractice, setLogPractice] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const record = useRecordChordChange();

  useEffect(() => headingRef.current?.focus(), []);

  const newBest = previousBest !== undefined && (previousBest === null || changes > previousBest);
  const save = () => {
    setError(null);
    record.mutate(
      { chordAId, chordBId, changes, durationSeconds: TRY_SECONDS, logPractice },
      {
        onSuccess: onSaved,
        onError: (failure) => setError(isApiError(failure) ? failure.message : messages.chordChangesWeb.saveFailed),
      },
    );
  };
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-stone-900 outline-none">
        {formatCount(changes, { one: 'change', other: 'changes' })} in one minute
      </h2>
      <p className="text-sm text-stone-800">
        {pairName}
        {newBest && <strong className="ml-2 font-semibold text-green-800">New best!</strong>}
        {!newBest && typeof previousBest === 'number' && <> · Best so far: {previousBest}</>}
      </p>
      <CheckboxField
        label="Log this minute as practice (today, focus area Chords)"
        checked={logPractice}
        onChange={(event) => setLogPractice(event.target.checked)}
        disabled={record.isPending}
      />
      {error && (
        <Banner tone="error">
          {error}
          {logPractice && ' To keep the result without a practice session, untick "Log this minute" and save again.'}
        </Banner>
      )}
      <div>
        <Button type="button" onClick={save} loading={record.isPending} loadingText="Saving...">
          Save result
        </Button>
      </div>
    </section>
  );
}
