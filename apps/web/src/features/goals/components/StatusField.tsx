import { GOAL_STATUSES, type GoalStatus } from '@woodshed/shared';
import { controlClasses, FieldShell, useField } from '@/components/ui/Field';
import { cn } from '@/lib/cn';
import { goalStatusLabel } from '@woodshed/shared';
import { STATUS_ICONS } from '../labels';

interface StatusFieldProps {
  value: GoalStatus;
  onChange: (status: GoalStatus) => void;
}

/** The status select (any status may be chosen), with the chosen status's icon beside it. */
export function StatusField({ value, onChange }: StatusFieldProps) {
  const field = useField({});
  const { icon: Icon, iconColor } = STATUS_ICONS[value];
  return (
    <FieldShell label="Status" controlId={field.controlId}>
      <div className="relative">
        <Icon
          aria-hidden="true"
          className={cn('pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2', iconColor)}
        />
        <select
          {...field.controlProps}
          name="status"
          value={value}
          onChange={(event) => onChange(event.target.value as GoalStatus)}
          className={controlClasses(false, 'h-10 pl-9')}
        >
          {GOAL_STATUSES.map((status) => (
            <option key={status} value={status}>
              {goalStatusLabel(status)}
            </option>
          ))}
        </select>
      </div>
    </FieldShell>
  );
}
