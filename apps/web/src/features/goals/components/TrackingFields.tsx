import type { EffortLevel } from '@woodshed/shared';
import { RangeField } from '@/components/ui/RangeField';
import { SelectField } from '@/components/ui/SelectField';
import { EFFORT_OPTIONS } from '../labels';
import type { FieldsProps } from './GoalBasicsFields';
import { StatusField } from './StatusField';

const percent = (value: number) => `${value}%`;

/** Status, progress (0–100 %), priority (0–100, stored 0–1) and the effort estimate. */
export function TrackingFields({ form }: FieldsProps) {
  const { values, change } = form;
  return (
    <div className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
      <StatusField value={values.status} onChange={(status) => change({ status })} />
      <SelectField
        label="Effort estimate"
        name="effortEstimate"
        options={EFFORT_OPTIONS}
        value={values.effortEstimate}
        onChange={(event) => change({ effortEstimate: event.target.value as EffortLevel | '' })}
      />
      <RangeField
        label="Progress"
        name="progress"
        value={values.progress}
        onValueChange={(progress) => change({ progress })}
        formatValue={percent}
        // A tempo goal's progress is computed from the tempo log on the server.
        disabled={values.tempoItemType !== ''}
        hint={values.tempoItemType !== '' ? 'Follows the tempo target.' : undefined}
      />
      <RangeField
        label="Priority"
        name="priority"
        value={values.priority}
        onValueChange={(priority) => change({ priority })}
        formatValue={percent}
      />
    </div>
  );
}
