import { useMutation, useQueryClient, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import type { AdminCourse, AdminCoursesResponse } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { adminCourseKeys, LEARNER_COURSES_KEY } from './admin-keys';

export interface SetAvailabilityVariables {
  courseId: string;
  isAvailable: boolean;
}

/** PATCH /api/admin/courses/:id/availability { isAvailable } → AdminCourse (Make Available / Make Unavailable). */
export function setCourseAvailability({ courseId, isAvailable }: SetAvailabilityVariables): Promise<AdminCourse> {
  return api.patch<'/api/admin/courses/{id}/availability', AdminCourse>(
    apiUrl('/api/admin/courses/{id}/availability', { id: courseId }),
    {
      isAvailable,
    },
  );
}

function patchListed(queryClient: QueryClient, courseId: string, patch: Partial<AdminCourse>) {
  queryClient.setQueryData<AdminCoursesResponse>(adminCourseKeys.list(), (data) =>
    data ? { items: data.items.map((course) => (course.id === courseId ? { ...course, ...patch } : course)) } : data,
  );
}

/**
 * The badge and button change at once (optimistic); a refusal puts the course back as it was (the caller shows
 * the red banner). Each course's answer is applied to that course alone, so toggling two courses quickly is safe.
 */
export function availabilityMutationOptions(queryClient: QueryClient) {
  return {
    mutationFn: setCourseAvailability,
    onMutate: async ({ courseId, isAvailable }) => {
      await queryClient.cancelQueries({ queryKey: adminCourseKeys.list() });
      const before = queryClient
        .getQueryData<AdminCoursesResponse>(adminCourseKeys.list())
        ?.items.find((course) => course.id === courseId);
      patchListed(queryClient, courseId, { isAvailable });
      return { before: before?.isAvailable };
    },
    onError: (_error, { courseId }, context) => {
      if (context?.before !== undefined) patchListed(queryClient, courseId, { isAvailable: context.before });
    },
    onSuccess: (course) => patchListed(queryClient, course.id, course),
    // The list shows the server's copy already (a refetch now could undo a second toggle still on its way);
    // the course forms and the learners' pages are stale.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCourseKeys.details() }),
        queryClient.invalidateQueries({ queryKey: LEARNER_COURSES_KEY }),
      ]),
  } satisfies MutationOptions<AdminCourse, Error, SetAvailabilityVariables, { before: boolean | undefined }>;
}

export function useSetCourseAvailability() {
  return useMutation(availabilityMutationOptions(useQueryClient()));
}
