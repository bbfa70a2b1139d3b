import type { QueryClient } from '@tanstack/react-query';
import type { GoalListResponse, Milestone } from '@woodshed/shared';
import { dashboardKeys } from '@/features/dashboard';
import { goalsKeys } from './keys';

/** After any goal or milestone change: the goals list and the dashboard are fetched again. */
export function invalidateGoals(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: goalsKeys.all }),
    // The dashboard's Active Goals block shows these goals.
    queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  ]);
}

/** Sets one milestone's completed state in the cached goals list (nothing else changes). */
export function writeMilestoneCompleted(queryClient: QueryClient, id: string, isCompleted: boolean): void {
  const patch = (milestone: Milestone) => (milestone.id === id ? { ...milestone, isCompleted } : milestone);
  queryClient.setQueryData<GoalListResponse>(goalsKeys.list(), (old) =>
    old ? { items: old.items.map((goal) => ({ ...goal, milestones: goal.milestones.map(patch) })) } : old,
  );
}
