import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoticesResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { dashboardKeys } from '@/lib/query-keys';
import { achievementsKeys, noticesKeys } from './keys';

/** GET /api/notices → achievements earned and a level reached that the viewer has not been told about yet. */
export function fetchNotices(signal?: AbortSignal): Promise<NoticesResponse> {
  return api.get<'/api/notices', NoticesResponse>('/api/notices', { signal });
}

/** POST /api/notices/seen { through }: everything up to that instant has been told. */
export function markNoticesSeen(through: string): Promise<void> {
  return api.post<'/api/notices/seen', void>('/api/notices/seen', { through });
}

/**
 * What to tell the user. Asked on sign-in (the shell mounts) and whenever a change that can award XP invalidates
 * `noticesKeys.all`; `staleTime: 0` so a remount after sign-in never trusts an older answer.
 */
export function useNotices() {
  return useQuery({
    queryKey: noticesKeys.all,
    queryFn: ({ signal }) => fetchNotices(signal),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** Marks notices told; the level card and the achievements page then refetch to show what was earned. */
export function useMarkNoticesSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNoticesSeen,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
        queryClient.invalidateQueries({ queryKey: achievementsKeys.all }),
      ]),
  });
}
