import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LibraryContentInput, LibraryDetail } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';
import { storeSavedContent } from './admin-content';

/** PUT /api/admin/library/:id (same body as create; the type cannot change) → LibraryDetail. */
export function updateContent({ id, body }: { id: string; body: LibraryContentInput }): Promise<LibraryDetail> {
  return api.put<'/api/admin/library/{id}', LibraryDetail>(apiUrl('/api/admin/library/{id}', { id }), body);
}

export function useUpdateContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateContent, onSuccess: (item) => storeSavedContent(queryClient, item) });
}
