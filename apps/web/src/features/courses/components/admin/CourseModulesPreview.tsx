import { messages, type AdminModuleSummary } from '@woodshed/shared';
import { ListOrdered, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/Button';
import { paths } from '@/lib/paths';
import { lockLabel } from './module-labels';

interface CourseModulesPreviewProps {
  courseId: string;
  modules: readonly AdminModuleSummary[];
}

/** The edit screen's module list: by order, each with the first 200 characters of its content. */
export function CourseModulesPreview({ courseId, modules }: CourseModulesPreviewProps) {
  return (
    <section aria-labelledby="course-modules-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="course-modules-heading" className="text-xl font-semibold text-stone-900">
          Modules <span className="text-base font-normal text-stone-600">({modules.length})</span>
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link to={paths.adminCourseModules(courseId)} className={buttonClasses('secondary', 'sm')}>
            <ListOrdered aria-hidden="true" className="size-4" />
            Manage Modules
          </Link>
          <Link to={paths.adminModuleCreate(courseId)} className={buttonClasses('secondary', 'sm')}>
            <Plus aria-hidden="true" className="size-4" />
            Add Module
          </Link>
        </div>
      </div>
      {modules.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-700">
          {messages.courses.noModules}
        </p>
      ) : (
        <ol aria-labelledby="course-modules-heading" className="flex flex-col gap-3">
          {modules.map((module, index) => (
            <li key={module.id} className="rounded-lg border border-stone-200 p-3">
              <div className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-amber-100 text-sm font-semibold text-amber-900"
                >
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <h3 className="font-semibold break-words text-stone-900">{module.title}</h3>
                  <p className="text-xs font-medium text-stone-600">
                    Order {module.order} · Weight {module.weight} · {lockLabel(module.lockedUntilDay)}
                  </p>
                  <p className="mt-1 text-sm break-words text-stone-700">
                    {module.preview || <span className="text-stone-600 italic">No content yet.</span>}
                  </p>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
