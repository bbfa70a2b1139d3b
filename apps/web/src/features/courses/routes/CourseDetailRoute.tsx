import { messages } from '@woodshed/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { useCourseDetail } from '../api/course-detail';
import { useEnroll } from '../api/enroll';
import { CourseFacts } from '../components/learner/CourseFacts';
import { CourseImage } from '../components/learner/CourseImage';
import { EnrollCard, ProgressCard } from '../components/learner/CoursePanel';
import {
  BackToCourses,
  CourseNotFound,
  pageTitle,
  PageLoadFailed,
  PageLoading,
} from '../components/learner/CourseStates';
import { ModuleList } from '../components/learner/ModuleList';

/**
 * /courses/:courseId: hero, about text, the modules with their status and locks, and the side panel with Enroll in
 * Course or Your Progress and Continue Learning. 'Course not found' for a 404.
 */
export function Component() {
  const { courseId = '' } = useParams();
  const detail = useCourseDetail(courseId);
  const enroll = useEnroll(courseId);
  const [announcement, setAnnouncement] = useState('');
  const data = detail.data;
  const notFound = !data && detail.isError && isApiError(detail.error) && detail.error.status === 404;
  useDocumentTitle(notFound ? messages.courses.notFound : (data?.course.title ?? 'Course'));

  if (notFound) return <CourseNotFound />;
  if (detail.isPending) return <PageLoading label="Loading course…" back={<BackToCourses />} />;
  if (!data)
    return (
      <PageLoadFailed
        title="Course"
        message={messages.courses.courseLoadFailed}
        back={<BackToCourses />}
        onRetry={() => void detail.refetch()}
        retrying={detail.isRefetching}
      />
    );

  const { course, modules, continueModuleId } = data;
  const enrolled = course.enrollment !== null;
  const onEnroll = () => {
    setAnnouncement('');
    enroll.mutate(undefined, {
      onSuccess: () => setAnnouncement(`You are enrolled in ${course.title}.`),
    });
  };

  return (
    <article className="flex flex-col gap-6">
      <BackToCourses />
      <header className="flex flex-col gap-4">
        <CourseImage
          urls={[course.heroImageUrl, course.thumbnailUrl]}
          className="aspect-video w-full rounded-xl sm:aspect-[3/1] xl:aspect-[4/1]"
        />
        <div className="flex flex-col gap-3">
          <h1 className={pageTitle}>{course.title}</h1>
          <CourseFacts course={course} />
        </div>
      </header>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-8">
        <div className="lg:col-start-2 lg:row-start-1">
          <div className="lg:sticky lg:top-6">
            {enrolled ? (
              <ProgressCard detail={data} focusHeading={enroll.isSuccess} />
            ) : (
              <EnrollCard detail={data} onEnroll={onEnroll} enrolling={enroll.isPending} failed={enroll.isError} />
            )}
          </div>
        </div>

        <div className="flex min-w-0 flex-col gap-8 lg:col-start-1 lg:row-start-1">
          <section aria-labelledby="course-about" className="flex flex-col gap-2">
            <h2 id="course-about" className="text-xl font-semibold text-stone-900">
              About this course
            </h2>
            <p className="max-w-3xl whitespace-pre-line text-stone-800">{course.description}</p>
          </section>
          <section aria-labelledby="course-modules" className="flex flex-col gap-3">
            <h2 id="course-modules" className="text-xl font-semibold text-stone-900">
              Modules
            </h2>
            <ModuleList
              courseId={course.id}
              modules={modules}
              enrolled={enrolled}
              continueModuleId={continueModuleId}
            />
          </section>
        </div>
      </div>
    </article>
  );
}
