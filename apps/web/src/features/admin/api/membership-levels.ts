import { useQuery } from '@tanstack/react-query';
import type { MembershipLevelsResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { adminKeys } from './keys';

/** GET /api/admin/membership-levels → the levels a user can be given, by id. Reference data: read once. */
export function useMembershipLevels() {
  return useQuery({
    queryKey: adminKeys.membershipLevels,
    queryFn: ({ signal }) =>
      api.get<'/api/admin/membership-levels', MembershipLevelsResponse>('/api/admin/membership-levels', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
