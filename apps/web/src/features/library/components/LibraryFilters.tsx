import { CONTENT_TYPE_LABELS, CONTENT_TYPES, DIFFICULTIES, type ContentType } from '@woodshed/shared';
import type { FieldValues, Resolver } from 'react-hook-form';
import { Form, useSchemaForm } from '@/components/ui/form';
import { cn } from '@/lib/cn';
import { difficultyLabel } from '../labels';
import type { LibraryListState } from '../list-state';
import { FilterSelect, type FilterOption } from './FilterSelect';
import { SearchBox } from './SearchBox';

interface LibraryFiltersProps {
  /** The page's fixed type; null on /library, which adds a Type filter. */
  type: ContentType | null;
  state: LibraryListState;
  /** Categories to offer (from the last list answer). */
  categories: string[];
  onChange: (name: 'q' | 'difficulty' | 'category' | 'type', value: string) => void;
}

const ALL = { value: '', label: 'All' };
const typeOptions: FilterOption[] = [
  ALL,
  ...CONTENT_TYPES.map((value) => ({ value, label: CONTENT_TYPE_LABELS[value].plural })),
];
const difficultyOptions: FilterOption[] = [
  ALL,
  ...DIFFICULTIES.map((value) => ({ value, label: difficultyLabel(value) })),
];

/**
 * The filters keep no values of their own: the address holds them and each applies as it changes (the search box
 * on a pause in typing or on Enter, which never submits). So the kit's form has no fields to check and nothing to
 * submit: it is there for the search landmark and to keep every form on the kit.
 */
const nothingToCheck: Resolver<FieldValues> = (values) => ({ values, errors: {} });
const ignoreSubmit = () => undefined;

/** Search box and the Type (all resources only), Difficulty and Category filters. */
export function LibraryFilters({ type, state, categories, onChange }: LibraryFiltersProps) {
  const form = useSchemaForm({ resolver: nothingToCheck });
  // A category from the address stays selectable even when the current answer does not list it.
  const categoryValues =
    state.category && !categories.includes(state.category) ? [state.category, ...categories] : categories;
  const categoryOptions: FilterOption[] = [ALL, ...categoryValues.map((value) => ({ value, label: value }))];

  return (
    <Form
      form={form}
      onSubmit={ignoreSubmit}
      role="search"
      label="Search and filter"
      className={cn(
        'mb-6 grid grid-cols-2 gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm',
        type === null ? 'sm:grid-cols-3 xl:grid-cols-[2fr_1fr_1fr_1fr]' : 'lg:grid-cols-[2fr_1fr_1fr]',
      )}
    >
      <SearchBox
        value={state.q}
        onSearch={(value) => onChange('q', value)}
        placeholder="Title, description or category"
        className={type === null ? 'col-span-2 sm:col-span-3 xl:col-span-1' : 'col-span-2 lg:col-span-1'}
      />
      {type === null && (
        <FilterSelect
          label="Type"
          value={state.type}
          options={typeOptions}
          onChange={(value) => onChange('type', value)}
        />
      )}
      <FilterSelect
        label="Difficulty"
        value={state.difficulty}
        options={difficultyOptions}
        onChange={(value) => onChange('difficulty', value)}
      />
      <FilterSelect
        label="Category"
        value={state.category}
        options={categoryOptions}
        onChange={(value) => onChange('category', value)}
        className={type === null ? 'col-span-2 sm:col-span-1' : undefined}
      />
    </Form>
  );
}
