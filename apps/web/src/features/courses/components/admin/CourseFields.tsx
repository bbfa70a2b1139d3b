import { COURSE_DURATION_MAX, COURSE_XP_MAX } from '@woodshed/shared';
import { useController } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/CheckboxField';
import type { SchemaForm } from '@/components/ui/form';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { FileUrlField } from '@/features/storage';
import { DIFFICULTY_OPTIONS, type CourseFormOutput, type CourseFormValues } from './course-form-model';

type CourseForm = SchemaForm<CourseFormValues, CourseFormOutput>;

/** The hero image and thumbnail addresses, typed or chosen from the uploaded images. */
export function CourseImageFields({ form }: { form: CourseForm }) {
  const { errors } = form.formState;
  const hero = useController({ control: form.control, name: 'heroImageUrl' });
  const thumbnail = useController({ control: form.control, name: 'thumbnailUrl' });
  return (
    <>
      <FileUrlField
        ref={hero.field.ref}
        label="Hero image URL"
        name="heroImageUrl"
        category="image"
        required
        placeholder="https://… or /files/images/…"
        hint="The wide picture at the top of the course page."
        value={hero.field.value}
        onChange={hero.field.onChange}
        onBlur={hero.field.onBlur}
        error={errors.heroImageUrl?.message}
      />
      <FileUrlField
        ref={thumbnail.field.ref}
        label="Thumbnail URL"
        name="thumbnailUrl"
        category="image"
        required
        placeholder="https://… or /files/images/…"
        value={thumbnail.field.value}
        onChange={thumbnail.field.onChange}
        onBlur={thumbnail.field.onBlur}
        error={errors.thumbnailUrl?.message}
      />
    </>
  );
}

/** Difficulty, duration, XP awarded, and whether learners can take the course yet. */
export function CourseTermsFields({ form }: { form: CourseForm }) {
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField
          {...form.register('difficulty')}
          label="Difficulty"
          options={DIFFICULTY_OPTIONS}
          error={errors.difficulty?.message}
        />
        <TextField
          {...form.register('duration')}
          label="Duration"
          required
          maxLength={COURSE_DURATION_MAX}
          autoComplete="off"
          placeholder="e.g., 4 weeks"
          error={errors.duration?.message}
        />
        <TextField
          {...form.register('xpAwarded')}
          label="XP awarded"
          type="number"
          inputMode="numeric"
          required
          min={0}
          max={COURSE_XP_MAX}
          step={1}
          error={errors.xpAwarded?.message}
        />
      </div>
      <CheckboxField
        {...form.register('isAvailable')}
        label="Available to learners (otherwise the course shows as Coming Soon)"
        error={errors.isAvailable?.message}
      />
    </>
  );
}
