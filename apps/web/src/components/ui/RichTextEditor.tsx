import Image from '@tiptap/extension-image';
import { Selection, TextSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { RICH_TEXT_EDITOR_HEIGHT, messages } from '@woodshed/shared';
import DOMPurify from 'dompurify';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { RICH_TEXT_IMAGE_ACCEPT, readImages, type EmbeddedImage } from './rich-text-images';
import { RichTextPromptDialog } from './RichTextPromptDialog';
import { RichTextToolbar } from './RichTextToolbar';

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    underline: false,
    link: {
      openOnClick: false,
      autolink: true,
      defaultProtocol: 'https',
    },
  }),
  Image.configure({ allowBase64: true }),
];

/** Styles for the editing surface (Tailwind's reset removes list bullets, heading sizes and so on). */
const contentClasses = cn(
  'min-h-full px-4 py-3 text-base text-stone-900 focus:outline-none',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_p]:my-2',
  '[&_h4]:mt-3 [&_h4]:mb-1 [&_h4]:font-semibold [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-stone-300 [&_blockquote]:pl-4 [&_blockquote]:text-stone-700',
  '[&_code]:rounded [&_code]:bg-stone-100 [&_code]:px-1 [&_code]:font-mono [&_code]:text-sm',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-stone-900 [&_pre]:p-3 [&_pre]:text-stone-50 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_a]:text-amber-800 [&_a]:underline [&_hr]:my-4 [&_hr]:border-stone-300',
  '[&_img]:my-2 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-md [&_img.ProseMirror-selectednode]:outline-3 [&_img.ProseMirror-selectednode]:outline-amber-600',
);

/** Incoming HTML is untrusted until DOMPurify has been over it (data: images survive, scripts do not). */
function sanitize(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}

function toHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

const LINK_PATTERN = /^(https?:\/\/\S+|mailto:\S+|\/\S*)$/i;

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
  const [dialog, setDialog] = useState<'link' | 'imageAlt' | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const lastHtml = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const [initialContent] = useState(() => sanitize(value));

  const embed = async (files: readonly File[], editor: Editor, position?: number) => {
    const { images, problem } = await readImages(files);
    setImageProblem(problem);
    if (images.length === 0) return;
    const nodes = images.map((image: EmbeddedImage) => ({ type: 'image', attrs: { src: image.src, alt: image.alt } }));
    const chain = editor.chain().focus();
    (position === undefined ? chain.insertContent(nodes) : chain.insertContentAt(position, nodes))
      // Continue typing after the images (left selected, the next key press would replace them).
      .command(({ tr }) => {
        const end = tr.selection.to;
        const next = Selection.findFrom(tr.doc.resolve(end), 1, true);
        const paragraph = editor.schema.nodes.paragraph;
        if (next) {
          tr.setSelection(next);
        } else if (paragraph) {
          tr.insert(end, paragraph.create());
          tr.setSelection(TextSelection.create(tr.doc, end + 1));
        }
        return true;
      })
      .run();
  };

  const describedBy = [hintId, errorId, imageProblemId].filter(Boolean).join(' ') || undefined;
  const isInvalid = Boolean(error) || Boolean(invalid);

  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        id: editorId,
        'aria-labelledby': labelId,
        'aria-multiline': 'true',
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
        class: contentClasses,
      },
      handlePaste: (view, event) => {
        const files = Array.from(event.clipboardData?.files ?? []);
        if (files.length === 0 || !files.some((file) => file.type.startsWith('image/'))) return false;
        event.preventDefault();
        if (editor) void embed(files, editor);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        if (moved) return false;
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (files.length === 0) return false;
        event.preventDefault();
        const position = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        if (editor) void embed(files, editor, position);
        return true;
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = toHtml(current);
      lastHtml.current = html;
      onChangeRef.current(html);
    },
  });

  // A new value from outside (an item loaded for editing): sanitise it and put it in the editor.
  useEffect(() => {
    if (!editor || value === lastHtml.current) return;
    lastHtml.current = value;
    editor.commands.setContent(sanitize(value), { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  const currentLink = (): string => (editor?.getAttributes('link').href as string | undefined) ?? '';
  const currentAlt = (): string => (editor?.getAttributes('image').alt as string | undefined) ?? '';

  const applyLink = (href: string) => {
    setDialog(null);
    if (!editor) return;
    if (!href) return void editor.chain().focus().extendMarkRange('link').unsetLink().run();
    if (editor.state.selection.empty && !editor.isActive('link')) {
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
    }
  };

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
          if (editor && files.length > 0) void embed(files, editor);
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
      <RichTextPromptDialog
        open={dialog === 'link'}
        onOpenChange={(open) => setDialog(open ? 'link' : null)}
        title="Link"
        label="Link URL"
        inputType="url"
        initialValue={currentLink()}
        hint="Leave empty to remove the link."
        submitLabel="Apply link"
        validate={(href) => (href === '' || LINK_PATTERN.test(href) ? null : messages.richText.linkInvalid)}
        onSubmit={applyLink}
        secondary={editor?.isActive('link') ? { label: 'Remove link', onClick: () => applyLink('') } : undefined}
      />
      <RichTextPromptDialog
        open={dialog === 'imageAlt'}
        onOpenChange={(open) => setDialog(open ? 'imageAlt' : null)}
        title="Image alt text"
        label="Alt text"
        initialValue={currentAlt()}
        hint="Describe the picture for people who cannot see it."
        submitLabel="Save alt text"
        onSubmit={(alt) => {
          setDialog(null);
          editor?.chain().focus().updateAttributes('image', { alt }).run();
        }}
      />
    </div>
  );
}
