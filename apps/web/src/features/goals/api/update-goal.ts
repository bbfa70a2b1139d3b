import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal, GoalInput } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateGoals } from './cache';

/**
 * PUT /api/goals/:id → Goal. The body carries the whole milestone list: rows without an id are created,
 * rows with an id updated, saved milestones left out are deleted.
 */
export function updateGoal({ id, body }: { id: string; body: GoalInput }): Promise<Goal> {
  return api.put<'/api/goals/{id}', Goal>(apiUrl('/api/goals/{id}', { id }), body);
}

export function useUpdateGoal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateGoal, onSuccess: () => invalidateGoals(queryClient) });
}
