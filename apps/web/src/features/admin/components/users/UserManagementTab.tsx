import {
  ADMIN_USER_SEARCH_MAX,
  ADMIN_USERS_PAGE_SIZE,
  DEFAULT_TIME_ZONE,
  formatCount,
  messages,
} from '@woodshed/shared';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { Banner } from '@/components/ui/Banner';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { LoadError } from '@/components/ui/LoadError';
import { Pagination } from '@/components/ui/Pagination';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { useAuth } from '@/features/auth';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/debounce';
import { useMediaQuery } from '@/lib/use-media-query';
import { useMembershipLevels } from '../../api/membership-levels';
import { useAdminUsers } from '../../api/users';
import { useUserRowActions } from './use-user-row-actions';
import { UserCards, UserTable } from './UserList';

const m = messages.admin;
/** Tailwind's `md`: from here the users fit a table; below it they are cards. */
const TABLE_QUERY = '(min-width: 48rem)';

/**
 * The Admin Dashboard's User Management tab: every user newest first, searchable by e-mail,
 * username or nickname, paged; membership level, superadmin and event creator per user, and a link to the user's page.
 */
export function UserManagementTab() {
  const { user: viewer } = useAuth();
  const timeZone = viewer?.timezone ?? DEFAULT_TIME_ZONE;
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [pageState, setPageState] = useState({ search: '', page: 1 });
  // A new search starts at page 1.
  const page = pageState.search === search ? pageState.page : 1;
  const users = useAdminUsers(search, page);
  const levels = useMembershipLevels();
  const isWide = useMediaQuery(TABLE_QUERY);
  const { actions, pendingOf, error, announcement, superadminDialog } = useUserRowActions();

  const data = users.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / ADMIN_USERS_PAGE_SIZE)) : 1;

  const listProps = {
    users: data?.items ?? [],
    levels: levels.data?.items,
    viewerId: viewer?.id,
    timeZone,
    pendingOf,
    busy: users.isPlaceholderData,
    ...actions,
  };

  return (
    <section aria-labelledby="admin-users-heading" className="flex flex-col gap-4">
      <UserSearchHeader value={searchText} onChange={setSearchText} />
      {error && <Banner tone="error">{error}</Banner>}
      {levels.isError && <Banner tone="error">{m.membershipLevelsLoadFailed}</Banner>}
      {!data && users.isError ? (
        <LoadError message={m.usersLoadFailed} onRetry={() => void users.refetch()} retrying={users.isFetching} />
      ) : !data ? (
        <div className="flex justify-center py-10">
          <Spinner label="Loading users…" size="lg" />
        </div>
      ) : data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white px-4 py-8 text-center text-stone-700">
          {search ? m.noUsersMatch : 'No users yet.'}
        </p>
      ) : (
        <>
          {isWide ? <UserTable {...listProps} /> : <UserCards {...listProps} />}
          <p className="text-sm text-stone-600" aria-live="polite">
            {formatCount(data.total, { one: 'user', other: 'users' })}
            {search && ` match “${search}”`}
          </p>
          {pageCount > 1 && (
            <Pagination
              page={page}
              pageCount={pageCount}
              onPageChange={(next) => setPageState({ search, page: next })}
            />
          )}
        </>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <ConfirmDialog {...superadminDialog} />
    </section>
  );
}

/** The tab's heading and the user search (e-mail, username or nickname). */
function UserSearchHeader({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id="admin-users-heading" className="text-xl font-semibold text-stone-900">
          User Management
        </h2>
        <p className="text-sm text-stone-600">Newest first. Change a membership, a role, or open a user.</p>
      </div>
      <div className="relative sm:w-80">
        <TextField
          label="Search users"
          type="search"
          placeholder="E-mail, username or nickname"
          value={value}
          maxLength={ADMIN_USER_SEARCH_MAX}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <Search aria-hidden="true" className="pointer-events-none absolute right-3 bottom-3 size-4 text-stone-400" />
      </div>
    </div>
  );
}
