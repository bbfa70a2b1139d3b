import { useId } from 'react';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { SelectField } from '@/components/ui/SelectField';
import { LIMITS, type MetronomePrefs } from '../settings';
import { WholeNumberField } from './WholeNumberField';

interface PanelProps<K extends 'speed' | 'gap'> {
  value: MetronomePrefs[K];
  onChange: (patch: Partial<MetronomePrefs[K]>) => void;
}

const panelClasses = 'flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5';

/** Start BPM, target BPM, step, every N bars or seconds, loop back. */
export function SpeedTrainerPanel({ value, onChange }: PanelProps<'speed'>) {
  const off = !value.enabled;
  const headingId = useId();
  const every = value.unit === 'bars' ? LIMITS.bars : LIMITS.seconds;
  return (
    <section aria-labelledby={headingId} className={panelClasses}>
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        Speed trainer
      </h2>
      <CheckboxField
        label="Speed trainer on (the tempo goes from the start to the target in steps)"
        checked={value.enabled}
        onChange={(event) => onChange({ enabled: event.target.checked })}
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <WholeNumberField
          label="Start BPM"
          {...LIMITS.bpm}
          value={value.startBpm}
          disabled={off}
          onCommit={(startBpm) => onChange({ startBpm })}
        />
        <WholeNumberField
          label="Target BPM"
          {...LIMITS.bpm}
          value={value.targetBpm}
          disabled={off}
          onCommit={(targetBpm) => onChange({ targetBpm })}
        />
        <WholeNumberField
          label="Step (BPM)"
          fieldName="Step"
          {...LIMITS.step}
          value={value.stepBpm}
          disabled={off}
          onCommit={(stepBpm) => onChange({ stepBpm })}
        />
        <WholeNumberField
          label="Change every"
          {...every}
          value={value.count}
          disabled={off}
          onCommit={(count) => onChange({ count })}
        />
        <SelectField
          label="Unit"
          value={value.unit}
          disabled={off}
          options={[
            { value: 'bars', label: 'bars' },
            { value: 'seconds', label: 'seconds' },
          ]}
          onChange={(event) => {
            const unit = event.target.value as 'bars' | 'seconds';
            const limits = unit === 'bars' ? LIMITS.bars : LIMITS.seconds;
            onChange({ unit, count: Math.min(limits.max, Math.max(limits.min, value.count)) });
          }}
        />
      </div>
      <CheckboxField
        label="Loop back to the start BPM after the target"
        checked={value.loopBack}
        disabled={off}
        onChange={(event) => onChange({ loopBack: event.target.checked })}
      />
    </section>
  );
}

/** N bars heard / M bars muted, or each bar muted at random with a chance. */
export function GapTrainerPanel({ value, onChange }: PanelProps<'gap'>) {
  const off = !value.enabled;
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={panelClasses}>
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        Gap trainer
      </h2>
      <CheckboxField
        label="Gap trainer on (muted bars: keep the time yourself; the beat still shows)"
        checked={value.enabled}
        onChange={(event) => onChange({ enabled: event.target.checked })}
      />
      <SelectField
        label="Muting"
        value={value.mode}
        disabled={off}
        options={[
          { value: 'pattern', label: 'Bars on, then bars muted' },
          { value: 'random', label: 'Random bars' },
        ]}
        onChange={(event) => onChange({ mode: event.target.value as 'pattern' | 'random' })}
      />
      {value.mode === 'pattern' ? (
        <div className="grid grid-cols-2 gap-3">
          <WholeNumberField
            label="Bars on"
            {...LIMITS.gapBars}
            value={value.barsOn}
            disabled={off}
            onCommit={(barsOn) => onChange({ barsOn })}
          />
          <WholeNumberField
            label="Bars muted"
            {...LIMITS.gapBars}
            value={value.barsMuted}
            disabled={off}
            onCommit={(barsMuted) => onChange({ barsMuted })}
          />
        </div>
      ) : (
        <WholeNumberField
          label="Chance a bar is muted (%)"
          fieldName="The chance"
          {...LIMITS.percent}
          value={value.mutePercent}
          disabled={off}
          onCommit={(mutePercent) => onChange({ mutePercent })}
        />
      )}
    </section>
  );
}
