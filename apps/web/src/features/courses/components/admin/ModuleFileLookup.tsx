import { messages, UPLOAD_CATEGORIES, type StoredFile, type UploadCategory } from '@woodshed/shared';
import { Check, Copy, FileSearch, Link2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { FilePickerDialog } from '@/features/storage';

const CATEGORY_OPTIONS: ReadonlyArray<{ value: UploadCategory; label: string }> = [
  { value: 'image', label: 'Images' },
  { value: 'document', label: 'Documents' },
  { value: 'audio', label: 'Audio' },
  { value: 'video', label: 'Video' },
];
const isCategory = (value: string): value is UploadCategory => (UPLOAD_CATEGORIES as readonly string[]).includes(value);
const COPIED_MS = 2000;

/**
 * Copies text: the Clipboard API where the page is a secure context, else the old copy command on the visible,
 * selected address (a school serving Woodshed over plain http on its own network).
 */
async function copyFrom(input: HTMLInputElement | null, text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
  if (!input) throw new Error('Nothing to copy from');
  input.select();
  if (!document.execCommand('copy')) throw new Error('Copy refused');
}

interface ModuleFileLookupProps {
  /** Adds a link to the file at the end of the module's content. */
  onLinkInContent: (file: StoredFile) => void;
  disabled?: boolean;
}

/**
 * The module form's File Lookup: the stored files of a chosen type (the storage feature's
 * picker lists only files with a visible name, a type and some content); the chosen file's address can be copied
 * or linked at the end of the content.
 */
export function ModuleFileLookup({ onLinkInContent, disabled }: ModuleFileLookupProps) {
  const [category, setCategory] = useState<UploadCategory>('document');
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<StoredFile | null>(null);
  const [status, setStatus] = useState('');
  const [copyError, setCopyError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const addressRef = useRef<HTMLInputElement>(null);
  const headingId = useId();

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async (file: StoredFile) => {
    setCopyError(null);
    try {
      await copyFrom(addressRef.current, file.url);
      setCopied(true);
      setStatus(`Copied the URL of ${file.name}.`);
    } catch {
      setCopyError(messages.storage.copyFailed);
    }
  };

  const label = CATEGORY_OPTIONS.find((option) => option.value === category)?.label ?? 'Files';
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-stone-50 p-4"
    >
      <div>
        <h2 id={headingId} className="font-semibold text-stone-900">
          File Lookup
        </h2>
        <p className="text-sm text-stone-600">
          Find an uploaded file to copy its URL, or to link it at the end of the content.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <SelectField
          label="File type"
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={(event) => isCategory(event.target.value) && setCategory(event.target.value)}
          disabled={disabled}
          className="sm:w-48"
        />
        <Button variant="secondary" onClick={() => setOpen(true)} disabled={disabled} className="sm:self-end">
          <FileSearch aria-hidden="true" className="size-4" />
          Look up files
        </Button>
      </div>
      {chosen && (
        <div className="flex flex-col gap-2 rounded-md border border-stone-200 bg-white p-3">
          <label htmlFor={`${headingId}-address`} className="text-sm font-medium break-all text-stone-800">
            URL of {chosen.name}
          </label>
          <input
            ref={addressRef}
            id={`${headingId}-address`}
            readOnly
            value={chosen.url}
            onFocus={(event) => event.currentTarget.select()}
            className="h-10 w-full rounded-lg border border-stone-300 bg-stone-50 px-3 font-mono text-sm text-stone-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-amber-700/40"
          />
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => void copy(chosen)}>
              {copied ? (
                <Check aria-hidden="true" className="size-4 text-green-700" />
              ) : (
                <Copy aria-hidden="true" className="size-4" />
              )}
              {copied ? 'Copied' : 'Copy URL'}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled}
              onClick={() => {
                onLinkInContent(chosen);
                setStatus(`Linked ${chosen.name} at the end of the content.`);
              }}
            >
              <Link2 aria-hidden="true" className="size-4" />
              Link in content
            </Button>
          </div>
          {copyError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {copyError}
            </p>
          )}
        </div>
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
      <FilePickerDialog
        open={open}
        onOpenChange={setOpen}
        category={category}
        title={`File Lookup: ${label}`}
        onSelect={(file) => {
          setChosen(file);
          setCopied(false);
          setCopyError(null);
          setStatus(`Chose ${file.name}.`);
          setOpen(false);
        }}
      />
    </section>
  );
}
