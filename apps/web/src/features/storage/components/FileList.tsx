import { messages, type StoredFile } from '@woodshed/shared';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import type { FileFilter } from '../api/files';
import { FileListItem } from './FileListItem';

interface FileListProps {
  filter: FileFilter;
  /** Every file (the filter is applied here, so "none at all" and "none of this type" can be told apart). */
  files: StoredFile[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onRename: (file: StoredFile) => void;
  onTags: (file: StoredFile) => void;
  onDelete: (file: StoredFile) => void;
  onCopied: (file: StoredFile) => void;
  onCopyFailed: (message: string) => void;
}

export function FileList({ filter, files, isLoading, isError, onRetry, ...actions }: FileListProps) {
  if (isLoading) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading files…" size="lg" />
      </div>
    );
  }
  if (isError || !files) {
    return <LoadError message={messages.storage.loadFailed} onRetry={onRetry} size="md" className="p-4" />;
  }
  if (files.length === 0) return <p className="p-6 text-center text-stone-600">{messages.storage.noFilesYet}</p>;
  const shown = filter === 'all' ? files : files.filter((file) => file.category === filter);
  if (shown.length === 0) return <p className="p-6 text-center text-stone-600">{messages.storage.noFilesFound}</p>;

  return (
    <ul aria-label="Files" className="divide-y divide-stone-200">
      {shown.map((file) => (
        <FileListItem
          key={file.id}
          file={file}
          onRename={() => actions.onRename(file)}
          onTags={() => actions.onTags(file)}
          onDelete={() => actions.onDelete(file)}
          onCopied={() => actions.onCopied(file)}
          onCopyFailed={actions.onCopyFailed}
        />
      ))}
    </ul>
  );
}
