import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
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

/** What each formatting tool does to the editor (the link and image tools open a dialog or the file picker). */
const FORMAT: Record<Exclude<ToolKey, 'link' | 'image' | 'imageAlt'>, (chain: ChainedCommands) => ChainedCommands> = {
  bold: (chain) => chain.toggleBold(),
  italic: (chain) => chain.toggleItalic(),
  strike: (chain) => chain.toggleStrike(),
  code: (chain) => chain.toggleCode(),
  h2: (chain) => chain.toggleHeading({ level: 2 }),
  h3: (chain) => chain.toggleHeading({ level: 3 }),
  h4: (chain) => chain.toggleHeading({ level: 4 }),
  bulletList: (chain) => chain.toggleBulletList(),
  orderedList: (chain) => chain.toggleOrderedList(),
  blockquote: (chain) => chain.toggleBlockquote(),
  codeBlock: (chain) => chain.toggleCodeBlock(),
  horizontalRule: (chain) => chain.setHorizontalRule(),
  undo: (chain) => chain.undo(),
  redo: (chain) => chain.redo(),
};

/** Which toggles are on at the selection, and whether undo, redo and the image alt text can be used. */
function useToolState(editor: Editor) {
  return useEditorState({
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
}

/** The button an arrow, Home or End key moves to among the enabled ones (wrapping); null for any other key. */
function toolbarTarget(toolbar: HTMLElement | null, key: string): HTMLButtonElement | null {
  const buttons = Array.from(toolbar?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []);
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0 || buttons.length === 0) return null;
  let next: number;
  if (key === 'ArrowRight' || key === 'ArrowDown') next = (index + 1) % buttons.length;
  else if (key === 'ArrowLeft' || key === 'ArrowUp') next = (index - 1 + buttons.length) % buttons.length;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = buttons.length - 1;
  else return null;
  return buttons[next] ?? null;
}

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
  const state = useToolState(editor);
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
    if (key === 'link') return onLink();
    if (key === 'image') return onInsertImage();
    if (key === 'imageAlt') return onImageAlt();
    return FORMAT[key](editor.chain().focus()).run();
  };

  const pressed = (key: ToolKey): boolean => Boolean((state as Record<string, boolean>)[key]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = toolbarTarget(toolbarRef.current, event.key);
    if (!target) return;
    event.preventDefault();
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
            <ToolButton
              key={key}
              tool={key}
              label={toolLabel}
              icon={Icon}
              pressed={toggle ? pressed(key) : undefined}
              disabled={isDisabled(key)}
              tabStop={key === tabStop}
              onFocus={() => setCurrent(key)}
              onClick={() => run(key)}
            />
          ))}
        </Fragment>
      ))}
    </div>
  );
}

interface ToolButtonProps {
  tool: ToolKey;
  label: string;
  icon: LucideIcon;
  /** A toggle's state (aria-pressed); undefined for an action. */
  pressed: boolean | undefined;
  disabled: boolean;
  /** The toolbar's one Tab stop. */
  tabStop: boolean;
  onFocus: () => void;
  onClick: () => void;
}

/** One tool: an icon button named by its label (also its tooltip). */
function ToolButton({ tool, label, icon: Icon, pressed, disabled, tabStop, onFocus, onClick }: ToolButtonProps) {
  return (
    <button
      type="button"
      data-tool={tool}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      tabIndex={tabStop ? 0 : -1}
      // Keep the editor's selection: a mouse press on a tool must not move focus first.
      onMouseDown={(event) => event.preventDefault()}
      onFocus={onFocus}
      onClick={onClick}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-stone-700 transition-colors sm:size-8',
        'hover:bg-stone-200 hover:text-stone-900 disabled:cursor-not-allowed disabled:text-stone-400 disabled:hover:bg-transparent',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-amber-700',
        'aria-pressed:bg-amber-100 aria-pressed:text-amber-900',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}
