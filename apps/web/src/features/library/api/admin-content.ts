import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { LibraryDetail } from '@woodshed/shared';
import { libraryDetailQueryOptions } from './detail';
import { libraryKeys } from './keys';

/**
 * The item being edited (GET /api/library/:id; superadmins also get unpublished items). Always read afresh
 * on opening the form, so check `isFetchedAfterMount` before using `data`: the form must start from what is
 * saved, not from a cached copy. No retries: a failure sends the admin back to the hub at once.
 */
export function useAdminContent(id: string | null) {
  return useQuery({
    ...libraryDetailQueryOptions(id ?? ''),
    enabled: Boolean(id),
    refetchOnMount: 'always',
    retry: false,
  });
}

/** After a create or save: every library query is stale; the saved item is the server's copy. */
export async function storeSavedContent(queryClient: QueryClient, item: LibraryDetail): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: libraryKeys.all, refetchType: 'none' });
  queryClient.setQueryData(libraryKeys.detail(item.id), item);
}
