import { messages, type CourseDetail } from '@woodshed/shared';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { Button, buttonClasses } from '@/components/ui/Button';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { formatInteger } from '@/lib/format';
import { paths } from '@/lib/paths';
import { EnrollmentBadge } from './CourseBadges';
import { formatCourseXp, nothingToContinue } from './format';

const card = 'flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm';
const heading = 'text-lg font-semibold text-stone-900 outline-none';

interface EnrollCardProps {
  detail: CourseDetail;
  onEnroll: () => void;
  enrolling: boolean;
  failed: boolean;
}

/** Not enrolled: what enrolling gives and Enroll in Course; 'Failed to enroll in course' when it fails. */
export function EnrollCard({ detail, onEnroll, enrolling, failed }: EnrollCardProps) {
  const { course } = detail;
  return (
    <section aria-labelledby="course-panel-title" className={card}>
      <h2 id="course-panel-title" className={heading}>
        Start this course
      </h2>
      <p className="text-sm text-stone-700">
        Enroll to open its modules and keep your status and notes for each. Finish them all to earn{' '}
        <strong className="font-semibold text-stone-900">{formatCourseXp(course.xpAwarded)}</strong>.
      </p>
      {failed && <Banner tone="error">{messages.courses.enrollFailed}</Banner>}
      <Button onClick={onEnroll} loading={enrolling} loadingText="Enrolling...">
        Enroll in Course
      </Button>
    </section>
  );
}

interface ProgressCardProps {
  detail: CourseDetail;
  /** Move focus to the heading (right after enrolling, as the Enroll button is gone). */
  focusHeading: boolean;
}

/** Enrolled: the weighted percent, modules complete, and Continue Learning. */
export function ProgressCard({ detail, focusHeading }: ProgressCardProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { course, modules, continueModuleId } = detail;
  const enrollment = course.enrollment!;
  const complete = modules.filter((module) => module.status === 'complete').length;
  const next = modules.find((module) => module.id === continueModuleId);

  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);

  return (
    <section aria-labelledby="course-panel-title" className={card}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="course-panel-title" ref={headingRef} tabIndex={-1} className={heading}>
          Your Progress
        </h2>
        <EnrollmentBadge enrollment={enrollment} />
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-3xl font-bold text-stone-900 tabular-nums">{enrollment.progress}%</p>
        <ProgressBar value={enrollment.progress} label="Course progress" />
        <p className="text-sm text-stone-700">
          {formatInteger(complete)} of {formatInteger(modules.length)} modules complete
        </p>
      </div>
      {next ? (
        <div className="flex flex-col gap-1.5">
          <Link
            to={paths.courseModule(course.id, next.id)}
            aria-describedby="course-next-module"
            className={buttonClasses('primary')}
          >
            Continue Learning
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
          <p id="course-next-module" className="text-sm text-stone-600">
            Next: {next.title}
          </p>
        </div>
      ) : (
        <p className="text-sm text-stone-700">{nothingToContinue(detail)}</p>
      )}
    </section>
  );
}
