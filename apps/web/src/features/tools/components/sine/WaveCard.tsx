import { SINE_RANGES, type SineWave } from '@woodshed/shared';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { RangeField } from '@/components/ui/RangeField';
import { waveColour } from './wave-drawing';

interface WaveCardProps {
  index: number;
  wave: SineWave;
  canRemove: boolean;
  onChange: (patch: Partial<SineWave>) => void;
  onRemove: () => void;
}

export const formatHz = (value: number) => `${Number(value.toFixed(2))} Hz`;

/** One wave's amplitude, frequency and phase, in its drawing colour. */
export function WaveCard({ index, wave, canRemove, onChange, onRemove }: WaveCardProps) {
  const headingId = useId();
  const name = `Wave ${index + 1}`;
  return (
    <fieldset
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2">
        <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-stone-900">
          <span aria-hidden="true" className="size-3 rounded-full" style={{ backgroundColor: waveColour(index) }} />
          {name}
        </h3>
        {canRemove && (
          <Button variant="ghost" size="sm" aria-label={`Remove ${name.toLowerCase()}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
      <RangeField
        label="Amplitude"
        {...SINE_RANGES.amplitude}
        value={wave.amplitude}
        formatValue={(value) => String(Number(value.toFixed(1)))}
        onValueChange={(amplitude) => onChange({ amplitude })}
      />
      <RangeField
        label="Frequency"
        {...SINE_RANGES.frequency}
        value={wave.frequency}
        formatValue={formatHz}
        onValueChange={(frequency) => onChange({ frequency })}
      />
      <RangeField
        label="Phase"
        {...SINE_RANGES.phase}
        value={wave.phase}
        formatValue={(value) => `${value.toFixed(2)} rad`}
        onValueChange={(phase) => onChange({ phase })}
      />
    </fieldset>
  );
}
