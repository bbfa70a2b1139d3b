import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarEvent, EventInput } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { calendarKeys, invalidateEvents } from './keys';

/** PUT /api/calendar/events/:id → the saved event (own events only; 404 otherwise). */
export function updateEvent({ eventId, body }: { eventId: string; body: EventInput }): Promise<CalendarEvent> {
  return api.put<'/api/calendar/events/{id}', CalendarEvent>(
    apiUrl('/api/calendar/events/{id}', { id: eventId }),
    body,
  );
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(calendarKeys.event(event.id), event);
      void invalidateEvents(queryClient);
    },
  });
}
