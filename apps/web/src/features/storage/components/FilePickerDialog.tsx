import { messages, type StoredFile, type UploadCategory } from '@woodshed/shared';
import { useState } from 'react';
import { Dialog } from '@/components/ui/Dialog';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { cn } from '@/lib/cn';
import { useFiles } from '../api/files';
import { CATEGORY_LABELS, formatBytes, isListable } from '../file-info';
import { FileThumbnail } from './FileThumbnail';

interface FilePickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  category: UploadCategory;
  /** E.g. "Choose a thumbnail". */
  title: string;
  onSelect: (file: StoredFile) => void;
}

/** The File Lookup: stored files of one type; choosing one hands it back. */
export function FilePickerDialog({ open, onOpenChange, category, title, onSelect }: FilePickerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} className="max-w-2xl">
      {open && <PickerBody category={category} onSelect={onSelect} />}
    </Dialog>
  );
}

function PickerBody({ category, onSelect }: { category: UploadCategory; onSelect: (file: StoredFile) => void }) {
  const files = useFiles(category);
  const [search, setSearch] = useState('');

  if (files.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner label="Loading files…" size="lg" />
      </div>
    );
  }
  if (files.isError) {
    return <LoadError message={messages.storage.loadFailed} onRetry={() => void files.refetch()} size="md" />;
  }

  const listable = files.data.items.filter(isListable);
  const words = search.trim().toLowerCase();
  const shown = words
    ? listable.filter((file) => `${file.name} ${file.tags.join(' ')}`.toLowerCase().includes(words))
    : listable;
  const isImage = category === 'image';

  return (
    <div className="flex flex-col gap-4">
      {listable.length > 0 && (
        <TextField
          label="Search files"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
      {listable.length === 0 ? (
        <p className="py-6 text-center text-stone-600">
          {messages.storage.noFilesYet}. Upload {CATEGORY_LABELS[category].toLowerCase()} files on the Upload Files
          page.
        </p>
      ) : shown.length === 0 ? (
        <p className="py-6 text-center text-stone-600">{messages.storage.noFilesFound}</p>
      ) : (
        <ul
          aria-label="Files"
          className={cn(isImage ? 'grid grid-cols-2 gap-3 sm:grid-cols-3' : 'flex flex-col gap-2')}
        >
          {shown.map((file) => (
            <li key={file.id}>
              <button
                type="button"
                onClick={() => onSelect(file)}
                className={cn(
                  'flex w-full items-center gap-3 rounded-lg border border-stone-200 p-2 text-left hover:border-amber-700 hover:bg-amber-50',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
                  isImage && 'flex-col items-stretch',
                )}
              >
                <FileThumbnail file={file} className={isImage ? 'aspect-video w-full' : 'size-10'} />
                <span className="min-w-0">
                  <span className="block text-sm font-medium break-all text-stone-900">{file.name}</span>
                  <span className="block text-xs text-stone-600">{formatBytes(file.size)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
