import type { AdminUserRow } from '@woodshed/shared';
import { formatInstant, formatInteger } from '@/lib/format';
import {
  DetailsLink,
  EventCreatorControl,
  MembershipSelect,
  SuperadminControl,
  type MembershipLevel,
  type RowPending,
  type UserRowActions,
} from './UserRowControls';

interface UserListProps extends UserRowActions {
  users: AdminUserRow[];
  levels: MembershipLevel[] | undefined;
  viewerId: string | undefined;
  timeZone: string;
  pendingOf: (userId: string) => RowPending;
  busy: boolean;
}

const xpText = (user: AdminUserRow) => `${formatInteger(user.xp)} XP · Level ${formatInteger(user.level)}`;

/** Wide screens: a table with one row per user. */
export function UserTable({ users, levels, viewerId, timeZone, pendingOf, busy, ...actions }: UserListProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white shadow-sm">
      <table aria-label="Users" aria-busy={busy || undefined} className="w-full text-left text-sm">
        <thead className="border-b border-stone-200 bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              User
            </th>
            <th scope="col" className="px-4 py-3">
              Joined
            </th>
            <th scope="col" className="px-4 py-3">
              XP
            </th>
            <th scope="col" className="px-4 py-3">
              Membership
            </th>
            <th scope="col" className="px-4 py-3">
              Superadmin
            </th>
            <th scope="col" className="px-4 py-3">
              Event creator
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Details</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {users.map((user) => {
            const pending = pendingOf(user.id);
            return (
              <tr key={user.id} className="align-top">
                <th scope="row" className="max-w-64 px-4 py-3 font-normal">
                  <span className="block font-semibold break-words text-stone-900">{user.displayName}</span>
                  <span className="block break-all text-stone-600">{user.email}</span>
                </th>
                <td className="px-4 py-3 whitespace-nowrap text-stone-700">
                  {formatInstant(user.createdAt, timeZone)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-stone-700 tabular-nums">{xpText(user)}</td>
                <td className="px-4 py-3">
                  <MembershipSelect user={user} levels={levels} pending={pending} onChange={actions.onMembership} />
                </td>
                <td className="px-4 py-3">
                  <SuperadminControl
                    user={user}
                    isSelf={user.id === viewerId}
                    timeZone={timeZone}
                    pending={pending}
                    onChange={actions.onSuperadmin}
                  />
                </td>
                <td className="px-4 py-3">
                  <EventCreatorControl user={user} pending={pending} onChange={actions.onEventCreator} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <DetailsLink user={user} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Narrow screens: the same facts and controls, one card per user (the page never scrolls sideways). */
export function UserCards({ users, levels, viewerId, timeZone, pendingOf, busy, ...actions }: UserListProps) {
  return (
    <ul aria-label="Users" aria-busy={busy || undefined} className="flex flex-col gap-3">
      {users.map((user) => {
        const pending = pendingOf(user.id);
        const headingId = `admin-user-${user.id}`;
        return (
          <li key={user.id}>
            <article
              aria-labelledby={headingId}
              className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm"
            >
              <div className="min-w-0">
                <h3 id={headingId} className="font-semibold break-words text-stone-900">
                  {user.displayName}
                </h3>
                <p className="text-sm break-all text-stone-600">{user.email}</p>
                <p className="text-sm text-stone-700">
                  Joined {formatInstant(user.createdAt, timeZone)} · {xpText(user)}
                </p>
              </div>
              <MembershipSelect user={user} levels={levels} pending={pending} onChange={actions.onMembership} />
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                <div className="flex items-start gap-2 text-sm text-stone-700">
                  <span className="py-1.5">Superadmin</span>
                  <SuperadminControl
                    user={user}
                    isSelf={user.id === viewerId}
                    timeZone={timeZone}
                    pending={pending}
                    onChange={actions.onSuperadmin}
                  />
                </div>
                <div className="flex items-center gap-2 text-sm text-stone-700">
                  <span>Event creator</span>
                  <EventCreatorControl user={user} pending={pending} onChange={actions.onEventCreator} />
                </div>
              </div>
              <DetailsLink user={user} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}
