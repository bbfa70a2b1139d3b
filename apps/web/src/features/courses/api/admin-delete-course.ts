import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCoursesResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { adminCourseKeys, invalidateAdminCourses } from './admin-keys';

/** DELETE /api/admin/courses/:id → 204: the course, its modules and the learners' progress on them go. */
export function deleteCourse(courseId: string): Promise<void> {
  return api.delete<'/api/admin/courses/{id}'>(apiUrl('/api/admin/courses/{id}', { id: courseId }));
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: (_result, courseId) => {
      queryClient.setQueryData<AdminCoursesResponse>(adminCourseKeys.list(), (data) =>
        data ? { items: data.items.filter((course) => course.id !== courseId) } : data,
      );
      queryClient.removeQueries({ queryKey: adminCourseKeys.detail(courseId) });
      // Not awaited: the dialog closes at once; the lists refetch behind it.
      void invalidateAdminCourses(queryClient);
    },
  });
}
