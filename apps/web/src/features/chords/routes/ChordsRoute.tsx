import {
  MASTERY_LEVEL_NAMES,
  TRIAD_TYPES,
  formatCount,
  masteryLevelName,
  messages,
  searchChords,
  type Chord,
  type TriadType,
} from '@woodshed/shared';
import { Repeat } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { buttonClasses } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useChords } from '../api/list';
import { useSetMastery } from '../api/set-mastery';
import { ChordsBreadcrumb } from '../components/Breadcrumb';
import { ChordCard } from '../components/ChordCard';
import { ChordEditDialog } from '../components/ChordEditDialog';
import { ChordViewDialog } from '../components/ChordViewDialog';
import { MasteryLegend } from '../components/MasteryLegend';

const FILTER_OPTIONS = [
  { value: '', label: 'All triad types' },
  ...TRIAD_TYPES.map((type) => ({ value: type, label: type })),
];
const isTriadType = (value: string | null): value is TriadType => TRIAD_TYPES.includes(value as TriadType);

const MASTERY_FILTER_OPTIONS = [
  { value: '', label: 'All mastery levels' },
  ...MASTERY_LEVEL_NAMES.map((name, rating) => ({ value: String(rating), label: `${rating} · ${name}` })),
];
const masteryParamValue = (value: string | null): number | null =>
  value !== null && /^[0-5]$/.test(value) ? Number(value) : null;

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
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState<Chord | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const typeParam = params.get('type');
  const triadType = isTriadType(typeParam) ? typeParam : null;
  const viewedId = params.get('chord');
  const items = chords.data?.items ?? [];
  const search = params.get('q') ?? '';
  const masteryFilter = masteryParamValue(params.get('mastery'));
  const shown = searchChords(
    items.filter(
      (chord) =>
        (!triadType || chord.triadType === triadType) &&
        (masteryFilter === null || chord.masteryRating === masteryFilter),
    ),
    search,
  );
  const onlyTypeFilter = Boolean(triadType) && search.trim() === '' && masteryFilter === null;
  const viewed = viewedId ? (items.find((chord) => chord.id === viewedId) ?? null) : null;

  const setParam = (key: 'type' | 'chord' | 'q' | 'mastery', value: string | null, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace },
    );

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
      <div className="mb-6 flex flex-col gap-4 md:flex-row md:items-end">
        <SelectField
          label="Triad type"
          options={FILTER_OPTIONS}
          value={triadType ?? ''}
          onChange={(event) => setParam('type', event.target.value || null, true)}
          className="md:w-56"
        />
        <SelectField
          label="Mastery level"
          options={MASTERY_FILTER_OPTIONS}
          value={masteryFilter === null ? '' : String(masteryFilter)}
          onChange={(event) => setParam('mastery', event.target.value || null, true)}
          className="md:w-56"
        />
        <TextField
          label="Search chords"
          type="search"
          value={search}
          onChange={(event) => setParam('q', event.target.value || null, true)}
          placeholder="e.g. Cmaj7, sus, minor"
          autoComplete="off"
          className="md:w-56"
        />
      </div>
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
        <section aria-label="Chords">
          <p className="mb-3 text-sm font-medium text-stone-700">{countLabel(shown.length)}</p>
          {shown.length === 0 ? (
            <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-10 text-center text-stone-700">
              {onlyTypeFilter ? messages.chords.noChordsOfType : messages.chords.noChordsMatch}
            </p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
              {shown.map((chord) => (
                <li key={chord.id} className="flex">
                  <ChordCard
                    chord={chord}
                    canEdit={isSuperadmin}
                    onRate={(rating) => onRate(chord, rating)}
                    onView={() => setParam('chord', chord.id, true)}
                    onEdit={() => setEditing(chord)}
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <ChordViewDialog chord={viewed} onOpenChange={(open) => !open && setParam('chord', null, true)} />
      {editing && <ChordEditDialog chord={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
