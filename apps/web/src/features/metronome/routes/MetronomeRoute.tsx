import { BPM_MAX, BPM_MIN, messages, tempoItemRefSchema, type TempoItemRef } from '@woodshed/shared';
import { Play, Square } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { PageHeader } from '@/components/ui/PageHeader';
import { useTempoHistory } from '@/features/tempo-log';
import { useDocumentTitle } from '@/lib/document-title';
import { BeatDisplay } from '../components/BeatDisplay';
import { ItemTempoPanel } from '../components/ItemTempoPanel';
import { SoundPanel } from '../components/SoundPanel';
import { TempoControls } from '../components/TempoControls';
import { GapTrainerPanel, SpeedTrainerPanel } from '../components/TrainerPanels';
import { useMetronome } from '../hooks/use-metronome';
import { useMetronomeKeys } from '../hooks/use-metronome-keys';
import { readPrefs, shownBpm, writePrefs, type MetronomePrefs } from '../settings';

/** ?itemType=&itemId= of paths.metronome(item), or null when absent or not an item reference. */
function useItemRef(): TempoItemRef | null {
  const [params] = useSearchParams();
  const itemType = params.get('itemType');
  const itemId = params.get('itemId');
  return useMemo(() => {
    const parsed = tempoItemRefSchema.safeParse({ itemType, itemId });
    return parsed.success ? parsed.data : null;
  }, [itemType, itemId]);
}

/** /library/metronome (issue 19): the metronome with speed and gap trainers, opened at an item's tempo when given. */
export function Component() {
  useDocumentTitle('Metronome');
  const [prefs, setPrefs] = useState<MetronomePrefs>(readPrefs);
  const [announcement, setAnnouncement] = useState('');
  const metronome = useMetronome(prefs);
  const item = useItemRef();
  const history = useTempoHistory(item);

  useEffect(() => writePrefs(prefs), [prefs]);
  const update = (patch: Partial<MetronomePrefs>) => setPrefs((current) => ({ ...current, ...patch }));
  const setBpm = (bpm: number) => update({ bpm: Math.min(BPM_MAX, Math.max(BPM_MIN, bpm)) });

  // Opened for an item: start at its latest logged tempo (once, when the history arrives).
  const openedAt = useRef<string | null>(null);
  const latestBpm = history.data?.latest?.bpm;
  useEffect(() => {
    if (!item || latestBpm === undefined || openedAt.current === item.itemId) return;
    openedAt.current = item.itemId;
    setPrefs((current) => ({ ...current, bpm: latestBpm }));
  }, [item, latestBpm]);

  useMetronomeKeys(metronome.toggle, (delta) => {
    const bpm = Math.min(BPM_MAX, Math.max(BPM_MIN, Math.round(prefs.bpm) + delta));
    setBpm(bpm);
    setAnnouncement(`${bpm} BPM`);
  });

  // The speed trainer's tempo changes are told once each (never the beats).
  const playingBpm = metronome.running ? metronome.click?.bpm : undefined;
  useEffect(() => {
    if (playingBpm !== undefined && prefs.speed.enabled) setAnnouncement(`Now ${playingBpm} BPM`);
  }, [playingBpm, prefs.speed.enabled]);

  const bpm = shownBpm(prefs, metronome.click);
  const noAudio = typeof AudioContext === 'undefined';

  return (
    <>
      <PageHeader
        title="Metronome"
        description="Clicks timed on the audio clock, with a speed trainer to build tempo and a gap trainer to test your inner time."
      />
      <div className="flex flex-col gap-6">
        {item && <ItemTempoPanel item={item} history={history} bpm={Math.round(bpm)} />}
        {noAudio && <Banner tone="error">{messages.metronomeWeb.noWebAudio}</Banner>}
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <section
            aria-label="Metronome"
            className="flex flex-col gap-5 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
          >
            <BeatDisplay
              click={metronome.click}
              running={metronome.running}
              bpm={bpm}
              signatureId={prefs.signatureId}
            />
            <Button
              className="h-12 text-base"
              onClick={metronome.toggle}
              aria-pressed={metronome.running}
              disabled={noAudio || !metronome.playable}
            >
              {metronome.running ? (
                <Square aria-hidden="true" className="size-5" />
              ) : (
                <Play aria-hidden="true" className="size-5" />
              )}
              {metronome.running ? 'Stop' : 'Start'}
            </Button>
            <TempoControls bpm={prefs.bpm} onBpm={setBpm} />
            {prefs.speed.enabled && (
              <p className="text-sm text-stone-600">The speed trainer sets the tempo while it is on.</p>
            )}
            <p className="text-sm text-stone-600">
              Keys: Space starts and stops; ↑ or → is 1 BPM faster, ↓ or ← 1 BPM slower; with Shift, 5 BPM.
            </p>
            <p role="status" aria-live="polite" className="sr-only">
              {announcement}
            </p>
          </section>
          <SoundPanel prefs={prefs} onChange={update} />
          <SpeedTrainerPanel
            value={prefs.speed}
            onChange={(patch) => setPrefs((current) => ({ ...current, speed: { ...current.speed, ...patch } }))}
          />
          <GapTrainerPanel
            value={prefs.gap}
            onChange={(patch) => setPrefs((current) => ({ ...current, gap: { ...current.gap, ...patch } }))}
          />
        </div>
      </div>
    </>
  );
}
