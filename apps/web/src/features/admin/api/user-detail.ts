import { useQuery } from '@tanstack/react-query';
import type { AdminUserDetail } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { adminKeys } from './keys';

/** GET /api/admin/users/:id → header, information, statistics and achievements in one answer; 404 'User not found'. */
export function useAdminUserDetail(userId: string) {
  return useQuery({
    queryKey: adminKeys.user(userId),
    queryFn: ({ signal }) =>
      api.get<'/api/admin/users/{id}', AdminUserDetail>(apiUrl('/api/admin/users/{id}', { id: userId }), { signal }),
  });
}
