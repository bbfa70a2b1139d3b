import { BPM_MAX, BPM_MIN } from '@woodshed/shared';
import { Minus, Plus } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { RangeField } from '@/components/ui/RangeField';
import { useTapTempo } from '../hooks/use-tap-tempo';
import { WholeNumberField } from './WholeNumberField';

interface TempoControlsProps {
  bpm: number;
  onBpm: (bpm: number) => void;
}

/** BPM as a number, a slider and −/+ buttons, and tap tempo. */
export function TempoControls({ bpm, onBpm }: TempoControlsProps) {
  const tap = useTapTempo(onBpm);
  const nudge = (delta: number) => onBpm(Math.min(BPM_MAX, Math.max(BPM_MIN, Math.round(bpm) + delta)));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-end gap-2">
        <Button variant="secondary" aria-label="Slower (−1 BPM)" onClick={() => nudge(-1)} disabled={bpm <= BPM_MIN}>
          <Minus aria-hidden="true" className="size-4" />
        </Button>
        <WholeNumberField
          label="BPM"
          // Narrower on a phone, so the row keeps Tap tempo inside the card.
          className="min-w-0 flex-1 sm:w-28 sm:flex-none"
          min={BPM_MIN}
          max={BPM_MAX}
          value={Math.round(bpm)}
          onCommit={onBpm}
        />
        <Button variant="secondary" aria-label="Faster (+1 BPM)" onClick={() => nudge(1)} disabled={bpm >= BPM_MAX}>
          <Plus aria-hidden="true" className="size-4" />
        </Button>
        <Button variant="secondary" className="ml-auto" onClick={tap}>
          Tap tempo
        </Button>
      </div>
      <RangeField
        label="Tempo"
        min={BPM_MIN}
        max={BPM_MAX}
        value={Math.round(bpm)}
        formatValue={(value) => `${value} BPM`}
        onValueChange={onBpm}
      />
    </div>
  );
}
