import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyEventsResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { calendarKeys } from './keys';

/** GET /api/calendar/events → the creator's own events, newest created first (event creators only). */
export function fetchMyEvents(signal?: AbortSignal): Promise<MyEventsResponse> {
  return api.get<'/api/calendar/events', MyEventsResponse>(apiUrl('/api/calendar/events', {}), { signal });
}

export function myEventsQueryOptions() {
  return queryOptions({ queryKey: calendarKeys.events(), queryFn: ({ signal }) => fetchMyEvents(signal) });
}

export function useMyEvents() {
  return useQuery(myEventsQueryOptions());
}
