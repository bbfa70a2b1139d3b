import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCourse, CourseInput } from '@woodshed/shared';
import { api } from '@/lib/api';
import { invalidateAdminCourses } from './admin-keys';

/** POST /api/admin/courses → 201 AdminCourse; 400 { error: { message, field } } names the field. */
export function createCourse(body: CourseInput): Promise<AdminCourse> {
  return api.post<'/api/admin/courses', AdminCourse>('/api/admin/courses', body);
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCourse, onSuccess: () => void invalidateAdminCourses(queryClient) });
}
