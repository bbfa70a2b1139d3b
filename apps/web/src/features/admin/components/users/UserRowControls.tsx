import { messages, type AdminUserRow, type MembershipLevelsResponse } from '@woodshed/shared';
import { Link } from 'react-router';
import { controlClasses } from '@/components/ui/Field';
import { textLinkClasses } from '@/components/ui/TextLink';
import { paths } from '@/lib/paths';
import { superadminChangeText } from '../superadmin-change';
import { RoleSwitch } from './RoleSwitch';

/** What a row's controls change; the tab asks first where needed, sends the requests and says how they went. */
export interface UserRowActions {
  onMembership: (user: AdminUserRow, membershipLevelId: number | null) => void;
  onSuperadmin: (user: AdminUserRow, isSuperadmin: boolean) => void;
  onEventCreator: (user: AdminUserRow, eventCreator: boolean) => void;
}

/** What a row shows while its own change is on the way (the value sent, and no second click). */
export interface RowPending {
  membershipLevelId?: number | null;
  isSuperadmin?: boolean;
  eventCreator?: boolean;
}

export type MembershipLevel = MembershipLevelsResponse['items'][number];

/** The select's value for "no level": 'Free'. */
const NO_LEVEL = '';

export function MembershipSelect({
  user,
  levels,
  pending,
  onChange,
}: {
  user: AdminUserRow;
  levels: MembershipLevel[] | undefined;
  pending: RowPending;
  onChange: UserRowActions['onMembership'];
}) {
  const current = pending.membershipLevelId !== undefined ? pending.membershipLevelId : user.membershipLevelId;
  // A seeded level may itself be called Free: then "no level" says so, and the two stay apart.
  const noLevelLabel = levels?.some((level) => level.name === 'Free') ? 'None (Free)' : 'Free';
  return (
    <div className="flex flex-col gap-1">
      <select
        aria-label={`Membership level of ${user.displayName}`}
        value={current === null ? NO_LEVEL : String(current)}
        disabled={!levels || pending.membershipLevelId !== undefined}
        onChange={(event) =>
          onChange(user, event.target.value === NO_LEVEL ? null : Number.parseInt(event.target.value, 10))
        }
        className={controlClasses(false, 'h-9 min-w-36')}
      >
        <option value={NO_LEVEL}>{noLevelLabel}</option>
        {(levels ?? []).map((level) => (
          <option key={level.id} value={String(level.id)}>
            {level.name}
          </option>
        ))}
        {/* Until the levels arrive, the row's own level still reads right. */}
        {!levels && current !== null && <option value={String(current)}>{user.membershipName}</option>}
      </select>
      {user.adminOverride && (
        <p className="text-xs text-stone-600">
          {messages.admin.modifiedByAdmin}
          {user.overrideAdminName && ` (${user.overrideAdminName})`}
        </p>
      )}
    </div>
  );
}

export function SuperadminControl({
  user,
  isSelf,
  timeZone,
  pending,
  onChange,
}: {
  user: AdminUserRow;
  isSelf: boolean;
  timeZone: string;
  pending: RowPending;
  onChange: UserRowActions['onSuperadmin'];
}) {
  const checked = pending.isSuperadmin ?? user.isSuperadmin;
  return (
    <div className="flex flex-col items-start gap-1">
      {/* Nobody changes their own flag: the control is not there; the row says why. */}
      {isSelf ? (
        <span className="text-sm text-stone-600">Yes (you)</span>
      ) : (
        <RoleSwitch
          label={`Superadmin: ${user.displayName}`}
          checked={checked}
          busy={pending.isSuperadmin !== undefined}
          onToggle={() => onChange(user, !checked)}
        />
      )}
      {user.superadminChange && (
        <p className="max-w-48 text-xs text-stone-600">{superadminChangeText(user.superadminChange, timeZone)}</p>
      )}
    </div>
  );
}

export function EventCreatorControl({
  user,
  pending,
  onChange,
}: {
  user: AdminUserRow;
  pending: RowPending;
  onChange: UserRowActions['onEventCreator'];
}) {
  const checked = pending.eventCreator ?? user.eventCreator;
  return (
    <RoleSwitch
      label={`Event creator: ${user.displayName}`}
      checked={checked}
      busy={pending.eventCreator !== undefined}
      onToggle={() => onChange(user, !checked)}
    />
  );
}

export function DetailsLink({ user }: { user: AdminUserRow }) {
  return (
    <Link to={paths.adminUser(user.id)} className={textLinkClasses}>
      View details<span className="sr-only"> of {user.displayName}</span>
    </Link>
  );
}
