import { useMutation, useQueryClient, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import { moveToTarget, type AdminCourseDetail, type AdminModuleList, type AdminModuleSummary } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { adminCourseKeys, LEARNER_COURSES_KEY, REORDER_MODULES_MUTATION_KEY } from './admin-keys';

export interface ReorderModulesVariables {
  courseId: string;
  moduleId: string;
  targetModuleId: string;
}

/** POST /api/admin/courses/:id/modules/reorder { moduleId, targetModuleId } → the modules in their new order (0…n−1). */
export function reorderModules({
  courseId,
  moduleId,
  targetModuleId,
}: ReorderModulesVariables): Promise<AdminModuleList> {
  return api.post<'/api/admin/courses/{id}/modules/reorder', AdminModuleList>(
    apiUrl('/api/admin/courses/{id}/modules/reorder', { id: courseId }),
    { moduleId, targetModuleId },
  );
}

/** The dragged module takes the target's place, the ones between shift by one, and the orders become 0…n−1. */
export function moveModule(
  modules: readonly AdminModuleSummary[],
  { moduleId, targetModuleId }: Pick<ReorderModulesVariables, 'moduleId' | 'targetModuleId'>,
): AdminModuleSummary[] {
  const moved = moveToTarget(modules, moduleId, targetModuleId);
  return moved ? moved.map((module, order) => ({ ...module, order })) : [...modules];
}

function setModules(queryClient: QueryClient, courseId: string, modules: AdminModuleSummary[]) {
  queryClient.setQueryData<AdminCourseDetail>(adminCourseKeys.detail(courseId), (data) =>
    data
      ? { ...data, modules, nextModuleOrder: modules.length === 0 ? 0 : Math.max(...modules.map((m) => m.order)) + 1 }
      : data,
  );
}

/**
 * Reorders at once (optimistic), rolls back when the server refuses, and then takes the server's order as the
 * truth — unless another reorder started meanwhile, whose answer will come later.
 */
export function reorderMutationOptions(queryClient: QueryClient) {
  const othersRunning = () => queryClient.isMutating({ mutationKey: REORDER_MODULES_MUTATION_KEY }) > 1;
  return {
    mutationKey: REORDER_MODULES_MUTATION_KEY,
    mutationFn: reorderModules,
    onMutate: async (variables) => {
      const key = adminCourseKeys.detail(variables.courseId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AdminCourseDetail>(key);
      if (previous) setModules(queryClient, variables.courseId, moveModule(previous.modules, variables));
      return { previous };
    },
    onError: (_error, { courseId }, context) => {
      if (context?.previous) queryClient.setQueryData(adminCourseKeys.detail(courseId), context.previous);
    },
    onSuccess: ({ items }, { courseId }) => {
      if (!othersRunning()) setModules(queryClient, courseId, items);
    },
    onSettled: (_data, _error, { courseId }) =>
      othersRunning()
        ? undefined
        : Promise.all([
            queryClient.invalidateQueries({ queryKey: adminCourseKeys.detail(courseId) }),
            queryClient.invalidateQueries({ queryKey: LEARNER_COURSES_KEY }),
          ]),
  } satisfies MutationOptions<
    AdminModuleList,
    Error,
    ReorderModulesVariables,
    { previous: AdminCourseDetail | undefined }
  >;
}

export function useReorderModules() {
  return useMutation(reorderMutationOptions(useQueryClient()));
}
