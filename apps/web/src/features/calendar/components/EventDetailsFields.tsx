import { useQuery } from '@tanstack/react-query';
import { EVENT_LOCATION_MAX, messages, type CalendarEvent } from '@woodshed/shared';
import { useMemo } from 'react';
import type { SchemaForm } from '@/components/ui/form';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { coursesQueryOptions } from '@/features/courses';
import { VISIBILITY_OPTIONS, type EventFormOutput, type EventFormValues } from './event-form-model';

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

interface EventDetailsFieldsProps {
  form: SchemaForm<EventFormValues, EventFormOutput>;
  /** The event being edited: its required course stays a choice even when the course list has lost it. */
  initial: CalendarEvent | null;
}

/** Visibility, location, the event and Zoom links, and the required course. */
export function EventDetailsFields({ form, initial }: EventDetailsFieldsProps) {
  const { errors } = form.formState;
  const courses = useCourseOptions(initial?.requiredCourse ?? null);
  return (
    <>
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
    </>
  );
}
