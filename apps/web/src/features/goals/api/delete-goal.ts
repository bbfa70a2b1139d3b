import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateGoals } from './cache';

/** DELETE /api/goals/:id → 204 (its milestones go with it). */
export function deleteGoal(id: string): Promise<void> {
  return api.delete<'/api/goals/{id}'>(apiUrl('/api/goals/{id}', { id }));
}

export function useDeleteGoal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteGoal, onSuccess: () => invalidateGoals(queryClient) });
}
