import { useQuery } from '@tanstack/react-query';
import { BPM_MAX, BPM_MIN, messages, type Goal, type TempoItemType } from '@woodshed/shared';
import { X } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { SelectField, type SelectOption } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { chordsQueryOptions } from '@/features/chords';
import { libraryListQueryOptions } from '@/features/library';
import { TEMPO_BPM_FIELD, TEMPO_ITEM_FIELD } from '../form/goal-form-model';
import type { FieldsProps } from './GoalBasicsFields';

/** The items a tempo can be logged on (TEMPO_ITEM_TYPES), as the picker names them. */
const TYPE_OPTIONS: SelectOption[] = [
  { value: '', label: 'No tempo target' },
  { value: 'exercise', label: 'Exercise' },
  { value: 'repertoire', label: 'Repertoire piece' },
  { value: 'jam_track', label: 'Jam track' },
  { value: 'chord', label: 'Chord' },
];

/** The most items of one type the list offers (the library's largest page); school libraries are smaller. */
const ITEMS_SHOWN = 60;

/** The items of one type, by title: published library items of that type, or every chord. */
function useItemOptions(type: TempoItemType | '') {
  const library = useQuery({
    ...libraryListQueryOptions({ type: type && type !== 'chord' ? type : undefined, page: 1, pageSize: ITEMS_SHOWN }),
    enabled: type !== '' && type !== 'chord',
  });
  const chords = useQuery({ ...chordsQueryOptions(), enabled: type === 'chord' });
  const query = type === 'chord' ? chords : library;
  const options =
    type === 'chord'
      ? (chords.data?.items ?? []).map((chord) => ({ value: chord.id, label: chord.name }))
      : [...(library.data?.items ?? [])]
          .sort((a, b) => a.title.localeCompare(b.title))
          .map((item) => ({ value: item.id, label: item.title }));
  return { query, options, more: type !== 'chord' && (library.data?.total ?? 0) > ITEMS_SHOWN };
}

/**
 * "Tempo target" (optional): an exercise, repertoire piece, jam track or chord and a target BPM; the goal's progress
 * then follows the best tempo logged on it. Remove clears it (a saved target is removed on save).
 */
export function TempoTargetFields({ form, goal }: FieldsProps & { goal: Goal | null }) {
  const { values, change, isInvalid } = form;
  const type = values.tempoItemType;
  const items = useItemOptions(type);
  const saved = goal?.tempoTarget ?? null;
  // A saved item no longer listed (unpublished since) stays choosable under its last known title.
  const itemOptions: SelectOption[] = [
    { value: '', label: items.query.isPending ? 'Loading…' : 'Choose…' },
    ...(saved && saved.itemType === type && !items.options.some((option) => option.value === saved.itemId)
      ? [{ value: saved.itemId, label: saved.itemTitle ?? 'Unavailable item' }]
      : []),
    ...items.options,
  ];
  const hasTarget = type !== '' || values.tempoTargetBpm !== '';

  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-800">Tempo target (optional)</legend>
      <p className="text-sm text-stone-600">
        Progress follows the best tempo you log on the item, and the goal is completed at the target.
      </p>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr_8rem]">
        <SelectField
          label="Item type"
          name="tempoItemType"
          options={TYPE_OPTIONS}
          value={type}
          onChange={(event) =>
            change({ tempoItemType: event.target.value as TempoItemType | '', tempoItemId: '', tempoRemoved: false })
          }
        />
        <SelectField
          label="Item"
          name="tempoItemId"
          options={itemOptions}
          value={values.tempoItemId}
          disabled={type === ''}
          onChange={(event) => change({ tempoItemId: event.target.value, tempoRemoved: false })}
          invalid={isInvalid(TEMPO_ITEM_FIELD)}
          hint={items.more ? `The first ${ITEMS_SHOWN} by date are listed.` : undefined}
        />
        <TextField
          label="Target BPM"
          name="tempoTargetBpm"
          type="number"
          inputMode="numeric"
          min={BPM_MIN}
          max={BPM_MAX}
          step={1}
          value={values.tempoTargetBpm}
          onChange={(event) => change({ tempoTargetBpm: event.target.value, tempoRemoved: false })}
          invalid={isInvalid(TEMPO_BPM_FIELD)}
        />
      </div>
      {items.query.isError && (
        <LoadError
          message={type === 'chord' ? messages.chords.loadFailed : messages.library.loadFailed}
          onRetry={() => void items.query.refetch()}
        />
      )}
      {hasTarget && (
        <Button
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() =>
            change({ tempoItemType: '', tempoItemId: '', tempoTargetBpm: '', tempoRemoved: saved !== null })
          }
        >
          <X aria-hidden="true" className="size-4" />
          Remove tempo target
        </Button>
      )}
      {values.tempoRemoved && (
        <p className="text-sm text-stone-700">The tempo target is removed when you save the goal.</p>
      )}
    </fieldset>
  );
}
