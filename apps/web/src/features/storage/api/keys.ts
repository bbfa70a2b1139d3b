import type { UploadCategory } from '@woodshed/shared';

export type FileFilter = 'all' | UploadCategory;

/**
 * Query keys of stored files: ['storage', 'files', category] (the Manage Files list per filter) and
 * ['storage', 'file-usages', id] (what uses a file; not under the lists' key, so list updates never touch it).
 */
export const storageKeys = {
  files: ['storage', 'files'] as const,
  fileList: (category: FileFilter) => ['storage', 'files', category] as const,
  fileUsages: (id: string) => ['storage', 'file-usages', id] as const,
};
