import {
  ACHIEVEMENT_CRITERION_LABELS,
  ACHIEVEMENT_DESCRIPTION_MAX,
  ACHIEVEMENT_THRESHOLD_MAX,
  ACHIEVEMENT_TITLE_MAX,
  ACHIEVEMENT_XP_MAX,
  type AdminAchievement,
} from '@woodshed/shared';
import { useEffect, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { Dialog } from '@/components/ui/Dialog';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { useGuardedDialogClose } from '@/components/ui/unsaved-changes';
import { FileUrlField } from '@/features/storage';
import { useCreateAchievement } from '../../api/admin-create-achievement';
import { useUpdateAchievement } from '../../api/admin-update-achievement';
import { AchievementIcon } from '../AchievementIcon';
import {
  achievementResolver,
  CRITERION_OPTIONS,
  NEW_ACHIEVEMENT,
  valuesOfAchievement,
  type AchievementFormOutput,
  type AchievementFormValues,
} from './achievement-form-model';
import { saveProblem } from './save-problem';

/** What the dialog is open for: a new achievement (achievement null) or one to edit. */
export interface AchievementEditor {
  achievement: AdminAchievement | null;
}

interface AchievementFormDialogProps {
  editor: AchievementEditor | null;
  onClose: () => void;
  onSaved: (achievement: AdminAchievement, created: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * 'Add Achievement' / 'Edit Achievement'. Closing with unsaved changes (Cancel,
 * Escape, the close button) asks first; each opening starts from the saved values.
 */
export function AchievementFormDialog({ editor, onClose, onSaved, onCloseAutoFocus }: AchievementFormDialogProps) {
  const { setDirty, close, onOpenChange, afterSave, dialog } = useGuardedDialogClose(onClose);
  const achievement = editor?.achievement ?? null;
  return (
    <Dialog
      open={editor !== null}
      onOpenChange={onOpenChange}
      title={achievement ? 'Edit Achievement' : 'Add Achievement'}
      description="Title, description, XP and icon are required."
      className="max-w-2xl"
      {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
    >
      {editor && (
        <AchievementForm
          key={achievement?.id ?? 'new'}
          achievement={achievement}
          onDirtyChange={setDirty}
          onCancel={close}
          onSaved={afterSave(onSaved)}
        />
      )}
      {dialog}
    </Dialog>
  );
}

interface AchievementFormProps {
  achievement: AdminAchievement | null;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: (achievement: AdminAchievement, created: boolean) => void;
}

function AchievementForm({ achievement, onDirtyChange, onCancel, onSaved }: AchievementFormProps) {
  const create = useCreateAchievement();
  const update = useUpdateAchievement();
  const busy = create.isPending || update.isPending;
  const form = useForm<AchievementFormValues, unknown, AchievementFormOutput>({
    defaultValues: achievement ? valuesOfAchievement(achievement) : NEW_ACHIEVEMENT,
    resolver: achievementResolver,
    // Focus goes to the first flagged field in the dialog's order (below), wherever its input is registered.
    shouldFocusError: false,
  });
  const { errors, isDirty, submitCount } = form.formState;
  const [banner, setBanner] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const icon = useController({ control: form.control, name: 'iconUrl' });
  const hero = useController({ control: form.control, name: 'heroImageUrl' });
  const criterionType = form.watch('criterionType');
  const unit = criterionType === '' ? null : ACHIEVEMENT_CRITERION_LABELS[criterionType].unit;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  useEffect(() => {
    if (submitCount === 0 && focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, focusRequest]);

  const save = (body: AchievementFormOutput) => {
    if (busy) return;
    const onError = (error: unknown) => {
      const problem = saveProblem(error);
      if (problem.field) form.setError(problem.field, { message: problem.message });
      else setBanner(problem.message);
      setFocusRequest((n) => n + 1);
    };
    if (achievement) {
      update.mutate({ achievementId: achievement.id, body }, { onSuccess: (saved) => onSaved(saved, false), onError });
    } else {
      create.mutate(body, { onSuccess: (saved) => onSaved(saved, true), onError });
    }
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={achievement ? 'Edit Achievement' : 'Add Achievement'}
      onSubmit={(event) => {
        setBanner(null);
        void form.handleSubmit(save)(event);
      }}
      className="flex flex-col gap-5"
    >
      {banner && <Banner tone="error">{banner}</Banner>}
      <TextField
        {...form.register('title')}
        label="Title"
        required
        maxLength={ACHIEVEMENT_TITLE_MAX}
        autoComplete="off"
        autoFocus
        error={errors.title?.message}
      />
      <TextAreaField
        {...form.register('description')}
        label="Description"
        required
        rows={3}
        maxLength={ACHIEVEMENT_DESCRIPTION_MAX}
        error={errors.description?.message}
      />
      <TextField
        {...form.register('xpAwarded')}
        label="XP awarded"
        type="number"
        inputMode="numeric"
        required
        min={1}
        max={ACHIEVEMENT_XP_MAX}
        step={1}
        className="sm:max-w-48"
        error={errors.xpAwarded?.message}
      />
      <div className="flex items-start gap-3">
        <AchievementIcon url={icon.field.value} className="mt-7 size-12" />
        <div className="min-w-0 flex-1">
          <FileUrlField
            ref={icon.field.ref}
            label="Icon URL"
            name="iconUrl"
            category="image"
            required
            placeholder="https://… or /files/images/…"
            hint="A square image. Pick one you uploaded on the Uploads page, or paste a link."
            value={icon.field.value}
            onChange={icon.field.onChange}
            onBlur={icon.field.onBlur}
            error={errors.iconUrl?.message}
          />
        </div>
      </div>
      <FileUrlField
        ref={hero.field.ref}
        label="Hero image URL"
        name="heroImageUrl"
        category="image"
        placeholder="Optional: https://… or /files/images/…"
        value={hero.field.value}
        onChange={hero.field.onChange}
        onBlur={hero.field.onBlur}
        error={errors.heroImageUrl?.message}
      />
      <CheckboxField
        {...form.register('repeatable')}
        label="Repeatable (can be earned more than once)"
        error={errors.repeatable?.message}
      />
      <fieldset className="flex flex-col gap-4 rounded-lg border border-stone-200 p-4">
        <legend className="px-1 text-sm font-semibold text-stone-900">Earned automatically</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            {...form.register('criterionType')}
            label="Criterion"
            options={CRITERION_OPTIONS}
            error={errors.criterionType?.message}
          />
          {unit && (
            <TextField
              {...form.register('threshold')}
              label={`Threshold (${unit.other})`}
              type="number"
              inputMode="numeric"
              required
              min={1}
              max={ACHIEVEMENT_THRESHOLD_MAX}
              step={1}
              hint="A whole number, at least 1."
              error={errors.threshold?.message}
            />
          )}
        </div>
        <p className="text-sm text-stone-600">
          {unit
            ? 'Learners earn it when they reach the threshold; a superadmin can still award it by hand.'
            : 'Without a criterion, only a superadmin awards it, by hand.'}
        </p>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-4 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={busy} loadingText="Saving...">
          {achievement ? 'Save Changes' : 'Add Achievement'}
        </Button>
      </div>
    </form>
  );
}
