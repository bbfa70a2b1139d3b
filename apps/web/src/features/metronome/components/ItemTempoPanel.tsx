import { messages, type TempoItemRef } from '@woodshed/shared';
import { useId, useState } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { useLogTempo, wasReplaced, type useTempoHistory } from '@/features/tempo-log';
import { isApiError } from '@/lib/api';
import { useItemTitle } from '../api/item-title';

interface ItemTempoPanelProps {
  item: TempoItemRef;
  history: ReturnType<typeof useTempoHistory>;
  /** The whole BPM to log (the metronome's tempo now). */
  bpm: number;
}

/** The item the metronome was opened for: its title, its last logged tempo, and "Log clean at {bpm} BPM". */
export function ItemTempoPanel({ item, history, bpm }: ItemTempoPanelProps) {
  const headingId = useId();
  const title = useItemTitle(item);
  const log = useLogTempo();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const latest = history.data?.latest ?? null;

  function logClean() {
    setResult(null);
    log.mutate(
      { itemType: item.itemType, itemId: item.itemId, bpm },
      {
        onSuccess: (logged) =>
          setResult({
            tone: 'success',
            text: wasReplaced(logged) ? messages.tempoLogWeb.updated(bpm) : messages.tempoLogWeb.logged(bpm),
          }),
        onError: (error) =>
          setResult({ tone: 'error', text: isApiError(error) ? error.message : messages.tempoLogWeb.logFailed }),
      },
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <h2 id={headingId} className="font-semibold break-words text-stone-900">
          {title.data ?? (title.isError ? messages.metronomeWeb.itemLoadFailed : 'Loading…')}
        </h2>
        <p className="text-sm text-stone-700">
          {history.isError
            ? messages.tempoLogWeb.loadFailed
            : latest
              ? messages.metronomeWeb.lastLogged(latest.bpm)
              : history.isPending
                ? 'Loading…'
                : messages.metronomeWeb.notLoggedYet}
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:items-end">
        <Button onClick={logClean} loading={log.isPending} disabled={!Number.isInteger(bpm)}>
          Log clean at {bpm} BPM
        </Button>
        {result && (
          <Banner tone={result.tone} className="py-2">
            {result.text}
          </Banner>
        )}
      </div>
    </section>
  );
}
