import type { StoredFile } from '@woodshed/shared';
import { Pencil, Tags } from 'lucide-react';
import { DeleteAction, RowAction, RowActions } from '@/components/ui/RowActions';
import { CATEGORY_LABELS, formatBytes, formatDate } from '../file-info';
import { CopyUrlButton } from './CopyUrlButton';
import { FileThumbnail } from './FileThumbnail';

interface FileListItemProps {
  file: StoredFile;
  onRename: () => void;
  onTags: () => void;
  onDelete: () => void;
  onCopied: () => void;
  onCopyFailed: (message: string) => void;
}

/** One row of the file manager: preview, name, type, size, date, tags and the four actions. */
export function FileListItem({ file, onRename, onTags, onDelete, onCopied, onCopyFailed }: FileListItemProps) {
  return (
    <li className="flex flex-col gap-3 p-4 md:flex-row md:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <FileThumbnail file={file} className="size-14" />
        <div className="min-w-0 flex-1">
          <p className="font-medium break-all text-stone-900">{file.name}</p>
          <p className="text-sm text-stone-600">
            {CATEGORY_LABELS[file.category]} · {file.mimeType} · {formatBytes(file.size)} ·{' '}
            <time dateTime={file.createdAt} className="whitespace-nowrap">
              {formatDate(file.createdAt)}
            </time>
          </p>
          {file.tags.length > 0 && (
            <ul aria-label={`Tags of ${file.name}`} className="mt-1.5 flex flex-wrap gap-1.5">
              {file.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-700">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <RowActions className="md:justify-end">
        <CopyUrlButton url={file.url} fileName={file.name} onCopied={onCopied} onError={onCopyFailed} />
        <RowAction label="Rename" subject={file.name} icon={Pencil} onClick={onRename} />
        <RowAction label="Tags" subject={`for ${file.name}`} icon={Tags} onClick={onTags} />
        <DeleteAction subject={file.name} onClick={onDelete} />
      </RowActions>
    </li>
  );
}
