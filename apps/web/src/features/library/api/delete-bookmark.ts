import { api, isApiError } from '@/lib/api';

/** DELETE /api/bookmarks/:bookmarkId → 204. A 404 means it is gone already, which is what was asked. */
export async function deleteBookmark(bookmarkId: string): Promise<void> {
  try {
    await api.delete(`/api/bookmarks/${encodeURIComponent(bookmarkId)}`);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return;
    throw error;
  }
}
