import { useQuery } from '@tanstack/react-query';
import type { StatsResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { statsKeys } from '@/lib/query-keys';

/** GET /api/stats → totals, the busiest day, chord mastery counts and the last 12 months by day. */
export function useStats() {
  return useQuery({
    queryKey: statsKeys.all,
    queryFn: ({ signal }) => api.get<'/api/stats', StatsResponse>('/api/stats', { signal }),
  });
}
