import { messages, type StoredFile } from '@woodshed/shared';
import { X } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { TextField } from '@/components/ui/TextField';
import { isApiError } from '@/lib/api';
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
  const [tag, setTag] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const addTag = useAddFileTag();
  const removeTag = useRemoveFileTag();
  const inputRef = useRef<HTMLInputElement>(null);

  const fail = (err: unknown) => {
    if (isApiError(err) && err.status === 409) return setError(messages.storage.tagExists);
    setError(isApiError(err) && err.status === 400 ? err.message : messages.storage.tagsFailed);
  };

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.stopPropagation();
    setError(null);
    const value = tag.trim();
    if (!value) return setError(messages.storage.tagEmpty);
    // Tags are unique per file ignoring case (as the server compares them).
    if (file.tags.some((existing) => existing.toLowerCase() === value.toLowerCase())) {
      inputRef.current?.focus();
      return setError(messages.storage.tagExists);
    }
    addTag.mutate(
      { id: file.id, tag: value },
      {
        onSuccess: () => {
          setTag('');
          setAnnouncement(`Tag ${value} added`);
        },
        onError: fail,
      },
    );
  };

  const remove = (value: string) => {
    setError(null);
    removeTag.mutate(
      { id: file.id, tag: value },
      {
        onSuccess: () => {
          setAnnouncement(`Tag ${value} removed`);
          inputRef.current?.focus();
        },
        onError: fail,
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      {error && <Banner tone="error">{error}</Banner>}
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
      <form noValidate onSubmit={add} className="flex items-end gap-2">
        <TextField
          ref={inputRef}
          label="New tag"
          value={tag}
          onChange={(event) => setTag(event.target.value)}
          maxLength={40}
          autoComplete="off"
          invalid={error === messages.storage.tagExists || error === messages.storage.tagEmpty}
          className="min-w-0 flex-1"
        />
        <Button type="submit" loading={addTag.isPending} loadingText="Adding...">
          Add tag
        </Button>
      </form>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
