import { useQuery } from '@tanstack/react-query';
import type { PrivateLessons } from '@woodshed/shared';
import { api } from '@/lib/api';
import { privateLessonsKeys } from './keys';

/** GET /api/private-lessons → the page's texts and scheduling link, from the site settings. */
export function usePrivateLessons() {
  return useQuery({
    queryKey: privateLessonsKeys.all,
    queryFn: ({ signal }) => api.get<'/api/private-lessons', PrivateLessons>('/api/private-lessons', { signal }),
  });
}
