import { DAILY_XP_BASE, DAILY_XP_PER_STREAK_DAY, DAILY_XP_STREAK_CAP, dailyXpForStreak } from '@woodshed/shared';
import { useId } from 'react';
import { Card } from '@/components/ui/Card';

/** Streaks shown as examples: a first day, a week, the spec's 10 days, a month and the cap. */
const EXAMPLE_STREAKS = [1, 7, 10, 30, DAILY_XP_STREAK_CAP] as const;

/** How levels and daily XP work, the examples computed from the constants. */
export function DailyXpExplainer() {
  const levelsId = useId();
  const dailyId = useId();
  const max = dailyXpForStreak(DAILY_XP_STREAK_CAP);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card aria-labelledby={levelsId} role="region">
        <h2 id={levelsId} className="text-lg font-semibold text-stone-900">
          How levels work
        </h2>
        <p className="mt-2 text-stone-700">
          Everything you do earns XP: practising every day, completing courses and earning achievements. XP adds up and
          never goes away. Your level is the highest one whose XP requirement you have reached; the table below lists
          every level.
        </p>
      </Card>
      <Card aria-labelledby={dailyId} role="region">
        <h2 id={dailyId} className="text-lg font-semibold text-stone-900">
          Daily XP
        </h2>
        <p className="mt-2 text-stone-700">
          Your first practice each day earns {DAILY_XP_BASE} XP, plus a streak bonus of {DAILY_XP_PER_STREAK_DAY} XP for
          each consecutive day you have practised, counted up to {DAILY_XP_STREAK_CAP} days. The most you can earn in a
          day this way is {max} XP. Sessions logged for an earlier date earn no daily XP.
        </p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          {EXAMPLE_STREAKS.map((days) => (
            <div key={days} className="contents">
              <dt className="text-stone-700">
                {days === DAILY_XP_STREAK_CAP ? `${days}-day streak or more` : `${days}-day streak`}
              </dt>
              <dd className="font-semibold text-stone-900 tabular-nums">
                {dailyXpForStreak(days)} XP{days === DAILY_XP_STREAK_CAP && ' (maximum)'}
              </dd>
            </div>
          ))}
        </dl>
      </Card>
    </div>
  );
}
