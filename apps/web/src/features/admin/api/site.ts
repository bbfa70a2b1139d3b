import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@woodshed/shared';
import { api } from '@/lib/api';
import { siteKeys } from './keys';

/**
 * GET /api/site (public) → the school's name for the top bar. It changes only when a superadmin saves the settings
 * (which refreshes it), so it is read once per visit.
 */
export function useSiteInfo() {
  return useQuery({
    queryKey: siteKeys.all,
    queryFn: ({ signal }) => api.get<'/api/site', SiteInfo>('/api/site', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    // A missing name is no reason to ask again and again.
    retry: false,
  });
}
