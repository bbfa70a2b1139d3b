import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_USERS_PAGE_SIZE, type AdminUsersResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { adminKeys } from './keys';

/** GET /api/admin/users?page=&pageSize=&search= → every user, newest first; search by e-mail, username or nickname. */
export function fetchAdminUsers(search: string, page: number, signal?: AbortSignal): Promise<AdminUsersResponse> {
  const query = { page, pageSize: ADMIN_USERS_PAGE_SIZE, search };
  return api.get<'/api/admin/users', AdminUsersResponse>(apiUrl('/api/admin/users', {}, query), { signal });
}

export function adminUsersQueryOptions(search: string, page: number) {
  return queryOptions({
    queryKey: adminKeys.userList(search, page),
    queryFn: ({ signal }) => fetchAdminUsers(search, page, signal),
    // The last page stays on screen while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(search: string, page: number) {
  return useQuery(adminUsersQueryOptions(search, page));
}
