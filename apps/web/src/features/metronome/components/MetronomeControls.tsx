import { BPM_MAX, BPM_MIN } from '@woodshed/shared';
import { Minus, Play, Plus, Square } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/Button';
import { paths } from '@/lib/paths';
import { useMetronome } from '../hooks/use-metronome';
import { readPrefs, shownBpm, writePrefs, type MetronomePrefs } from '../settings';
import { BeatDisplay } from './BeatDisplay';

/**
 * The metronome in a small space (the practice bar): start/stop, ±1 BPM and the beat, with the settings saved on
 * the metronome page. Starting it stops the page's metronome and the other way round.
 */
export function MetronomeControls() {
  const groupId = useId();
  const [prefs, setPrefs] = useState<MetronomePrefs>(readPrefs);
  const metronome = useMetronome(prefs);
  useEffect(() => writePrefs(prefs), [prefs]);
  const nudge = (delta: number) =>
    setPrefs((current) => ({ ...current, bpm: Math.min(BPM_MAX, Math.max(BPM_MIN, Math.round(current.bpm) + delta)) }));
  return (
    <div role="group" aria-labelledby={groupId} className="flex items-center gap-2">
      <Link
        id={groupId}
        to={paths.metronome()}
        className="text-sm font-semibold text-stone-800 underline-offset-2 hover:underline"
      >
        Metronome
      </Link>
      <Button size="sm" variant="ghost" aria-label="Slower (−1 BPM)" onClick={() => nudge(-1)}>
        <Minus aria-hidden="true" className="size-4" />
      </Button>
      <BeatDisplay
        size="compact"
        click={metronome.click}
        running={metronome.running}
        bpm={shownBpm(prefs, metronome.click)}
        signatureId={prefs.signatureId}
      />
      <Button size="sm" variant="ghost" aria-label="Faster (+1 BPM)" onClick={() => nudge(1)}>
        <Plus aria-hidden="true" className="size-4" />
      </Button>
      <Button size="sm" variant="secondary" onClick={metronome.toggle} aria-pressed={metronome.running}>
        {metronome.running ? (
          <Square aria-hidden="true" className="size-4" />
        ) : (
          <Play aria-hidden="true" className="size-4" />
        )}
        {metronome.running ? 'Stop' : 'Start'}
      </Button>
    </div>
  );
}
