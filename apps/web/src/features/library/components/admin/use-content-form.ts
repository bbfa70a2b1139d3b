import type { LibraryDetail } from '@woodshed/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { FieldErrors as FormErrors, FieldPath, FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyApiError, useSchemaForm } from '@/components/ui/form';
import { useUnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { paths } from '@/lib/paths';
import { useCreateContent } from '../../api/admin-create-content';
import { useUpdateContent } from '../../api/admin-update-content';
import {
  commonFromItem,
  contentFormSchema,
  emptyCommon,
  saveFailedMessage,
  type CommonValues,
  type ContentFormConfig,
  type ContentFormValues,
  type FieldErrors,
} from './content-form-model';

/** The form's messages by request path ('title', 'details.readTime'), as the type's fields read them. */
function messagesByPath(errors: FormErrors<FieldValues>): FieldErrors {
  const found: FieldErrors = {};
  for (const [key, error] of Object.entries(errors)) {
    if (key === 'root' || !error) continue;
    if (key !== 'details') {
      if (typeof error.message === 'string') found[key] = error.message;
      continue;
    }
    for (const [part, detail] of Object.entries(error as Record<string, { message?: unknown } | undefined>)) {
      if (typeof detail?.message === 'string') found[`details.${part}`] = detail.message;
    }
  }
  return found;
}

/**
 * The content form's state on the form kit: values, messages by path, the page's unsaved-changes guard, and
 * saving (then showing the item). The fields are components of their own (rich text, file pickers, chips) that
 * take values and report patches, so the form's ref holds them and a refusal focuses the first one marked
 * invalid in page order.
 */
export function useContentForm<D>(config: ContentFormConfig<D>, initial: LibraryDetail | null) {
  const editing = initial !== null;
  const navigate = useNavigate();
  const schema = useMemo(() => contentFormSchema(config), [config]);
  const form = useSchemaForm({
    schema,
    defaultValues: {
      ...(initial ? commonFromItem(initial) : emptyCommon),
      details: initial ? config.fromItem(initial) : config.emptyDetails,
    } as ContentFormValues<D>,
  });
  const create = useCreateContent();
  const update = useUpdateContent();
  const busy = create.isPending || update.isPending;
  // Changed and changed back counts as unchanged (react-hook-form compares with the start): nothing would be lost.
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const { submitCount, errors } = form.formState;

  useEffect(() => {
    if (submitCount === 0 && focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, focusRequest]);

  /** Sets fields by path; once a submit was refused, each change checks again, so a fixed problem leaves. */
  const set = (patch: Record<string, unknown>, prefix = '') => {
    for (const [key, value] of Object.entries(patch)) {
      form.setValue(`${prefix}${key}` as FieldPath<ContentFormValues<D>>, value as never, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
    }
  };

  const submit = (body: Parameters<typeof create.mutate>[0]) => {
    if (busy) return;
    const onSuccess = (item: LibraryDetail) => guard.leaveWithoutAsking(() => void navigate(paths.libraryItem(item)));
    const onError = (error: unknown) => {
      applyApiError(form, error, { fallback: saveFailedMessage(config.type, editing), alsoShow: [413] });
      setFocusRequest((n) => n + 1);
    };
    if (initial) update.mutate({ id: initial.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  const values = form.watch() as ContentFormValues<D>;
  return {
    form,
    formRef,
    guard,
    busy,
    editing,
    submit,
    common: values as CommonValues,
    details: values.details,
    errors: messagesByPath(errors),
    changeCommon: (patch: Partial<CommonValues>) => set(patch),
    changeDetails: (patch: Partial<D>) => set(patch as Record<string, unknown>, 'details.'),
  };
}
