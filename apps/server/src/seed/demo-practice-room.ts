import { addDaysToDate, canonicalChordPair, localDateOf, startOfLocalDay, tempoGoalProgress } from '@woodshed/shared';
import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../db/client.ts';
import {
  chordChangeRecords,
  chords,
  goals,
  libraryContent,
  milestones,
  profiles,
  tempoLogEntries,
} from '../db/schema/index.ts';
import { findUserByEmail } from '../modules/auth/index.ts';
import { DEMO_LEARNER } from './demo.ts';

/**
 * The demo learner's practice room (issue 19): a rising tempo over the last three weeks on two starter exercises, a
 * chord-change history for two pairs, and a goal that follows the Spider Walk's tempo. Dated relative to today in
 * the learner's zone; written once, when the learner has none of it (a later start changes nothing).
 */

const DEMO_PRACTICE_ROOM_LOCK_KEY = 7_357_219;
const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** [days ago, BPM] per exercise, oldest first: a line that rises with a plateau or two, as practice does. */
export const DEMO_TEMPO_HISTORY: ReadonlyArray<{ title: string; days: ReadonlyArray<readonly [number, number]> }> = [
  {
    title: 'Spider Walk for Finger Independence',
    days: [
      [20, 72],
      [18, 76],
      [17, 76],
      [15, 80],
      [13, 84],
      [11, 84],
      [10, 88],
      [8, 92],
      [6, 96],
      [4, 96],
      [3, 100],
      [1, 104],
    ],
  },
  {
    title: 'One-Minute Chord Changes',
    days: [
      [19, 60],
      [16, 63],
      [12, 66],
      [9, 70],
      [5, 72],
      [2, 76],
    ],
  },
];

/** [days ago, changes in one minute] per chord pair, oldest first. */
export const DEMO_CHORD_CHANGES: ReadonlyArray<{
  chords: readonly [string, string];
  tries: ReadonlyArray<readonly [number, number]>;
}> = [
  {
    chords: ['G', 'C'],
    tries: [
      [18, 22],
      [16, 25],
      [14, 24],
      [11, 29],
      [9, 31],
      [6, 33],
      [3, 36],
      [1, 35],
    ],
  },
  {
    chords: ['A', 'D'],
    tries: [
      [12, 27],
      [8, 30],
      [4, 34],
      [2, 33],
    ],
  },
];

/** The goal that follows the Spider Walk's logged tempo. */
export const DEMO_TEMPO_GOAL = {
  title: 'Spider walk at 120 BPM',
  exercise: 'Spider Walk for Finger Independence',
  targetBpm: 120,
  description: 'The four-finger spider walk, one note per click, clean and relaxed at 120 BPM.',
  createdDaysAgo: 21,
  targetInDays: 30,
  priority: 0.5,
  milestones: [
    { description: 'Clean at 100 BPM', inDays: -3, done: true },
    { description: 'Clean at 120 BPM without tension in the thumb', inDays: 30, done: false },
  ],
} as const;

/** Whether the learner already has any practice-room data (then nothing is written). */
async function hasPracticeRoomData(db: DbOrTx, userId: string): Promise<boolean> {
  const [[tempo], [changes], [tempoGoals]] = await Promise.all([
    db.select({ total: count() }).from(tempoLogEntries).where(eq(tempoLogEntries.userId, userId)),
    db.select({ total: count() }).from(chordChangeRecords).where(eq(chordChangeRecords.userId, userId)),
    db
      .select({ total: count() })
      .from(goals)
      .where(and(eq(goals.userId, userId), isNotNull(goals.tempoItemType))),
  ]);
  return (tempo?.total ?? 0) + (changes?.total ?? 0) + (tempoGoals?.total ?? 0) > 0;
}

/** An instant on the learner's local day `date`, `minute` minutes after midnight, never after now. */
const onLocalDay = (date: string, minute: number, timezone: string, now: Date) =>
  new Date(Math.min(startOfLocalDay(date, timezone) + minute * MS_PER_MINUTE, now.getTime()));

async function seedTempoLog(tx: Tx, userId: string, today: string, timezone: string, now: Date) {
  const titles = DEMO_TEMPO_HISTORY.map((history) => history.title);
  const found = await tx
    .select({ id: libraryContent.id, title: libraryContent.title })
    .from(libraryContent)
    .where(
      and(
        eq(libraryContent.contentType, 'exercise'),
        eq(libraryContent.published, true),
        inArray(libraryContent.title, titles),
      ),
    );
  const idOf = new Map(found.map((row) => [row.title, row.id]));
  const values = DEMO_TEMPO_HISTORY.flatMap((history) => {
    const itemId = idOf.get(history.title);
    if (!itemId) return [];
    return history.days.map(([daysAgo, bpm]) => {
      const date = addDaysToDate(today, -daysAgo);
      const at = onLocalDay(date, 19 * 60, timezone, now);
      return { userId, itemType: 'exercise' as const, itemId, date, bpm, createdAt: at, updatedAt: at };
    });
  });
  if (values.length > 0) await tx.insert(tempoLogEntries).values(values);
  return idOf;
}

