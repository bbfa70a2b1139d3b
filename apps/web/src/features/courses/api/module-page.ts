import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModulePage } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { coursesKeys } from './keys';

/**
 * GET /api/courses/:courseId/modules/:moduleId → the module as the enrolled viewer sees it. Opening an unlocked
 * module creates its progress record (untouched). 403 'Enroll in this course…' when not enrolled; 404 'Module not
 * found'. While locked, content, video and progress are null.
 */
export function fetchModulePage(courseId: string, moduleId: string, signal?: AbortSignal): Promise<ModulePage> {
  return api.get<'/api/courses/{courseId}/modules/{moduleId}', ModulePage>(
    apiUrl('/api/courses/{courseId}/modules/{moduleId}', { courseId, moduleId }),
    {
      signal,
    },
  );
}

export function modulePageQueryOptions(courseId: string, moduleId: string) {
  return queryOptions({
    queryKey: coursesKeys.module(courseId, moduleId),
    queryFn: ({ signal }) => fetchModulePage(courseId, moduleId, signal),
  });
}

export function useModulePage(courseId: string, moduleId: string) {
  return useQuery(modulePageQueryOptions(courseId, moduleId));
}
