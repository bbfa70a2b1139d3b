import {
  FOCUS_AREAS,
  addDaysToDate,
  computeStreak,
  dailyXpForStreak,
  daysBetween,
  fitsPracticeDay,
  randomInt,
  randomItem,
  seededRandom,
  type Random,
} from '@woodshed/shared';
import { DEMO_CUSTOM_FOCUS, DEMO_SESSION_NOTES } from './demo-content.ts';

/**
 * The demo school's practice pattern (issue 11), pure: calendar dates in, planned sessions and daily XP out.
 * Nothing here reads a clock or the database, and all chance comes from a seeded generator, so one `today`
 * and seed always give the same history.
 */

export type FocusAreaName = (typeof FOCUS_AREAS)[number];

export interface PlannedSession {
  date: string;
  /** Whole minutes, at least 1. */
  duration: number;
  /** Names from the reference list (stored as focus_area_ids). */
  focusAreas: FocusAreaName[];
  /** Custom focus areas, as typed by the user. */
  customFocus: string[];
  notes: string | null;
  /** When it was logged: minutes after the start of its local day. */
  loggedAtMinute: number;
}

export interface PracticeHabit {
  /** Days of history, today included. */
  spanDays: number;
  /** Length of the current run of practice days ending today, chosen in this range (inclusive). */
  currentRun: readonly [number, number];
  /** Chance of practising on any other day. */
  practiceChance: number;
  /** A break of several days (a missed week), ending some days ago; null for none. Must lie before the run. */
  missedWeek: { lengthDays: readonly [number, number]; endsDaysAgo: readonly [number, number] } | null;
  /** Range of session minutes at the start and at the end of the span: sessions grow longer with practice. */
  minutes: { start: readonly [number, number]; end: readonly [number, number] };
  secondSessionChance: number;
  customFocusChance: number;
  noteChance: number;
}

/** The demo learner: about 90 days, rest days, a missed week, a 9–12 day current streak, 10–90 minutes. */
export const LEARNER_HABIT: PracticeHabit = {
  spanDays: 90,
  currentRun: [9, 12],
  practiceChance: 0.72,
  missedWeek: { lengthDays: [6, 8], endsDaysAgo: [30, 45] },
  minutes: { start: [10, 35], end: [25, 90] },
  secondSessionChance: 0.18,
  customFocusChance: 0.15,
  noteChance: 0.35,
};

/** The demo teacher: a lighter six weeks with a short current run. */
export const TEACHER_HABIT: PracticeHabit = {
  spanDays: 45,
  currentRun: [3, 5],
  practiceChance: 0.45,
  missedWeek: null,
  minutes: { start: [15, 45], end: [15, 60] },
  secondSessionChance: 0,
  customFocusChance: 0.1,
  noteChance: 0.15,
};

const intBetween = (random: Random, [low, high]: readonly [number, number]) => randomInt(random, low, high);
const pick = randomItem;

const isWeekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** One session's minutes: between the habit's ranges at this point (`progress` 0 → 1), longer at weekends. */
function sessionMinutes(random: Random, habit: PracticeHabit, progress: number, weekend: boolean): number {
  const { start, end } = habit.minutes;
  const low = start[0] + (end[0] - start[0]) * progress;
  const high = start[1] + (end[1] - start[1]) * progress;
  let minutes = low + random() * (high - low);
  if (weekend) minutes *= 1.25;
  // Most people log round numbers; some log what the timer said.
  minutes = random() < 0.8 ? Math.round(minutes / 5) * 5 : Math.round(minutes);
  const floor = Math.min(start[0], end[0]);
  const ceiling = Math.max(start[1], end[1]);
  return Math.min(ceiling, Math.max(floor, minutes));
}

