import { EditorContent, type Editor } from '@tiptap/react';
import { RICH_TEXT_EDITOR_HEIGHT } from '@woodshed/shared';
import { useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { RichTextDialogs, type RichTextDialog } from './RichTextDialogs';
import { RICH_TEXT_IMAGE_ACCEPT } from './rich-text-images';
import { RichTextToolbar } from './RichTextToolbar';
import { embedImages, useRichTextEditor } from './use-rich-text-editor';

export interface RichTextEditorProps {
  /** The visible label; the editing area is named by it. */
  label: string;
  /** HTML; '' when empty. */
  value: string;
  onChange: (html: string) => void;
  hint?: ReactNode;
  error?: string | null;
  invalid?: boolean;
  disabled?: boolean;
  /** Height of the scrolling editing area in pixels. */
  height?: number;
  id?: string;
  className?: string;
}

/**
 * Rich text (Tiptap): headings 2–4, bold, italic, strike, code, lists, quote, code block, rule, links,
 * undo/redo, and images embedded as data: URIs — pasted, dropped or picked with "Insert image"
 * (PNG, JPEG, GIF or WebP up to 2 MB each). Controlled: `value` in, `onChange(html)` out.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  hint,
  error,
  invalid,
  disabled = false,
  height = RICH_TEXT_EDITOR_HEIGHT,
  id,
  className,
}: RichTextEditorProps) {
  const autoId = useId();
  const editorId = id ?? `rich-text-${autoId}`;
  const labelId = `${editorId}-label`;
  const hintId = hint ? `${editorId}-hint` : undefined;
  const errorId = error ? `${editorId}-error` : undefined;
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const imageProblemId = imageProblem ? `${editorId}-image-problem` : undefined;
  const [dialog, setDialog] = useState<RichTextDialog>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const embed = (editor: Editor, files: File[], position?: number) =>
    void embedImages(editor, files, position).then(setImageProblem);

  const describedBy = [hintId, errorId, imageProblemId].filter(Boolean).join(' ') || undefined;
  const isInvalid = Boolean(error) || Boolean(invalid);
  const editor = useRichTextEditor({
    value,
    onChange,
    disabled,
    editorId,
    labelId,
    describedBy,
    invalid: isInvalid,
    onImages: embed,
  });

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <span id={labelId} className="text-sm font-medium text-stone-800" onClick={() => editor?.commands.focus()}>
        {label}
      </span>
      <div
        className={cn(
          'overflow-hidden rounded-lg border bg-white shadow-xs focus-within:border-amber-700 focus-within:ring-2 focus-within:ring-amber-700/40',
          isInvalid ? 'border-red-600' : 'border-stone-300',
          disabled && 'bg-stone-100',
        )}
      >
        {editor && (
          <RichTextToolbar
            editor={editor}
            label="Text formatting"
            controls={editorId}
            disabled={disabled}
            onLink={() => setDialog('link')}
            onInsertImage={() => fileInput.current?.click()}
            onImageAlt={() => setDialog('imageAlt')}
          />
        )}
        <div className="overflow-y-auto" style={{ height }}>
          <EditorContent editor={editor} className="h-full" />
        </div>
      </div>
      <input
        ref={fileInput}
        type="file"
        accept={RICH_TEXT_IMAGE_ACCEPT}
        multiple
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-rich-text-image-input=""
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (editor && files.length > 0) embed(editor, files);
        }}
      />
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {imageProblem && (
        <p id={imageProblemId} role="alert" className="text-sm font-medium text-red-700">
          {imageProblem}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <RichTextDialogs editor={editor} open={dialog} onOpenChange={setDialog} />
    </div>
  );
}
