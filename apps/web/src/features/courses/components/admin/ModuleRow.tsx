import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { AdminModuleSummary } from '@woodshed/shared';
import { DragHandle } from '@/components/ui/DragHandle';
import { DeleteAction, EditAction, RowActions } from '@/components/ui/RowActions';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { lockLabel } from './module-labels';

interface ModuleRowProps {
  courseId: string;
  module: AdminModuleSummary;
  /** Its place in the course, from 1. */
  position: number;
  onDelete: (module: AdminModuleSummary, opener: HTMLElement) => void;
}

/** One module of the admin list: its place, title, order, weight, lock and description; Edit and Delete; a drag handle. */
export function ModuleRow({ courseId, module, position, onDelete }: ModuleRowProps) {
  const sortable = useSortable({ id: module.id });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const headingId = `module-${module.id}-title`;

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn('relative', isDragging && 'z-20')}
    >
      <article
        aria-labelledby={headingId}
        className={cn(
          'flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-4',
          isDragging && 'shadow-lg ring-2 ring-amber-600',
        )}
      >
        <div className="flex min-w-0 flex-1 items-start gap-2 sm:gap-3">
          <DragHandle label={`Move ${module.title}`} sortable={sortable} />
          <span
            aria-hidden="true"
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-100 text-sm font-semibold text-amber-900"
          >
            {position}
          </span>
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="leading-snug font-semibold break-words text-stone-900">
              {module.title}
            </h2>
            <p className="text-xs font-medium text-stone-600">
              Order {module.order} · Weight {module.weight} · {lockLabel(module.lockedUntilDay)}
            </p>
            <p className="mt-1 line-clamp-2 text-sm break-words text-stone-700">{module.description}</p>
          </div>
        </div>
        <RowActions className="justify-end">
          <EditAction subject={module.title} to={paths.adminModuleEdit(courseId, module.id)} />
          <DeleteAction subject={module.title} onClick={(opener) => onDelete(module, opener)} />
        </RowActions>
      </article>
    </li>
  );
}
