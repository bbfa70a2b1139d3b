import { useMutation, useQueryClient, type MutationOptions, type QueryClient } from '@tanstack/react-query';
import type {
  ModulePage,
  ModuleStatus,
  UpdateModuleProgressRequest,
  UpdateModuleProgressResponse,
} from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { dashboardKeys, leaderboardKeys, noticesKeys } from '@/lib/query-keys';
import { coursesKeys, moduleProgressMutationKey, moduleProgressScope } from './keys';

/**
 * PUT /api/courses/:courseId/modules/:moduleId/progress { status?, notes? } → the module's progress, the
 * enrolment's new weighted progress, and the XP this change granted (the course's XP when it completed the course
 * for the first time). 403 while the module is locked or the viewer is not enrolled.
 */
export function updateModuleProgress(
  courseId: string,
  moduleId: string,
  body: UpdateModuleProgressRequest,
): Promise<UpdateModuleProgressResponse> {
  return api.put<'/api/courses/{courseId}/modules/{moduleId}/progress', UpdateModuleProgressResponse>(
    apiUrl('/api/courses/{courseId}/modules/{moduleId}/progress', { courseId, moduleId }),
    body,
  );
}

export interface ProgressHandlers {
  /** After each accepted change (also for changes made in quick succession, where per-call callbacks would not run). */
  onSaved?: (result: UpdateModuleProgressResponse, body: UpdateModuleProgressRequest) => void;
  onFailed?: (error: unknown, body: UpdateModuleProgressRequest) => void;
}

function writeModulePage(
  queryClient: QueryClient,
  courseId: string,
  moduleId: string,
  update: (page: ModulePage) => ModulePage,
) {
  queryClient.setQueryData<ModulePage>(coursesKeys.module(courseId, moduleId), (page) => (page ? update(page) : page));
}

/** What a progress write's context carries: the status shown before an optimistic change. */
interface ProgressContext {
  previousStatus: ModuleStatus | undefined;
}

/**
 * Sets a module's status or notes. A status shows at once (optimistic) and goes back if the server refuses it.
 * Writes to one module run one after another (a mutation scope), and only the newest answer is written to the page,
 * so quick clicks never flicker back through older states. The course page and list refetch once the writes settle;
 * completing the course also refreshes the dashboard (its XP and level) and the leaderboard, and every status change
 * the notices (achievements earned, a level reached).
 */
export function moduleProgressMutationOptions(
  queryClient: QueryClient,
  courseId: string,
  moduleId: string,
  handlers: ProgressHandlers = {},
): MutationOptions<UpdateModuleProgressResponse, unknown, UpdateModuleProgressRequest, ProgressContext> {
  const mutationKey = moduleProgressMutationKey(moduleId);
  const pageKey = coursesKeys.module(courseId, moduleId);
  /** No other write to this module is running or queued (the one asking still counts as running). */
  const isLastWrite = () => queryClient.isMutating({ mutationKey }) <= 1;
  const showStatus = (status: ModuleStatus) =>
    writeModulePage(queryClient, courseId, moduleId, (page) =>
      page.progress ? { ...page, progress: { ...page.progress, status } } : page,
    );

  return {
    mutationKey,
    scope: { id: moduleProgressScope(moduleId) },
    mutationFn: (body) => updateModuleProgress(courseId, moduleId, body),
    onMutate: async (body) => {
      if (body.status === undefined) return { previousStatus: undefined };
      await queryClient.cancelQueries({ queryKey: pageKey });
      const previousStatus = queryClient.getQueryData<ModulePage>(pageKey)?.progress?.status;
      showStatus(body.status);
      return { previousStatus };
    },
    onSuccess: (result, body) => {
      if (isLastWrite()) {
        writeModulePage(queryClient, courseId, moduleId, (page) => ({
          ...page,
          progress: result.progress,
          courseProgress: result.enrollment.progress,
        }));
      }
      // A status change can complete a course: the course's XP, a 'courses completed' achievement, a new level.
      if (body.status !== undefined) void queryClient.invalidateQueries({ queryKey: noticesKeys.all });
      if (result.xpAwarded > 0) {
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
        void queryClient.invalidateQueries({ queryKey: leaderboardKeys.all });
      }
      handlers.onSaved?.(result, body);
    },
    onError: (error, body, context) => {
      if (context?.previousStatus !== undefined && isLastWrite()) showStatus(context.previousStatus);
      handlers.onFailed?.(error, body);
    },
    onSettled: (_result, error) => {
      if (!isLastWrite()) return;
      // Percent, statuses and Continue Learning on the course page and the list; after a refusal, the truth.
      void queryClient.invalidateQueries({ queryKey: coursesKeys.detail(courseId) });
      void queryClient.invalidateQueries({ queryKey: coursesKeys.list() });
      if (error) void queryClient.invalidateQueries({ queryKey: pageKey });
    },
  };
}

export function useUpdateModuleProgress(courseId: string, moduleId: string, handlers: ProgressHandlers = {}) {
  const queryClient = useQueryClient();
  return useMutation(moduleProgressMutationOptions(queryClient, courseId, moduleId, handlers));
}
