import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the calendar: ['calendar', 'occurrences', from, to] (one month view's range),
 * ['calendar', 'events', 'list'] and ['calendar', 'events', 'detail', id] (the creator's own events) and
 * ['calendar', 'feed'] (the subscription link). ['calendar'] is all of them.
 */
export const calendarKeys = {
  all: ['calendar'] as const,
  occurrencesAll: () => ['calendar', 'occurrences'] as const,
  occurrences: (from: string, to: string) => ['calendar', 'occurrences', from, to] as const,
  events: () => ['calendar', 'events', 'list'] as const,
  event: (eventId: string) => ['calendar', 'events', 'detail', eventId] as const,
  feed: () => ['calendar', 'feed'] as const,
};

/** After an event is created, changed or deleted: the creator's list and every month view are stale. */
export function invalidateEvents(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: calendarKeys.events() }),
    queryClient.invalidateQueries({ queryKey: calendarKeys.occurrencesAll() }),
  ]);
}
