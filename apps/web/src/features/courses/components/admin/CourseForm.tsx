import {
  COURSE_DESCRIPTION_MAX,
  COURSE_DURATION_MAX,
  COURSE_TITLE_MAX,
  COURSE_XP_MAX,
  messages,
  type AdminCourse,
} from '@woodshed/shared';
import { useEffect, useRef, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ProblemBanner } from '@/components/ui/ProblemBanner';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { useUnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { FileUrlField } from '@/features/storage';
import { paths } from '@/lib/paths';
import { useCreateCourse } from '../../api/admin-create-course';
import { useUpdateCourse } from '../../api/admin-update-course';
import {
  COURSE_FIELDS,
  courseResolver,
  DIFFICULTY_OPTIONS,
  NEW_COURSE,
  valuesOfCourse,
  type CourseFormOutput,
  type CourseFormValues,
} from './course-form-model';
import { fieldProblems, saveProblem } from './form-problem';
import { noticeState } from './route-notice';

const m = messages.courses;

interface CourseFormProps {
  /** The saved course in edit mode; null to create one. */
  initial: AdminCourse | null;
}

/**
 * The course form: react-hook-form over the shared `courseInputSchema`, so the checks and
 * messages are the server's. A new course goes on to its (empty) module list; a saved one back to the course list.
 */
export function CourseForm({ initial }: CourseFormProps) {
  const editing = initial !== null;
  const navigate = useNavigate();
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const busy = create.isPending || update.isPending;
  const form = useForm<CourseFormValues, unknown, CourseFormOutput>({
    defaultValues: initial ? valuesOfCourse(initial) : NEW_COURSE,
    resolver: courseResolver,
    // Focus goes to the first flagged field in page order (below), wherever its input is registered.
    shouldFocusError: false,
  });
  const { errors, isDirty, submitCount } = form.formState;
  const guard = useUnsavedChangesGuard(isDirty);
  const [banner, setBanner] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const hero = useController({ control: form.control, name: 'heroImageUrl' });
  const thumbnail = useController({ control: form.control, name: 'thumbnailUrl' });

  useEffect(() => {
    if (submitCount === 0 && focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, focusRequest]);

  const save = (body: CourseFormOutput) => {
    if (busy) return;
    setBanner(null);
    const onError = (error: unknown) => {
      const problem = saveProblem(error, COURSE_FIELDS, editing ? m.updateCourseFailed : m.createCourseFailed);
      if (problem.field) form.setError(problem.field, { message: problem.message });
      else setBanner(problem.message);
      setFocusRequest((n) => n + 1);
    };
    if (initial) {
      update.mutate(
        { courseId: initial.id, body },
        {
          onSuccess: (course) =>
            guard.leaveWithoutAsking(
              () => void navigate(paths.adminCourses, { state: noticeState(`Saved "${course.title}".`) }),
            ),
          onError,
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: (course) =>
          guard.leaveWithoutAsking(
            () =>
              void navigate(paths.adminCourseModules(course.id), {
                state: noticeState(`Created "${course.title}". Add its modules here.`),
              }),
          ),
        onError,
      });
    }
  };

  const title = editing ? 'Edit Course' : 'Create Course';
  return (
    <>
      <form
        ref={formRef}
        noValidate
        aria-label={title}
        onSubmit={(event) => void form.handleSubmit(save)(event)}
        className="flex flex-col gap-5"
      >
        <p className="text-sm text-stone-600">
          Title, description, hero image, thumbnail, duration and XP are required.
        </p>
        <ProblemBanner problems={[...fieldProblems(errors, COURSE_FIELDS), ...(banner ? [banner] : [])]} />
        <TextField
          {...form.register('title')}
          label="Title"
          required
          maxLength={COURSE_TITLE_MAX}
          autoComplete="off"
          error={errors.title?.message}
        />
        <TextAreaField
          {...form.register('description')}
          label="Description"
          required
          rows={4}
          maxLength={COURSE_DESCRIPTION_MAX}
          error={errors.description?.message}
        />
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
        <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
          <Link to={paths.adminCourses} className={buttonClasses('secondary')}>
            Cancel
          </Link>
          <Button type="submit" loading={busy} loadingText={editing ? 'Saving...' : 'Creating...'}>
            {editing ? 'Save Changes' : 'Create Course'}
          </Button>
        </div>
      </form>
      {guard.dialog}
    </>
  );
}
