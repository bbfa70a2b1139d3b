import { messages } from '@woodshed/shared';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { useDocumentTitle } from '@/lib/document-title';
import { useCourses } from '../api/courses';
import { CourseCardItem } from '../components/learner/CourseCardItem';
import { CoursesSummary } from '../components/learner/CoursesSummary';

/** /courses: every course as a card, with the viewer's completed and XP figures. */
export function Component() {
  useDocumentTitle('Courses');
  const courses = useCourses();
  const data = courses.data;

  return (
    <>
      <PageHeader
        title="Courses"
        description="Step-by-step lessons, one module at a time. Finish a course to earn its XP."
      />

      {courses.isPending && (
        <div className="flex justify-center py-12">
          <Spinner label="Loading courses…" size="lg" />
        </div>
      )}

      {courses.isError && !data && (
        <LoadError
          message={messages.courses.loadFailed}
          onRetry={() => void courses.refetch()}
          retrying={courses.isRefetching}
          size="md"
        />
      )}

      {data && (
        <div className="flex flex-col gap-6">
          <CoursesSummary summary={data.summary} />
          {data.items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-700">
              {messages.courses.noCourses}
            </p>
          ) : (
            <ul aria-label="Courses" className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3">
              {data.items.map((course) => (
                <li key={course.id}>
                  <CourseCardItem course={course} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}
