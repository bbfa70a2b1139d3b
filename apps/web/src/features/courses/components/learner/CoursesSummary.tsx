import type { CoursesResponse } from '@woodshed/shared';
import { Award, GraduationCap, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatInteger } from '@/lib/format';

function Figure({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative flex min-h-16 flex-col justify-center rounded-xl border border-stone-200 bg-white py-3 pr-4 pl-18 shadow-sm">
      <dt className="text-xs font-semibold tracking-wide text-stone-600 uppercase">
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-4 flex size-10 -translate-y-1/2 items-center justify-center rounded-full bg-amber-100 text-amber-800"
        >
          <Icon className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="text-lg font-semibold text-stone-900 tabular-nums">{children}</dd>
    </div>
  );
}

/** The list's header figures: 'n of m completed' (of the courses the viewer enrolled in) and earned / available XP. */
export function CoursesSummary({ summary }: { summary: CoursesResponse['summary'] }) {
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:max-w-2xl">
      <Figure icon={GraduationCap} label="Your courses">
        {summary.enrolledCount === 0
          ? 'None started yet'
          : `${formatInteger(summary.completedCount)} of ${formatInteger(summary.enrolledCount)} completed`}
      </Figure>
      <Figure icon={Award} label="Course XP">
        {formatInteger(summary.xpEarned)} / {formatInteger(summary.xpAvailable)} XP
      </Figure>
    </dl>
  );
}
