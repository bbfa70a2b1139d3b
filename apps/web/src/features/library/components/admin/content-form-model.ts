import {
  CONTENT_TYPE_LABELS,
  libraryContentInputSchema,
  messages,
  type ContentType,
  type Difficulty,
  type LibraryContentInput,
  type LibraryDetail,
} from '@woodshed/shared';
import type { ComponentType } from 'react';
import { z } from 'zod';

/** The fields every content type has. */
export interface CommonValues {
  title: string;
  description: string;
  category: string;
  difficulty: Difficulty;
  thumbnailUrl: string;
  published: boolean;
}

/** Messages by field path, as the server names them: 'title', 'details.readTime', … */
export type FieldErrors = Partial<Record<string, string>>;

export interface TypeFieldsProps<D> {
  values: D;
  onChange: (patch: Partial<D>) => void;
  errors: FieldErrors;
}

/** What makes one content type's form: its own fields and how they map to the API. */
export interface ContentFormConfig<D> {
  type: ContentType;
  emptyDetails: D;
  /** The saved item's details as form values (only called with an item of this type). */
  fromItem: (item: LibraryDetail) => D;
  /** Form values as the API's `details`. */
  toDetails: (values: D) => Record<string, unknown>;
  /** Short fields, shown after Difficulty. */
  Fields: ComponentType<TypeFieldsProps<D>>;
  /** Rich text, shown after the thumbnail. */
  Body?: ComponentType<TypeFieldsProps<D>>;
  /** The article form requires a thumbnail. */
  thumbnailRequired?: boolean;
  /** One line naming the required fields. */
  requiredNote: string;
}

export const emptyCommon: CommonValues = {
  title: '',
  description: '',
  category: '',
  difficulty: 'beginner',
  thumbnailUrl: '',
  published: true,
};

export function commonFromItem(item: LibraryDetail): CommonValues {
  return {
    title: item.title,
    description: item.description,
    category: item.category,
    difficulty: item.difficulty,
    thumbnailUrl: item.thumbnailUrl ?? '',
    published: item.published,
  };
}

export function toBody<D>(config: ContentFormConfig<D>, common: CommonValues, details: D): LibraryContentInput {
  return {
    contentType: config.type,
    title: common.title,
    description: common.description,
    category: common.category,
    difficulty: common.difficulty,
    thumbnailUrl: common.thumbnailUrl.trim(),
    published: common.published,
    details: config.toDetails(details),
  } as LibraryContentInput;
}

/** Blank text as null; otherwise trimmed. */
export const orNull = (value: string): string | null => value.trim() || null;

/** '' → null; anything else a number (NaN is refused by the schema). */
export const tempoOrNull = (value: string): number | null => (value.trim() === '' ? null : Number(value));

/** The form's values: the common fields, and the type's own under `details`, as the request names them. */
export type ContentFormValues<D> = CommonValues & { details: D };

/** The shared request schema read from the form's values: the same checks and messages as the server. */
export const contentFormSchema = <D>(config: ContentFormConfig<D>) =>
  z
    .custom<ContentFormValues<D>>()
    .transform((values) => toBody(config, values, values.details))
    .pipe(libraryContentInputSchema);

export const formTitle = (type: ContentType, editing: boolean) =>
  `${editing ? 'Edit' : 'Create'} ${CONTENT_TYPE_LABELS[type].singular}`;

export const loadFailedMessage = (type: ContentType): string =>
  type === 'article' ? messages.library.articleLoadForEditFailed : messages.library.detailLoadFailed[type];

/** The spec's wording for a failed save whose server message is not meant for people. */
export function saveFailedMessage(type: ContentType, editing: boolean): string {
  if (type === 'article') return editing ? messages.library.updateFailed : messages.library.createFailed;
  return editing ? messages.library.itemUpdateFailed : messages.library.itemCreateFailed;
}
