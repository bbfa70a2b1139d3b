import { messages } from '@woodshed/shared';
import { useParams } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useAdminCourse } from '../api/admin-course';
import { useAdminModule } from '../api/admin-module';
import { BackLink, FormPage, LoadState } from '../components/admin/AdminPage';
import { ModuleForm } from '../components/admin/ModuleForm';

/** /admin/courses/:courseId/modules/:moduleId/edit: the same form as Add Module, filled with the saved module. */
export function Component() {
  const { courseId = '', moduleId = '' } = useParams();
  const module = useAdminModule(courseId, moduleId);
  // Only for the course's title under the heading; the form does not wait for it.
  const course = useAdminCourse(courseId);
  useDocumentTitle('Edit Module');
  const ready = module.data && module.isFetchedAfterMount;

  return (
    <FormPage
      back={<BackLink to={paths.adminCourseModules(courseId)}>Back to Modules</BackLink>}
      title="Edit Module"
      subtitle={course.data ? `Course: ${course.data.course.title}` : undefined}
    >
      {ready ? (
        <ModuleForm key={module.data.id} courseId={courseId} initial={module.data} defaultOrder={module.data.order} />
      ) : (
        <LoadState
          isError={module.isError}
          error={module.error}
          failedMessage={messages.courses.moduleDataLoadFailed}
          notFoundMessage={messages.courses.moduleNotFound}
          onRetry={() => void module.refetch()}
          retrying={module.isFetching}
        />
      )}
    </FormPage>
  );
}
