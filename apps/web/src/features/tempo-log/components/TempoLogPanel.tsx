import { messages, type TempoHistoryResponse, type TempoItemRef, type TempoMark } from '@woodshed/shared';
import { Timer } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { formatCalendarDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useTempoHistory } from '../api/history';
import { TempoEntries } from './TempoEntries';
import { TempoLogForm } from './TempoLogForm';

const TempoChart = lazy(() => import('./TempoChart').then((module) => ({ default: module.TempoChart })));

interface TempoLogPanelProps {
  item: TempoItemRef;
  /** The item's name, for the chart's summary ("Spider Walk"). */
  title: string;
  /** The panel's heading level: h2 on a library page, h3 inside a dialog. */
  headingLevel?: 2 | 3;
}

const dayText = (mark: TempoMark, today: string) => (mark.date === today ? 'today' : formatCalendarDate(mark.date));

/** "Tempo log": today's "clean at ___ BPM", the best and latest tempo, a chart over time and the metronome link. */
export function TempoLogPanel({ item, title, headingLevel = 2 }: TempoLogPanelProps) {
  const headingId = useId();
  const history = useTempoHistory(item);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const latest = history.data?.latest ?? null;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <Heading id={headingId} className="text-lg font-semibold text-stone-900">
        Tempo log
      </Heading>
      <div className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm">
        <TempoLogForm item={item} latestBpm={latest?.bpm ?? null} />
        {history.isPending && <Spinner label="Loading your tempo log…" />}
        {history.isError && (
          <LoadError message={messages.tempoLogWeb.loadFailed} onRetry={() => void history.refetch()} />
        )}
        {history.data && <TempoHistory history={history.data} title={title} />}
        <Link to={paths.metronome(item)} className={buttonClasses('secondary', 'md', 'self-start')}>
          <Timer aria-hidden="true" className="size-4" />
          {latest ? `Open metronome at ${latest.bpm} BPM` : 'Open metronome'}
        </Link>
      </div>
    </section>
  );
}

function TempoHistory({ history, title }: { history: TempoHistoryResponse; title: string }) {
  const { best, latest, entries, today } = history;
  if (!best || !latest || entries.length === 0)
    return <p className="text-sm text-stone-600">{messages.tempoLogWeb.empty}</p>;
  const first = entries[0]!;
  const last = entries.at(-1)!;
  const summary =
    entries.length === 1
      ? `${title}: one tempo logged, ${last.bpm} BPM on ${formatCalendarDate(last.date)}.`
      : `${title}: ${entries.length} tempos logged, from ${first.bpm} BPM on ${formatCalendarDate(first.date)} to ${last.bpm} BPM on ${formatCalendarDate(last.date)}; best ${best.bpm} BPM.`;

  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-lg bg-stone-50 px-3 py-2">
          <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">Best</dt>
          <dd className="text-stone-900">
            <span className="text-xl font-bold tabular-nums">{best.bpm}</span> BPM
            <span className="block text-xs text-stone-600">{dayText(best, today)}</span>
          </dd>
        </div>
        <div className="rounded-lg bg-stone-50 px-3 py-2">
          <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">Latest</dt>
          <dd className="text-stone-900">
            <span className="text-xl font-bold tabular-nums">{latest.bpm}</span> BPM
            <span className="block text-xs text-stone-600">{dayText(latest, today)}</span>
          </dd>
        </div>
      </dl>
      <figure className="flex flex-col gap-2">
        {entries.length > 1 && (
          <Suspense fallback={<div className="h-40" />}>
            <TempoChart entries={entries} />
          </Suspense>
        )}
        <figcaption className="text-sm text-stone-700">{summary}</figcaption>
      </figure>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-stone-800">All entries ({entries.length})</summary>
        <div className="mt-2">
          <TempoEntries entries={entries} caption={`Tempo log of ${title}`} />
        </div>
      </details>
    </div>
  );
}
