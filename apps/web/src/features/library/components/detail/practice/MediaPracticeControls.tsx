import { BPM_MAX, BPM_MIN } from '@woodshed/shared';
import { Play, Repeat, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { controlClasses } from '@/components/ui/Field';
import { RangeField } from '@/components/ui/RangeField';
import { formatLoopTime, SPEED_MAX, SPEED_MIN, SPEED_STEP } from './media-practice-settings';
import type { MediaPractice } from './use-media-practice';

const percent = (value: number) => `${value}%`;

/** Speed (pitch kept), the A–B loop by buttons or keys, and the optional count-in, under a player. */
export function MediaPracticeControls({ practice, what }: { practice: MediaPractice; what: string }) {
  const ids = useId();
  const { settings, update } = practice;
  const { loopA, loopB } = settings;
  return (
    <div
      role="group"
      aria-label={`Slow down and loop the ${what}`}
      aria-describedby={`${ids}-keys`}
      className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <RangeField
        label="Speed (pitch kept)"
        min={SPEED_MIN}
        max={SPEED_MAX}
        step={SPEED_STEP}
        value={settings.speed}
        onValueChange={(speed) => update({ speed })}
        formatValue={percent}
      />
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-stone-800">
          A–B loop:{' '}
          <span className="font-semibold text-stone-900 tabular-nums">
            {loopB !== null
              ? `${formatLoopTime(loopA ?? 0)} to ${formatLoopTime(loopB)}`
              : loopA !== null
                ? `A at ${formatLoopTime(loopA)}, set B`
                : 'off'}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={practice.setA} aria-keyshortcuts="[">
            Set A
          </Button>
          <Button variant="secondary" size="sm" onClick={practice.setB} aria-keyshortcuts="]">
            Set B
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={practice.clearLoop}
            disabled={loopA === null && loopB === null}
            aria-keyshortcuts="\"
          >
            <X aria-hidden="true" className="size-4" />
            Clear loop
          </Button>
          <Button variant="secondary" size="sm" onClick={practice.playLoop} disabled={loopB === null}>
            {settings.countIn ? (
              <Repeat aria-hidden="true" className="size-4" />
            ) : (
              <Play aria-hidden="true" className="size-4" />
            )}
            Play loop
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <CheckboxField
          label="Count in before each repeat"
          checked={settings.countIn}
          onChange={(event) => update({ countIn: event.target.checked })}
        />
        <div className="flex items-center gap-2">
          <label htmlFor={`${ids}-bpm`} className="text-sm whitespace-nowrap text-stone-800">
            Count-in BPM
          </label>
          <div className="w-20">
            <input
              id={`${ids}-bpm`}
              type="number"
              inputMode="numeric"
              min={BPM_MIN}
              max={BPM_MAX}
              step={1}
              disabled={!settings.countIn}
              // Uncontrolled: a half-typed tempo stays in the box; only a whole BPM in range (or nothing) is kept.
              defaultValue={settings.countInBpm ?? ''}
              placeholder={String(practice.countInBpm)}
              aria-describedby={`${ids}-bpm-hint`}
              onChange={(event) => {
                const value = event.target.valueAsNumber;
                if (event.target.value === '') update({ countInBpm: null });
                else if (Number.isInteger(value) && value >= BPM_MIN && value <= BPM_MAX) update({ countInBpm: value });
              }}
              className={controlClasses(false, 'h-9 tabular-nums')}
            />
          </div>
          <span id={`${ids}-bpm-hint`} className="sr-only">
            Leave empty to count in at the track's tempo at this speed (or 80 when it has none).
          </span>
        </div>
        {practice.countingIn && <span className="text-sm font-medium text-amber-800">Counting in…</span>}
      </div>
      <p id={`${ids}-keys`} className="text-xs text-stone-600">
        Keys while the player or these controls have focus: <kbd className="font-mono">[</kbd> sets A,{' '}
        <kbd className="font-mono">]</kbd> sets B, <kbd className="font-mono">\</kbd> clears the loop.
      </p>
      <p role="status" className="sr-only">
        {practice.announcement}
      </p>
    </div>
  );
}
