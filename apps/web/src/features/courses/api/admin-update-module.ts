import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminModule, ModuleInput } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { adminCourseKeys, invalidateAdminCourses } from './admin-keys';

export interface UpdateModuleVariables {
  courseId: string;
  moduleId: string;
  body: ModuleInput;
}

/** PUT /api/admin/courses/:id/modules/:moduleId → AdminModule; 409 when the order is another module's. */
export function updateModule({ courseId, moduleId, body }: UpdateModuleVariables): Promise<AdminModule> {
  return api.put<'/api/admin/courses/{id}/modules/{moduleId}', AdminModule>(
    apiUrl('/api/admin/courses/{id}/modules/{moduleId}', { id: courseId, moduleId }),
    body,
  );
}

export function useUpdateModule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateModule,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminCourseKeys.module(saved.id), saved);
      void invalidateAdminCourses(queryClient);
    },
  });
}
