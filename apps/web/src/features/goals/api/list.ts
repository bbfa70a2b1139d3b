import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoalListResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { goalsKeys } from './keys';

/** GET /api/goals → { items: Goal[] }, newest first, each with its milestones ordered by target date. */
export function fetchGoals(signal?: AbortSignal): Promise<GoalListResponse> {
  return api.get<'/api/goals', GoalListResponse>('/api/goals', { signal });
}

export function goalsQueryOptions() {
  return queryOptions({ queryKey: goalsKeys.list(), queryFn: ({ signal }) => fetchGoals(signal) });
}

export function useGoals() {
  return useQuery(goalsQueryOptions());
}
