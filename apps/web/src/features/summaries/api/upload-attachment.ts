import type { PendingAttachment } from '@woodshed/shared';
import { api } from '@/lib/api';
import { apiUrl } from '@/lib/api-url';

/**
 * POST /api/admin/session-attachments (multipart, the file in `file`) → 201 PendingAttachment; 400 (type judged
 * from the content) and 413 (10 MB or more) carry the reason. Not a mutation hook: the form runs one per file
 * and keeps their states itself (upload-list.ts).
 */
export function uploadAttachment(file: File, signal?: AbortSignal): Promise<PendingAttachment> {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post<'/api/admin/session-attachments', PendingAttachment>(
    apiUrl('/api/admin/session-attachments', {}),
    body,
    signal ? { signal } : {},
  );
}
