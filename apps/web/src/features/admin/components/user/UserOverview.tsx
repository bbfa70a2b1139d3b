import { formatHours, messages, type AdminUserDetail } from '@woodshed/shared';
import type { ReactNode } from 'react';
import { formatCalendarDate, formatInstant, formatInteger, formatMinutes } from '@/lib/format';
import { superadminChangeText } from '../superadmin-change';

/** Superadmin and Event creator badges of the page's header (phrasing content: it sits in the header's paragraph). */
export function RoleBadges({ profile }: { profile: AdminUserDetail['profile'] }) {
  if (!profile.isSuperadmin && !profile.eventCreator) return null;
  return (
    <span className="flex flex-wrap gap-2">
      {profile.isSuperadmin && (
        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">Superadmin</span>
      )}
      {profile.eventCreator && (
        <span className="rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900">Event creator</span>
      )}
    </span>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 id={id} className="mb-3 text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ items }: { items: ReadonlyArray<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-stone-600">{term}</dt>
          <dd className="mb-1 min-w-0 break-words text-stone-900 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** User information, practice statistics and earned achievements (§3 Admin user details). */
export function UserOverview({ detail, timeZone }: { detail: AdminUserDetail; timeZone: string }) {
  const { profile, auth, membership, xp, practiceStats: stats, achievements } = detail;
  const longest = stats.longestPracticeDayDate
    ? `${formatMinutes(stats.longestPracticeDayMinutes)} on ${formatCalendarDate(stats.longestPracticeDayDate)}`
    : '—';
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Section id="user-information" title="User information">
        <Facts
          items={[
            ['E-mail', auth.email],
            ['Username', profile.username ?? 'Not set'],
            ['Joined', formatInstant(auth.createdAt, timeZone)],
            [
              'Last sign-in',
              auth.lastSignInAt ? formatInstant(auth.lastSignInAt, timeZone, { withTime: true }) : 'Never',
            ],
            [
              'Membership',
              <>
                {membership.name}
                {profile.adminOverride && (
                  <span className="ml-2 text-xs text-stone-600">
                    {messages.admin.modifiedByAdmin}
                    {profile.overrideAdminName && ` (${profile.overrideAdminName})`}
                  </span>
                )}
              </>,
            ],
            [
              'Superadmin',
              <>
                {profile.isSuperadmin ? 'Yes' : 'No'}
                {profile.superadminChange && (
                  <span className="ml-2 text-xs text-stone-600">
                    {superadminChangeText(profile.superadminChange, timeZone)}
                  </span>
                )}
              </>,
            ],
            ['XP', `${formatInteger(xp.xp)} XP`],
            ['Level', formatInteger(xp.level)],
            ['Time zone', profile.timezone],
          ]}
        />
      </Section>
      <Section id="practice-statistics" title="Practice statistics">
        <Facts
          items={[
            // totalHours is the minutes / 60: back in whole minutes for the one hours rule.
            ['Total hours', formatHours(Math.round(stats.totalHours * 60))],
            ['Practice logs', formatInteger(stats.totalPracticeLogs)],
            ['Average daily minutes', formatMinutes(Math.round(stats.averageDailyMinutes))],
            ['Longest practice day', longest],
          ]}
        />
      </Section>
      <div className="lg:col-span-2">
        <Section id="earned-achievements" title="Earned achievements">
          {achievements.length === 0 ? (
            <p className="text-sm text-stone-700">No achievements earned yet.</p>
          ) : (
            <ul aria-labelledby="earned-achievements" className="flex flex-wrap gap-2">
              {achievements.map((achievement) => (
                <li
                  key={achievement.achievementId}
                  className="rounded-lg border border-stone-200 bg-stone-50 px-3 py-1.5 text-sm text-stone-800"
                >
                  <span className="font-medium">{achievement.title}</span>
                  {achievement.timesEarned > 1 && ` ×${formatInteger(achievement.timesEarned)}`}
                  <span className="text-stone-600"> · {formatInstant(achievement.earnedAt, timeZone)}</span>
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
    </div>
  );
}
