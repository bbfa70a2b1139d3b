import { messages } from '@woodshed/shared';
import { useParams } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useAdminCourse } from '../api/admin-course';
import { BackLink, FormPage, LoadState } from '../components/admin/AdminPage';
import { ModuleForm } from '../components/admin/ModuleForm';

/**
 * /admin/courses/:courseId/modules/create: the module form, its order starting at the course's highest + 1 (or 0),
 * read afresh; 'Failed to determine module order' when that read fails.
 */
export function Component() {
  const { courseId = '' } = useParams();
  const course = useAdminCourse(courseId, { fresh: true });
  useDocumentTitle('Add Module');
  const ready = course.data && course.isFetchedAfterMount;

  return (
    <FormPage
      back={<BackLink to={paths.adminCourseModules(courseId)}>Back to Modules</BackLink>}
      title="Add Module"
      subtitle={ready ? `Course: ${course.data.course.title}` : undefined}
    >
      {ready ? (
        <ModuleForm courseId={courseId} initial={null} defaultOrder={course.data.nextModuleOrder} />
      ) : (
        <LoadState
          isError={course.isError}
          error={course.error}
          failedMessage={messages.courses.orderFailed}
          notFoundMessage={messages.courses.notFound}
          onRetry={() => void course.refetch()}
          retrying={course.isFetching}
        />
      )}
    </FormPage>
  );
}
