import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MyEventsResponse } from '@woodshed/shared';
import { api, isApiError } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { calendarKeys, invalidateEvents } from './keys';

/** DELETE /api/calendar/events/:id → 204. A 404 (already gone, e.g. from another tab) counts as done. */
export async function deleteEvent(eventId: string): Promise<void> {
  try {
    await api.delete<'/api/calendar/events/{id}'>(apiUrl('/api/calendar/events/{id}', { id: eventId }));
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_result, eventId) => {
      queryClient.setQueryData<MyEventsResponse>(calendarKeys.events(), (data) =>
        data ? { items: data.items.filter((event) => event.id !== eventId) } : data,
      );
      queryClient.removeQueries({ queryKey: calendarKeys.event(eventId) });
      // Not awaited: the dialog closes at once; the lists refetch behind it.
      void invalidateEvents(queryClient);
    },
  });
}
