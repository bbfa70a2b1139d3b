import { COLLECTION_DESCRIPTION_MAX, COLLECTION_TITLE_MAX, messages } from '@woodshed/shared';
import type { Ref } from 'react';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';

export interface CollectionBasics {
  title: string;
  description: string;
}

export type CollectionBasicsErrors = Partial<Record<keyof CollectionBasics, string>>;

/** Checks what the browser can check before asking the server (title required, description optional). */
export function validateCollectionBasics(values: CollectionBasics): CollectionBasicsErrors {
  const errors: CollectionBasicsErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = messages.collections.titleRequired;
  else if (title.length > COLLECTION_TITLE_MAX) errors.title = messages.collections.titleTooLong;
  if (values.description.trim().length > COLLECTION_DESCRIPTION_MAX)
    errors.description = messages.collections.descriptionTooLong;
  return errors;
}

interface CollectionBasicsFieldsProps {
  values: CollectionBasics;
  errors: CollectionBasicsErrors;
  onChange: (values: CollectionBasics) => void;
  disabled?: boolean;
  titleRef?: Ref<HTMLInputElement>;
  autoFocusTitle?: boolean;
}

/** Title (required) and Description (optional) of a collection. */
export function CollectionBasicsFields({
  values,
  errors,
  onChange,
  disabled,
  titleRef,
  autoFocusTitle,
}: CollectionBasicsFieldsProps) {
  return (
    <>
      <TextField
        ref={titleRef}
        label="Title"
        value={values.title}
        onChange={(event) => onChange({ ...values, title: event.target.value })}
        error={errors.title}
        maxLength={COLLECTION_TITLE_MAX}
        required
        aria-required="true"
        autoComplete="off"
        disabled={disabled}
        autoFocus={autoFocusTitle}
      />
      <TextAreaField
        label="Description (optional)"
        value={values.description}
        onChange={(event) => onChange({ ...values, description: event.target.value })}
        error={errors.description}
        maxLength={COLLECTION_DESCRIPTION_MAX}
        rows={2}
        disabled={disabled}
      />
    </>
  );
}
