import { messages, type StoredFile, type UploadCategory } from '@woodshed/shared';
import { ArrowLeft, FolderOpen } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { Button, buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { PageHeader } from '@/components/ui/PageHeader';
import { SelectField } from '@/components/ui/SelectField';
import { TextLink } from '@/components/ui/TextLink';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useUploadFile } from '../api/upload-file';
import { UploadResult } from '../components/UploadResult';
import { CATEGORY_LABELS, acceptFor, allowedTypeNames, isUploadCategory, uploadProblem } from '../file-info';

const CATEGORY_OPTIONS = (Object.keys(CATEGORY_LABELS) as UploadCategory[]).map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));

function uploadErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 400 || error.status === 413 || error.status === 415)) return error.message;
  return messages.storage.uploadFailed;
}

/** /admin/uploads: choose a category and a file; checked here as on the server, then sent. */
export function Component() {
  useDocumentTitle('Upload Files');
  const [category, setCategory] = useState<UploadCategory>('image');
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<StoredFile | null>(null);
  const upload = useUploadFile();
  const fileInputRef = useRef<HTMLInputElement>(null);
  const fileInputId = useId();
  const hintId = `${fileInputId}-hint`;

  const check = (nextCategory: UploadCategory, nextFile: File | null): string | null => {
    const problem = uploadProblem(nextCategory, nextFile);
    setError(problem);
    return problem;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUploaded(null);
    if (check(category, file) || !file) return fileInputRef.current?.focus();
    setProgress(0);
    upload.mutate(
      { category, file, onProgress: setProgress },
      {
        onSuccess: (stored) => {
          setUploaded(stored);
          setFile(null);
          setInputKey((key) => key + 1);
        },
        onError: (err) => setError(uploadErrorMessage(err)),
        onSettled: () => setProgress(null),
      },
    );
  };

  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <>
      <TextLink to={paths.adminLibrary} className="mb-4 inline-flex items-center gap-1 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Library Management
      </TextLink>
      <PageHeader
        title="Upload Files"
        description="Images, documents, audio and video for the library and courses."
        actions={
          <Link to={paths.adminFiles} className={buttonClasses('secondary')}>
            <FolderOpen aria-hidden="true" className="size-4" />
            Manage Files
          </Link>
        }
      />
      <Card className="max-w-2xl p-4 sm:p-6">
        <form noValidate onSubmit={submit} className="flex flex-col gap-5">
          {error && <Banner tone="error">{error}</Banner>}
          {uploaded && <UploadResult file={uploaded} onCopyFailed={setError} />}
          <SelectField
            label="Category"
            options={CATEGORY_OPTIONS}
            value={category}
            disabled={upload.isPending}
            onChange={(event) => {
              const next = event.target.value;
              if (!isUploadCategory(next)) return;
              setCategory(next);
              if (file) check(next, file);
            }}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fileInputId} className="text-sm font-medium text-stone-800">
              File
            </label>
            <input
              key={inputKey}
              ref={fileInputRef}
              id={fileInputId}
              type="file"
              accept={acceptFor(category)}
              disabled={upload.isPending}
              aria-describedby={hintId}
              aria-invalid={Boolean(error && !uploaded) || undefined}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                setUploaded(null);
                if (chosen) check(category, chosen);
                else setError(null);
              }}
              className={cn(
                'block w-full rounded-lg border bg-white text-sm text-stone-800 shadow-xs',
                'file:mr-3 file:h-10 file:border-0 file:border-r file:border-stone-300 file:bg-stone-100 file:px-4 file:font-semibold file:text-stone-800 hover:file:bg-stone-200',
                'focus:outline-none focus-visible:border-amber-700 focus-visible:ring-2 focus-visible:ring-amber-700/40',
                error && !uploaded ? 'border-red-600' : 'border-stone-300',
              )}
            />
            <p id={hintId} className="text-sm text-stone-600">
              Allowed types: {allowedTypeNames(category)}. Maximum size 10MB.
            </p>
          </div>
          {percent !== null && (
            <div className="flex items-center gap-3">
              <progress
                value={percent}
                max={100}
                aria-label="Upload progress"
                className="h-2 flex-1 overflow-hidden rounded-full [&::-moz-progress-bar]:bg-amber-700 [&::-webkit-progress-bar]:bg-stone-200 [&::-webkit-progress-value]:bg-amber-700"
              />
              <span className="w-12 text-right text-sm text-stone-700 tabular-nums">{percent}%</span>
            </div>
          )}
          <div>
            <Button type="submit" loading={upload.isPending} loadingText="Uploading...">
              Upload
            </Button>
          </div>
        </form>
      </Card>
    </>
  );
}
