import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys, goalsKeys } from '@/lib/query-keys';
import { tempoLogKeys } from './keys';

/**
 * After a tempo is logged or deleted: the tempo log is fetched again, and the goals and the dashboard are marked
 * stale (a tempo goal's progress follows the log; the server recomputes it). Their keys come from @/lib/query-keys:
 * importing the goals or dashboard feature would make a cycle (both reach the library, which shows this feature).
 */
export function invalidateTempoLog(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: tempoLogKeys.all }),
    queryClient.invalidateQueries({ queryKey: goalsKeys.all }),
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all, refetchType: 'none' }),
  ]);
}
