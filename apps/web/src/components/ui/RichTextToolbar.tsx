import { useEditorState, type Editor } from '@tiptap/react';
import {
  Bold,
  Captions,
  Code,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link,
  List,
  ListOrdered,
  Minus,
  Quote,
  Redo2,
  SquareCode,
  Strikethrough,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Fragment, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';

type ToolKey =
  | 'bold'
  | 'italic'
  | 'strike'
  | 'code'
  | 'h2'
  | 'h3'
  | 'h4'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'codeBlock'
  | 'horizontalRule'
  | 'link'
  | 'image'
  | 'imageAlt'
  | 'undo'
  | 'redo';

interface Tool {
  key: ToolKey;
  label: string;
  icon: LucideIcon;
  /** A toggle shows aria-pressed. */
  toggle?: boolean;
}

const GROUPS: Tool[][] = [
  [
    { key: 'bold', label: 'Bold', icon: Bold, toggle: true },
    { key: 'italic', label: 'Italic', icon: Italic, toggle: true },
    { key: 'strike', label: 'Strikethrough', icon: Strikethrough, toggle: true },
    { key: 'code', label: 'Inline code', icon: Code, toggle: true },
  ],
  [
    { key: 'h2', label: 'Heading 2', icon: Heading2, toggle: true },
    { key: 'h3', label: 'Heading 3', icon: Heading3, toggle: true },
    { key: 'h4', label: 'Heading 4', icon: Heading4, toggle: true },
  ],
  [
    { key: 'bulletList', label: 'Bulleted list', icon: List, toggle: true },
    { key: 'orderedList', label: 'Numbered list', icon: ListOrdered, toggle: true },
    { key: 'blockquote', label: 'Quote', icon: Quote, toggle: true },
    { key: 'codeBlock', label: 'Code block', icon: SquareCode, toggle: true },
    { key: 'horizontalRule', label: 'Horizontal rule', icon: Minus },
  ],
  [
    { key: 'link', label: 'Link', icon: Link, toggle: true },
    { key: 'image', label: 'Insert image', icon: ImagePlus },
    { key: 'imageAlt', label: 'Image alt text', icon: Captions },
  ],
  [
    { key: 'undo', label: 'Undo', icon: Undo2 },
    { key: 'redo', label: 'Redo', icon: Redo2 },
  ],
];

interface RichTextToolbarProps {
  editor: Editor;
  /** The accessible name, e.g. "Text formatting". */
  label: string;
  controls: string;
  disabled?: boolean;
  onLink: () => void;
  onInsertImage: () => void;
  onImageAlt: () => void;
}

/**
 * The editor's toolbar (WAI-ARIA toolbar pattern): one Tab stop; arrow keys, Home and End move between
 * buttons. Formatting toggles report their state with aria-pressed.
 */
export function RichTextToolbar({
  editor,
  label,
  controls,
  disabled,
  onLink,
  onInsertImage,
  onImageAlt,
}: RichTextToolbarProps) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      imageSelected: e.isActive('image'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [current, setCurrent] = useState<ToolKey>('bold');
  const toolbarRef = useRef<HTMLDivElement>(null);

  const isDisabled = (key: ToolKey): boolean => {
    if (disabled) return true;
    if (key === 'undo') return !state.canUndo;
    if (key === 'redo') return !state.canRedo;
    if (key === 'imageAlt') return !state.imageSelected;
    return false;
  };
  const tabStop = isDisabled(current) ? 'bold' : current;

  const run = (key: ToolKey) => {
    const chain = editor.chain().focus();
    switch (key) {
      case 'bold':
        return chain.toggleBold().run();
      case 'italic':
        return chain.toggleItalic().run();
      case 'strike':
        return chain.toggleStrike().run();
      case 'code':
        return chain.toggleCode().run();
      case 'h2':
        return chain.toggleHeading({ level: 2 }).run();
      case 'h3':
        return chain.toggleHeading({ level: 3 }).run();
      case 'h4':
        return chain.toggleHeading({ level: 4 }).run();
      case 'bulletList':
        return chain.toggleBulletList().run();
      case 'orderedList':
        return chain.toggleOrderedList().run();
      case 'blockquote':
        return chain.toggleBlockquote().run();
      case 'codeBlock':
        return chain.toggleCodeBlock().run();
      case 'horizontalRule':
        return chain.setHorizontalRule().run();
      case 'undo':
        return chain.undo().run();
      case 'redo':
        return chain.redo().run();
      case 'link':
        return onLink();
      case 'image':
        return onInsertImage();
      case 'imageAlt':
        return onImageAlt();
    }
  };

  const pressed = (key: ToolKey): boolean => Boolean((state as Record<string, boolean>)[key]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = Array.from(toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0 || buttons.length === 0) return;
    let next: number;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % buttons.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + buttons.length) % buttons.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    else return;
    event.preventDefault();
    const target = buttons[next];
    if (!target) return;
    target.focus();
    setCurrent(target.dataset.tool as ToolKey);
  };

  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-0.5 border-b border-stone-300 bg-stone-50 p-1"
    >
      {GROUPS.map((group, groupIndex) => (
        <Fragment key={groupIndex}>
          {groupIndex > 0 && <span aria-hidden="true" className="mx-1 h-6 w-px bg-stone-300" />}
          {group.map(({ key, label: toolLabel, icon: Icon, toggle }) => (
            <button
              key={key}
              type="button"
              data-tool={key}
              aria-label={toolLabel}
              title={toolLabel}
              aria-pressed={toggle ? pressed(key) : undefined}
              disabled={isDisabled(key)}
              tabIndex={key === tabStop ? 0 : -1}
              // Keep the editor's selection: a mouse press on a tool must not move focus first.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setCurrent(key)}
              onClick={() => run(key)}
              className={cn(
                'inline-flex size-9 items-center justify-center rounded-md text-stone-700 transition-colors sm:size-8',
                'hover:bg-stone-200 hover:text-stone-900 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent',
                'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-amber-700',
                'aria-pressed:bg-amber-100 aria-pressed:text-amber-900',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
            </button>
          ))}
        </Fragment>
      ))}
    </div>
  );
}
