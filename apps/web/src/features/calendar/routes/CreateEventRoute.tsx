import { useDocumentTitle } from '@/lib/document-title';
import { EventForm } from '../components/EventForm';
import { EventFormPage } from '../components/EventFormPage';

/** /calendar/create (event creators). */
export function Component() {
  useDocumentTitle('Create Event');
  return (
    <EventFormPage title="Create Event">
      <EventForm initial={null} />
    </EventFormPage>
  );
}
