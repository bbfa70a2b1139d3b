import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminCourseDetail } from '@woodshed/shared';
import { api } from '@/lib/api';
import { adminCourseKeys } from './admin-keys';

export const adminCourseUrl = (courseId: string, ...rest: string[]): string =>
  ['/api/admin/courses', courseId, ...rest]
    .map((part, index) => (index === 0 ? part : encodeURIComponent(part)))
    .join('/');

/** GET /api/admin/courses/:id → the course, its modules by order (with a text preview) and the next free order. */
export function fetchAdminCourse(courseId: string, signal?: AbortSignal): Promise<AdminCourseDetail> {
  return api.get<'/api/admin/courses/{id}', AdminCourseDetail>(adminCourseUrl(courseId), { signal });
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
