import { messages, UPLOAD_MAX_BYTES } from '@woodshed/shared';
import { ImageUp, X } from 'lucide-react';
import { useId, useRef, useState, type Ref } from 'react';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { useUploadFile } from '@/features/storage';
import { FacultyAvatar } from './FacultyAvatar';

interface AvatarFieldProps {
  value: string;
  onChange: (url: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  /** For the preview's initials. */
  firstName: string;
  lastName: string;
  error?: string | undefined;
}

/**
 * The avatar: a preview, Upload image (through the storage service, category image: the server judges the
 * content), the address itself (an uploaded file's or any https link) and Remove avatar.
 */
export function AvatarField({ value, onChange, onBlur, inputRef, firstName, lastName, error }: AvatarFieldProps) {
  const upload = useUploadFile();
  const fileInput = useRef<HTMLInputElement>(null);
  const statusId = useId();

  // A file of 10 MB or more is refused here, before any byte is sent.
  const [tooLarge, setTooLarge] = useState(false);

  const uploadChosen = (file: File | undefined) => {
    if (!file) return;
    upload.reset();
    setTooLarge(file.size >= UPLOAD_MAX_BYTES);
    if (file.size >= UPLOAD_MAX_BYTES) return;
    upload.mutate({ category: 'image', file }, { onSuccess: (stored) => onChange(stored.url) });
  };
  const uploadError = tooLarge
    ? messages.storage.tooLarge
    : upload.isError
      ? upload.error.message || messages.storage.uploadFailed
      : null;

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-medium text-stone-800">Avatar</legend>
      <div className="flex items-center gap-4">
        <FacultyAvatar firstName={firstName} lastName={lastName} avatarUrl={value} className="size-16 text-lg" />
        <div className="flex flex-wrap gap-2">
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            hidden
            aria-label="Avatar image file"
            onChange={(event) => {
              uploadChosen(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button
            variant="secondary"
            size="sm"
            loading={upload.isPending}
            loadingText="Uploading…"
            aria-describedby={statusId}
            onClick={() => fileInput.current?.click()}
          >
            <ImageUp aria-hidden="true" className="size-4" />
            Upload image
          </Button>
          {value && (
            <Button variant="ghost" size="sm" onClick={() => onChange('')}>
              <X aria-hidden="true" className="size-4" />
              Remove avatar
            </Button>
          )}
        </div>
      </div>
      <p id={statusId} role="status" className="text-sm">
        {upload.isPending && <Spinner size="sm" label="Uploading the image…" />}
        {uploadError && <span className="font-medium text-red-700">{uploadError}</span>}
        {upload.isSuccess && value === upload.data.url && <span className="text-green-800">Image uploaded.</span>}
      </p>
      <TextField
        ref={inputRef}
        label="Avatar URL"
        name="avatarUrl"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="Upload an image, or paste https://…"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={error}
      />
    </fieldset>
  );
}
