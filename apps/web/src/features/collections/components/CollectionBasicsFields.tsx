import { COLLECTION_DESCRIPTION_MAX, COLLECTION_TITLE_MAX } from '@woodshed/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';

interface CollectionBasicsFieldsProps {
  /** The form's `register('title')` and `register('description')`. */
  title: UseFormRegisterReturn<'title'>;
  description: UseFormRegisterReturn<'description'>;
  errors: { title?: { message?: string | undefined }; description?: { message?: string | undefined } };
  disabled?: boolean;
  autoFocusTitle?: boolean;
}

/** Title (required) and Description (optional) of a collection, checked by the shared request schema. */
export function CollectionBasicsFields({
  title,
  description,
  errors,
  disabled,
  autoFocusTitle,
}: CollectionBasicsFieldsProps) {
  return (
    <>
      <TextField
        {...title}
        label="Title"
        error={errors.title?.message}
        maxLength={COLLECTION_TITLE_MAX}
        required
        aria-required="true"
        autoComplete="off"
        disabled={disabled}
        autoFocus={autoFocusTitle}
      />
      <TextAreaField
        {...description}
        label="Description (optional)"
        error={errors.description?.message}
        maxLength={COLLECTION_DESCRIPTION_MAX}
        rows={2}
        disabled={disabled}
      />
    </>
  );
}
