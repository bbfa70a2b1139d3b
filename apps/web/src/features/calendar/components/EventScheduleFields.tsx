import { EVENT_TIME_ZONE_SUGGESTIONS } from '@woodshed/shared';
import { CheckboxField } from '@/components/ui/CheckboxField';
import type { SchemaForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/TextField';
import { TimeZoneField } from '@/components/ui/TimeZoneField';
import { switchAllDay, type EventFormOutput, type EventFormValues } from './event-form-model';

/** All day, start, end and time zone: start and end are wall-clock times (or dates, all day) in the chosen zone. */
export function EventScheduleFields({ form }: { form: SchemaForm<EventFormValues, EventFormOutput> }) {
  const { errors } = form.formState;
  const allDay = form.watch('allDay');
  return (
    <>
      <CheckboxField
        {...form.register('allDay', {
          onChange: (event: { target: HTMLInputElement }) => {
            const next = switchAllDay(form.getValues(), event.target.checked);
            form.setValue('startsAt', next.startsAt, { shouldDirty: true });
            form.setValue('endsAt', next.endsAt, { shouldDirty: true });
          },
        })}
        label="All day"
        error={errors.allDay?.message}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          {...form.register('startsAt')}
          label={allDay ? 'Start date' : 'Start'}
          type={allDay ? 'date' : 'datetime-local'}
          required
          error={errors.startsAt?.message}
        />
        <TextField
          {...form.register('endsAt')}
          label={allDay ? 'Last day' : 'End'}
          type={allDay ? 'date' : 'datetime-local'}
          error={errors.endsAt?.message}
        />
        <TimeZoneField
          {...form.register('timeZone')}
          label="Time zone"
          suggestions={EVENT_TIME_ZONE_SUGGESTIONS}
          hint="Type to search, e.g. London. Start and end are in this zone."
          error={errors.timeZone?.message}
        />
      </div>
    </>
  );
}
