import { messages, TF_TRIADS_PER_ROUND, type TriadFinderTarget } from '@woodshed/shared';
import { formatInteger } from '@/lib/format';
import { formatClock, prettyTriad, roundLabel } from './triad-text';

interface TriadScoreboardProps {
  target: TriadFinderTarget | null;
  round: number;
  seconds: number;
  score: number;
  found: number;
}

/** The banner 'Find 5 {triad} Triads' and, under it, the round counter, the timer and the score. */
export function TriadScoreboard({ target, round, seconds, score, found }: TriadScoreboardProps) {
  return (
    <div className="mb-4">
      <h2 className="text-center text-xl font-bold text-amber-900 sm:text-2xl">
        {target ? messages.games.findTriads(prettyTriad(target)) : 'Find the hidden triads'}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-center sm:grid-cols-4">
        <Stat label="Round" value={round > 0 ? roundLabel(round) : '—'} />
        <Stat label="Found" value={`${found} of ${TF_TRIADS_PER_ROUND}`} />
        <Stat label="Time" value={formatClock(seconds)} />
        <Stat label="Score" value={formatInteger(score)} />
      </dl>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-stone-100 px-2 py-1.5">
      <dt className="text-xs font-medium tracking-wide text-stone-600 uppercase">{label}</dt>
      <dd className="font-semibold text-stone-900 tabular-nums">{value}</dd>
    </div>
  );
}