async function seedChordChanges(tx: Tx, userId: string, today: string, timezone: string, now: Date) {
  const names = [...new Set(DEMO_CHORD_CHANGES.flatMap((pair) => pair.chords))];
  const found = await tx.select({ id: chords.id, name: chords.name }).from(chords).where(inArray(chords.name, names));
  const idOf = new Map(found.map((row) => [row.name, row.id]));
  const values = DEMO_CHORD_CHANGES.flatMap((pair) => {
    const [a, b] = pair.chords.map((name) => idOf.get(name));
    if (!a || !b) return [];
    const [chordAId, chordBId] = canonicalChordPair(a, b);
    return pair.tries.map(([daysAgo, changes]) => {
      const date = addDaysToDate(today, -daysAgo);
      const recordedAt = onLocalDay(date, 18 * 60 + 45, timezone, now);
      return { userId, chordAId, chordBId, changes, durationSeconds: 60, recordedAt, date };
    });
  });
  if (values.length > 0) await tx.insert(chordChangeRecords).values(values);
}

async function seedTempoGoal(tx: Tx, userId: string, today: string, now: Date, exerciseId: string | undefined) {
  if (!exerciseId) return;
  const history = DEMO_TEMPO_HISTORY.find((h) => h.title === DEMO_TEMPO_GOAL.exercise);
  const best = history ? Math.max(...history.days.map(([, bpm]) => bpm)) : null;
  const progress = tempoGoalProgress(best, DEMO_TEMPO_GOAL.targetBpm);
  const createdAt = new Date(now.getTime() - DEMO_TEMPO_GOAL.createdDaysAgo * MS_PER_DAY);
  const [goal] = await tx
    .insert(goals)
    .values({
      userId,
      title: DEMO_TEMPO_GOAL.title,
      description: DEMO_TEMPO_GOAL.description,
      specific: 'Spider walk, all six strings up and back, alternate picking',
      measurable: 'Logged clean at 120 BPM in the tempo log',
      achievable: 'Four BPM more each time it feels easy',
      relevant: 'Finger independence for the solos I want to play',
      targetDate: addDaysToDate(today, DEMO_TEMPO_GOAL.targetInDays),
      status: progress >= 100 ? 'completed' : 'in_progress',
      progress,
      priority: DEMO_TEMPO_GOAL.priority,
      effortEstimate: 'LEVEL_3',
      tempoItemType: 'exercise',
      tempoItemId: exerciseId,
      tempoTargetBpm: DEMO_TEMPO_GOAL.targetBpm,
      createdAt,
      updatedAt: sql`now()`,
    })
    .returning({ id: goals.id });
  await tx.insert(milestones).values(
    DEMO_TEMPO_GOAL.milestones.map((milestone, index) => ({
      goalId: goal!.id,
      description: milestone.description,
      targetDate: addDaysToDate(today, milestone.inDays),
      isCompleted: milestone.done,
      createdAt: new Date(createdAt.getTime() + index),
    })),
  );
}

/** Writes the learner's practice-room data once; answers whether it wrote it. */
export async function seedDemoPracticeRoom(db: Db, now: Date): Promise<boolean> {
  const learner = await findUserByEmail(db, DEMO_LEARNER.email);
  if (!learner || (await hasPracticeRoomData(db, learner.user.id))) return false;
  const userId = learner.user.id;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_PRACTICE_ROOM_LOCK_KEY})`);
    // Read again under the lock: another instance may have done the work meanwhile.
    if (await hasPracticeRoomData(tx, userId)) return false;
    const [profile] = await tx.select({ timezone: profiles.timezone }).from(profiles).where(eq(profiles.id, userId));
    const timezone = profile?.timezone ?? 'UTC';
    const today = localDateOf(now, timezone);
    const exercises = await seedTempoLog(tx, userId, today, timezone, now);
    await seedChordChanges(tx, userId, today, timezone, now);
    await seedTempoGoal(tx, userId, today, now, exercises.get(DEMO_TEMPO_GOAL.exercise));
    return true;
  });
}
