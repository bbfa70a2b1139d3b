import { messages, UPLOAD_MAX_BYTES, type PendingAttachment } from '@woodshed/shared';

/** One chosen file of the summary form and how its upload went. */
export type UploadItem =
  | { key: string; file: File; status: 'uploading' }
  | { key: string; file: File; status: 'uploaded'; attachment: PendingAttachment }
  /** `retryable` is false when sending again cannot help (10 MB or more). */
  | { key: string; file: File; status: 'failed'; reason: string; retryable: boolean };

export type UploadAction =
  | { type: 'add'; items: Array<{ key: string; file: File }> }
  | { type: 'uploaded'; key: string; attachment: PendingAttachment }
  | { type: 'failed'; key: string; reason: string }
  | { type: 'retry'; key: string }
  | { type: 'remove'; key: string };

/** Whether the browser refuses a file before sending it ('File size must be less than 10MB'). */
export function refusalOf(file: File): string | null {
  return file.size >= UPLOAD_MAX_BYTES ? messages.storage.tooLarge : null;
}

/** The upload list's transitions: chosen files start uploading (or are refused at once), then succeed or fail. */
export function uploadListReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  switch (action.type) {
    case 'add':
      return [
        ...items,
        ...action.items.map(({ key, file }): UploadItem => {
          const refusal = refusalOf(file);
          return refusal
            ? { key, file, status: 'failed', reason: refusal, retryable: false }
            : { key, file, status: 'uploading' };
        }),
      ];
    case 'uploaded':
      return items.map((item) =>
        item.key === action.key && item.status === 'uploading'
          ? { key: item.key, file: item.file, status: 'uploaded', attachment: action.attachment }
          : item,
      );
    case 'failed':
      return items.map((item) =>
        item.key === action.key && item.status === 'uploading'
          ? { key: item.key, file: item.file, status: 'failed', reason: action.reason, retryable: true }
          : item,
      );
    case 'retry':
      return items.map((item) =>
        item.key === action.key && item.status === 'failed' && item.retryable
          ? { key: item.key, file: item.file, status: 'uploading' }
          : item,
      );
    case 'remove':
      return items.filter((item) => item.key !== action.key);
  }
}

/** Files still on their way: the form waits for them before it submits. */
export const pendingUploads = (items: UploadItem[]): number =>
  items.filter((item) => item.status === 'uploading').length;

/** The ids the summary claims: every uploaded file, in the order chosen. Failed ones are left out. */
export const attachmentIdsOf = (items: UploadItem[]): string[] =>
  items.flatMap((item) => (item.status === 'uploaded' ? [item.attachment.id] : []));
