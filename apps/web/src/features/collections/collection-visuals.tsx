import type { CollectionColor, CollectionIcon } from '@woodshed/shared';
import { Clock, Folder, Guitar, Lightbulb, Music, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

export const COLLECTION_ICON_COMPONENTS: Record<CollectionIcon, LucideIcon> = {
  Guitar,
  Music,
  Clock,
  Lightbulb,
  Folder,
};

interface CollectionIconChipProps {
  icon: CollectionIcon;
  color: CollectionColor;
  size?: 'sm' | 'md';
  className?: string;
}

/** The collection's icon in its colour on a light tint of the same colour (decorative: the title names it). */
export function CollectionIconChip({ icon, color, size = 'md', className }: CollectionIconChipProps) {
  const Icon = COLLECTION_ICON_COMPONENTS[icon];
  return (
    <span
      aria-hidden="true"
      // An 8-digit hex: the colour at 12 % opacity.
      style={{ backgroundColor: `${color}1F`, color }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-lg',
        size === 'md' ? 'size-11' : 'size-9',
        className,
      )}
    >
      <Icon className={size === 'md' ? 'size-6' : 'size-5'} />
    </span>
  );
}
