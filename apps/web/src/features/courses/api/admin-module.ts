import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminModule } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { adminCourseKeys } from './admin-keys';

/** GET /api/admin/courses/:id/modules/:moduleId → the whole module, content included (superadmin). */
export function fetchAdminModule(courseId: string, moduleId: string, signal?: AbortSignal): Promise<AdminModule> {
  return api.get<'/api/admin/courses/{id}/modules/{moduleId}', AdminModule>(
    apiUrl('/api/admin/courses/{id}/modules/{moduleId}', { id: courseId, moduleId }),
    { signal },
  );
}

export function adminModuleQueryOptions(courseId: string, moduleId: string) {
  return queryOptions({
    queryKey: adminCourseKeys.module(moduleId),
    queryFn: ({ signal }) => fetchAdminModule(courseId, moduleId, signal),
  });
}

/** The module being edited, always read afresh when the form opens (check `isFetchedAfterMount`). */
export function useAdminModule(courseId: string, moduleId: string) {
  return useQuery({ ...adminModuleQueryOptions(courseId, moduleId), refetchOnMount: 'always' });
}
