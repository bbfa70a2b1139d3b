import {
  CHORD_PRESETS,
  enharmonicPitchClass,
  FRET_COUNT_MAX,
  FRET_COUNT_MIN,
  isValidFretCount,
  isValidStartFret,
  maxStartFret,
  messages,
  PITCH_CLASSES,
  prettyNoteName,
  SCALE_PRESETS,
  TUNINGS,
} from '@woodshed/shared';
import { useId } from 'react';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { SelectField } from '@/components/ui/SelectField';
import { cn } from '@/lib/cn';
import type { DotLabels, FretboardSettings } from '../../hooks/use-fretboard-settings';
import { FretNumberField } from './FretNumberField';

interface FretboardControlsProps {
  settings: FretboardSettings;
  update: (patch: Partial<FretboardSettings>) => void;
  setFretCount: (count: number) => void;
  startFretNote: string | null;
}

const ROOT_OPTIONS = PITCH_CLASSES.map((pitchClass, chroma) => ({
  value: String(chroma),
  label:
    pitchClass.length === 1
      ? pitchClass
      : `${prettyNoteName(pitchClass)} / ${prettyNoteName(enharmonicPitchClass(pitchClass))}`,
}));
const TUNING_OPTIONS = TUNINGS.map((tuning) => ({
  value: tuning.id,
  label: `${tuning.name} · ${tuning.strings.length} strings`,
}));
const SCALE_OPTIONS = SCALE_PRESETS.map((preset) => ({ value: preset.id, label: preset.name }));
const CHORD_OPTIONS = CHORD_PRESETS.map((preset) => ({ value: preset.id, label: preset.name }));

/** Two buttons that act as one choice (aria-pressed), e.g. Scale | Chord. */
function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: [T, string][];
  onChange: (value: T) => void;
}) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-medium text-stone-800">
        {label}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="inline-flex h-10 rounded-lg border border-stone-300 bg-stone-100 p-0.5"
      >
        {options.map(([option, text]) => (
          <button
            key={option}
            type="button"
            aria-pressed={value === option}
            onClick={() => onChange(option)}
            className={cn(
              'flex-auto rounded-md px-1.5 text-sm font-semibold whitespace-nowrap transition-colors motion-reduce:transition-none sm:px-2',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-amber-700',
              value === option ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900',
            )}
          >
            {text}
          </button>
        ))}
      </div>
    </div>
  );
}

/** What the board shows: tuning, range of frets, scale or chord on a root, dot labels and handedness. */
export function FretboardControls({ settings, update, setFretCount, startFretNote }: FretboardControlsProps) {
  const isScale = settings.kind === 'scale';
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:gap-x-4 lg:grid-cols-4">
      <Segmented
        label="Show"
        value={settings.kind}
        options={[
          ['scale', 'Scale'],
          ['chord', 'Chord'],
        ]}
        onChange={(kind) => update({ kind })}
      />
      <SelectField
        label="Root"
        options={ROOT_OPTIONS}
        value={String(settings.rootChroma)}
        onChange={(event) => update({ rootChroma: Number(event.target.value) })}
      />
      {isScale ? (
        <SelectField
          label="Scale"
          options={SCALE_OPTIONS}
          value={settings.scaleId}
          onChange={(event) => update({ scaleId: event.target.value })}
        />
      ) : (
        <SelectField
          label="Chord"
          options={CHORD_OPTIONS}
          value={settings.chordId}
          onChange={(event) => update({ chordId: event.target.value })}
        />
      )}
      <Segmented<DotLabels>
        label="Dot labels"
        value={settings.labels}
        options={[
          ['names', 'Names'],
          ['degrees', 'Intervals'],
        ]}
        onChange={(labels) => update({ labels })}
      />
      <SelectField
        label="Tuning"
        className="col-span-2"
        options={TUNING_OPTIONS}
        value={settings.tuningId}
        onChange={(event) => update({ tuningId: event.target.value })}
      />
      <FretNumberField
        label="Number of frets"
        value={settings.fretCount}
        min={FRET_COUNT_MIN}
        max={FRET_COUNT_MAX}
        isValid={isValidFretCount}
        rangeError={messages.tools.fretCountRange}
        onCommit={setFretCount}
      />
      <FretNumberField
        label="Starting fret"
        value={settings.startFret}
        min={0}
        max={maxStartFret(settings.fretCount)}
        isValid={(startFret) => isValidStartFret(startFret, settings.fretCount)}
        rangeError={messages.tools.startFretRange(maxStartFret(settings.fretCount))}
        note={startFretNote}
        onCommit={(startFret) => update({ startFret })}
      />
      <CheckboxField
        label="Left-handed (mirrored) view"
        className="col-span-2 lg:col-span-4"
        checked={settings.leftHanded}
        onChange={(event) => update({ leftHanded: event.target.checked })}
      />
    </div>
  );
}
