import { messages } from '@woodshed/shared';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { routeNoticeState } from '@/components/ui/route-notice';
import { Spinner } from '@/components/ui/Spinner';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useEvent } from '../api/event';
import { EventForm } from '../components/EventForm';
import { EventFormPage } from '../components/EventFormPage';

/**
 * /calendar/edit/:id: the creator's own event, read afresh. Anything else (another's event, a deleted one, a failed
 * load) goes back to /calendar/manage, which shows 'Failed to load event'.
 */
export function Component() {
  useDocumentTitle('Edit Event');
  const { id = '' } = useParams();
  return (
    <EventFormPage title="Edit Event">
      <EditEvent eventId={id} />
    </EventFormPage>
  );
}

function EditEvent({ eventId }: { eventId: string }) {
  const event = useEvent(eventId);
  const navigate = useNavigate();
  const failed = event.isError;

  useEffect(() => {
    if (failed) {
      void navigate(paths.calendarManage, {
        replace: true,
        state: routeNoticeState(messages.calendar.eventLoadFailed, 'error'),
      });
    }
  }, [failed, navigate]);

  if (event.data && event.isFetchedAfterMount) return <EventForm key={event.data.id} initial={event.data} />;
  return (
    <div className="flex justify-center py-12">
      <Spinner label="Loading event…" size="lg" />
    </div>
  );
}
