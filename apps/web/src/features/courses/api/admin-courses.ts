import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCoursesResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { adminCourseKeys } from './admin-keys';

/** GET /api/admin/courses → every course, newest first, with enrolled and module counts (superadmin). */
export function fetchAdminCourses(signal?: AbortSignal): Promise<AdminCoursesResponse> {
  return api.get<'/api/admin/courses', AdminCoursesResponse>('/api/admin/courses', { signal });
}

export function adminCoursesQueryOptions() {
  return queryOptions({ queryKey: adminCourseKeys.list(), queryFn: ({ signal }) => fetchAdminCourses(signal) });
}

export function useAdminCourses() {
  return useQuery(adminCoursesQueryOptions());
}
