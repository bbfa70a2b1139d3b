import type { QueryClient } from '@tanstack/react-query';
import type { SummariesQuery } from '@woodshed/shared';

/**
 * Query keys of faculty and session summaries: ['summaries', 'faculty'] (the admin list),
 * ['summaries', 'list', query] (the viewer's pages), ['summaries', 'detail', id], and for the create form
 * ['summaries', 'learner', userId] (whom it is for) and ['summaries', 'user-search', text] (learners to add).
 */
export const summariesKeys = {
  all: ['summaries'] as const,
  faculty: () => ['summaries', 'faculty'] as const,
  lists: () => ['summaries', 'list'] as const,
  list: (query: SummariesQuery) => ['summaries', 'list', query] as const,
  detail: (summaryId: string) => ['summaries', 'detail', summaryId] as const,
  learner: (userId: string) => ['summaries', 'learner', userId] as const,
  userSearch: (search: string) => ['summaries', 'user-search', search] as const,
};

/** A faculty member changed or went: the admin list, and every summary that names them. */
export function invalidateFaculty(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: summariesKeys.all });
}
