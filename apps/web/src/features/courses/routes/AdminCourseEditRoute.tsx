import { messages } from '@woodshed/shared';
import { useParams } from 'react-router';
import { Card } from '@/components/ui/Card';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useAdminCourse } from '../api/admin-course';
import { BackLink, FormPage, LoadState } from '../components/admin/AdminPage';
import { CourseForm } from '../components/admin/CourseForm';
import { CourseModulesPreview } from '../components/admin/CourseModulesPreview';

/** /admin/courses/:courseId/edit: the course form, read afresh, and the course's modules. */
export function Component() {
  const { courseId = '' } = useParams();
  const course = useAdminCourse(courseId, { fresh: true });
  useDocumentTitle('Edit Course');
  const ready = course.data && course.isFetchedAfterMount;

  return (
    <FormPage
      back={<BackLink to={paths.adminCourses}>Back to Admin Dashboard</BackLink>}
      title="Edit Course"
      subtitle={ready ? course.data.course.title : undefined}
      after={
        ready && (
          <Card className="mt-6 p-4 sm:p-6">
            <CourseModulesPreview courseId={courseId} modules={course.data.modules} />
          </Card>
        )
      }
    >
      {ready ? (
        <CourseForm key={course.data.course.id} initial={course.data.course} />
      ) : (
        <LoadState
          isError={course.isError}
          error={course.error}
          failedMessage={messages.courses.courseDataLoadFailed}
          notFoundMessage={messages.courses.notFound}
          onRetry={() => void course.refetch()}
          retrying={course.isFetching}
        />
      )}
    </FormPage>
  );
}
