import {
  MODULE_DESCRIPTION_MAX,
  MODULE_LOCK_DAYS_MAX,
  MODULE_ORDER_MAX,
  MODULE_TITLE_MAX,
  MODULE_WEIGHT_MAX,
  MODULE_WEIGHT_MIN,
  messages,
  type AdminModule,
  type StoredFile,
} from '@woodshed/shared';
import { useEffect, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/Button';
import { ProblemBanner } from '@/components/ui/ProblemBanner';
import { RichTextEditor } from '@/components/ui/RichTextEditor';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { useUnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { FileUrlField } from '@/features/storage';
import { paths } from '@/lib/paths';
import { useCreateModule } from '../../api/admin-create-module';
import { useUpdateModule } from '../../api/admin-update-module';
import { fieldProblems, saveProblem } from './form-problem';
import {
  clampedWeight,
  MODULE_FIELDS,
  moduleResolver,
  newModule,
  valuesOfModule,
  type ModuleFormOutput,
  type ModuleFormValues,
} from './module-form-model';
import { ModuleFileLookup } from './ModuleFileLookup';
import { noticeState } from './route-notice';

const m = messages.courses;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type UrlField = 'videoUrl' | 'thumbnailUrl' | 'heroImageUrl';

interface ModuleFormProps {
  courseId: string;
  /** The saved module in edit mode; null to add one. */
  initial: AdminModule | null;
  /** A new module's order: the course's highest + 1, or 0. */
  defaultOrder: number;
}

/**
 * The module form, one for adding and editing: react-hook-form over the shared
 * `moduleInputSchema`. Saving or cancelling returns to the course's module list.
 */
export function ModuleForm({ courseId, initial, defaultOrder }: ModuleFormProps) {
  const editing = initial !== null;
  const navigate = useNavigate();
  const create = useCreateModule();
  const update = useUpdateModule();
  const busy = create.isPending || update.isPending;
  const form = useForm<ModuleFormValues, unknown, ModuleFormOutput>({
    defaultValues: initial ? valuesOfModule(initial) : newModule(defaultOrder),
    resolver: moduleResolver,
    shouldFocusError: false,
  });
  const { errors, isDirty, submitCount } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty);
  const [banner, setBanner] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const content = useController({ control: form.control, name: 'content' });
  const urls: Record<UrlField, ReturnType<typeof useController<ModuleFormValues, UrlField>>> = {
    videoUrl: useController({ control: form.control, name: 'videoUrl' }),
    thumbnailUrl: useController({ control: form.control, name: 'thumbnailUrl' }),
    heroImageUrl: useController({ control: form.control, name: 'heroImageUrl' }),
  };
  const weight = form.register('weight', {
    // Shown as it will be saved: rounded and clamped to 1–10.
    onBlur: (event: { target: HTMLInputElement }) => {
      const clamped = clampedWeight(event.target.value);
      if (clamped !== event.target.value) form.setValue('weight', clamped, { shouldDirty: true });
    },
  });
  const modulesPath = paths.adminCourseModules(courseId);

  useEffect(() => {
    if (submitCount === 0 && focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, focusRequest]);

  const linkInContent = (file: StoredFile) => {
    const link = `<p><a href="${escapeHtml(file.url)}">${escapeHtml(file.name)}</a></p>`;
    form.setValue('content', `${form.getValues('content')}${link}`, { shouldDirty: true });
  };

  const save = (body: ModuleFormOutput) => {
    if (busy) return;
    setBanner(null);
    const onSuccess = (saved: AdminModule) =>
      guard.leaveWithoutAsking(
        () =>
          void navigate(modulesPath, {
            state: noticeState(editing ? `Saved "${saved.title}".` : `Added "${saved.title}".`),
          }),
      );
    const onError = (error: unknown) => {
      const problem = saveProblem(error, MODULE_FIELDS, m.saveModuleFailed);
      if (problem.field) form.setError(problem.field, { message: problem.message });
      else setBanner(problem.message);
      setFocusRequest((n) => n + 1);
    };
    if (initial) update.mutate({ courseId, moduleId: initial.id, body }, { onSuccess, onError });
    else create.mutate({ courseId, body }, { onSuccess, onError });
  };

  const urlField = (name: UrlField, label: string, category: 'video' | 'image', hint?: string) => {
    const { field } = urls[name];
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
        error={errors[name]?.message}
      />
    );
  };

  const title = editing ? 'Edit Module' : 'Add Module';
  return (
    <>
      <form
        ref={formRef}
        noValidate
        aria-label={title}
        onSubmit={(event) => void form.handleSubmit(save)(event)}
        className="flex flex-col gap-5"
      >
        <p className="text-sm text-stone-600">Title, order and short description are required.</p>
        <ProblemBanner problems={[...fieldProblems(errors, MODULE_FIELDS), ...(banner ? [banner] : [])]} />
        <TextField
          {...form.register('title')}
          label="Title"
          required
          maxLength={MODULE_TITLE_MAX}
          autoComplete="off"
          error={errors.title?.message}
        />
        <div className="grid gap-5 sm:grid-cols-3">
          <TextField
            {...form.register('order')}
            label="Order"
            type="number"
            inputMode="numeric"
            required
            min={0}
            max={MODULE_ORDER_MAX}
            step={1}
            hint="Modules are listed by order; each order is used once."
            error={errors.order?.message}
          />
          <TextField
            {...weight}
            label="Weight"
            type="number"
            inputMode="decimal"
            min={MODULE_WEIGHT_MIN}
            max={MODULE_WEIGHT_MAX}
            step={1}
            hint="1 to 10: how much it counts towards the course progress."
            error={errors.weight?.message}
          />
          <TextField
            {...form.register('lockedUntilDay')}
            label="Lock until day"
            type="number"
            inputMode="numeric"
            min={0}
            max={MODULE_LOCK_DAYS_MAX}
            step={1}
            hint="Days after enrolment before it opens. Empty: open at once."
            error={errors.lockedUntilDay?.message}
          />
        </div>
        <TextAreaField
          {...form.register('description')}
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
        {urlField('videoUrl', 'Video URL', 'video', 'An uploaded video, or a YouTube or Vimeo link.')}
        {urlField('thumbnailUrl', 'Thumbnail URL', 'image')}
        {urlField('heroImageUrl', 'Hero image URL', 'image')}
        <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
          <Link to={modulesPath} className={buttonClasses('secondary')}>
            Cancel
          </Link>
          <Button type="submit" loading={busy} loadingText={editing ? 'Saving...' : 'Adding...'}>
            {editing ? 'Save Changes' : 'Add Module'}
          </Button>
        </div>
      </form>
      {guard.dialog}
    </>
  );
}
