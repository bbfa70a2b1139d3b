import { useQueryClient } from '@tanstack/react-query';
import { useDeleteBookmark, useReorderBookmarks } from '@/features/bookmarks';
import { libraryKeys } from '@/features/library';
import { dashboardKeys } from './keys';

/** Removes a bookmark from the dashboard; afterwards the dashboard and the library's bookmark marks are refreshed. */
export function useRemoveDashboardBookmark() {
  const queryClient = useQueryClient();
  return useDeleteBookmark({
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dashboardKeys.all, exact: true }),
        queryClient.invalidateQueries({ queryKey: libraryKeys.all }),
      ]),
  });
}

/** Reorders the dashboard's bookmarks; the dashboard is refreshed afterwards. */
export function useReorderDashboardBookmarks() {
  const queryClient = useQueryClient();
  return useReorderBookmarks({
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all, exact: true }),
  });
}
