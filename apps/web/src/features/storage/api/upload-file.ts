import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CSRF_HEADER, CSRF_HEADER_VALUE, messages, type StoredFile, type UploadCategory } from '@woodshed/shared';
import { ApiError, type ApiErrorCode } from '@/lib/api';
import { invalidateFiles } from './files';

export interface UploadFileInput {
  category: UploadCategory;
  file: File;
  /** 0 to 1 as the bytes go out. */
  onProgress?: (fraction: number) => void;
}

function errorFrom(xhr: XMLHttpRequest): ApiError {
  try {
    const envelope = (JSON.parse(xhr.responseText) as { error?: { code?: string; message?: string; field?: string } })
      .error;
    if (envelope?.message) {
      return new ApiError(xhr.status, (envelope.code ?? 'unknown') as ApiErrorCode, envelope.message, envelope.field);
    }
  } catch {
    // Not our envelope: fall through.
  }
  if (xhr.status === 413) return new ApiError(413, 'payload_too_large', messages.storage.tooLarge);
  return new ApiError(xhr.status, 'unknown', messages.storage.uploadFailed);
}

/**
 * POST /api/admin/uploads (multipart: `category`, then `file`) → 201 StoredFile; 400 invalid type, 413 too large.
 * XMLHttpRequest rather than fetch, for upload progress.
 */
export function uploadFile({ category, file, onProgress }: UploadFileInput): Promise<StoredFile> {
  const body = new FormData();
  body.append('category', category);
  body.append('file', file, file.name);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/uploads');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(CSRF_HEADER, CSRF_HEADER_VALUE);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(errorFrom(xhr));
      try {
        resolve(JSON.parse(xhr.responseText) as StoredFile);
      } catch {
        reject(new ApiError(xhr.status, 'unknown', messages.storage.uploadFailed));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, 'network', messages.errors.network));
    xhr.send(body);
  });
}

export function useUploadFile() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadFile, onSuccess: () => invalidateFiles(queryClient) });
}
