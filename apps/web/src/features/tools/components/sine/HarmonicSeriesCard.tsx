import { HARMONIC_SERIES_DEFAULT_WAVES, SINE_DEFAULTS, SINE_RANGES } from '@woodshed/shared';
import { Sparkles } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { RangeField } from '@/components/ui/RangeField';

interface HarmonicSeriesCardProps {
  harmonics: number;
  setHarmonics: (value: number) => void;
  generate: () => void;
  note: string | null;
}

/** Builds the harmonic series of wave 1: with the default 9 harmonics, 8 overtones above it. */
export function HarmonicSeriesCard({ harmonics, setHarmonics, generate, note }: HarmonicSeriesCardProps) {
  return (
    <Card className="flex flex-col gap-3 p-4">
      <h2 className="text-sm font-semibold text-stone-900">Harmonic series</h2>
      <p className="text-sm text-stone-600">
        Replaces the waves with wave 1 and its overtones at 2×, 3×, … its frequency, each quieter than the last (by
        default {SINE_DEFAULTS.harmonics} harmonics: wave 1 and {HARMONIC_SERIES_DEFAULT_WAVES} overtones). Together
        they draw a sawtooth.
      </p>
      <RangeField label="Harmonics" {...SINE_RANGES.harmonics} value={harmonics} onValueChange={setHarmonics} />
      <Button variant="secondary" onClick={generate}>
        <Sparkles aria-hidden="true" className="size-4" />
        Generate harmonic series
      </Button>
      {note && (
        <p role="status" className="text-sm text-stone-700">
          {note}
        </p>
      )}
    </Card>
  );
}
