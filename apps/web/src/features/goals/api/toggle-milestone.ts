import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Milestone } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateGoals, writeMilestoneCompleted } from './cache';
import { goalsKeys } from './keys';

interface ToggleVariables {
  id: string;
  isCompleted: boolean;
}

/** PATCH /api/milestones/:id { isCompleted } → Milestone: the immediate toggle of a saved milestone. */
export function setMilestoneCompleted({ id, isCompleted }: ToggleVariables): Promise<Milestone> {
  return api.patch<'/api/milestones/{id}', Milestone>(apiUrl('/api/milestones/{id}', { id }), { isCompleted });
}

/** Shows the new state in the cached list at once and turns it back if the server refuses. */
export function useToggleMilestone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMilestoneCompleted,
    onMutate: async ({ id, isCompleted }) => {
      await queryClient.cancelQueries({ queryKey: goalsKeys.list() });
      writeMilestoneCompleted(queryClient, id, isCompleted);
    },
    onError: (_error, { id, isCompleted }) => writeMilestoneCompleted(queryClient, id, !isCompleted),
    onSettled: () => invalidateGoals(queryClient),
  });
}
