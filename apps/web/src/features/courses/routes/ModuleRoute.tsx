import { messages, type ModulePage } from '@woodshed/shared';
import { Suspense, useEffect, useRef, type RefObject } from 'react';
import { useParams } from 'react-router';
import { RichText } from '@/components/ui/RichText';
import { VideoPlayer } from '@/features/library';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { isEmbeddableImageUrl } from '@/lib/urls';
import { useCourseDetail } from '../api/course-detail';
import { useEnroll } from '../api/enroll';
import { useModulePage } from '../api/module-page';
import { CourseImage } from '../components/learner/CourseImage';
import { BackLink, pageTitle, PageLoadFailed, PageLoading, PageNotFound } from '../components/learner/CourseStates';
import { ModuleLocked, ModuleNotEnrolled } from '../components/learner/ModuleGates';
import { ModuleBreadcrumb, ModulePager } from '../components/learner/ModuleNav';
import { ModuleNotes } from '../components/learner/ModuleNotes';
import { ModuleProgressPanel } from '../components/learner/ModuleProgressPanel';

const panel = 'rounded-xl border border-stone-200 bg-white p-5 shadow-sm';

/**
 * /courses/:courseId/modules/:moduleId: video, content, status and notes; 'Module Locked' while
 * locked; Enroll in Course when the viewer is not enrolled (403); 'Module not found' for a 404.
 */
export function Component() {
  const { courseId = '', moduleId = '' } = useParams();
  const query = useModulePage(courseId, moduleId);
  const page = query.data;
  const status = !page && query.isError && isApiError(query.error) ? query.error.status : null;
  const titleRef = useRef<HTMLHeadingElement>(null);
  /** A pager link was followed: focus goes to the new module's title once it shows. */
  const focusTitle = useRef(false);

  useDocumentTitle(status === 404 ? messages.courses.moduleNotFound : (page?.module.title ?? 'Module'));

  const shownId = page?.module.id;
  useEffect(() => {
    if (shownId && focusTitle.current) {
      focusTitle.current = false;
      titleRef.current?.focus();
    }
  }, [shownId]);

  const back = <BackLink to={paths.course(courseId)} label="Back to the course" />;
  if (status === 404)
    return (
      <PageNotFound
        title={messages.courses.moduleNotFound}
        text="It may have been removed from the course. The course page lists the modules it has now."
        back={back}
      />
    );
  if (status === 403)
    return (
      <NotEnrolledPage
        courseId={courseId}
        moduleId={moduleId}
        titleRef={titleRef}
        focusTitleOnLoad={(focus) => (focusTitle.current = focus)}
      />
    );
  if (query.isPending) return <PageLoading label="Loading module…" back={back} />;
  if (!page)
    return (
      <PageLoadFailed
        title="Module"
        message={messages.courses.moduleLoadFailed}
        back={back}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );

  return (
    <ModuleView
      key={page.module.id}
      page={page}
      titleRef={titleRef}
      onFollowPager={() => (focusTitle.current = true)}
    />
  );
}

interface ModuleViewProps {
  page: ModulePage;
  titleRef: RefObject<HTMLHeadingElement | null>;
  onFollowPager: () => void;
}

function ModuleView({ page, titleRef, onFollowPager }: ModuleViewProps) {
  const { course, module } = page;
  const hero = isEmbeddableImageUrl(module.heroImageUrl) ? module.heroImageUrl : null;
  return (
    <article className="flex flex-col gap-6">
      <ModuleBreadcrumb courseId={course.id} courseTitle={course.title} moduleTitle={module.title} />
      <header className="flex flex-col gap-2">
        <h1 ref={titleRef} tabIndex={-1} className={`${pageTitle} outline-none`}>
          {module.title}
        </h1>
        {module.description && <p className="max-w-3xl text-stone-700">{module.description}</p>}
      </header>

      {page.locked ? (
        <ModuleLocked courseId={course.id} unlocksOn={page.unlocksOn} />
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
          <div className="flex min-w-0 flex-col gap-6">
            {module.videoUrl ? (
              <Suspense fallback={<div className="aspect-video w-full rounded-xl bg-stone-200" />}>
                <VideoPlayer url={module.videoUrl} title={module.title} />
              </Suspense>
            ) : (
              hero && <CourseImage urls={[hero]} className="aspect-video w-full rounded-xl" />
            )}
            {module.content ? (
              <RichText html={module.content} />
            ) : (
              <p className="text-stone-700">This module has no written lesson.</p>
            )}
          </div>
          <div className="flex flex-col gap-6 lg:self-start">
            <div className={panel}>
              <ModuleProgressPanel page={page} />
            </div>
            {page.progress && (
              <div className={panel}>
                <ModuleNotes courseId={course.id} moduleId={module.id} notes={page.progress.notes} />
              </div>
            )}
          </div>
        </div>
      )}

      <ModulePager
        courseId={course.id}
        previousModuleId={page.previousModuleId}
        nextModuleId={page.nextModuleId}
        onFollow={onFollowPager}
      />
    </article>
  );
}

interface NotEnrolledPageProps {
  courseId: string;
  moduleId: string;
  titleRef: RefObject<HTMLHeadingElement | null>;
  /** Enrolling loads the module in place: focus then goes to its title (set before, as it loads during the call). */
  focusTitleOnLoad: (focus: boolean) => void;
}

/** 403: names the course and module when the course page can say them, and offers Enroll in Course. */
function NotEnrolledPage({ courseId, moduleId, titleRef, focusTitleOnLoad }: NotEnrolledPageProps) {
  const detail = useCourseDetail(courseId);
  const enroll = useEnroll(courseId);
  const courseTitle = detail.data?.course.title ?? null;
  const moduleTitle = detail.data?.modules.find((module) => module.id === moduleId)?.title ?? 'Module';
  return (
    <div className="flex flex-col gap-6">
      <ModuleBreadcrumb courseId={courseId} courseTitle={courseTitle} moduleTitle={moduleTitle} />
      <h1 ref={titleRef} tabIndex={-1} className={`${pageTitle} outline-none`}>
        {moduleTitle}
      </h1>
      <ModuleNotEnrolled
        onEnroll={() => {
          focusTitleOnLoad(true);
          enroll.mutate(undefined, { onError: () => focusTitleOnLoad(false) });
        }}
        enrolling={enroll.isPending}
        failed={enroll.isError}
      />
    </div>
  );
}
