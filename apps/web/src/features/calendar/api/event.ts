import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarEvent } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { calendarKeys } from './keys';

/** GET /api/calendar/events/:id → one of the creator's own events (404 for anyone else's). */
export function fetchEvent(eventId: string, signal?: AbortSignal): Promise<CalendarEvent> {
  return api.get<'/api/calendar/events/{id}', CalendarEvent>(apiUrl('/api/calendar/events/{id}', { id: eventId }), {
    signal,
  });
}

export function eventQueryOptions(eventId: string) {
  return queryOptions({ queryKey: calendarKeys.event(eventId), queryFn: ({ signal }) => fetchEvent(eventId, signal) });
}

/** The event being edited, read afresh on opening (check `isFetchedAfterMount`); a failure is not retried. */
export function useEvent(eventId: string) {
  return useQuery({ ...eventQueryOptions(eventId), refetchOnMount: 'always', retry: false });
}
