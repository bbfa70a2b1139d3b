import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { XpAwardsResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { xpKeys } from './keys';

/** GET /api/xp/awards?page=&pageSize= → one page of the viewer's awards, newest first, and their count. */
export function fetchXpAwards(page: number, pageSize: number, signal?: AbortSignal): Promise<XpAwardsResponse> {
  return api.get<'/api/xp/awards', XpAwardsResponse>(apiUrl('/api/xp/awards', {}, { page, pageSize }), { signal });
}

/**
 * One page of the history. The page shown before stays on screen while the next loads (`isPlaceholderData`);
 * each visit asks again, since practice may have added an award meanwhile.
 */
export function useXpAwards(page: number, pageSize: number) {
  return useQuery({
    queryKey: xpKeys.awards(page, pageSize),
    queryFn: ({ signal }) => fetchXpAwards(page, pageSize, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
