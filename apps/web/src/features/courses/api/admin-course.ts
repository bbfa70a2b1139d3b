import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCourseDetail } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { adminCourseKeys } from './admin-keys';

/** GET /api/admin/courses/:id → the course, its modules by order (with a text preview) and the next free order. */
export function fetchAdminCourse(courseId: string, signal?: AbortSignal): Promise<AdminCourseDetail> {
  return api.get<'/api/admin/courses/{id}', AdminCourseDetail>(apiUrl('/api/admin/courses/{id}', { id: courseId }), {
    signal,
  });
}

export function adminCourseQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: adminCourseKeys.detail(courseId),
    queryFn: ({ signal }) => fetchAdminCourse(courseId, signal),
  });
}

/**
 * The course being edited or whose modules are managed. Forms must start from what is saved, so a form reads it
 * afresh on opening (`fresh`; check `isFetchedAfterMount` before using `data`).
 */
export function useAdminCourse(courseId: string, { fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({ ...adminCourseQueryOptions(courseId), ...(fresh ? { refetchOnMount: 'always' as const } : {}) });
}
