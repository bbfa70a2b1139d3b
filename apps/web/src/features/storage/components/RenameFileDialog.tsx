import { messages, renameFileRequestSchema, type StoredFile } from '@woodshed/shared';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { useGuardedDialogClose } from '@/components/ui/unsaved-changes';
import { cn } from '@/lib/cn';
import { useRenameFile } from '../api/rename-file';
import { splitExtension } from '../file-info';

interface RenameFileDialogProps {
  file: StoredFile | null;
  onOpenChange: (open: boolean) => void;
  onRenamed: (file: StoredFile) => void;
}

/** Rename a file: the name without its extension is editable; the extension stays as it is. */
export function RenameFileDialog({ file, onOpenChange, onRenamed }: RenameFileDialogProps) {
  const { setDirty, close, afterSave, dialog } = useGuardedDialogClose(() => onOpenChange(false));
  return (
    <Dialog open={file !== null} onOpenChange={(open) => (open ? onOpenChange(true) : close())} title="Rename file">
      {file && (
        <RenameForm
          key={file.id}
          file={file}
          onDirtyChange={setDirty}
          onCancel={close}
          onRenamed={afterSave(onRenamed)}
        />
      )}
      {dialog}
    </Dialog>
  );
}

function RenameForm({
  file,
  onDirtyChange,
  onCancel,
  onRenamed,
}: {
  file: StoredFile;
  /** Whether the name differs from the saved one, so closing the dialog can ask first. */
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onRenamed: (file: StoredFile) => void;
}) {
  const { base, extension } = splitExtension(file.name);
  const form = useSchemaForm({ schema: renameFileRequestSchema, defaultValues: { name: base } });
  const rename = useRenameFile();
  const inputId = useId();
  const extensionId = `${inputId}-extension`;
  const invalid = Boolean(form.formState.errors.name);

  const submit = ({ name }: { name: string }) =>
    rename.mutate(
      { id: file.id, name: `${name}${extension}` },
      {
        onSuccess: onRenamed,
        onError: (error) => applyApiError(form, error, { fallback: messages.storage.renameFailed }),
      },
    );

  return (
    <Form form={form} onSubmit={submit} onDirtyChange={onDirtyChange} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
          File name
        </label>
        <div className="flex items-stretch">
          <input
            id={inputId}
            {...form.register('name')}
            maxLength={200 - extension.length}
            autoComplete="off"
            aria-invalid={invalid || undefined}
            aria-describedby={extension ? extensionId : undefined}
            autoFocus
            className={cn(
              'h-10 min-w-0 flex-1 border bg-white px-3 text-base text-stone-900 shadow-xs sm:text-sm',
              'focus:outline-none focus-visible:border-amber-700 focus-visible:ring-2 focus-visible:ring-amber-700/40',
              extension ? 'rounded-l-lg' : 'rounded-lg',
              invalid ? 'border-red-600' : 'border-stone-300',
            )}
          />
          {extension && (
            <span
              id={extensionId}
              className="inline-flex items-center rounded-r-lg border border-l-0 border-stone-300 bg-stone-100 px-3 text-sm text-stone-700"
            >
              <span className="sr-only">Extension kept: </span>
              {extension}
            </span>
          )}
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={rename.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={rename.isPending} loadingText="Renaming...">
          Rename
        </Button>
      </div>
    </Form>
  );
}
