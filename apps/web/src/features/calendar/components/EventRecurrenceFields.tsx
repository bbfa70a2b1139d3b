import { EVENT_OCCURRENCES_MAX } from '@woodshed/shared';
import { CheckboxField } from '@/components/ui/CheckboxField';
import type { SchemaForm } from '@/components/ui/form';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { PERIOD_OPTIONS, type EventFormOutput, type EventFormValues } from './event-form-model';

/**
 * The event form's 'Repeats' fieldset. Ticking Recurring enables the period, end date and occurrences; an end date
 * clears the occurrences and vice versa; unticking clears the period and the occurrences.
 */
export function EventRecurrenceFields({ form }: { form: SchemaForm<EventFormValues, EventFormOutput> }) {
  const { errors, submitCount } = form.formState;
  const recurring = form.watch('recurring');
  const clear = (name: 'occurrences' | 'recurrenceEndDate' | 'recurringPeriod') =>
    form.setValue(name, '', { shouldDirty: true, shouldValidate: submitCount > 0 });

  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-medium text-stone-800">Repeats</legend>
      <CheckboxField
        {...form.register('recurring', {
          onChange: (event: { target: HTMLInputElement }) => {
            if (!event.target.checked) {
              clear('recurringPeriod');
              clear('occurrences');
            }
          },
        })}
        label="Recurring event"
        error={errors.recurring?.message}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          {...form.register('recurringPeriod')}
          label="Repeats every"
          options={PERIOD_OPTIONS}
          disabled={!recurring}
          error={errors.recurringPeriod?.message}
        />
        <TextField
          {...form.register('recurrenceEndDate', {
            onChange: (event: { target: HTMLInputElement }) => event.target.value && clear('occurrences'),
          })}
          label="End date"
          type="date"
          disabled={!recurring}
          hint="Or a number of occurrences."
          error={errors.recurrenceEndDate?.message}
        />
        <TextField
          {...form.register('occurrences', {
            onChange: (event: { target: HTMLInputElement }) => event.target.value && clear('recurrenceEndDate'),
          })}
          label="Occurrences"
          type="number"
          inputMode="numeric"
          min={1}
          max={EVENT_OCCURRENCES_MAX}
          step={1}
          disabled={!recurring}
          error={errors.occurrences?.message}
        />
      </div>
    </fieldset>
  );
}
