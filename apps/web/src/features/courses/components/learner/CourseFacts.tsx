import type { CourseCard } from '@woodshed/shared';
import { Award, Clock, Layers } from 'lucide-react';
import { DifficultyBadge } from '@/features/library';
import { cn } from '@/lib/cn';
import { formatCourseXp, moduleCountLabel } from './format';

/** Difficulty, duration, the XP for finishing and the number of modules, on one wrapping line. */
export function CourseFacts({ course, className }: { course: CourseCard; className?: string }) {
  const fact = 'inline-flex items-center gap-1 whitespace-nowrap';
  return (
    <ul className={cn('flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-stone-700', className)}>
      <li>
        <DifficultyBadge difficulty={course.difficulty} />
      </li>
      {course.duration && (
        <li className={fact}>
          <Clock aria-hidden="true" className="size-4 text-stone-500" />
          <span className="sr-only">Duration: </span>
          {course.duration}
        </li>
      )}
      <li className={fact}>
        <Award aria-hidden="true" className="size-4 text-stone-500" />
        <span className="sr-only">Earn </span>
        {formatCourseXp(course.xpAwarded)}
      </li>
      <li className={fact}>
        <Layers aria-hidden="true" className="size-4 text-stone-500" />
        {moduleCountLabel(course.moduleCount)}
      </li>
    </ul>
  );
}
