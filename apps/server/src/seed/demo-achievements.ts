import type { AchievementCriterion } from '@woodshed/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { achievements, users } from '../db/schema/index.ts';
import { DEMO_LEARNER, DEMO_TEACHER } from './demo.ts';
import { achievementsAreEmpty, earnDemoAchievements } from './demo-achievements-state.ts';
import { DEMO_PLAYERS } from './demo-players.ts';
import type { FileSaver } from './library.ts';
import { renderBadge } from './media.ts';

/**
 * The demo school's achievements (issue 16): written into a school without any, once, with badges drawn at seed
 * time. The demo accounts earn what their seeded history meets through the achievements service itself (so their
 * XP stays the sum of their awards), and those earnings count as already told: a newcomer is not met by a pile of
 * notices for things they never did.
 */

export interface DemoAchievement {
  title: string;
  description: string;
  xpAwarded: number;
  repeatable: boolean;
  criterion: { type: AchievementCriterion; threshold: number } | null;
  /** The badge's colour. */
  hue: number;
}

const streak = (threshold: number) => ({ type: 'streak_days' as const, threshold });
const hours = (threshold: number) => ({ type: 'total_practice_hours' as const, threshold });

export const DEMO_ACHIEVEMENTS: readonly DemoAchievement[] = [
  {
    title: 'First Steps',
    description: 'Log your first practice session.',
    xpAwarded: 25,
    repeatable: false,
    criterion: { type: 'sessions_logged', threshold: 1 },
    hue: 140,
  },
  {
    title: 'Warming Up',
    description: 'Practise three days in a row.',
    xpAwarded: 50,
    repeatable: false,
    criterion: streak(3),
    hue: 30,
  },
  {
    title: 'Week Warrior',
    description: 'Practise seven days in a row.',
    xpAwarded: 150,
    repeatable: false,
    criterion: streak(7),
    hue: 15,
  },
  {
    title: 'Month of Music',
    description: 'Keep a 30-day practice streak.',
    xpAwarded: 500,
    repeatable: false,
    criterion: streak(30),
    hue: 0,
  },
  {
    title: 'Centurion',
    description: 'Keep a 100-day practice streak. Legendary.',
    xpAwarded: 2000,
    repeatable: false,
    criterion: streak(100),
    hue: 345,
  },
  {
    title: 'Ten Hours In',
    description: 'Practise for 10 hours in all.',
    xpAwarded: 100,
    repeatable: false,
    criterion: hours(10),
    hue: 200,
  },
  {
    title: 'Fifty Hours',
    description: 'Practise for 50 hours in all.',
    xpAwarded: 400,
    repeatable: false,
    criterion: hours(50),
    hue: 215,
  },
  {
    title: 'Hundred Hours',
    description: 'Practise for 100 hours in all.',
    xpAwarded: 1000,
    repeatable: false,
    criterion: hours(100),
    hue: 230,
  },
  {
    title: 'Another Ten Hours',
    description: 'Earned again for every 10 hours of practice.',
    xpAwarded: 50,
    repeatable: true,
    criterion: hours(10),
    hue: 185,
  },
  {
    title: 'Regular',
    description: 'Log 50 practice sessions.',
    xpAwarded: 250,
    repeatable: false,
    criterion: { type: 'sessions_logged', threshold: 50 },
    hue: 100,
  },
  {
    title: 'Graduate',
    description: 'Complete your first course.',
    xpAwarded: 300,
    repeatable: false,
    criterion: { type: 'courses_completed', threshold: 1 },
    hue: 270,
  },
  {
    title: 'Chord Collector',
    description: 'Master 10 chords (rate them 5).',
    xpAwarded: 200,
    repeatable: false,
    criterion: { type: 'chords_mastered', threshold: 10 },
    hue: 300,
  },
  {
    title: 'Stage Debut',
    description: 'Play at a student recital. Awarded by your teacher.',
    xpAwarded: 500,
    repeatable: false,
    criterion: null,
    hue: 50,
  },
];

/** Arbitrary, unique: the transaction-scoped advisory lock of this seed. */
const DEMO_ACHIEVEMENTS_LOCK_KEY = 7_357_204;
const MS_PER_DAY = 86_400_000;
const DEMO_EMAILS = [DEMO_LEARNER.email, DEMO_TEACHER.email, ...DEMO_PLAYERS.map((player) => player.email)];

/**
 * Creates the demo achievements with their badges, then lets the demo accounts that exist earn what they meet.
 * Does nothing when any achievement exists; returns how many it created.
 */
export async function seedDemoAchievements(db: Db, files: FileSaver, now: Date): Promise<number> {
  if (!(await achievementsAreEmpty(db))) return 0;
  const icons: string[] = [];
  for (const achievement of DEMO_ACHIEVEMENTS) {
    const icon = await files.save({
      category: 'image',
      name: `${achievement.title}.png`,
      data: renderBadge(achievement.hue),
    });
    icons.push(icon.url);
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_ACHIEVEMENTS_LOCK_KEY})`);
    // Read again under the lock: another instance may have done the work meanwhile.
    if (!(await achievementsAreEmpty(tx))) return 0;
    await tx.insert(achievements).values(
      DEMO_ACHIEVEMENTS.map(({ hue: _hue, criterion, ...fields }, index) => {
        // A year ago, before any demo history (so none is earned before it existed), a minute apart, so the page
        // lists them in this order.
        const createdAt = new Date(now.getTime() - 365 * MS_PER_DAY + index * 60_000);
        return {
          ...fields,
          iconUrl: icons[index]!,
          criterionType: criterion?.type ?? null,
          criterionThreshold: criterion?.threshold ?? null,
          createdAt,
          updatedAt: createdAt,
        };
      }),
    );
    // Accounts seeded before (an existing school): their history counts at once, not at their next practice.
    const accounts = await tx.select({ id: users.id }).from(users).where(inArray(users.email, DEMO_EMAILS));
    for (const account of accounts) await earnDemoAchievements(tx, account.id);
    return DEMO_ACHIEVEMENTS.length;
  });
}
