import { formatCount, type AdminCourse } from '@woodshed/shared';
import { Eye, EyeOff, ListOrdered } from 'lucide-react';
import { DeleteAction, EditAction, RowAction, RowActions } from '@/components/ui/RowActions';
import { DifficultyBadge } from '@/features/library';
import { cn } from '@/lib/cn';
import { formatInstant, formatInteger } from '@/lib/format';
import { paths } from '@/lib/paths';

const pill =
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset';

/** Available (green) or Coming Soon (grey), as learners see the course. */
export function AvailabilityBadge({ available }: { available: boolean }) {
  return available ? (
    <span className={cn(pill, 'bg-green-50 text-green-800 ring-green-600/25')}>Available</span>
  ) : (
    <span className={cn(pill, 'bg-stone-100 text-stone-700 ring-stone-400/40')}>Coming Soon</span>
  );
}

interface AdminCourseRowProps {
  course: AdminCourse;
  timeZone: string;
  onToggleAvailability: (course: AdminCourse) => void;
  onDelete: (course: AdminCourse, opener: HTMLElement) => void;
}

/** One course of the Courses tab: its state and figures, Make Available/Unavailable, Edit, Modules and Delete. */
export function AdminCourseRow({ course, timeZone, onToggleAvailability, onDelete }: AdminCourseRowProps) {
  const headingId = `admin-course-${course.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm lg:flex-row lg:items-center lg:gap-6"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={headingId} className="text-lg leading-snug font-semibold break-words text-stone-900">
              {course.title}
            </h3>
            <AvailabilityBadge available={course.isAvailable} />
            <DifficultyBadge difficulty={course.difficulty} />
          </div>
          <p className="mt-1 text-sm text-stone-700">
            {course.duration} · {formatInteger(course.xpAwarded)} XP ·{' '}
            {formatCount(course.moduleCount, { one: 'module', other: 'modules' })} ·{' '}
            {formatCount(course.enrolledCount, { one: 'learner', other: 'learners' })} enrolled
          </p>
          <p className="text-xs text-stone-600">Created {formatInstant(course.createdAt, timeZone)}</p>
        </div>
        <RowActions>
          <RowAction
            label={course.isAvailable ? 'Make Unavailable' : 'Make Available'}
            subject={course.title}
            icon={course.isAvailable ? EyeOff : Eye}
            look={course.isAvailable ? 'secondary' : 'primary'}
            onClick={() => onToggleAvailability(course)}
          />
          <EditAction subject={course.title} to={paths.adminCourseEdit(course.id)} />
          <RowAction
            label="Modules"
            subject={`of ${course.title}`}
            icon={ListOrdered}
            to={paths.adminCourseModules(course.id)}
          />
          <DeleteAction subject={course.title} onClick={(opener) => onDelete(course, opener)} />
        </RowActions>
      </article>
    </li>
  );
}
