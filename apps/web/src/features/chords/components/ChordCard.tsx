import { masteryLevelName, type Chord } from '@woodshed/shared';
import { Maximize2, Pencil } from 'lucide-react';
import { AddToCollectionButton } from '@/features/collections';
import { cn } from '@/lib/cn';
import { ChordFacts } from './ChordFacts';
import { ChordPicture } from './ChordPicture';
import { MasterySelect } from './MasterySelect';
import { masteryStyle } from './mastery-styles';

interface ChordCardProps {
  chord: Chord;
  canEdit: boolean;
  onRate: (rating: number) => void;
  onView: () => void;
  onEdit: () => void;
}

const iconButton = cn(
  'inline-flex size-9 items-center justify-center rounded-lg text-stone-600 transition-colors hover:bg-stone-100 hover:text-stone-900',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
);

/** One chord: name, triad type, picture, notes and intervals, the coloured mastery dropdown and its actions. */
export function ChordCard({ chord, canEdit, onRate, onView, onEdit }: ChordCardProps) {
  const headingId = `chord-${chord.id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-mastery={chord.masteryRating}
      className={cn(
        'flex w-full flex-col gap-3 rounded-xl border-2 p-4 shadow-sm transition-colors',
        masteryStyle(chord.masteryRating).card,
      )}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-xl font-bold break-words text-stone-900">
            {chord.name}
          </h2>
          <p className="text-sm text-stone-600">
            {chord.triadType} · <span className="sr-only">mastery: </span>
            {masteryLevelName(chord.masteryRating)}
          </p>
        </div>
        <div className="-mt-1 -mr-1 flex shrink-0">
          <button
            type="button"
            onClick={onView}
            aria-label={`View ${chord.name} larger`}
            title="View larger"
            className={iconButton}
          >
            <Maximize2 aria-hidden="true" className="size-4" />
          </button>
          <AddToCollectionButton materialType="chord" materialId={chord.id} itemTitle={chord.name} size="icon" />
          {canEdit && (
            <button
              type="button"
              onClick={onEdit}
              aria-label={`Edit ${chord.name}`}
              title="Edit chord"
              className={iconButton}
            >
              <Pencil aria-hidden="true" className="size-4" />
            </button>
          )}
        </div>
      </header>
      <div className="mx-auto w-full max-w-44 rounded-lg bg-white/80 p-1">
        <ChordPicture name={chord.name} imageUrl={chord.imageUrl} fingering={chord.fingering} className="max-h-48" />
      </div>
      <ChordFacts chord={chord} />
      <div className="mt-auto">
        <MasterySelect chordName={chord.name} rating={chord.masteryRating} onChange={onRate} />
      </div>
    </article>
  );
}
