import { DEFAULT_TIME_ZONE, messages, type AdminCourse } from '@woodshed/shared';
import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { buttonClasses } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { LoadError } from '@/components/ui/LoadError';
import { useRouteNotice } from '@/components/ui/route-notice';
import { Spinner } from '@/components/ui/Spinner';
import { useDeleteConfirmation } from '@/components/ui/use-delete-confirmation';
import { useAuth } from '@/features/auth';
import { paths } from '@/lib/paths';
import { useAdminCourses } from '../../api/admin-courses';
import { useDeleteCourse } from '../../api/admin-delete-course';
import { useSetCourseAvailability } from '../../api/admin-set-availability';
import { AdminCourseRow } from './AdminCourseRow';

const m = messages.courses;

/**
 * The Admin Dashboard's Courses tab: every course, newest first, with its state,
 * a working Make Available / Make Unavailable, Edit, Modules, Create Course and Delete (confirmation naming how many
 * learners are enrolled).
 */
export function AdminCoursesTab() {
  const { user } = useAuth();
  const timeZone = user?.timezone ?? DEFAULT_TIME_ZONE;
  const courses = useAdminCourses();
  const availability = useSetCourseAvailability();
  const deleteCourse = useDeleteCourse();
  const notice = useRouteNotice();
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const createRef = useRef<HTMLAnchorElement>(null);
  // The row and its Delete button are gone after a delete: continue from Create Course.
  const deletion = useDeleteConfirmation<AdminCourse>({
    mutation: deleteCourse,
    failedMessage: m.deleteCourseFailed,
    focusAfterDelete: createRef,
  });

  const toggle = (course: AdminCourse) => {
    setError(null);
    const isAvailable = !course.isAvailable;
    availability.mutate(
      { courseId: course.id, isAvailable },
      {
        onSuccess: () =>
          setAnnouncement(`"${course.title}" is now ${isAvailable ? 'available to learners' : 'Coming Soon'}.`),
        onError: () => setError(m.availabilityFailed),
      },
    );
  };

  const items = courses.data?.items;
  // The list's copy while it has the course, so the question names the enrolled count just fetched.
  const deleting = deletion.target;
  const target = deleting ? (items?.find((course) => course.id === deleting.id) ?? deleting) : null;

  const confirmDelete = () => {
    if (!target) return;
    const { id, title } = target;
    deleteCourse.mutate(id, {
      onSuccess: () => {
        setAnnouncement(`Deleted the course "${title}".`);
        deletion.deleted();
      },
    });
  };

  return (
    <section aria-labelledby="admin-courses-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="admin-courses-heading" className="text-xl font-semibold text-stone-900">
            Courses
          </h2>
          <p className="text-sm text-stone-600">Newest first. Learners see a course once it is available.</p>
        </div>
        <Link ref={createRef} to={paths.adminCourseCreate} className={buttonClasses('primary', 'md', 'self-start')}>
          <Plus aria-hidden="true" className="size-4" />
          Create Course
        </Link>
      </div>
      {notice && <Banner tone={notice.tone}>{notice.message}</Banner>}
      {error && <Banner tone="error">{error}</Banner>}
      {courses.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading courses…" size="lg" />
        </div>
      ) : courses.isError && !items ? (
        <LoadError message={m.loadFailed} onRetry={() => void courses.refetch()} retrying={courses.isFetching} />
      ) : items && items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-stone-700">
          {m.noCourses}
        </p>
      ) : (
        <ul aria-label="Courses" className="flex flex-col gap-3">
          {items?.map((course) => (
            <AdminCourseRow
              key={course.id}
              course={course}
              timeZone={timeZone}
              onToggleAvailability={toggle}
              onDelete={(course) => {
                deletion.ask(course);
                // Learners may have enrolled since the list was read: the question names the current count.
                void courses.refetch();
              }}
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete course"
        message={target ? m.deleteCourseConfirm(target.title, target.enrolledCount) : ''}
        onConfirm={confirmDelete}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
