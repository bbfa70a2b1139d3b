import { MASTERY_LEVEL_NAMES, TRIAD_TYPES, searchChords, type Chord, type TriadType } from '@woodshed/shared';
import { useSearchParams } from 'react-router';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';

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

type ChordParam = 'type' | 'chord' | 'q' | 'mastery';

/**
 * The chord page's address: the filters (?type=, ?mastery=0–5, ?q= part of a name or a quality word) and the chord
 * shown larger (?chord=). Filter changes replace the entry, so Back leaves the page rather than undoing a keystroke.
 */
export function useChordFilters() {
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const triadType = isTriadType(typeParam) ? typeParam : null;
  const search = params.get('q') ?? '';
  const masteryFilter = masteryParamValue(params.get('mastery'));

  const setParam = (key: ChordParam, value: string | null, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace },
    );

  /** The chords the filters let through, best search matches first. */
  const filter = (items: Chord[]) =>
    searchChords(
      items.filter(
        (chord) =>
          (!triadType || chord.triadType === triadType) &&
          (masteryFilter === null || chord.masteryRating === masteryFilter),
      ),
      search,
    );

  return {
    triadType,
    search,
    masteryFilter,
    viewedId: params.get('chord'),
    /** Only the triad type is set: an empty grid says there are none of that type. */
    onlyTypeFilter: Boolean(triadType) && search.trim() === '' && masteryFilter === null,
    setParam,
    filter,
  };
}

export type ChordFilterState = ReturnType<typeof useChordFilters>;

/** Triad type, mastery level and the search box, side by side from `md`. */
export function ChordFilters({ filters }: { filters: ChordFilterState }) {
  const { triadType, masteryFilter, search, setParam } = filters;
  return (
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
  );
}
