import Image from '@tiptap/extension-image';
import { Selection, TextSelection } from '@tiptap/pm/state';
import { useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import DOMPurify from 'dompurify';
import { useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { readImages, type EmbeddedImage } from './rich-text-images';

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

/**
 * Embeds image files as data: URIs at `position` (else at the cursor) and leaves the cursor after them; answers the
 * problem to show ('… is larger than 2 MB'), or null.
 */
export async function embedImages(editor: Editor, files: readonly File[], position?: number): Promise<string | null> {
  const { images, problem } = await readImages(files);
  if (images.length === 0) return problem;
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
  return problem;
}

interface RichTextEditorOptions {
  value: string;
  onChange: (html: string) => void;
  disabled: boolean;
  /** The editing area's id, label, description and invalid state. */
  editorId: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  /** Images pasted or dropped: embed them (at `position` when dropped). */
  onImages: (editor: Editor, files: File[], position?: number) => void;
}

/**
 * The Tiptap editor behind RichTextEditor, controlled: it starts from the sanitised `value`, reports each change
 * as HTML ('' when empty), takes a new `value` from outside (an item loaded for editing) and follows `disabled`.
 */
export function useRichTextEditor({
  value,
  onChange,
  disabled,
  editorId,
  labelId,
  describedBy,
  invalid,
  onImages,
}: RichTextEditorOptions) {
  const lastHtml = useRef(value);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);
  const [initialContent] = useState(() => sanitize(value));

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
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: contentClasses,
      },
      handlePaste: (view, event) => {
        const files = Array.from(event.clipboardData?.files ?? []);
        if (files.length === 0 || !files.some((file) => file.type.startsWith('image/'))) return false;
        event.preventDefault();
        if (editor) onImages(editor, files);
        return true;
      },
      handleDrop: (view, event, _slice, moved) => {
        if (moved) return false;
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (files.length === 0) return false;
        event.preventDefault();
        const position = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos;
        if (editor) onImages(editor, files, position);
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

  return editor;
}
