import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminModule, ModuleInput } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateAdminCourses } from './admin-keys';

export interface CreateModuleVariables {
  courseId: string;
  body: ModuleInput;
}

/**
 * POST /api/admin/courses/:id/modules → 201 AdminModule. 409 'Another module of this course already has that
 * order.' (or the course is full); 400 names the field.
 */
export function createModule({ courseId, body }: CreateModuleVariables): Promise<AdminModule> {
  return api.post<'/api/admin/courses/{id}/modules', AdminModule>(
    apiUrl('/api/admin/courses/{id}/modules', { id: courseId }),
    body,
  );
}

export function useCreateModule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createModule, onSuccess: () => void invalidateAdminCourses(queryClient) });
}
