import { messages } from '@woodshed/shared';
import { CircleAlert, CircleCheck, FileText, RotateCw, X } from 'lucide-react';
import { useId, type Ref } from 'react';
import { Button } from '@/components/ui/Button';
import { controlClasses } from '@/components/ui/Field';
import { formatBytes } from '../format';
import type { UploadItem } from './upload-list';

export const ATTACHMENT_HINT = 'PDF, images, audio or video up to 10MB';

interface AttachmentsFieldProps {
  items: UploadItem[];
  onAdd: (files: File[]) => void;
  onRetry: (item: UploadItem) => void;
  onRemove: (key: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  /** The file input, which takes focus when the form refuses the attachments. */
  inputRef?: Ref<HTMLInputElement>;
}

/** Multi-file attachments: each chosen file uploads at once and shows Uploading…, Uploaded or 'Upload failed'. */
export function AttachmentsField({
  items,
  onAdd,
  onRetry,
  onRemove,
  error,
  disabled,
  inputRef,
}: AttachmentsFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        Attachments
      </label>
      <input
        ref={inputRef}
        id={id}
        name="attachments"
        type="file"
        multiple
        disabled={disabled}
        accept="application/pdf,image/*,audio/*,video/*"
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          onAdd(Array.from(event.target.files ?? []));
          // The same file may be chosen again after a removal.
          event.target.value = '';
        }}
        className={controlClasses(
          Boolean(error),
          'py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-amber-100 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-amber-900 hover:file:bg-amber-200',
        )}
      />
      <p id={hintId} className="text-sm text-stone-600">
        {ATTACHMENT_HINT}
      </p>
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {items.length > 0 && (
        <ul aria-label="Chosen files" className="mt-1 flex flex-col gap-2">
          {items.map((item) => (
            <UploadRow key={item.key} item={item} onRetry={onRetry} onRemove={onRemove} />
          ))}
        </ul>
      )}
    </div>
  );
}

function UploadRow({
  item,
  onRetry,
  onRemove,
}: {
  item: UploadItem;
  onRetry: (item: UploadItem) => void;
  onRemove: (key: string) => void;
}) {
  const name = item.file.name;
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white px-3 py-2 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-2">
        <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
        <div className="min-w-0">
          <p className="text-sm font-medium break-all text-stone-900">{name}</p>
          <p aria-live="polite" className="text-xs text-stone-600">
            {formatBytes(item.file.size)} · <UploadStatus item={item} />
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        {item.status === 'failed' && item.retryable && (
          <Button size="sm" variant="secondary" onClick={() => onRetry(item)}>
            <RotateCw aria-hidden="true" className="size-4" />
            Retry<span className="sr-only"> {name}</span>
          </Button>
        )}
        <Button size="sm" variant="ghost" onClick={() => onRemove(item.key)}>
          <X aria-hidden="true" className="size-4" />
          Remove<span className="sr-only"> {name}</span>
        </Button>
      </div>
    </li>
  );
}

function UploadStatus({ item }: { item: UploadItem }) {
  if (item.status === 'uploading') {
    return (
      <span className="inline-flex items-center gap-1 align-middle">
        <span
          aria-hidden="true"
          className="size-3 animate-spin rounded-full border-2 border-amber-700 border-r-transparent motion-reduce:animate-none"
        />
        Uploading…
      </span>
    );
  }
  if (item.status === 'uploaded') {
    return (
      <span className="inline-flex items-center gap-1 font-medium text-green-800">
        <CircleCheck aria-hidden="true" className="size-3.5" />
        Uploaded
      </span>
    );
  }
  return (
    <span className="font-medium text-red-700">
      <CircleAlert aria-hidden="true" className="mr-1 inline size-3.5 align-[-2px]" />
      {messages.summaries.uploadFailed}: {item.reason}
    </span>
  );
}
