import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messages, searchChords, type Chord, type LibraryListResponse } from '@woodshed/shared';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { SearchField } from '@/components/ui/SearchField';
import { chordsQueryOptions } from '@/features/chords';
import { libraryListQueryOptions } from '@/features/library';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/debounce';
import type { MaterialRef } from '@/lib/paths';
import type { PickerCandidate } from './PickerResult';
import { PickerSection } from './PickerSection';

/** How many library items the picker shows for one search. */
const PICKER_LIBRARY_PAGE_SIZE = 10;

/** Chords shown at most for one search (all ~60 would bury the library results). */
const MAX_CHORD_RESULTS = 12;

const libraryCandidate = (item: LibraryListResponse['items'][number]): PickerCandidate => ({
  materialType: item.contentType,
  materialId: item.id,
  title: item.title,
  detail: item.difficulty,
  description: item.description,
});

const chordCandidate = (chord: Chord): PickerCandidate => ({
  materialType: 'chord',
  materialId: chord.id,
  title: chord.name,
  detail: chord.triadType,
  description: chord.notes.join(' · '),
});

export interface MaterialPickerProps {
  /** Already chosen (in the collection, on the homework list): shown as added, no button. */
  isChosen: (ref: MaterialRef) => boolean;
  onChoose: (ref: MaterialRef, title: string) => void;
  /** The item whose choice is being saved (its button spins), as `materialKey`; every Add waits meanwhile. */
  pendingKey?: string | null;
  /** What came of the last choice (a banner), shown between the search box and the results. */
  notice?: ReactNode;
}

/**
 * One search box over published library items (searched on the server) and chords (by name or quality), each result
 * with an Add button. Used by Add Material (Practice Materials) and the homework of a session summary.
 */
export function MaterialPicker({ isChosen, onChoose, pendingKey = null, notice }: MaterialPickerProps) {
  const searchId = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  // Published items only (the picker never asks for unpublished ones); the previous results stay while the next search runs.
  const library = useQuery({
    ...libraryListQueryOptions({ q: query || undefined, page: 1, pageSize: PICKER_LIBRARY_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  // The chords page's own list and cache; it changes only when a superadmin edits a chord.
  const chords = useQuery({ ...chordsQueryOptions(), staleTime: 5 * 60_000 });

  // The chords page's search: part of the name or a quality word ("sus", "minor"), names starting with it first.
  const chordMatches = useMemo(() => searchChords(chords.data?.items ?? [], text), [chords.data, text]);

  const libraryCandidates = (library.data?.items ?? []).map(libraryCandidate);
  const chordCandidates = chordMatches.slice(0, MAX_CHORD_RESULTS).map(chordCandidate);

  const choice = { isChosen, onChoose, pendingKey };
  const searching = text.trim() !== query || (library.isFetching && library.isPlaceholderData);

  return (
    <div className="flex flex-col gap-4">
      <SearchField
        id={searchId}
        label="Search library items and chords"
        value={text}
        onChange={setText}
        enterKeyHint="search"
        placeholder="e.g. blues, G major, strumming"
        autoFocus
      />

      {notice}

      <PickerSection
        id={`${searchId}-library`}
        title="Library"
        searching={searching}
        pending={library.isPending}
        loadingLabel="Loading library items…"
        failed={
          library.isError ? { message: messages.library.loadFailed, onRetry: () => void library.refetch() } : null
        }
        loaded={Boolean(library.data)}
        candidates={libraryCandidates}
        emptyText={query ? `No library items match “${query}”.` : 'The library has no items yet.'}
        moreText={
          (library.data?.total ?? 0) > PICKER_LIBRARY_PAGE_SIZE
            ? `Showing ${PICKER_LIBRARY_PAGE_SIZE} of ${library.data?.total}. Type more to narrow the search.`
            : null
        }
        {...choice}
      />
      <PickerSection
        id={`${searchId}-chords`}
        title="Chords"
        pending={chords.isPending}
        loadingLabel="Loading chords…"
        failed={chords.isError ? { message: messages.chords.loadFailed, onRetry: () => void chords.refetch() } : null}
        loaded={Boolean(chords.data)}
        candidates={chordCandidates}
        emptyText={text.trim() ? `No chords match “${text.trim()}”.` : 'There are no chords yet.'}
        moreText={
          chordMatches.length > MAX_CHORD_RESULTS
            ? `Showing ${MAX_CHORD_RESULTS} of ${chordMatches.length}. Type a chord name to narrow the list.`
            : null
        }
        {...choice}
      />
    </div>
  );
}
