import type { Bookmark } from '@woodshed/shared';
import { api } from '@/lib/api';

/** POST /api/bookmarks { contentId } → 201 (new) or 200 (already bookmarked) with the Bookmark. */
export function createBookmark(contentId: string): Promise<Bookmark> {
  return api.post<'/api/bookmarks', Bookmark>('/api/bookmarks', { contentId });
}
