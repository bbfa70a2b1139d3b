import { useEffect, useState, type Ref } from 'react';
import { FieldShell, useField } from '@/components/ui/Field';
import { cn } from '@/lib/cn';

interface ImageFieldProps {
  id: string;
  chordName: string;
  currentUrl: string | null;
  file: File | null;
  onFileChange: (file: File | null) => void;
  error?: string | undefined;
  /** The file input, for focus when the picture is refused. */
  ref?: Ref<HTMLInputElement>;
}

/** Picks a picture (images only) and previews it beside the current one. */
export function ImageField({ id, chordName, currentUrl, file, onFileChange, error, ref }: ImageFieldProps) {
  const hint = 'JPEG, PNG, GIF or WEBP, under 10 MB. Without a picture the diagram is drawn from the frets.';
  const field = useField({ id, hint, error });
  const [preview, setPreview] = useState<string | null>(null);

  // A data: URL, since the content security policy allows images from data: but not from blob:.
  useEffect(() => {
    setPreview(null);
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () =>
      setPreview(typeof reader.result === 'string' && reader.result.startsWith('data:image/') ? reader.result : null);
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);

  const shown = preview ?? currentUrl;
  return (
    <FieldShell
      label="Picture"
      controlId={field.controlId}
      hint={hint}
      hintId={field.hintId}
      error={error}
      errorId={field.errorId}
    >
      <div className="flex items-center gap-3">
        {shown && (
          <img
            src={shown}
            alt={preview ? `New picture of ${chordName}` : `Current picture of ${chordName}`}
            className="size-16 shrink-0 rounded-md border border-stone-200 bg-white object-contain"
          />
        )}
        <input
          {...field.controlProps}
          ref={ref}
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          onChange={(event) => onFileChange(event.target.files?.[0] ?? null)}
          className={cn(
            'min-w-0 flex-1 text-sm text-stone-700 file:mr-3 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-3 file:py-1.5',
            'file:text-sm file:font-semibold file:text-stone-800 hover:file:bg-stone-100',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
          )}
        />
      </div>
    </FieldShell>
  );
}
