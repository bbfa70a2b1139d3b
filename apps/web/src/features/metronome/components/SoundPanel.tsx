import { SUBDIVISIONS, TIME_SIGNATURES, type SubdivisionId, type TimeSignatureId } from '@woodshed/shared';
import { useId } from 'react';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { RangeField } from '@/components/ui/RangeField';
import { SelectField } from '@/components/ui/SelectField';
import { CLICK_SOUNDS, type ClickSoundId } from '../audio/click-voices';
import type { MetronomePrefs } from '../settings';

const SUBDIVISION_LABELS: Record<SubdivisionId, string> = {
  none: 'None',
  eighths: 'Eighths (2 per beat)',
  triplets: 'Triplets (3 per beat)',
  sixteenths: 'Sixteenths (4 per beat)',
};

const SIGNATURE_LABELS: Partial<Record<TimeSignatureId, string>> = {
  '5/4': '5/4 (3 + 2)',
  '6/8': '6/8 (BPM in dotted quarters)',
  '7/8': '7/8 (2 + 2 + 3, BPM in eighths)',
  '12/8': '12/8 (BPM in dotted quarters)',
};

const percent = (value: number) => `${Math.round(value * 100)}%`;

interface SoundPanelProps {
  prefs: MetronomePrefs;
  onChange: (patch: Partial<MetronomePrefs>) => void;
}

/** Meter, subdivision, accent, click sound and the three volumes. */
export function SoundPanel({ prefs, onChange }: SoundPanelProps) {
  const headingId = useId();
  const volume = (kind: keyof MetronomePrefs['volumes']) => (value: number) =>
    onChange({ volumes: { ...prefs.volumes, [kind]: value / 100 } });
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        Meter and sound
      </h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Time signature"
          value={prefs.signatureId}
          options={TIME_SIGNATURES.map((signature) => ({
            value: signature.id,
            label: SIGNATURE_LABELS[signature.id] ?? signature.id,
          }))}
          onChange={(event) => onChange({ signatureId: event.target.value as TimeSignatureId })}
        />
        <SelectField
          label="Subdivision"
          value={prefs.subdivision}
          options={SUBDIVISIONS.map((subdivision) => ({
            value: subdivision.id,
            label: SUBDIVISION_LABELS[subdivision.id],
          }))}
          onChange={(event) => onChange({ subdivision: event.target.value as SubdivisionId })}
        />
        <SelectField
          label="Sound"
          value={prefs.sound}
          options={CLICK_SOUNDS.map((sound) => ({ value: sound.id, label: sound.label }))}
          onChange={(event) => onChange({ sound: event.target.value as ClickSoundId })}
        />
        <CheckboxField
          className="sm:self-end sm:pb-2.5"
          label="Accent on beat one"
          checked={prefs.accentBeatOne}
          onChange={(event) => onChange({ accentBeatOne: event.target.checked })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <RangeField
          label="Accent volume"
          value={Math.round(prefs.volumes.accent * 100)}
          formatValue={(value) => percent(value / 100)}
          onValueChange={volume('accent')}
        />
        <RangeField
          label="Beat volume"
          value={Math.round(prefs.volumes.beat * 100)}
          formatValue={(value) => percent(value / 100)}
          onValueChange={volume('beat')}
        />
        <RangeField
          label="Subdivision volume"
          value={Math.round(prefs.volumes.subdivision * 100)}
          formatValue={(value) => percent(value / 100)}
          onValueChange={volume('subdivision')}
        />
      </div>
    </section>
  );
}
