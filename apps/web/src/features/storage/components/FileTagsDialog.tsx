import { addTagRequestSchema, messages, type StoredFile } from '@woodshed/shared';
import { X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/TextField';
import { useAddFileTag } from '../api/add-file-tag';
import { useRemoveFileTag } from '../api/remove-file-tag';

interface FileTagsDialogProps {
  /** The file as currently cached (so the list follows each change). */
  file: StoredFile | null;
  onOpenChange: (open: boolean) => void;
}

/** Add and remove a file's tags; each change is saved at once. */
export function FileTagsDialog({ file, onOpenChange }: FileTagsDialogProps) {
  return (
    <Dialog
      open={file !== null}
      onOpenChange={onOpenChange}
      title="Manage tags"
      description={file?.name}
      footer={
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          Done
        </Button>
      }
    >
      {file && <TagsEditor key={file.id} file={file} />}
    </Dialog>
  );
}

function TagsEditor({ file }: { file: StoredFile }) {
  // Tags are unique per file ignoring case (as the server compares them).
  const schema = useMemo(
    () =>
      addTagRequestSchema.refine(
        ({ tag }) => !file.tags.some((existing) => existing.toLowerCase() === tag.toLowerCase()),
        { path: ['tag'], message: messages.storage.tagExists },
      ),
    [file.tags],
  );
  const form = useSchemaForm({ schema, defaultValues: { tag: '' } });
  const [announcement, setAnnouncement] = useState('');
  const addTag = useAddFileTag();
  const removeTag = useRemoveFileTag();
  const fail = (error: unknown) => applyApiError(form, error, { fallback: messages.storage.tagsFailed });

  const add = ({ tag }: { tag: string }) =>
    addTag.mutate(
      { id: file.id, tag },
      {
        onSuccess: () => {
          form.reset();
          setAnnouncement(`Tag ${tag} added`);
        },
        onError: fail,
      },
    );

  const remove = (value: string) => {
    form.clearErrors();
    removeTag.mutate(
      { id: file.id, tag: value },
      {
        onSuccess: () => {
          setAnnouncement(`Tag ${value} removed`);
          form.setFocus('tag');
        },
        onError: fail,
      },
    );
  };

  return (
    <Form form={form} onSubmit={add} className="flex flex-col gap-4">
      {file.tags.length === 0 ? (
        <p className="text-sm text-stone-600">No tags yet.</p>
      ) : (
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {file.tags.map((value) => (
            <li
              key={value}
              className="inline-flex items-center gap-1 rounded-full border border-amber-200 bg-amber-50 py-0.5 pr-1 pl-3 text-sm text-amber-950"
            >
              {value}
              <button
                type="button"
                onClick={() => remove(value)}
                disabled={removeTag.isPending}
                aria-label={`Remove tag ${value}`}
                className="rounded-full p-1 text-amber-900 hover:bg-amber-200 focus-visible:outline-2 focus-visible:outline-amber-700 disabled:opacity-50"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex items-end gap-2">
        <TextField
          {...form.register('tag')}
          label="New tag"
          maxLength={40}
          autoComplete="off"
          invalid={Boolean(form.formState.errors.tag)}
          className="min-w-0 flex-1"
        />
        <Button type="submit" loading={addTag.isPending} loadingText="Adding...">
          Add tag
        </Button>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </Form>
  );
}
