import { routeNoticeState } from '@/components/ui/route-notice';
import { EVENT_DESCRIPTION_MAX, EVENT_TITLE_MAX, messages, type CalendarEvent } from '@woodshed/shared';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/Button';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { useUnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { useAuth } from '@/features/auth';
import { paths } from '@/lib/paths';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import { eventResolver, newEventValues, valuesOfEvent, type EventFormOutput } from './event-form-model';
import { EventDetailsFields } from './EventDetailsFields';
import { EventRecurrenceFields } from './EventRecurrenceFields';
import { EventScheduleFields } from './EventScheduleFields';

const m = messages.calendar;

/**
 * The event form: react-hook-form over the shared `eventInputSchema`, through the form kit (problem banner, focus
 * on the first invalid field, the unsaved-changes guard of a page).
 */
export function EventForm({ initial }: { initial: CalendarEvent | null }) {
  const editing = initial !== null;
  const navigate = useNavigate();
  const { user } = useAuth();
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const busy = create.isPending || update.isPending;
  const form = useSchemaForm({
    resolver: eventResolver,
    defaultValues: initial ? valuesOfEvent(initial) : newEventValues(user?.timezone ?? 'UTC'),
  });
  const { errors } = form.formState;
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  const save = (body: EventFormOutput) => {
    if (busy) return;
    const onError = (error: unknown) =>
      applyApiError(form, error, { fallback: editing ? m.updateFailed : m.createFailed });
    const leave = (text: string) =>
      guard.leaveWithoutAsking(() => void navigate(paths.calendarManage, { state: routeNoticeState(text) }));
    if (initial) {
      update.mutate({ eventId: initial.id, body }, { onSuccess: (event) => leave(`Saved "${event.title}".`), onError });
    } else {
      create.mutate(body, { onSuccess: (event) => leave(`Created "${event.title}".`), onError });
    }
  };

  return (
    <Form
      form={form}
      onSubmit={save}
      label={editing ? 'Edit Event' : 'Create Event'}
      guardUnsaved={guard}
      className="flex flex-col gap-5"
    >
      <p className="text-sm text-stone-600">Title and start are required.</p>
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
      <EventScheduleFields form={form} />
      <EventRecurrenceFields form={form} />
      <EventDetailsFields form={form} initial={initial} />
      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
        <Link to={paths.calendarManage} className={buttonClasses('secondary')}>
          Cancel
        </Link>
        <Button type="submit" loading={busy} loadingText={editing ? 'Saving...' : 'Creating...'}>
          {editing ? 'Save Changes' : 'Create Event'}
        </Button>
      </div>
    </Form>
  );
}
