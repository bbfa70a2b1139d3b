import {
  ACHIEVEMENT_CRITERION_LABELS,
  ACHIEVEMENT_DESCRIPTION_MAX,
  ACHIEVEMENT_THRESHOLD_MAX,
  ACHIEVEMENT_TITLE_MAX,
  ACHIEVEMENT_XP_MAX,
} from '@woodshed/shared';
import { useController } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/CheckboxField';
import type { SchemaForm } from '@/components/ui/form';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { FileUrlField } from '@/features/storage';
import { AchievementIcon } from '../AchievementIcon';
import { CRITERION_OPTIONS, type AchievementFormOutput, type AchievementFormValues } from './achievement-form-model';

/**
 * The achievement form's fields, in three parts rendered in page order: each registers its own fields, so the
 * form knows them in page order and a refused submit focuses the first invalid one.
 */
type AchievementForm = SchemaForm<AchievementFormValues, AchievementFormOutput>;

/** Title, description and XP. */
export function AchievementTextFields({ form }: { form: AchievementForm }) {
  const { errors } = form.formState;
  return (
    <>
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
    </>
  );
}

/** The icon (previewed beside its field) and the optional hero image. */
export function AchievementImageFields({ form }: { form: AchievementForm }) {
  const icon = useController({ control: form.control, name: 'iconUrl' });
  const hero = useController({ control: form.control, name: 'heroImageUrl' });
  return (
    <>
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
            error={icon.fieldState.error?.message}
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
        error={hero.fieldState.error?.message}
      />
    </>
  );
}

/** Repeatable, and the criterion that awards it automatically (none: by hand only). */
export function AchievementRuleFields({ form }: { form: AchievementForm }) {
  const { errors } = form.formState;
  const criterionType = form.watch('criterionType');
  const unit = criterionType === '' ? null : ACHIEVEMENT_CRITERION_LABELS[criterionType].unit;
  return (
    <>
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
    </>
  );
}
