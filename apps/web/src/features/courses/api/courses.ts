import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CoursesResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { coursesKeys } from './keys';

/** GET /api/courses → every course (oldest first) with the viewer's enrolment, and the header's figures. */
export function fetchCourses(signal?: AbortSignal): Promise<CoursesResponse> {
  return api.get<'/api/courses', CoursesResponse>('/api/courses', { signal });
}

export function coursesQueryOptions() {
  return queryOptions({ queryKey: coursesKeys.list(), queryFn: ({ signal }) => fetchCourses(signal) });
}

export function useCourses() {
  return useQuery(coursesQueryOptions());
}
