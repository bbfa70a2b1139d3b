import { formatCount, masteryLevelName, messages, type Chord } from '@woodshed/shared';
import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { buttonClasses } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useChords } from '../api/list';
import { useSetMastery } from '../api/set-mastery';
import { ChordsBreadcrumb } from '../components/Breadcrumb';
import { ChordCard } from '../components/ChordCard';
import { ChordEditDialog } from '../components/ChordEditDialog';
import { ChordFilters, useChordFilters } from '../components/ChordFilters';
import { ChordViewDialog } from '../components/ChordViewDialog';
import { MasteryLegend } from '../components/MasteryLegend';

const countLabel = (count: number) => formatCount(count, { one: 'chord', other: 'chords' });

/**
 * /library/chords: the chord grid with the user's mastery ratings. The filters (?type=, ?mastery=0–5, ?q= part of a
 * name or a quality word such as "minor") and the chord shown larger (?chord=, also how a collection opens a chord)
 * live in the address.
 */
export function Component() {
  useDocumentTitle('Guitar Chords');
  const { isSuperadmin } = useAuth();
  const chords = useChords();
  const rate = useSetMastery();
  const filters = useChordFilters();
  const [editing, setEditing] = useState<Chord | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const items = chords.data?.items ?? [];
  const shown = filters.filter(items);
  const viewed = filters.viewedId ? (items.find((chord) => chord.id === filters.viewedId) ?? null) : null;
  const { setParam } = filters;

  const onRate = (chord: Chord, masteryRating: number) => {
    rate.rate(chord.id, masteryRating, (saved) =>
      setAnnouncement(messages.chords.masterySaved(chord.name, masteryLevelName(saved))),
    );
  };

  return (
    <>
      <ChordsBreadcrumb />
      <PageHeader
        title="Guitar Chords"
        description="Rate how well you know each chord; the colour of its card follows your rating."
        actions={
          <Link to={paths.chordChanges()} className={buttonClasses('secondary')}>
            <Repeat aria-hidden="true" className="size-4" />
            Chord-change trainer
          </Link>
        }
      />

      {/* The legend has a row of its own under the filters: beside them it was narrow, so its levels stacked and
          the filters (aligned to its foot) sank below a tall gap. */}
      <ChordFilters filters={filters} />
      <MasteryLegend className="mb-6" />

      {rate.isError && (
        <Banner tone="error" className="mb-4">
          {messages.chords.masteryUpdateFailed}
        </Banner>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {chords.isError && (
        <LoadError message={messages.chords.loadFailed} onRetry={() => void chords.refetch()} className="mb-4" />
      )}
      {chords.isPending && <Spinner label="Loading chords…" />}

      {chords.data && (
        <ChordGrid
          chords={shown}
          emptyText={filters.onlyTypeFilter ? messages.chords.noChordsOfType : messages.chords.noChordsMatch}
          canEdit={isSuperadmin}
          onRate={onRate}
          onView={(chord) => setParam('chord', chord.id, true)}
          onEdit={setEditing}
        />
      )}

      <ChordViewDialog chord={viewed} onOpenChange={(open) => !open && setParam('chord', null, true)} />
      {editing && <ChordEditDialog chord={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

interface ChordGridProps {
  chords: Chord[];
  /** Said when no chord passes the filters. */
  emptyText: string;
  canEdit: boolean;
  onRate: (chord: Chord, rating: number) => void;
  onView: (chord: Chord) => void;
  onEdit: (chord: Chord) => void;
}

/** 'Chords': how many pass the filters, and their cards (one column on a phone, up to four). */
function ChordGrid({ chords, emptyText, canEdit, onRate, onView, onEdit }: ChordGridProps) {
  return (
    <section aria-label="Chords">
      <p className="mb-3 text-sm font-medium text-stone-700">{countLabel(chords.length)}</p>
      {chords.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-700">
          {emptyText}
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
          {chords.map((chord) => (
            <li key={chord.id} className="flex">
              <ChordCard
                chord={chord}
                canEdit={canEdit}
                onRate={(rating) => onRate(chord, rating)}
                onView={() => onView(chord)}
                onEdit={() => onEdit(chord)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
