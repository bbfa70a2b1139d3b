import { useQuery } from '@tanstack/react-query';
import {
  EVENT_DESCRIPTION_MAX,
  EVENT_LOCATION_MAX,
  EVENT_OCCURRENCES_MAX,
  EVENT_TIME_ZONE_SUGGESTIONS,
  EVENT_TITLE_MAX,
  messages,
  type CalendarEvent,
} from '@woodshed/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { Button, buttonClasses } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { TimeZoneField } from '@/components/ui/TimeZoneField';
import { useUnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { useAuth } from '@/features/auth';
import { coursesQueryOptions } from '@/features/courses';
import { paths } from '@/lib/paths';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import {
  EVENT_FIELDS,
  eventResolver,
  newEventValues,
  PERIOD_OPTIONS,
  valuesOfEvent,
  VISIBILITY_OPTIONS,
  switchAllDay,
  type EventFormOutput,
  type EventFormValues,
} from './event-form-model';
import { noticeState } from './route-notice';
import { saveProblem } from './save-problem';

const m = messages.calendar;

/** The required-course choices: None, then every course by title. */
function useCourseOptions(current: CalendarEvent['requiredCourse']) {
  const courses = useQuery(coursesQueryOptions());
  const options = useMemo(() => {
    const list = (courses.data?.items ?? []).map((course) => ({ value: course.id, label: course.title }));
    if (current && !list.some((option) => option.value === current.id)) {
      list.push({ value: current.id, label: current.title });
    }
    list.sort((a, b) => a.label.localeCompare(b.label));
    return [{ value: '', label: 'None (no course required)' }, ...list];
  }, [courses.data, current]);
  return { options, failed: courses.isError };
}

/**
 * The event form: react-hook-form over the shared `eventInputSchema`. Ticking Recurring
 * enables the period, end date and occurrences; an end date clears the occurrences and vice versa; unticking
 * clears the period and the occurrences. Start and end are wall-clock times in the chosen zone.
 */
export function EventForm({ initial }: { initial: CalendarEvent | null }) {
  const editing = initial !== null;
  const navigate = useNavigate();
  const { user } = useAuth();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const busy = create.isPending || update.isPending;
  const form = useForm<EventFormValues, unknown, EventFormOutput>({
    defaultValues: initial ? valuesOfEvent(initial) : newEventValues(user?.timezone ?? 'UTC'),
    resolver: eventResolver,
    shouldFocusError: false,
  });
  const { errors, isDirty, submitCount } = form.formState;
  const recurring = form.watch('recurring');
  const allDay = form.watch('allDay');
  const guard = useUnsavedChangesGuard(isDirty);
  const [banner, setBanner] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const courses = useCourseOptions(initial?.requiredCourse ?? null);

  useEffect(() => {
    if (submitCount === 0 && focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, focusRequest]);

  const clear = (name: 'occurrences' | 'recurrenceEndDate' | 'recurringPeriod') =>
    form.setValue(name, '', { shouldDirty: true, shouldValidate: submitCount > 0 });

  const save = (body: EventFormOutput) => {
    if (busy) return;
    setBanner(null);
    const onError = (error: unknown) => {
      const problem = saveProblem(error, EVENT_FIELDS, editing ? m.updateFailed : m.createFailed);
      if (problem.field) form.setError(problem.field, { message: problem.message });
      else setBanner(problem.message);
      setFocusRequest((n) => n + 1);
    };
    const leave = (text: string) =>
      guard.leaveWithoutAsking(
        () => void navigate(paths.calendarManage, { state: noticeState({ tone: 'success', text }) }),
      );
    if (initial) {
      update.mutate({ eventId: initial.id, body }, { onSuccess: (event) => leave(`Saved "${event.title}".`), onError });
    } else {
      create.mutate(body, { onSuccess: (event) => leave(`Created "${event.title}".`), onError });
    }
  };

  return (
    <>
      <form
        ref={formRef}
        noValidate
        aria-label={editing ? 'Edit Event' : 'Create Event'}
        onSubmit={(event) => void form.handleSubmit(save)(event)}
        className="flex flex-col gap-5"
      >
        <p className="text-sm text-stone-600">Title and start are required.</p>
        {banner && <Banner tone="error">{banner}</Banner>}
        <TextField
          {...form.register('title')}
          label="Title"
          required
          maxLength={EVENT_TITLE_MAX}
          autoComplete="off"
          error={errors.title?.message}
        />
        <TextAreaField
          {...form.register('description')}
          label="Description"
          rows={4}
          maxLength={EVENT_DESCRIPTION_MAX}
          error={errors.description?.message}
        />
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
        <SelectField
          {...form.register('visibility')}
          label="Visibility"
          options={VISIBILITY_OPTIONS}
          error={errors.visibility?.message}
        />
        <TextField
          {...form.register('location')}
          label="Location"
          maxLength={EVENT_LOCATION_MAX}
          error={errors.location?.message}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            {...form.register('eventLink')}
            label="Event link"
            type="url"
            placeholder="https://…"
            error={errors.eventLink?.message}
          />
          <TextField
            {...form.register('zoomLink')}
            label="Zoom link"
            type="url"
            placeholder="https://…"
            error={errors.zoomLink?.message}
          />
        </div>
        <SelectField
          {...form.register('requiredCourseId')}
          label="Required course"
          options={courses.options}
          hint={courses.failed ? `${m.requiredCourseNote} ${messages.courses.loadFailed}.` : m.requiredCourseNote}
          error={errors.requiredCourseId?.message}
        />
        <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
          <Link to={paths.calendarManage} className={buttonClasses('secondary')}>
            Cancel
          </Link>
          <Button type="submit" loading={busy} loadingText={editing ? 'Saving...' : 'Creating...'}>
            {editing ? 'Save Changes' : 'Create Event'}
          </Button>
        </div>
      </form>
      {guard.dialog}
    </>
  );
}
