import { CONTENT_TYPE_LABELS, type ContentType } from '@woodshed/shared';
import { EyeOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { difficultyLabel, displayDifficulty } from '../labels';
import { TYPE_ICONS, TYPE_TINTS } from './type-icons';

const difficultyTones = {
  beginner: 'bg-green-50 text-green-800 ring-green-600/25',
  intermediate: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  advanced: 'bg-red-50 text-red-800 ring-red-600/25',
} as const;

const pill =
  'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset whitespace-nowrap';

export function DifficultyBadge({ difficulty, className }: { difficulty: string; className?: string }) {
  return (
    <span className={cn(pill, difficultyTones[displayDifficulty(difficulty)], className)}>
      {difficultyLabel(difficulty)}
    </span>
  );
}

/** Shown to superadmins on items learners cannot see. */
export function UnpublishedBadge({ className }: { className?: string }) {
  return (
    <span className={cn(pill, 'bg-stone-100 text-stone-700 ring-stone-400/40', className)}>
      <EyeOff aria-hidden="true" className="size-3" />
      Unpublished
    </span>
  );
}

/** The type's icon and singular label ('Jam Track'). */
export function TypeLabel({ type, className }: { type: ContentType; className?: string }) {
  const Icon = TYPE_ICONS[type];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-xs font-semibold tracking-wide uppercase',
        TYPE_TINTS[type].label,
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {CONTENT_TYPE_LABELS[type].singular}
    </span>
  );
}

/** A chip in a list (focus areas, chords). */
export function Chip({ children, className }: { children: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-md bg-stone-100 px-2.5 py-1 text-sm font-medium text-stone-800 ring-1 ring-stone-300/60 ring-inset',
        className,
      )}
    >
      {children}
    </span>
  );
}
