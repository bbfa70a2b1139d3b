import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCourseDetail } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { adminCourseKeys, invalidateAdminCourses } from './admin-keys';

export interface DeleteModuleVariables {
  courseId: string;
  moduleId: string;
}

/** DELETE /api/admin/courses/:id/modules/:moduleId → 204: learners' progress and notes on it go too. */
export function deleteModule({ courseId, moduleId }: DeleteModuleVariables): Promise<void> {
  return api.delete<'/api/admin/courses/{id}/modules/{moduleId}'>(
    apiUrl('/api/admin/courses/{id}/modules/{moduleId}', { id: courseId, moduleId }),
  );
}

export function useDeleteModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteModule,
    onSuccess: (_result, { courseId, moduleId }) => {
      queryClient.setQueryData<AdminCourseDetail>(adminCourseKeys.detail(courseId), (data) =>
        data ? { ...data, modules: data.modules.filter((module) => module.id !== moduleId) } : data,
      );
      queryClient.removeQueries({ queryKey: adminCourseKeys.module(moduleId) });
      // Not awaited: the dialog closes at once; the lists refetch behind it.
      void invalidateAdminCourses(queryClient);
    },
  });
}
