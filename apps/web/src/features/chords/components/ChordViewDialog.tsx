import { formatFrets, masteryLevelName, type Chord } from '@woodshed/shared';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/Dialog';
import { TempoLogPanel } from '@/features/tempo-log';
import { paths } from '@/lib/paths';
import { ChordFacts } from './ChordFacts';
import { ChordPicture } from './ChordPicture';

interface ChordViewDialogProps {
  chord: Chord | null;
  onOpenChange: (open: boolean) => void;
}

/** The chord's picture at a readable size, with its notes, intervals and fingering. */
export function ChordViewDialog({ chord, onOpenChange }: ChordViewDialogProps) {
  return (
    <Dialog
      open={chord !== null}
      onOpenChange={onOpenChange}
      title={chord?.name ?? ''}
      description={chord ? `${chord.triadType} · ${masteryLevelName(chord.masteryRating)}` : undefined}
    >
      {chord && (
        <div className="flex flex-col gap-4">
          <ChordPicture
            name={chord.name}
            imageUrl={chord.imageUrl}
            fingering={chord.fingering}
            className="mx-auto max-h-[55dvh] max-w-sm"
          />
          <ChordFacts chord={chord} />
          {chord.fingering && (
            <p className="text-sm text-stone-700">
              <span className="font-medium text-stone-600">Frets (low E to high e): </span>
              <span className="font-mono">{formatFrets(chord.fingering.frets)}</span>
            </p>
          )}
          <TempoLogPanel item={{ itemType: 'chord', itemId: chord.id }} title={chord.name} headingLevel={3} />
          <Link
            to={paths.chordChanges({ chordAId: chord.id })}
            className="text-sm font-medium text-amber-900 underline hover:text-amber-950"
          >
            Practise one-minute changes with {chord.name}
          </Link>
        </div>
      )}
    </Dialog>
  );
}
