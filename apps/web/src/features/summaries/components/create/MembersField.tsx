import { messages, type AdminUserRow } from '@woodshed/shared';
import { UserPlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { SearchField } from '@/components/ui/SearchField';
import { Spinner } from '@/components/ui/Spinner';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/debounce';
import { useUserSearch } from '../../api/user-search';
import type { AddedMember } from './summary-form-model';

interface MembersFieldProps {
  /** The page's user: always first, never removable. */
  primary: AddedMember;
  members: AddedMember[];
  onChange: (members: AddedMember[]) => void;
  error?: string | undefined;
}

/** A group session's learners as chips, and an 'Add learners' search (e-mail or username) to add more. */
export function MembersField({ primary, members, onChange, error }: MembersFieldProps) {
  const id = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const results = useUserSearch(search);
  const taken = new Set([primary.id, ...members.map((member) => member.id)]);
  const matches = (results.data?.items ?? []).filter((user) => !taken.has(user.id));
  const searching = text.trim() !== search || results.isFetching;

  const add = (user: AdminUserRow) => onChange([...members, { id: user.id, displayName: user.displayName }]);

  return (
    <fieldset
      className="flex flex-col gap-3 rounded-lg border border-stone-200 p-4"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="px-1 text-sm font-medium text-stone-800">Learners in this session</legend>
      <ul aria-label="Learners" className="flex flex-wrap gap-2">
        <li className="inline-flex h-8 items-center rounded-full bg-amber-100 px-3 text-sm font-medium text-amber-900">
          {primary.displayName}
        </li>
        {members.map((member) => (
          <li
            key={member.id}
            className="inline-flex h-8 items-center gap-1 rounded-full bg-stone-100 pr-1 pl-3 text-sm font-medium text-stone-800"
          >
            {member.displayName}
            <button
              type="button"
              onClick={() => onChange(members.filter((other) => other.id !== member.id))}
              aria-label={`Remove ${member.displayName}`}
              className="rounded-full p-1 text-stone-600 hover:bg-stone-200 hover:text-stone-900 focus-visible:outline-2 focus-visible:outline-amber-700"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {/* Enter does not submit the summary (SearchField): the matches update as the admin types. */}
      <SearchField
        id={id}
        label="Add learners"
        value={text}
        onChange={setText}
        placeholder="Search by e-mail or username"
        aria-describedby={`${id}-results`}
      />
      <div id={`${id}-results`} aria-live="polite" className="flex flex-col gap-2">
        {search !== '' && searching && results.isPending && <Spinner size="sm" label="Searching…" />}
        {search !== '' && results.isError && (
          <p className="text-sm font-medium text-red-700">{messages.admin.usersLoadFailed}</p>
        )}
        {search !== '' && results.data && matches.length === 0 && !searching && (
          <p className="text-sm text-stone-600">{messages.admin.noUsersMatch}</p>
        )}
      </div>
      {search !== '' && matches.length > 0 && (
        <ul aria-label="Matching learners" className="flex flex-col gap-2">
          {matches.map((user) => (
            <li key={user.id} className="flex items-center gap-3 rounded-lg border border-stone-200 px-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-stone-900">{user.displayName}</p>
                <p className="truncate text-xs text-stone-600">{user.email}</p>
              </div>
              <Button size="sm" variant="secondary" onClick={() => add(user)} className="shrink-0">
                <UserPlus aria-hidden="true" className="size-4" />
                Add<span className="sr-only"> {user.displayName}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
