import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/Button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';

interface ModuleBreadcrumbProps {
  courseId: string;
  courseTitle: string | null;
  moduleTitle: string;
}

const crumbLink =
  'rounded-sm font-medium text-amber-800 underline decoration-amber-800/30 underline-offset-2 hover:decoration-amber-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';

/** Courses › {course} › {module}: the way back to the course (and the list). */
export function ModuleBreadcrumb({ courseId, courseTitle, moduleTitle }: ModuleBreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-stone-600">
        <li className="flex items-center gap-1.5">
          <Link to={paths.courses} className={crumbLink}>
            Courses
          </Link>
          <ChevronRight aria-hidden="true" className="size-4 text-stone-400" />
        </li>
        <li className="flex min-w-0 items-center gap-1.5">
          <Link to={paths.course(courseId)} className={cn(crumbLink, 'break-words')}>
            {courseTitle ?? 'Course'}
          </Link>
          <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-stone-400" />
        </li>
        <li aria-current="page" className="min-w-0 break-words text-stone-800">
          {moduleTitle}
        </li>
      </ol>
    </nav>
  );
}

interface ModulePagerProps {
  courseId: string;
  previousModuleId: string | null;
  nextModuleId: string | null;
  /** A pager link was followed (the page then moves focus to the new module's title). */
  onFollow: () => void;
}

/** Previous module / Next module, in the course's order. */
export function ModulePager({ courseId, previousModuleId, nextModuleId, onFollow }: ModulePagerProps) {
  if (!previousModuleId && !nextModuleId) return null;
  return (
    <nav aria-label="Modules" className="flex justify-between gap-3 border-t border-stone-200 pt-5">
      {previousModuleId ? (
        <Link
          to={paths.courseModule(courseId, previousModuleId)}
          onClick={onFollow}
          className={buttonClasses('secondary')}
        >
          <ChevronLeft aria-hidden="true" className="size-4" />
          <span>
            Previous<span className="sr-only sm:not-sr-only"> module</span>
          </span>
        </Link>
      ) : (
        <span />
      )}
      {nextModuleId && (
        <Link to={paths.courseModule(courseId, nextModuleId)} onClick={onFollow} className={buttonClasses('primary')}>
          <span>
            Next<span className="sr-only sm:not-sr-only"> module</span>
          </span>
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </nav>
  );
}
