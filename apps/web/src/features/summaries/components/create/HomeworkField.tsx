import { BookOpen, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { MaterialPicker } from '@/features/practice-materials';
import type { MaterialRef } from '@/lib/paths';
import type { HomeworkChoice } from './summary-form-model';

interface HomeworkFieldProps {
  homework: HomeworkChoice[];
  onChange: (homework: HomeworkChoice[]) => void;
  error?: string | undefined;
}

const sameItem = (a: MaterialRef, b: MaterialRef) => a.materialType === b.materialType && a.materialId === b.materialId;

/**
 * Homework: library items and chords chosen with the Practice Materials picker, listed in order. Each member later
 * finds them in the summary and in a Practice Materials collection named after the lesson date.
 */
export function HomeworkField({ homework, onChange, error }: HomeworkFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-medium text-stone-800">Homework</legend>
      <p className="text-sm text-stone-600">
        Each learner also finds these in Practice Materials, in a collection named after the lesson date.
      </p>
      {homework.length > 0 && (
        <ol aria-label="Homework items" className="flex flex-col gap-2">
          {homework.map((item) => (
            <li
              key={`${item.materialType}:${item.materialId}`}
              className="flex items-center gap-3 rounded-lg border border-stone-200 bg-white px-3 py-2"
            >
              <BookOpen aria-hidden="true" className="size-4 shrink-0 text-stone-500" />
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-stone-900">{item.title}</span>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onChange(homework.filter((other) => !sameItem(other, item)))}
              >
                <X aria-hidden="true" className="size-4" />
                Remove<span className="sr-only"> {item.title}</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        Add homework
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Add homework"
        description="Search the library and the chords, then add what the learner should practise."
        className="sm:max-w-2xl"
        footer={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            Done
          </Button>
        }
      >
        {open && (
          <MaterialPicker
            isChosen={(ref) => homework.some((item) => sameItem(item, ref))}
            onChoose={(ref, title) => onChange([...homework, { ...ref, title }])}
          />
        )}
      </Dialog>
    </fieldset>
  );
}
