import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CourseDetail } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { coursesKeys } from './keys';

/** POST /api/courses/:courseId/enroll → the course as the newly enrolled viewer sees it (progress 0). */
export function enrollInCourse(courseId: string): Promise<CourseDetail> {
  return api.post<'/api/courses/{courseId}/enroll', CourseDetail>(
    apiUrl('/api/courses/{courseId}/enroll', { courseId }),
  );
}

/** Enrolls the viewer; the course page shows the answer at once, the list and the course's module pages refetch. */
export function useEnroll(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => enrollInCourse(courseId),
    onSuccess: (detail) => {
      queryClient.setQueryData(coursesKeys.detail(courseId), detail);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: coursesKeys.list() }),
        // A module page asked before enrolling holds the 403 'Enroll in this course…'.
        queryClient.invalidateQueries({ queryKey: coursesKeys.modules(courseId) }),
      ]);
    },
  });
}
