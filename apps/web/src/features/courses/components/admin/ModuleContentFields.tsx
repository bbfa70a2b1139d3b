import { MODULE_DESCRIPTION_MAX, type StoredFile } from '@woodshed/shared';
import { useController } from 'react-hook-form';
import type { SchemaForm } from '@/components/ui/form';
import { RichTextEditor } from '@/components/ui/RichTextEditor';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { FileUrlField } from '@/features/storage';
import type { ModuleFormOutput, ModuleFormValues } from './module-form-model';
import { ModuleFileLookup } from './ModuleFileLookup';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type UrlField = 'videoUrl' | 'thumbnailUrl' | 'heroImageUrl';
type ModuleForm = SchemaForm<ModuleFormValues, ModuleFormOutput>;

interface ModuleUrlFieldProps {
  form: ModuleForm;
  name: UrlField;
  label: string;
  category: 'video' | 'image';
  hint?: string;
}

/** A media address, typed or chosen from the uploaded files. */
function ModuleUrlField({ form, name, label, category, hint }: ModuleUrlFieldProps) {
  const { field } = useController({ control: form.control, name });
  return (
    <FileUrlField
      ref={field.ref}
      label={label}
      name={name}
      category={category}
      placeholder={category === 'video' ? 'https://youtube.com/… or /files/videos/…' : 'https://… or /files/images/…'}
      hint={hint}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={form.formState.errors[name]?.message}
    />
  );
}

/** The short description, the rich content (with links to uploaded files), and the video and picture addresses. */
export function ModuleContentFields({ form }: { form: ModuleForm }) {
  const { errors } = form.formState;
  const description = form.register('description');
  const content = useController({ control: form.control, name: 'content' });
  const linkInContent = (file: StoredFile) => {
    const link = `<p><a href="${escapeHtml(file.url)}">${escapeHtml(file.name)}</a></p>`;
    form.setValue('content', `${form.getValues('content')}${link}`, { shouldDirty: true });
  };
  return (
    <>
      <TextAreaField
        {...description}
        label="Short description"
        required
        rows={3}
        maxLength={MODULE_DESCRIPTION_MAX}
        error={errors.description?.message}
      />
      <RichTextEditor
        label="Content"
        value={content.field.value}
        onChange={content.field.onChange}
        hint="Paste, drop or insert images (PNG, JPEG, GIF or WebP, up to 2 MB each); they are saved inside the module."
        error={errors.content?.message}
      />
      <ModuleFileLookup onLinkInContent={linkInContent} />
      <ModuleUrlField
        form={form}
        name="videoUrl"
        label="Video URL"
        category="video"
        hint="An uploaded video, or a YouTube or Vimeo link."
      />
      <ModuleUrlField form={form} name="thumbnailUrl" label="Thumbnail URL" category="image" />
      <ModuleUrlField form={form} name="heroImageUrl" label="Hero image URL" category="image" />
    </>
  );
}
