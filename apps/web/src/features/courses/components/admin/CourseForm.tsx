import { routeNoticeState } from '@/components/ui/route-notice';
import { COURSE_DESCRIPTION_MAX, COURSE_TITLE_MAX, messages, type AdminCourse } from '@woodshed/shared';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/Button';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { useUnsavedChangesGuard } from '@/components/ui/unsaved-changes';
import { paths } from '@/lib/paths';
import { useCreateCourse } from '../../api/admin-create-course';
import { useUpdateCourse } from '../../api/admin-update-course';
import { courseResolver, NEW_COURSE, valuesOfCourse, type CourseFormOutput } from './course-form-model';
import { CourseImageFields, CourseTermsFields } from './CourseFields';

const m = messages.courses;

interface CourseFormProps {
  /** The saved course in edit mode; null to create one. */
  initial: AdminCourse | null;
}

/**
 * The course form: react-hook-form over the shared `courseInputSchema` on the form kit, so the checks and
 * messages are the server's. A new course goes on to its (empty) module list; a saved one back to the course list.
 */
export function CourseForm({ initial }: CourseFormProps) {
  const editing = initial !== null;
  const navigate = useNavigate();
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const busy = create.isPending || update.isPending;
  const form = useSchemaForm({
    resolver: courseResolver,
    defaultValues: initial ? valuesOfCourse(initial) : NEW_COURSE,
  });
  const { errors } = form.formState;
  const guard = useUnsavedChangesGuard(form.formState.isDirty);

  const save = (body: CourseFormOutput) => {
    if (busy) return;
    // A course deleted meanwhile (404) and a refused image (413) in the server's words.
    const onError = (error: unknown) =>
      applyApiError(form, error, {
        fallback: editing ? m.updateCourseFailed : m.createCourseFailed,
        alsoShow: [404, 413],
      });
    if (initial) {
      update.mutate(
        { courseId: initial.id, body },
        {
          onSuccess: (course) =>
            guard.leaveWithoutAsking(
              () => void navigate(paths.adminCourses, { state: routeNoticeState(`Saved "${course.title}".`) }),
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
                state: routeNoticeState(`Created "${course.title}". Add its modules here.`),
              }),
          ),
        onError,
      });
    }
  };

  return (
    <Form
      form={form}
      onSubmit={save}
      label={editing ? 'Edit Course' : 'Create Course'}
      guardUnsaved={guard}
      className="flex flex-col gap-5"
    >
      <p className="text-sm text-stone-600">Title, description, hero image, thumbnail, duration and XP are required.</p>
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
      <CourseImageFields form={form} />
      <CourseTermsFields form={form} />
      <div className="flex flex-col-reverse gap-2 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
        <Link to={paths.adminCourses} className={buttonClasses('secondary')}>
          Cancel
        </Link>
        <Button type="submit" loading={busy} loadingText={editing ? 'Saving...' : 'Creating...'}>
          {editing ? 'Save Changes' : 'Create Course'}
        </Button>
      </div>
    </Form>
  );
}
