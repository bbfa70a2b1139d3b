import type { ContentType } from '@woodshed/shared';
import { AudioLines, CirclePlay, Dumbbell, FileText, Music, type LucideIcon } from 'lucide-react';

export const TYPE_ICONS: Record<ContentType, LucideIcon> = {
  article: FileText,
  video: CirclePlay,
  exercise: Dumbbell,
  repertoire: Music,
  jam_track: AudioLines,
};

/** Tints of each type's thumbnail placeholder and label. */
export const TYPE_TINTS: Record<ContentType, { placeholder: string; label: string }> = {
  article: { placeholder: 'bg-sky-50 text-sky-700', label: 'text-sky-800' },
  video: { placeholder: 'bg-rose-50 text-rose-700', label: 'text-rose-800' },
  exercise: { placeholder: 'bg-emerald-50 text-emerald-700', label: 'text-emerald-800' },
  repertoire: { placeholder: 'bg-violet-50 text-violet-700', label: 'text-violet-800' },
  jam_track: { placeholder: 'bg-amber-50 text-amber-700', label: 'text-amber-900' },
};
