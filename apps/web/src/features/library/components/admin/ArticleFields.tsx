import { RichTextEditor } from '@/components/ui/RichTextEditor';
import { TextField } from '@/components/ui/TextField';
import type { ContentFormConfig, TypeFieldsProps } from './content-form-model';

interface ArticleValues {
  readTime: string;
  content: string;
}

function ReadTimeField({ values, onChange, errors }: TypeFieldsProps<ArticleValues>) {
  return (
    <TextField
      label="Read Time"
      name="details.readTime"
      required
      maxLength={40}
      autoComplete="off"
      placeholder="e.g., 5 min read"
      value={values.readTime}
      onChange={(event) => onChange({ readTime: event.target.value })}
      error={errors['details.readTime']}
      className="sm:max-w-xs"
    />
  );
}

function ContentField({ values, onChange, errors }: TypeFieldsProps<ArticleValues>) {
  return (
    <RichTextEditor
      label="Content"
      value={values.content}
      onChange={(content) => onChange({ content })}
      hint="Paste, drop or insert images (PNG, JPEG, GIF or WebP, up to 2 MB each); they are saved inside the article."
      error={errors['details.content']}
    />
  );
}

/** Article: Read Time, a required thumbnail and rich-text Content. */
export const articleForm: ContentFormConfig<ArticleValues> = {
  type: 'article',
  emptyDetails: { readTime: '', content: '' },
  fromItem: (item) =>
    item.contentType === 'article'
      ? { readTime: item.details.readTime, content: item.details.content }
      : { readTime: '', content: '' },
  toDetails: (values) => ({ readTime: values.readTime, content: values.content }),
  Fields: ReadTimeField,
  Body: ContentField,
  thumbnailRequired: true,
  requiredNote: 'Title, description, category, read time and thumbnail URL are required.',
};
