import { messages, type AdminModuleSummary } from '@woodshed/shared';
import { SortableGrid } from '@/components/ui/SortableGrid';
import { ModuleRow } from './ModuleRow';

const titleOf = (module: AdminModuleSummary) => module.title;

interface ModuleListProps {
  courseId: string;
  courseTitle: string;
  modules: AdminModuleSummary[];
  onReorder: (moduleId: string, targetModuleId: string) => void;
  onDelete: (module: AdminModuleSummary, opener: HTMLElement) => void;
}

/** 'Modules of {course}' in order, reordered by drag and drop (mouse, finger or keyboard), or 'no modules yet'. */
export function ModuleList({ courseId, courseTitle, modules, onReorder, onDelete }: ModuleListProps) {
  if (modules.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-stone-700">
        {messages.courses.noModules}
      </p>
    );
  }
  return (
    <SortableGrid
      items={modules}
      noun="module"
      titleOf={titleOf}
      onReorder={onReorder}
      ordered
      label={`Modules of ${courseTitle}`}
      className="flex flex-col gap-3"
    >
      {(module) => (
        <ModuleRow
          key={module.id}
          courseId={courseId}
          module={module}
          position={modules.indexOf(module) + 1}
          onDelete={onDelete}
        />
      )}
    </SortableGrid>
  );
}
