import { messages, UPLOAD_CATEGORIES, type StoredFile, type UploadCategory } from '@woodshed/shared';
import { ArrowLeft, FolderOpen } from 'lucide-react';
import { useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { Button, buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { PageHeader } from '@/components/ui/PageHeader';
import { SelectField } from '@/components/ui/SelectField';
import { TextLink } from '@/components/ui/TextLink';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useUploadFile } from '../api/upload-file';
import { UploadResult } from '../components/UploadResult';
import { CATEGORY_LABELS, acceptFor, allowedTypeNames, uploadProblem } from '../file-info';

const CATEGORY_OPTIONS = (Object.keys(CATEGORY_LABELS) as UploadCategory[]).map((value) => ({
  value,
  label: CATEGORY_LABELS[value],
}));

/** The file is checked here as on the server: its type fits the category, and it is small enough. */
const uploadFormSchema = z
  .object({ category: z.enum(UPLOAD_CATEGORIES), file: z.instanceof(File).nullable() })
  .transform(({ category, file }, context) => {
    const problem = uploadProblem(category, file);
    if (problem || !file) {
      context.addIssue({ code: 'custom', path: ['file'], message: problem ?? messages.storage.fileRequired });
      return z.NEVER;
    }
    return { category, file };
  });

/** /admin/uploads: choose a category and a file; checked here as on the server, then sent. */
export function Component() {
  useDocumentTitle('Upload Files');
  const form = useSchemaForm({
    schema: uploadFormSchema,
    defaultValues: { category: 'image', file: null },
  });
  const fileField = useController({ control: form.control, name: 'file' });
  const category = form.watch('category');
  // A new key empties the file input after an upload (a file input's value cannot be set).
  const [inputKey, setInputKey] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploaded, setUploaded] = useState<StoredFile | null>(null);
  const upload = useUploadFile();
  const fileInputId = useId();
  const hintId = `${fileInputId}-hint`;
  const fileInvalid = Boolean(fileField.fieldState.error || form.formState.errors.root) && !uploaded;

  const submit = ({ category, file }: { category: UploadCategory; file: File }) => {
    setUploaded(null);
    setProgress(0);
    upload.mutate(
      { category, file, onProgress: setProgress },
      {
        onSuccess: (stored) => {
          setUploaded(stored);
          form.reset({ category, file: null });
          setInputKey((key) => key + 1);
        },
        onError: (error) =>
          applyApiError(form, error, { fallback: messages.storage.uploadFailed, alsoShow: [413, 415] }),
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
        <Form form={form} onSubmit={submit} onInvalidSubmit={() => setUploaded(null)} className="flex flex-col gap-5">
          {uploaded && <UploadResult file={uploaded} onCopyFailed={(message) => form.setError('root', { message })} />}
          <SelectField
            {...form.register('category', {
              // A file already chosen is checked again against the new category.
              onChange: () => void (form.getValues('file') && form.trigger('file')),
            })}
            label="Category"
            options={CATEGORY_OPTIONS}
            disabled={upload.isPending}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor={fileInputId} className="text-sm font-medium text-stone-800">
              File
            </label>
            <input
              key={inputKey}
              ref={fileField.field.ref}
              id={fileInputId}
              name={fileField.field.name}
              type="file"
              accept={acceptFor(category)}
              disabled={upload.isPending}
              aria-describedby={hintId}
              aria-invalid={fileInvalid || undefined}
              onBlur={fileField.field.onBlur}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                fileField.field.onChange(chosen);
                setUploaded(null);
                form.clearErrors('root');
                // Checked as soon as it is chosen, not only on Upload.
                if (chosen) void form.trigger('file');
                else form.clearErrors('file');
              }}
              className={cn(
                'block w-full rounded-lg border bg-white text-sm text-stone-800 shadow-xs',
                'file:mr-3 file:h-10 file:border-0 file:border-r file:border-stone-300 file:bg-stone-100 file:px-4 file:font-semibold file:text-stone-800 hover:file:bg-stone-200',
                'focus:outline-none focus-visible:border-amber-700 focus-visible:ring-2 focus-visible:ring-amber-700/40',
                fileInvalid ? 'border-red-600' : 'border-stone-300',
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
        </Form>
      </Card>
    </>
  );
}
