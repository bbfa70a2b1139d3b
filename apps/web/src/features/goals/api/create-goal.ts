import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Goal, GoalInput } from '@woodshed/shared';
import { api } from '@/lib/api';
import { invalidateGoals } from './cache';

/** POST /api/goals (the goal with all its milestones) → 201 Goal. */
export function createGoal(body: GoalInput): Promise<Goal> {
  return api.post<'/api/goals', Goal>('/api/goals', body);
}

export function useCreateGoal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createGoal, onSuccess: () => invalidateGoals(queryClient) });
}
