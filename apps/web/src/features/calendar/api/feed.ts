import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeed } from '@woodshed/shared';
import { api } from '@/lib/api';
import { calendarKeys } from './keys';

const FEED_URL = '/api/calendar/feed';

/** GET /api/calendar/feed → the viewer's subscription link, or `url: null` when there is none. */
export function fetchFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return api.get<'/api/calendar/feed', CalendarFeed>(FEED_URL, { signal });
}

export function feedQueryOptions() {
  return queryOptions({ queryKey: calendarKeys.feed(), queryFn: ({ signal }) => fetchFeed(signal) });
}

export function useFeed() {
  return useQuery(feedQueryOptions());
}

/** POST /api/calendar/feed → a new secret link; an earlier one stops working. */
export function useCreateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<'/api/calendar/feed', CalendarFeed>(FEED_URL),
    onSuccess: (feed) => queryClient.setQueryData(calendarKeys.feed(), feed),
  });
}

/** DELETE /api/calendar/feed → 204: the link stops working. */
export function useDeleteFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<'/api/calendar/feed'>(FEED_URL),
    onSuccess: () => queryClient.setQueryData<CalendarFeed>(calendarKeys.feed(), { url: null }),
  });
}
