import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SiteSettingsValues } from '@woodshed/shared';
import { dashboardKeys, privateLessonsKeys } from '@/features/dashboard';
import { api } from '@/lib/api';
import { adminKeys, siteKeys } from './keys';

/** PUT /api/admin/settings → the saved settings. */
export function saveSiteSettings(body: SiteSettingsValues): Promise<SiteSettingsValues> {
  return api.put<'/api/admin/settings', SiteSettingsValues>('/api/admin/settings', body);
}

/** After a save, every page that shows a setting reads it again: the top bar, the dashboard, private lessons. */
export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.settings, saved);
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: siteKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: privateLessonsKeys.all }),
      ]);
    },
  });
}
