import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LibraryItem } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { invalidateItem, writeCachedItem } from './cache';

/** PATCH /api/admin/library/:id/published { published } → LibraryItem (superadmins). */
export function setLibraryItemPublished(id: string, published: boolean): Promise<LibraryItem> {
  return api.patch<'/api/admin/library/{id}/published', LibraryItem>(
    apiUrl('/api/admin/library/{id}/published', { id }),
    { published },
  );
}

export function useSetPublished() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, published }: { id: string; published: boolean }) => setLibraryItemPublished(id, published),
    onSuccess: (item) => writeCachedItem(queryClient, item.id, { published: item.published }),
    onSettled: (_item, _error, { id }) => invalidateItem(queryClient, id),
  });
}