function sessionsOn(date: string, random: Random, habit: PracticeHabit, progress: number): PlannedSession[] {
  const weekend = isWeekend(date);
  const count = random() < habit.secondSessionChance ? 2 : 1;
  const sessions: PlannedSession[] = [];
  let logged = 0;
  // Weekday evenings (18:00–21:30), weekend days (10:00–16:00); with two, the first is 3 hours earlier.
  let at = weekend ? 10 * 60 + Math.floor(random() * 6 * 60) : 18 * 60 + Math.floor(random() * 210);
  if (count === 2) at -= 3 * 60;
  for (let i = 0; i < count; i++) {
    const duration = sessionMinutes(random, habit, progress, weekend);
    // A day holds at most 24 hours of practice.
    if (!fitsPracticeDay(logged, duration)) break;
    logged += duration;
    const focusCount = 1 + Math.floor(random() * 2.4);
    const focusAreas = [...new Set(Array.from({ length: focusCount }, () => pick(random, FOCUS_AREAS)))];
    const customFocus = random() < habit.customFocusChance ? [pick(random, DEMO_CUSTOM_FOCUS)] : [];
    const notes = random() < habit.noteChance ? pick(random, DEMO_SESSION_NOTES) : null;
    const loggedAtMinute = Math.min(at + duration, 24 * 60 - 1);
    sessions.push({ date, duration, focusAreas, customFocus, notes, loggedAtMinute });
    at += duration + 3 * 60;
  }
  return sessions;
}

/**
 * A first history of `habit.spanDays` days ending `today`: today and the `currentRun` days before it practised,
 * a rest day just before that run (so the streak is exactly the run), a missed week with practice either side,
 * and otherwise a practice day with `practiceChance`. The first day of the span is always practised, so the history spans it whole.
 */
export function planHistory(habit: PracticeHabit, today: string, seed: number): PlannedSession[] {
  const random = seededRandom(seed);
  const run = intBetween(random, habit.currentRun);
  let gapFrom = Infinity;
  let gapTo = -Infinity;
  if (habit.missedWeek) {
    gapFrom = intBetween(random, habit.missedWeek.endsDaysAgo);
    gapTo = gapFrom + intBetween(random, habit.missedWeek.lengthDays) - 1;
  }
  const sessions: PlannedSession[] = [];
  const last = habit.spanDays - 1;
  for (let back = last; back >= 0; back--) {
    const chance = random();
    // The first day, and the days either side of the missed week (so it stays a week), are practised.
    let practised = back === last || back === gapFrom - 1 || back === gapTo + 1 || chance < habit.practiceChance;
    if (back >= gapFrom && back <= gapTo) practised = false;
    if (back === run) practised = false;
    if (back < run) practised = true;
    if (!practised) continue;
    const progress = last === 0 ? 1 : (last - back) / last;
    sessions.push(...sessionsOn(addDaysToDate(today, -back), random, habit, progress));
  }
  return sessions;
}

/**
 * Practice for the days after `lastDate` up to `today`, when the server was off for a while: the last
 * `currentRun` days (or all of them, when fewer) practised, so the streak is alive; earlier days with
 * `practiceChance`. At most `habit.spanDays` days are filled. Nothing when `lastDate` is today or later.
 */
export function planTopUp(habit: PracticeHabit, lastDate: string, today: string, seed: number): PlannedSession[] {
  const random = seededRandom(seed);
  const days = Math.min(daysBetween(lastDate, today), habit.spanDays);
  if (!(days > 0)) return [];
  const run = intBetween(random, habit.currentRun);
  const sessions: PlannedSession[] = [];
  for (let back = days - 1; back >= 0; back--) {
    const chance = random();
    if (back >= run && chance >= habit.practiceChance) continue;
    sessions.push(...sessionsOn(addDaysToDate(today, -back), random, habit, 1));
  }
  return sessions;
}

export interface DailyAward {
  date: string;
  /** The streak on that day, counting the day itself. */
  streak: number;
  amount: number;
}

/**
 * The daily XP a user would have been given had they logged each of `awardDates` on the day:
 * `dailyXpForStreak` of the streak that day, counted from every date in `practiceDates` (their active
 * practice, the new days included) up to it.
 */
export function dailyAwardsFor(practiceDates: readonly string[], awardDates: readonly string[]): DailyAward[] {
  const newestFirst = [...new Set(practiceDates)].sort().reverse();
  return [...new Set(awardDates)].sort().map((date) => {
    const streak = computeStreak(newestFirst, date).days;
    return { date, streak, amount: dailyXpForStreak(streak) };
  });
}
