import { CONTENT_TYPE_LABELS, type LibraryDetail } from '@woodshed/shared';
import { X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ProblemBanner } from '@/components/ui/ProblemBanner';
import { useUnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { FileUrlField } from '@/features/storage';
import { paths } from '@/lib/paths';
import { useCreateContent } from '../../api/admin-create-content';
import { useUpdateContent } from '../../api/admin-update-content';
import { CommonFields } from './CommonFields';
import {
  commonFromItem,
  emptyCommon,
  formTitle,
  saveFailure,
  toBody,
  validate,
  type CommonValues,
  type ContentFormConfig,
  type FieldErrors,
} from './content-form-model';

/** Where a field sits on the form, for listing its problems in order: common, type fields, thumbnail, the rest. */
function rank(field: string): number {
  if (field.startsWith('details.')) return 1;
  if (field === 'thumbnailUrl') return 2;
  if (field === 'published') return 3;
  return 0;
}

function withoutKeys(errors: FieldErrors, keys: string[]): FieldErrors {
  if (!keys.some((key) => key in errors)) return errors;
  const next = { ...errors };
  for (const key of keys) delete next[key];
  return next;
}

interface ContentFormBodyProps<D> {
  config: ContentFormConfig<D>;
  /** The saved item in edit mode; null to create. */
  initial: LibraryDetail | null;
}

/** The form itself: one shell for all five content types; the type's own fields come from `config`. */
export function ContentFormBody<D>({ config, initial }: ContentFormBodyProps<D>) {
  const editing = initial !== null;
  const navigate = useNavigate();
  const [start] = useState(() => ({
    common: initial ? commonFromItem(initial) : emptyCommon,
    details: initial ? config.fromItem(initial) : config.emptyDetails,
  }));
  const [common, setCommon] = useState<CommonValues>(start.common);
  const [details, setDetails] = useState<D>(start.details);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** A refusal that belongs to no field (the spec's "Failed to create article. Please try again."). */
  const [formError, setFormError] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateContent();
  const update = useUpdateContent();
  const busy = create.isPending || update.isPending;
  const { Fields, Body } = config;
  // Changed and changed back counts as unchanged: nothing would be lost.
  const dirty = JSON.stringify({ common, details }) !== JSON.stringify(start);
  const guard = useUnsavedChangesGuard(dirty);

  // After a failed submit: focus the first field marked invalid (in the order they appear).
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  // Editing a field clears its message, in the banner too.
  const clearErrors = (keys: string[]) => {
    const next = withoutKeys(errors, keys);
    if (next !== errors) setErrors(next);
  };
  const problems = [
    ...Object.keys(errors)
      .sort((a, b) => rank(a) - rank(b))
      .flatMap((field) => errors[field] ?? []),
    ...(formError ? [formError] : []),
  ];
  const changeCommon = (patch: Partial<CommonValues>) => {
    setCommon((current) => ({ ...current, ...patch }));
    clearErrors(Object.keys(patch));
  };
  const changeDetails = (patch: Partial<D>) => {
    setDetails((current) => ({ ...current, ...patch }));
    clearErrors(Object.keys(patch).map((key) => `details.${key}`));
  };

  const fail = (fieldErrors: FieldErrors, message: string | null = null) => {
    setFormError(message);
    setErrors(fieldErrors);
    setFocusRequest((n) => n + 1);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const body = toBody(config, common, details);
    const invalid = validate(body);
    if (Object.keys(invalid).length > 0) return fail(invalid);

    setFormError(null);
    setErrors({});
    const onSuccess = (item: LibraryDetail) => guard.leaveWithoutAsking(() => void navigate(paths.libraryItem(item)));
    const onError = (error: unknown) => {
      const { message, field } = saveFailure(config.type, editing, error);
      if (field) fail({ [field]: message });
      else fail({}, message);
    };
    if (initial) update.mutate({ id: initial.id, body }, { onSuccess, onError });
    else create.mutate(body, { onSuccess, onError });
  };

  const title = formTitle(config.type, editing);
  const singular = CONTENT_TYPE_LABELS[config.type].singular;

  return (
    <div className="mx-auto w-full max-w-3xl">
      <Card className="p-4 sm:p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h1 className="text-2xl font-bold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
          <Link
            to={paths.adminLibrary}
            aria-label="Close"
            className="rounded-md p-1.5 text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-amber-700"
          >
            <X aria-hidden="true" className="size-5" />
          </Link>
        </div>
        <form ref={formRef} noValidate onSubmit={submit} aria-label={title} className="flex flex-col gap-5">
          <p className="text-sm text-stone-600">{config.requiredNote}</p>
          <ProblemBanner problems={problems} />
          <CommonFields values={common} onChange={changeCommon} errors={errors} />
          <Fields values={details} onChange={changeDetails} errors={errors} />
          <FileUrlField
            label="Thumbnail URL"
            name="thumbnailUrl"
            category="image"
            required={config.thumbnailRequired}
            placeholder="https://… or /files/images/…"
            hint="Choose an uploaded image. Images on other sites are not shown; the card gets a placeholder."
            value={common.thumbnailUrl}
            onChange={(thumbnailUrl) => changeCommon({ thumbnailUrl })}
            error={errors.thumbnailUrl}
          />
          {Body && <Body values={details} onChange={changeDetails} errors={errors} />}
          <CheckboxField
            label="Published"
            name="published"
            checked={common.published}
            onChange={(event) => changeCommon({ published: event.target.checked })}
            error={errors.published}
          />
          <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
            <Link to={paths.adminLibrary} className={buttonClasses('secondary')}>
              Cancel
            </Link>
            <Button type="submit" loading={busy} loadingText={editing ? 'Saving...' : 'Creating...'}>
              {editing ? 'Save Changes' : `Create ${singular}`}
            </Button>
          </div>
        </form>
      </Card>
      {guard.dialog}
    </div>
  );
}
