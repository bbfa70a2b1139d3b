import { messages, type CourseCard } from '@woodshed/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/Button';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { EnrollmentBadge } from './CourseBadges';
import { CourseFacts } from './CourseFacts';
import { CourseImage } from './CourseImage';

/**
 * Whether the viewer can open a course: it is available, or they enrolled before it was withdrawn (the server
 * still serves it to them).
 */
export function canEnter(course: CourseCard): boolean {
  return course.isAvailable || course.enrollment !== null;
}

/**
 * A course in the list: picture, difficulty, duration, XP, description; Start Course or
 * Continue (the card's one link, which covers the whole card); In Progress / Completed; the Coming Soon overlay on a
 * course that cannot be entered, which has no link at all.
 */
export function CourseCardItem({ course }: { course: CourseCard }) {
  const titleId = useId();
  const noteId = useId();
  const enterable = canEnter(course);
  const { enrollment } = course;
  const action = enrollment ? 'Continue' : 'Start Course';
  /** 'Start Course: Blues Foundations': the visible words first (WCAG 2.5.3), then which course. */
  const name = `${action}: ${course.title}`;

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm',
        enterable && 'transition-shadow hover:shadow-md',
      )}
    >
      <div className="relative">
        <CourseImage urls={[course.heroImageUrl, course.thumbnailUrl]} className="aspect-video w-full" />
        {!enterable && (
          <div className="absolute inset-0 flex items-center justify-center bg-stone-900/60">
            <span className="rounded-full bg-white px-4 py-1.5 text-sm font-bold tracking-wide text-stone-900 uppercase shadow">
              {messages.courses.comingSoon}
            </span>
          </div>
        )}
        {enrollment && <EnrollmentBadge enrollment={enrollment} className="absolute top-3 left-3 shadow-sm" />}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <h2 id={titleId} className="text-lg leading-snug font-semibold break-words text-stone-900">
          {course.title}
        </h2>
        <CourseFacts course={course} />
        <p className="line-clamp-3 text-sm text-stone-700">{course.description}</p>

        {enrollment && !enrollment.completed && (
          <div className="flex items-center gap-3">
            <ProgressBar value={enrollment.progress} label={`${course.title} progress`} className="flex-1" />
            <span className="text-sm font-semibold text-stone-800 tabular-nums">{enrollment.progress}%</span>
          </div>
        )}

        <div className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-2 pt-1">
          {enterable ? (
            <Link
              to={paths.course(course.id)}
              aria-label={name}
              className={cn(
                buttonClasses(enrollment ? 'primary' : 'secondary'),
                'after:absolute after:inset-0 after:content-[""]',
              )}
            >
              {action}
            </Link>
          ) : (
            <>
              <span
                role="link"
                aria-label={name}
                aria-disabled="true"
                aria-describedby={noteId}
                className="inline-flex h-10 cursor-not-allowed items-center justify-center rounded-lg border border-dashed border-stone-300 bg-stone-100 px-4 text-sm font-semibold whitespace-nowrap text-stone-600"
              >
                {action}
              </span>
              <span id={noteId} className="text-sm text-stone-600">
                {messages.courses.notAvailable}
              </span>
            </>
          )}
        </div>
      </div>
    </article>
  );
}
