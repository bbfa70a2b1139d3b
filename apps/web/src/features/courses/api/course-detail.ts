import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CourseDetail } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { coursesKeys } from './keys';

/**
 * GET /api/courses/:courseId → the course, its modules with the viewer's status and locks, and Continue Learning.
 * 404 'Course not found' (also for a course that is not available, to learners not enrolled in it).
 */
export function fetchCourseDetail(courseId: string, signal?: AbortSignal): Promise<CourseDetail> {
  return api.get<'/api/courses/{courseId}', CourseDetail>(apiUrl('/api/courses/{courseId}', { courseId }), { signal });
}

export function courseDetailQueryOptions(courseId: string) {
  return queryOptions({
    queryKey: coursesKeys.detail(courseId),
    queryFn: ({ signal }) => fetchCourseDetail(courseId, signal),
  });
}

export function useCourseDetail(courseId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...courseDetailQueryOptions(courseId), enabled });
}
