import type { Editor } from '@tiptap/react';
import { messages } from '@woodshed/shared';
import { RichTextPromptDialog } from './RichTextPromptDialog';

const LINK_PATTERN = /^(https?:\/\/\S+|mailto:\S+|\/\S*)$/i;

export type RichTextDialog = 'link' | 'imageAlt' | null;

interface RichTextDialogsProps {
  editor: Editor | null;
  open: RichTextDialog;
  onOpenChange: (dialog: RichTextDialog) => void;
}

/** The toolbar's two prompts: the link of the selection (empty removes it) and the alt text of the chosen image. */
export function RichTextDialogs({ editor, open, onOpenChange }: RichTextDialogsProps) {
  const currentLink = (): string => (editor?.getAttributes('link').href as string | undefined) ?? '';
  const currentAlt = (): string => (editor?.getAttributes('image').alt as string | undefined) ?? '';

  const applyLink = (href: string) => {
    onOpenChange(null);
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
    <>
      <RichTextPromptDialog
        open={open === 'link'}
        onOpenChange={(opened) => onOpenChange(opened ? 'link' : null)}
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
        open={open === 'imageAlt'}
        onOpenChange={(opened) => onOpenChange(opened ? 'imageAlt' : null)}
        title="Image alt text"
        label="Alt text"
        initialValue={currentAlt()}
        hint="Describe the picture for people who cannot see it."
        submitLabel="Save alt text"
        onSubmit={(alt) => {
          onOpenChange(null);
          editor?.chain().focus().updateAttributes('image', { alt }).run();
        }}
      />
    </>
  );
}
