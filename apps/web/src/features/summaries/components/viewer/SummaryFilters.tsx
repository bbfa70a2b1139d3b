import { SESSION_TYPES, SUMMARIES_PAGE_SIZE, type SessionType, type SummariesResponse } from '@woodshed/shared';
import { useState } from 'react';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/debounce';
import { fullName } from '../faculty/FacultyAvatar';

const TYPE_LABELS: Record<SessionType, string> = { all: 'All', private: 'Private', group: 'Group' };
const TYPE_OPTIONS = SESSION_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

/** The list's search (debounced), Faculty and Session Type filters and page; any filter change goes to page 1. */
export function useSummaryFilters() {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const [facultyId, setFacultyId] = useState('');
  const [type, setType] = useState<SessionType>('all');
  const [page, setPage] = useState(1);
  const changeFilter = (apply: () => void) => {
    apply();
    setPage(1);
  };
  return {
    text,
    facultyId,
    type,
    page,
    setPage,
    setText: (value: string) => changeFilter(() => setText(value)),
    setFacultyId: (value: string) => changeFilter(() => setFacultyId(value)),
    setType: (value: SessionType) => changeFilter(() => setType(value)),
    /** Any filter is set: an empty list says 'no matches' rather than 'none yet'. */
    filtered: search !== '' || facultyId !== '' || type !== 'all',
    query: { search, type, page, pageSize: SUMMARIES_PAGE_SIZE, ...(facultyId ? { facultyId } : {}) },
  };
}

export type SummaryFilterState = ReturnType<typeof useSummaryFilters>;

/** The search box and the two filters above the list ('All faculty' and then each teacher the list names). */
export function SummaryFilters({
  filters,
  faculty,
}: {
  filters: SummaryFilterState;
  faculty: SummariesResponse['faculty'];
}) {
  const facultyOptions = [
    { value: '', label: 'All faculty' },
    ...faculty.map((member) => ({ value: member.id, label: fullName(member) })),
  ];
  return (
    <div role="search" aria-label="Filter session summaries" className="mb-4 grid gap-4 sm:grid-cols-[2fr_1fr_1fr]">
      <SearchField
        label="Search"
        value={filters.text}
        onChange={filters.setText}
        placeholder="Description, notes or teacher"
      />
      <SelectField
        label="Faculty"
        options={facultyOptions}
        value={filters.facultyId}
        onChange={(event) => filters.setFacultyId(event.target.value)}
      />
      <SelectField
        label="Session Type"
        options={TYPE_OPTIONS}
        value={filters.type}
        onChange={(event) => filters.setType(event.target.value as SessionType)}
      />
    </div>
  );
}
