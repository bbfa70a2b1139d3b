import { messages, type AdminModuleSummary } from '@woodshed/shared';
import { Pencil, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { buttonClasses } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageHeader } from '@/components/ui/PageHeader';
import { useRouteNotice } from '@/components/ui/route-notice';
import { useDeleteConfirmation } from '@/components/ui/use-delete-confirmation';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useAdminCourse } from '../api/admin-course';
import { useDeleteModule } from '../api/admin-delete-module';
import { useReorderModules } from '../api/admin-reorder-modules';
import { BackLink, LoadState } from '../components/admin/AdminPage';
import { ModuleList } from '../components/admin/ModuleList';

const m = messages.courses;

/**
 * /admin/courses/:courseId/modules: the modules by order, each with Edit and Delete
 * (confirmation), Add Module, and reordering by drag and drop with a mouse, a finger or the keyboard.
 */
export function Component() {
  const { courseId = '' } = useParams();
  const course = useAdminCourse(courseId);
  const reorder = useReorderModules();
  const deleteModule = useDeleteModule();
  const notice = useRouteNotice();
  const [pageError, setPageError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const addLinkRef = useRef<HTMLAnchorElement>(null);
  // The row and its Delete button are gone after a delete: continue from Add Module.
  const deletion = useDeleteConfirmation<AdminModuleSummary>({
    mutation: deleteModule,
    failedMessage: m.deleteModuleFailed,
    focusAfterDelete: addLinkRef,
  });
  useDocumentTitle(course.data ? `Modules · ${course.data.course.title}` : 'Course Modules');

  const back = <BackLink to={paths.adminCourses}>Back to Admin Dashboard</BackLink>;
  if (!course.data) {
    return (
      <>
        {back}
        <PageHeader title="Course Modules" />
        <LoadState
          isError={course.isError}
          error={course.error}
          failedMessage={m.modulesLoadFailed}
          notFoundMessage={m.notFound}
          onRetry={() => void course.refetch()}
          retrying={course.isFetching}
        />
      </>
    );
  }

  const { modules } = course.data;
  const courseTitle = course.data.course.title;

  const onReorder = (moduleId: string, targetModuleId: string) => {
    setPageError(null);
    reorder.mutate({ courseId, moduleId, targetModuleId }, { onError: () => setPageError(m.reorderModulesFailed) });
  };

  const confirmDelete = () => {
    if (!deletion.target) return;
    const { id, title } = deletion.target;
    deleteModule.mutate(
      { courseId, moduleId: id },
      {
        onSuccess: () => {
          setAnnouncement(`Deleted the module "${title}".`);
          deletion.deleted();
        },
      },
    );
  };

  return (
    <div className="max-w-4xl">
      {back}
      <PageHeader
        title="Course Modules"
        description={
          <>
            <span className="font-medium text-stone-800">{courseTitle}</span>: drag a module by its handle to change the
            order.
          </>
        }
        actions={
          <>
            <Link to={paths.adminCourseEdit(courseId)} className={buttonClasses('secondary')}>
              <Pencil aria-hidden="true" className="size-4" />
              Edit Course
            </Link>
            <Link ref={addLinkRef} to={paths.adminModuleCreate(courseId)} className={buttonClasses('primary')}>
              <Plus aria-hidden="true" className="size-4" />
              Add Module
            </Link>
          </>
        }
      />
      <div className="flex flex-col gap-4">
        {notice && <Banner tone={notice.tone}>{notice.message}</Banner>}
        {pageError && <Banner tone="error">{pageError}</Banner>}
        <ModuleList
          courseId={courseId}
          courseTitle={courseTitle}
          modules={modules}
          onReorder={onReorder}
          onDelete={deletion.ask}
        />
      </div>
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete module"
        message={deletion.target ? m.deleteModuleConfirm(deletion.target.title) : ''}
        onConfirm={confirmDelete}
      />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
