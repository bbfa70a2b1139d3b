import { formatCount, type Profile } from '@woodshed/shared';
import { History } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { TextLink } from '@/components/ui/TextLink';
import { cn } from '@/lib/cn';
import { formatInteger } from '@/lib/format';
import { paths } from '@/lib/paths';

function Detail({ term, children, className }: { term: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <dt className="text-sm font-medium text-stone-600">{term}</dt>
      <dd className="text-stone-900">{children}</dd>
    </div>
  );
}

function List({ items, empty }: { items: readonly string[]; empty: string }) {
  if (items.length === 0) return <span className="text-stone-500">{empty}</span>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full border border-amber-200 bg-amber-50 px-3 py-0.5 text-sm text-amber-950">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** View mode of the profile page: the stored fields, the membership level and the level with its progress. */
export function ProfileView({ profile }: { profile: Profile }) {
  const levelHeading = useId();
  const { level } = profile;
  const progressLabel =
    level.nextLevel === null ? `Level ${level.level} progress` : `Progress to Level ${level.nextLevel}`;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={levelHeading} className="rounded-xl border border-amber-200 bg-amber-50/60 p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id={levelHeading} className="text-xl font-bold text-stone-900">
            Level {level.level}
          </h2>
          <p className="font-semibold text-amber-900">{formatInteger(level.xp)} XP</p>
        </div>
        <div className="mt-3 mb-1.5 flex justify-between text-sm">
          <span className="font-medium text-stone-800">{progressLabel}</span>
          <span className="font-semibold tabular-nums">{level.progressPercent}%</span>
        </div>
        <ProgressBar value={level.progressPercent} label={progressLabel} />
        <p className="mt-2 text-sm text-stone-700">
          {level.nextLevel === null ? 'Top level reached' : `${formatInteger(level.xpNeeded)} XP needed for next level`}
        </p>
        <p className="mt-3 text-sm">
          <TextLink to={paths.practiceHistory} className="inline-flex items-center gap-1.5">
            <History aria-hidden="true" className="size-4" />
            Practice history
          </TextLink>
        </p>
      </section>

      <Card>
        <dl className="grid gap-5 md:grid-cols-2">
          <Detail term="Username">{profile.username ?? <span className="text-stone-500">Not set</span>}</Detail>
          <Detail term="Leaderboard nickname">
            {profile.leaderboardNickname ?? <span className="text-stone-500">None (your username is shown)</span>}
          </Detail>
          <Detail term="Bio" className="md:col-span-2">
            {profile.bio ? (
              <p className="whitespace-pre-line">{profile.bio}</p>
            ) : (
              <span className="text-stone-500">No bio yet</span>
            )}
          </Detail>
          <Detail term="Gear">
            <List items={profile.gear} empty="None listed" />
          </Detail>
          <Detail term="Genres">
            <List items={profile.genres} empty="None listed" />
          </Detail>
          <Detail term="Influences">
            <List items={profile.influences} empty="None listed" />
          </Detail>
          <Detail term="Membership level">{profile.membershipLevel}</Detail>
          <Detail term="Time zone">{profile.timezone}</Detail>
          <Detail term="Weekly goal">{formatCount(profile.weeklyGoalHours, { one: 'hour', other: 'hours' })}</Detail>
          <Detail term="Daily practice reminder">
            {profile.dailyPracticeReminder ? `On, at ${profile.practiceReminderTime}` : 'Off'}
          </Detail>
        </dl>
      </Card>
    </div>
  );
}
