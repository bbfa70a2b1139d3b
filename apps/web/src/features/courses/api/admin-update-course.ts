import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCourse, CourseInput } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateAdminCourses } from './admin-keys';

export interface UpdateCourseVariables {
  courseId: string;
  body: CourseInput;
}

/** PUT /api/admin/courses/:id → AdminCourse; 404 'Course not found' when it was deleted meanwhile. */
export function updateCourse({ courseId, body }: UpdateCourseVariables): Promise<AdminCourse> {
  return api.put<'/api/admin/courses/{id}', AdminCourse>(apiUrl('/api/admin/courses/{id}', { id: courseId }), body);
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCourse, onSuccess: () => void invalidateAdminCourses(queryClient) });
}
