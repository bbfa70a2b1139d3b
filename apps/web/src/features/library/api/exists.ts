import type { ContentType } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';

export interface LibraryExistsResponse {
  id: string;
  contentType: ContentType;
}

/**
 * GET /api/library/:id/exists → { id, contentType }; 404 when the item is missing or unpublished.
 * Asked fresh each time (never cached): it guards opening an item from the all-resources list.
 */
export function fetchLibraryExists(id: string): Promise<LibraryExistsResponse> {
  return api.get<'/api/library/{id}/exists', LibraryExistsResponse>(apiUrl('/api/library/{id}/exists', { id }));
}
