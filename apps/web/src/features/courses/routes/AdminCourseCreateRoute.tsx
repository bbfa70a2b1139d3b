import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { BackLink, FormPage } from '../components/admin/AdminPage';
import { CourseForm } from '../components/admin/CourseForm';

/** /admin/courses/create: a new course (beginner, 100 XP, Coming Soon until made available). */
export function Component() {
  useDocumentTitle('Create Course');
  return (
    <FormPage back={<BackLink to={paths.adminCourses}>Back to Admin Dashboard</BackLink>} title="Create Course">
      <CourseForm initial={null} />
    </FormPage>
  );
}
