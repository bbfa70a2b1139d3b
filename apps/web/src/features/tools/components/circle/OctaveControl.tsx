import { OCTAVE_MAX, OCTAVE_MIN } from '@woodshed/shared';
import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';

/** − Octave n + : the buttons do what L and O do, and stop at 0 and 8. */
export function OctaveControl({ octave, onChange }: { octave: number; onChange: (step: 1 | -1) => void }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center justify-between gap-3">
      <span id={labelId} className="text-sm font-semibold text-stone-800">
        Octave
      </span>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label="Lower octave (L)"
          aria-keyshortcuts="L"
          disabled={octave <= OCTAVE_MIN}
          onClick={() => onChange(-1)}
        >
          <Minus aria-hidden="true" className="size-4" />
        </Button>
        <output aria-label="Current octave" className="w-8 text-center text-2xl font-bold text-stone-900 tabular-nums">
          {octave}
        </output>
        <Button
          variant="secondary"
          size="sm"
          aria-label="Raise octave (O)"
          aria-keyshortcuts="O"
          disabled={octave >= OCTAVE_MAX}
          onClick={() => onChange(1)}
        >
          <Plus aria-hidden="true" className="size-4" />
        </Button>
      </div>
    </div>
  );
}
