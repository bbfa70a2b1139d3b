import type { ChordFingering } from '@woodshed/shared';
import { cn } from '@/lib/cn';
import { ChordDiagram } from './ChordDiagram';

interface ChordPictureProps {
  name: string;
  imageUrl: string | null;
  fingering: ChordFingering | null;
  className?: string;
}

/** A chord's picture: its uploaded image when it has one, else the diagram drawn from its fingering. */
export function ChordPicture({ name, imageUrl, fingering, className }: ChordPictureProps) {
  if (imageUrl) {
    return (
      <img src={imageUrl} alt={`${name} chord`} loading="lazy" className={cn('w-full object-contain', className)} />
    );
  }
  if (fingering) return <ChordDiagram name={name} fingering={fingering} className={className} />;
  return (
    <div
      className={cn(
        'flex aspect-[11/10] w-full items-center justify-center rounded-md bg-stone-100 text-sm text-stone-600',
        className,
      )}
    >
      No diagram
    </div>
  );
}
