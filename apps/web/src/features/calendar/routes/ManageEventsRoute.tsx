import { messages, type CalendarEvent } from '@woodshed/shared';
import { ArrowLeft, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { buttonClasses } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { useRouteNotice, type RouteNotice } from '@/components/ui/route-notice';
import { Spinner } from '@/components/ui/Spinner';
import { TextLink } from '@/components/ui/TextLink';
import { useDeleteConfirmation } from '@/components/ui/use-delete-confirmation';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useDeleteEvent } from '../api/delete-event';
import { useMyEvents } from '../api/events';
import { EventRow } from '../components/EventRow';
import { useCanManageEvents } from '../components/use-can-manage';

const m = messages.calendar;

/** /calendar/manage (event creators; anyone else goes to /calendar): their events, newest created first. */
export function Component() {
  const canManage = useCanManageEvents();
  useDocumentTitle('Manage Events');
  if (!canManage) return <Navigate to={paths.calendar} replace />;
  return <ManageEvents />;
}

function ManageEvents() {
  const events = useMyEvents();
  const remove = useDeleteEvent();
  const handedOver = useRouteNotice();
  const [notice, setNotice] = useState<RouteNotice | null>(handedOver);
  const createRef = useRef<HTMLAnchorElement>(null);
  // The row is gone after a delete: focus goes to Create Event.
  const deletion = useDeleteConfirmation<CalendarEvent>({
    mutation: remove,
    failedMessage: m.deleteFailed,
    focusAfterDelete: createRef,
  });

  const confirmDelete = () => {
    const deleting = deletion.target;
    if (!deleting) return;
    const { title } = deleting;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        deletion.deleted();
        setNotice({ tone: 'success', message: `Deleted "${title}".` });
      },
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col">
      <TextLink to={paths.calendar} className="mb-4 inline-flex items-center gap-1 self-start text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Calendar
      </TextLink>
      <PageHeader
        title="Manage Events"
        description="Your events, newest first. Times are shown in each event's own time zone."
        actions={
          <Link ref={createRef} to={paths.calendarCreate} className={buttonClasses('primary')}>
            <Plus aria-hidden="true" className="size-4" />
            Create Event
          </Link>
        }
      />
      {notice && (
        <Banner tone={notice.tone} className="mb-4">
          {notice.message}
        </Banner>
      )}
      {events.isPending && (
        <div className="flex justify-center py-12">
          <Spinner label="Loading events…" size="lg" />
        </div>
      )}
      {events.isError && (
        <LoadError message={m.eventsLoadFailed} onRetry={() => void events.refetch()} retrying={events.isFetching} />
      )}
      {events.isSuccess && events.data.items.length === 0 && (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-700">
          {m.noEventsCreated}
        </p>
      )}
      {events.isSuccess && events.data.items.length > 0 && (
        <ul aria-label="Your events" className="flex flex-col gap-3">
          {events.data.items.map((event) => (
            <EventRow key={event.id} event={event} onDelete={deletion.ask} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete event?"
        message={m.deleteConfirm}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
