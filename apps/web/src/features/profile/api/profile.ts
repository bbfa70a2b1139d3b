import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileUpdate } from '@woodshed/shared';
import { sessionQueryKey } from '@/features/auth';
import { api } from '@/lib/api';
import { dashboardKeys } from '@/lib/query-keys';
import { profileKeys } from './keys';

/** GET /api/profile → the signed-in user's profile with the membership level's name and the level. */
export function useProfile() {
  return useQuery({
    queryKey: profileKeys.all,
    queryFn: ({ signal }) => api.get<'/api/profile', Profile>('/api/profile', { signal }),
  });
}

/**
 * PUT /api/profile. Afterwards the dashboard is reloaded (a new zone moves today, the streak, 'Resets in' and
 * the chart at once; a new weekly goal moves the week's bar) and the session (the username in the menu).
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => api.put<'/api/profile', Profile>('/api/profile', update),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileKeys.all, profile);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
  });
}
