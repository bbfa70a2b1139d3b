import { messages, type StoredFile } from '@woodshed/shared';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Spinner } from '@/components/ui/Spinner';
import { useFileUsages } from '../api/file-usages';
import { describeUsage } from '../file-info';

interface DeleteFileDialogProps {
  /** The file to delete; null when the dialog is closed. */
  file: StoredFile | null;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** Asks before deleting a file, naming everything that uses it (from the file-usage registry): it breaks when it goes. */
export function DeleteFileDialog({ file, ...props }: DeleteFileDialogProps) {
  return (
    <ConfirmDialog
      open={file !== null}
      title={file ? `Delete ${file.name}?` : 'Delete file?'}
      message={
        <>
          {/* Live, so the list (or the failure) is read out when it replaces the spinner. */}
          <div aria-live="polite">{file && <FileUsages fileId={file.id} />}</div>
          <p className="mt-2">{messages.storage.deleteConfirm}</p>
        </>
      }
      {...props}
    />
  );
}

function FileUsages({ fileId }: { fileId: string }) {
  const usages = useFileUsages(fileId);
  if (usages.isPending) {
    return (
      <p className="flex items-center gap-2">
        <Spinner size="sm" label={messages.storage.usagesLoading} />
        <span aria-hidden="true">{messages.storage.usagesLoading}</span>
      </p>
    );
  }
  if (usages.isError) return <p className="font-medium text-red-700">{messages.storage.usagesFailed}</p>;
  if (usages.data.items.length === 0) return <p>{messages.storage.unused}</p>;
  return (
    <>
      <p className="font-medium text-stone-900">{messages.storage.usedBy}</p>
      <ul className="mt-1 list-disc pl-5 break-words">
        {usages.data.items.map((usage) => (
          <li key={`${usage.id}-${usage.field}`}>{describeUsage(usage)}</li>
        ))}
      </ul>
    </>
  );
}
