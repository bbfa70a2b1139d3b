import {
  canonicalChordPair,
  chordChangeRequestSchema,
  formatCount,
  messages,
  type ChordChangeResponse,
} from '@woodshed/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { Card } from '@/components/ui/Card';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { chordsQueryOptions } from '@/features/chords';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useChordChanges } from '../api/chord-change-history';
import { ChangeTrainerPanel } from '../components/ChangeTrainerPanel';
import { PairHistory } from '../components/PairHistory';
import { TrainerResult } from '../components/TrainerResult';
import { useChangeTrainer } from '../hooks/use-change-trainer';

/**
 * /library/chord-changes (issue 19): the one-minute chord-change trainer. Two chords (?a=&b= in the address), a
 * 3-2-1 count-in and 60 seconds of taps, the result against the pair's best, saved with an optional practice
 * session, and the pair's history.
 */
export function Component() {
  useDocumentTitle('Chord-Change Trainer');
  const chords = useQuery(chordsQueryOptions());
  const [params, setParams] = useSearchParams();
  const trainer = useChangeTrainer();
  const [saved, setSaved] = useState<ChordChangeResponse | null>(null);
  const chordAId = params.get('a') ?? '';
  const chordBId = params.get('b') ?? '';
  const items = chords.data?.items ?? [];
  const nameOf = (id: string) => items.find((chord) => chord.id === id)?.name;
  const bothKnown = Boolean(nameOf(chordAId) && nameOf(chordBId));
  const check = chordChangeRequestSchema.safeParse({ chordAId, chordBId, changes: 0 });
  const sameChord = bothKnown && chordAId === chordBId;
  const pair = bothKnown && check.success ? { chordAId, chordBId } : null;
  const history = useChordChanges(pair, pair !== null);
  const allPairs = useChordChanges(null);
  const pairHistory = history.data?.pairs[0] ?? null;
  const previousBest = pair && history.isSuccess ? (pairHistory?.best.changesPerMinute ?? null) : undefined;

  const choose = (key: 'a' | 'b', value: string) => {
    trainer.reset();
    setSaved(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  };
  const options = [
    { value: '', label: 'Choose a chord' },
    ...items.map((chord) => ({ value: chord.id, label: chord.name })),
  ];
  const pairName = pair ? `${nameOf(chordAId)} ↔ ${nameOf(chordBId)}` : '';
  const busy = trainer.phase === 'countIn' || trainer.phase === 'running';

  return (
    <>
      <PageHeader
        title="Chord-Change Trainer"
        description="Pick two chords, then count how many clean changes between them you make in one minute."
      />
      {chords.isPending ? (
        <Spinner label="Loading chords" />
      ) : chords.isError ? (
        <LoadError message={messages.chords.loadFailed} onRetry={() => void chords.refetch()} />
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)]">
          <Card className="flex flex-col gap-6 p-4 sm:p-6">
            <div className="grid grid-cols-1 gap-4 min-[24rem]:grid-cols-2">
              <SelectField
                label="First chord"
                options={options}
                value={chordAId}
                onChange={(event) => choose('a', event.target.value)}
                disabled={busy}
              />
              <SelectField
                label="Second chord"
                options={options}
                value={chordBId}
                onChange={(event) => choose('b', event.target.value)}
                disabled={busy}
                error={sameChord ? messages.practiceRoom.sameChord : undefined}
              />
            </div>
            <ChangeTrainerPanel trainer={trainer} disabled={!pair} />
            {trainer.phase === 'done' && pair && !saved && (
              <TrainerResult
                chordAId={chordAId}
                chordBId={chordBId}
                pairName={pairName}
                changes={trainer.changes}
                previousBest={previousBest}
                onSaved={(result) => {
                  setSaved(result);
                  trainer.reset();
                }}
              />
            )}
            {saved && (
              <Banner tone="success">
                Saved: {formatCount(saved.record.changes, { one: 'change', other: 'changes' })}
                {saved.pair.best.id === saved.record.id ? ' — a new best!' : '.'}
                {saved.session && ` Logged ${saved.session.duration} min of practice for today.`}
                {saved.xpAwarded > 0 && ` +${saved.xpAwarded} XP.`}
              </Banner>
            )}
          </Card>
          <Card className="flex flex-col gap-6 p-4 sm:p-6">
            {pair ? (
              history.isPending ? (
                <Spinner label="Loading the pair's history" />
              ) : history.isError ? (
                <LoadError
                  message={messages.chordChangesWeb.historyLoadFailed}
                  onRetry={() => void history.refetch()}
                />
              ) : pairHistory ? (
                <PairHistory pair={pairHistory} />
              ) : (
                <p className="text-sm text-stone-600">No tries with {pairName} yet: your first minute sets the best.</p>
              )
            ) : (
              <p className="text-sm text-stone-600">Choose two different chords to see their history.</p>
            )}
            <OtherPairs pairs={allPairs.data?.pairs ?? []} current={pair} />
          </Card>
        </div>
      )}
    </>
  );
}

/** The other pairs tried, each a link that chooses it. */
function OtherPairs({
  pairs,
  current,
}: {
  pairs: NonNullable<ReturnType<typeof useChordChanges>['data']>['pairs'];
  current: { chordAId: string; chordBId: string } | null;
}) {
  const currentKey = current ? canonicalChordPair(current.chordAId, current.chordBId).join() : '';
  const others = pairs.filter((pair) => canonicalChordPair(pair.chordA.id, pair.chordB.id).join() !== currentKey);
  if (others.length === 0) return null;
  return (
    <nav aria-label="Your other chord pairs" className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold text-stone-800">Your other pairs</h2>
      <ul className="flex flex-col gap-1 text-sm">
        {others.map((pair) => (
          <li key={`${pair.chordA.id}-${pair.chordB.id}`}>
            <Link
              to={paths.chordChanges({ chordAId: pair.chordA.id, chordBId: pair.chordB.id })}
              className="text-amber-900 underline hover:text-amber-950"
            >
              {pair.chordA.name} ↔ {pair.chordB.name}
            </Link>{' '}
            <span className="text-stone-600">
              · best {pair.best.changesPerMinute} · {formatCount(pair.tries, { one: 'try', other: 'tries' })}
            </span>
          </li>
        ))}
      </ul>
    </nav>
  );
}
