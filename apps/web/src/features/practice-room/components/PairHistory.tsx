import { pluralNoun, type ChordChangePair, type ChordChangeRecord } from '@woodshed/shared';
import { useId } from 'react';
import { formatCalendarDate } from '@/lib/format';

const SPARK_WIDTH = 240;
const SPARK_HEIGHT = 48;

/** The tries as a small line, oldest left (decoration: the list beside it carries the same numbers). */
function Sparkline({ tries }: { tries: ChordChangeRecord[] }) {
  if (tries.length < 2) return null;
  const values = [...tries].reverse().map((record) => record.changesPerMinute);
  const max = Math.max(...values, 1);
  const step = SPARK_WIDTH / (values.length - 1);
  const points = values
    .map(
      (value, index) =>
        `${(index * step).toFixed(1)},${(SPARK_HEIGHT - (value / max) * (SPARK_HEIGHT - 4) - 2).toFixed(1)}`,
    )
    .join(' ');
  return (
    <svg
      aria-hidden="true"
      viewBox={`0 0 ${SPARK_WIDTH} ${SPARK_HEIGHT}`}
      className="h-12 w-full max-w-60 text-amber-700"
      preserveAspectRatio="none"
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth="2" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

const count = (record: ChordChangeRecord) =>
  record.durationSeconds === 60 ? `${record.changes}` : `${record.changesPerMinute} per minute`;

/** One pair's history: best, latest, number of tries, and the recent tries (newest first). */
export function PairHistory({ pair }: { pair: ChordChangePair }) {
  const headingId = useId();
  const recent = pair.recent.slice(0, 20);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {pair.chordA.name} ↔ {pair.chordB.name}: your history
      </h2>
      <dl className="grid grid-cols-3 gap-3 text-sm">
        <div className="rounded-lg bg-stone-100 p-3">
          <dt className="text-stone-600">Best</dt>
          <dd className="text-2xl font-semibold text-stone-900" data-testid="pair-best">
            {count(pair.best)}
          </dd>
          <dd className="text-stone-600">{formatCalendarDate(pair.best.date)}</dd>
        </div>
        <div className="rounded-lg bg-stone-100 p-3">
          <dt className="text-stone-600">Latest</dt>
          <dd className="text-2xl font-semibold text-stone-900">{count(pair.latest)}</dd>
          <dd className="text-stone-600">{formatCalendarDate(pair.latest.date)}</dd>
        </div>
        <div className="rounded-lg bg-stone-100 p-3">
          <dt className="text-stone-600">Tries</dt>
          <dd className="text-2xl font-semibold text-stone-900" data-testid="pair-tries">
            {pair.tries}
          </dd>
        </div>
      </dl>
      <Sparkline tries={recent} />
      <h3 className="text-sm font-semibold text-stone-800">Recent tries</h3>
      <ol className="flex flex-col divide-y divide-stone-200 text-sm" aria-label="Recent tries, newest first">
        {recent.map((record) => (
          <li key={record.id} className="flex justify-between gap-4 py-1.5">
            <span>{formatCalendarDate(record.date)}</span>
            <span className="font-medium tabular-nums">
              {count(record)}{' '}
              {record.durationSeconds === 60 ? pluralNoun(record.changes, { one: 'change', other: 'changes' }) : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
