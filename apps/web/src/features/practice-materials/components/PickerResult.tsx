import type { MaterialType } from '@woodshed/shared';
import { Check } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { materialTypeLabel } from '@/features/collections';

/** A library item or chord the picker offers. */
export interface PickerCandidate {
  materialType: MaterialType;
  materialId: string;
  title: string;
  /** Difficulty of a library item, triad type of a chord. */
  detail: string;
  /** A library item's description, a chord's notes. */
  description: string;
}

interface PickerResultProps {
  candidate: PickerCandidate;
  /** Already in the collection: shown as added, no button. */
  added: boolean;
  adding: boolean;
  disabled: boolean;
  onAdd: (candidate: PickerCandidate) => void;
}

export function PickerResult({ candidate, added, adding, disabled, onAdd }: PickerResultProps) {
  const detail = candidate.detail[0]!.toUpperCase() + candidate.detail.slice(1);
  return (
    <li className="flex items-center gap-3 rounded-lg border border-stone-200 px-3 py-2">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-stone-900">{candidate.title}</p>
        <p className="truncate text-xs text-stone-600">
          <span className="font-semibold tracking-wide uppercase">{materialTypeLabel(candidate.materialType)}</span> ·{' '}
          {detail}
          {candidate.description && ` · ${candidate.description}`}
        </p>
      </div>
      {added ? (
        <span className="inline-flex h-8 shrink-0 items-center gap-1 rounded-lg bg-green-50 px-3 text-sm font-semibold text-green-800">
          <Check aria-hidden="true" className="size-4" />
          Added<span className="sr-only"> {candidate.title}</span>
        </span>
      ) : (
        <Button
          size="sm"
          variant="secondary"
          loading={adding}
          disabled={disabled}
          onClick={() => onAdd(candidate)}
          className="shrink-0"
        >
          Add<span className="sr-only"> {candidate.title}</span>
        </Button>
      )}
    </li>
  );
}
