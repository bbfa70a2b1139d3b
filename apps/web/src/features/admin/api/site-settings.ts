import { useQuery } from '@tanstack/react-query';
import type { SiteSettingsValues } from '@woodshed/shared';
import { api } from '@/lib/api';
import { adminKeys } from './keys';

/** GET /api/admin/settings → every site setting. */
export function useSiteSettings() {
  return useQuery({
    queryKey: adminKeys.settings,
    queryFn: ({ signal }) => api.get<'/api/admin/settings', SiteSettingsValues>('/api/admin/settings', { signal }),
  });
}
