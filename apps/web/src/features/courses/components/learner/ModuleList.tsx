import { formatCount, messages, type CourseModuleSummary } from '@woodshed/shared';
import { ChevronRight, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { ModuleStatusChip } from './CourseBadges';
import { formatUnlockDate } from './format';

interface ModuleListProps {
  courseId: string;
  modules: CourseModuleSummary[];
  enrolled: boolean;
  /** The module Continue Learning opens, marked in the list. */
  continueModuleId: string | null;
}

/** Before enrolling: when a time-locked module opens, counted from the day of enrolment. */
function lockDelay(days: number): string {
  return `Unlocks ${formatCount(days, { one: 'day', other: 'days' })} after you enroll`;
}

/**
 * The course's modules by order: number, title, short description and, for an enrolled viewer,
 * the status and 'Unlocks on {date}' while locked. Titles link to the module pages once enrolled (a locked one
 * explains when it opens).
 */
export function ModuleList({ courseId, modules, enrolled, continueModuleId }: ModuleListProps) {
  if (modules.length === 0) return <p className="text-stone-700">{messages.courses.noModules}</p>;
  return (
    <ol className="flex flex-col gap-3">
      {modules.map((module, index) => {
        const isNext = module.id === continueModuleId;
        return (
          <li
            key={module.id}
            className={cn(
              'relative flex gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:gap-4',
              enrolled &&
                'transition-shadow hover:border-amber-300 hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-amber-700',
            )}
          >
            <span
              aria-hidden="true"
              className={
                module.status === 'complete'
                  ? 'flex size-8 shrink-0 items-center justify-center rounded-full bg-green-700 text-sm font-semibold text-white'
                  : 'flex size-8 shrink-0 items-center justify-center rounded-full bg-stone-100 text-sm font-semibold text-stone-700 ring-1 ring-stone-300'
              }
            >
              {index + 1}
            </span>
            <div className="flex min-w-0 flex-1 flex-col gap-1.5">
              <h3 className="leading-snug font-semibold break-words text-stone-900">
                {enrolled ? (
                  <Link
                    to={paths.courseModule(courseId, module.id)}
                    className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-amber-900 hover:underline"
                  >
                    {module.title}
                  </Link>
                ) : (
                  module.title
                )}
              </h3>
              {module.description && <p className="text-sm text-stone-700">{module.description}</p>}
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 pt-0.5 text-sm">
                {enrolled && !module.locked && <ModuleStatusChip status={module.status} />}
                {enrolled && module.locked && module.unlocksOn && (
                  <span className="inline-flex items-center gap-1 font-medium text-stone-700">
                    <Lock aria-hidden="true" className="size-4 text-stone-500" />
                    {messages.courses.unlocksOn(formatUnlockDate(module.unlocksOn))}
                  </span>
                )}
                {!enrolled && module.lockedUntilDay !== null && module.lockedUntilDay > 0 && (
                  <span className="inline-flex items-center gap-1 text-stone-700">
                    <Lock aria-hidden="true" className="size-4 text-stone-500" />
                    {lockDelay(module.lockedUntilDay)}
                  </span>
                )}
                {isNext && <span className="font-medium text-amber-800">Up next</span>}
              </div>
            </div>
            {enrolled && <ChevronRight aria-hidden="true" className="size-5 shrink-0 self-center text-stone-400" />}
          </li>
        );
      })}
    </ol>
  );
}
