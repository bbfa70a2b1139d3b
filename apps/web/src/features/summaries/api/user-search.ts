import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUsersResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { summariesKeys } from './keys';

/** How many matches the Add learners search offers at once. */
export const USER_SEARCH_PAGE_SIZE = 8;

/** GET /api/admin/users?search=&pageSize= → users whose e-mail or username contains the text, newest first. */
export function fetchUserSearch(search: string, signal?: AbortSignal): Promise<AdminUsersResponse> {
  const query = { search, page: 1, pageSize: USER_SEARCH_PAGE_SIZE };
  return api.get<'/api/admin/users', AdminUsersResponse>(apiUrl('/api/admin/users', {}, query), { signal });
}

export function userSearchQueryOptions(search: string) {
  return queryOptions({
    queryKey: summariesKeys.userSearch(search),
    queryFn: ({ signal }) => fetchUserSearch(search, signal),
  });
}

/** Runs once there is something to search for; the previous matches stay while the next search runs. */
export function useUserSearch(search: string) {
  return useQuery({ ...userSearchQueryOptions(search), enabled: search !== '', placeholderData: keepPreviousData });
}
