import { GUITAR_NOTE_CHOICES, prettyNoteName, SINE_RANGES } from '@woodshed/shared';
import { Card } from '@/components/ui/Card';
import { RangeField } from '@/components/ui/RangeField';
import { SelectField } from '@/components/ui/SelectField';

interface ViewControlsProps {
  lineWidth: number;
  setLineWidth: (value: number) => void;
  zoom: number;
  setZoom: (value: number) => void;
  globalPhase: number;
  setGlobalPhase: (value: number) => void;
  /** The first wave's frequency, which the guitar-note choice sets. */
  firstFrequency: number | undefined;
  onGuitarNote: (frequency: number) => void;
}

const NOTE_OPTIONS = [
  { value: '', label: 'Choose a note…' },
  ...GUITAR_NOTE_CHOICES.map((choice) => ({
    value: choice.note,
    label: `${prettyNoteName(choice.note)} · ${choice.frequency} Hz`,
  })),
];

/** The drawing's settings, and a guitar note (E2–E6) for the first wave. */
export function ViewControls({
  lineWidth,
  setLineWidth,
  zoom,
  setZoom,
  globalPhase,
  setGlobalPhase,
  firstFrequency,
  onGuitarNote,
}: ViewControlsProps) {
  const chosen = GUITAR_NOTE_CHOICES.find((choice) => choice.frequency === firstFrequency)?.note ?? '';
  return (
    <Card className="flex flex-col gap-4 p-4">
      <SelectField
        label="Guitar note for wave 1"
        options={NOTE_OPTIONS}
        value={chosen}
        disabled={firstFrequency === undefined}
        onChange={(event) => {
          const choice = GUITAR_NOTE_CHOICES.find((candidate) => candidate.note === event.target.value);
          if (choice) onGuitarNote(choice.frequency);
        }}
      />
      <RangeField
        label="Line width"
        {...SINE_RANGES.lineWidth}
        value={lineWidth}
        formatValue={(value) => `${value} px`}
        onValueChange={setLineWidth}
      />
      <RangeField
        label="Zoom"
        {...SINE_RANGES.zoom}
        value={zoom}
        formatValue={(value) => `${value}×`}
        onValueChange={setZoom}
      />
      <RangeField
        label="Global phase"
        {...SINE_RANGES.globalPhase}
        value={globalPhase}
        formatValue={(value) => `${(value / Math.PI).toFixed(2)}π`}
        onValueChange={setGlobalPhase}
      />
    </Card>
  );
}
