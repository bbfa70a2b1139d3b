import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LibraryContentInput, LibraryDetail } from '@woodshed/shared';
import { api } from '@/lib/api';
import { storeSavedContent } from './admin-content';

/** POST /api/admin/library → 201 LibraryDetail; 400 { error: { message, field } } with field like 'details.readTime'. */
export function createContent(body: LibraryContentInput): Promise<LibraryDetail> {
  return api.post<'/api/admin/library', LibraryDetail>('/api/admin/library', body);
}

export function useCreateContent() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createContent, onSuccess: (item) => storeSavedContent(queryClient, item) });
}
