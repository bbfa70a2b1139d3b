import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarEvent, EventInput } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateEvents } from './keys';

/** POST /api/calendar/events → 201 CalendarEvent; 400 names the field. */
export function createEvent(body: EventInput): Promise<CalendarEvent> {
  return api.post<'/api/calendar/events', CalendarEvent>(apiUrl('/api/calendar/events', {}), body);
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createEvent, onSuccess: () => void invalidateEvents(queryClient) });
}
