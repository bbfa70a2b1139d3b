import {
  ADMIN_USER_SEARCH_MAX,
  ADMIN_USERS_PAGE_SIZE,
  DEFAULT_TIME_ZONE,
  formatCount,
  messages,
  type AdminUserRow,
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
import { isApiError } from '@/lib/api';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/debounce';
import { useMediaQuery } from '@/lib/use-media-query';
import { useMembershipLevels } from '../../api/membership-levels';
import { useUpdateEventCreator } from '../../api/update-event-creator';
import { useUpdateMembership } from '../../api/update-membership';
import { useUpdateSuperadmin } from '../../api/update-superadmin';
import { useAdminUsers } from '../../api/users';
import { UserCards, UserTable } from './UserList';
import type { RowPending } from './UserRowControls';

const m = messages.admin;
/** Tailwind's `md`: from here the users fit a table; below it they are cards. */
const TABLE_QUERY = '(min-width: 48rem)';

/** A refusal the server explains (the last superadmin, oneself) in its words; anything else the spec's text. */
const refusal = (error: unknown, fallback: string) =>
  isApiError(error) && (error.status === 403 || error.status === 409 || error.status === 404)
    ? error.message
    : fallback;

/** The confirmation of a superadmin change, naming the user. */
const superadminQuestion = (name: string, grant: boolean) =>
  grant
    ? {
        title: m.superadminGrantTitle(name),
        message: m.superadminGrantQuestion(name),
        confirmLabel: m.superadminGrantConfirm,
      }
    : {
        title: m.superadminRevokeTitle(name),
        message: m.superadminRevokeQuestion(name),
        confirmLabel: m.superadminRevokeConfirm,
      };

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
  const membership = useUpdateMembership();
  const superadmin = useUpdateSuperadmin();
  const eventCreator = useUpdateEventCreator();
  const isWide = useMediaQuery(TABLE_QUERY);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  /** The superadmin change being asked about: full rights are one click away, so the switch asks first. */
  const [superadminAsk, setSuperadminAsk] = useState<{ user: AdminUserRow; isSuperadmin: boolean } | null>(null);

  const data = users.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / ADMIN_USERS_PAGE_SIZE)) : 1;

  const pendingOf = (userId: string): RowPending => ({
    ...(membership.isPending && membership.variables.userId === userId
      ? { membershipLevelId: membership.variables.membershipLevelId }
      : {}),
    ...(superadmin.isPending && superadmin.variables.userId === userId
      ? { isSuperadmin: superadmin.variables.isSuperadmin }
      : {}),
    ...(eventCreator.isPending && eventCreator.variables.userId === userId
      ? { eventCreator: eventCreator.variables.eventCreator }
      : {}),
  });

  const actions = {
    onMembership: (user: AdminUserRow, membershipLevelId: number | null) => {
      setError(null);
      membership.mutate(
        { userId: user.id, membershipLevelId },
        {
          onSuccess: (row) => setAnnouncement(`${user.displayName} now has the membership ${row.membershipName}.`),
          onError: (problem) => setError(refusal(problem, m.membershipUpdateFailed)),
        },
      );
    },
    onSuperadmin: (user: AdminUserRow, isSuperadmin: boolean) => {
      setError(null);
      superadmin.reset();
      setSuperadminAsk({ user, isSuperadmin });
    },
    onEventCreator: (user: AdminUserRow, isCreator: boolean) => {
      setError(null);
      eventCreator.mutate(
        { userId: user.id, eventCreator: isCreator },
        {
          onSuccess: () =>
            setAnnouncement(`${user.displayName} is ${isCreator ? 'now' : 'no longer'} an event creator.`),
          onError: (problem) => setError(refusal(problem, m.eventCreatorUpdateFailed)),
        },
      );
    },
  };

  const question = superadminAsk && superadminQuestion(superadminAsk.user.displayName, superadminAsk.isSuperadmin);
  const confirmSuperadmin = () => {
    if (!superadminAsk) return;
    const { user, isSuperadmin } = superadminAsk;
    superadmin.mutate(
      { userId: user.id, isSuperadmin },
      {
        onSuccess: () => {
          setSuperadminAsk(null);
          setAnnouncement(`${user.displayName} is ${isSuperadmin ? 'now' : 'no longer'} a superadmin.`);
        },
      },
    );
  };

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
            value={searchText}
            maxLength={ADMIN_USER_SEARCH_MAX}
            onChange={(event) => setSearchText(event.target.value)}
            autoComplete="off"
            spellCheck={false}
          />
          <Search aria-hidden="true" className="pointer-events-none absolute right-3 bottom-3 size-4 text-stone-400" />
        </div>
      </div>
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
      <ConfirmDialog
        open={superadminAsk !== null}
        onOpenChange={(open) => {
          if (open) return;
          setSuperadminAsk(null);
          superadmin.reset();
        }}
        title={question?.title ?? ''}
        message={question?.message}
        confirmLabel={question?.confirmLabel}
        busyLabel="Saving..."
        busy={superadmin.isPending}
        error={superadmin.isError ? refusal(superadmin.error, m.superadminUpdateFailed) : null}
        onConfirm={confirmSuperadmin}
      />
    </section>
  );
}
