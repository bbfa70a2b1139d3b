import {
  FOCUS_AREAS,
  MAX_DAILY_PRACTICE_MINUTES,
  addDaysToDate,
  computeLevel,
  computeStreak,
  daysBetween,
  defaultLevelTable,
  seedFrom,
} from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import {
  LEARNER_HABIT,
  TEACHER_HABIT,
  dailyAwardsFor,
  planHistory,
  planTopUp,
  type PlannedSession,
} from './demo-pattern.ts';

/** A spread of days over two years, DST changes and a leap day included. */
const TODAYS = Array.from({ length: 40 }, (_, i) => addDaysToDate('2026-01-03', i * 19)).concat([
  '2028-02-29',
  '2026-03-08',
  '2026-11-01',
]);

const minutesByDate = (sessions: readonly PlannedSession[]) => {
  const byDate = new Map<string, number>();
  for (const s of sessions) byDate.set(s.date, (byDate.get(s.date) ?? 0) + s.duration);
  return byDate;
};
const datesNewestFirst = (sessions: readonly PlannedSession[]) =>
  [...new Set(sessions.map((s) => s.date))].sort().reverse();

/** The longest run of consecutive days without practice between the first and the last practice day. */
function longestGap(dates: readonly string[]): number {
  const ascending = [...dates].sort();
  let longest = 0;
  for (let i = 1; i < ascending.length; i++)
    longest = Math.max(longest, daysBetween(ascending[i - 1]!, ascending[i]!) - 1);
  return longest;
}

describe('planHistory (learner)', () => {
  it('is deterministic for a today and seed', () => {
    const seed = seedFrom('learner@woodshed.local:2026-06-15');
    expect(planHistory(LEARNER_HABIT, '2026-06-15', seed)).toEqual(planHistory(LEARNER_HABIT, '2026-06-15', seed));
    expect(planHistory(LEARNER_HABIT, '2026-06-15', seed)).not.toEqual(planHistory(LEARNER_HABIT, '2026-06-15', 7));
  });

  it.each(TODAYS)('is a living 90-day history ending %s', (today) => {
    const sessions = planHistory(LEARNER_HABIT, today, seedFrom(`learner@woodshed.local:${today}`));
    const dates = datesNewestFirst(sessions);
    // About 90 days: from today − 89 to today, both practised.
    expect(dates[0]).toBe(today);
    expect(dates.at(-1)).toBe(addDaysToDate(today, -89));
    expect(dates.length).toBeGreaterThanOrEqual(45);
    expect(dates.length).toBeLessThanOrEqual(80);
    // The current streak is the run of 9–12 days ending today.
    const streak = computeStreak(dates, today).days;
    expect(streak).toBeGreaterThanOrEqual(9);
    expect(streak).toBeLessThanOrEqual(12);
    expect(dates.slice(0, streak)).toEqual(Array.from({ length: streak }, (_, i) => addDaysToDate(today, -i)));
    // Rest days, and a missed week somewhere before the streak.
    expect(longestGap(dates)).toBeGreaterThanOrEqual(6);
    expect(longestGap(dates)).toBeLessThanOrEqual(8);
    // Whole minutes from 10 to 90 per session, and never more than 24 hours a day.
    for (const s of sessions) {
      expect(Number.isInteger(s.duration)).toBe(true);
      expect(s.duration).toBeGreaterThanOrEqual(10);
      expect(s.duration).toBeLessThanOrEqual(90);
      expect(s.loggedAtMinute).toBeGreaterThanOrEqual(0);
      expect(s.loggedAtMinute).toBeLessThan(24 * 60);
      expect(s.focusAreas.length).toBeGreaterThan(0);
      for (const area of s.focusAreas) expect(FOCUS_AREAS).toContain(area);
    }
    for (const minutes of minutesByDate(sessions).values())
      expect(minutes).toBeLessThanOrEqual(MAX_DAILY_PRACTICE_MINUTES);
    // The XP this history earns puts the learner above level 1.
    const xp = dailyAwardsFor(dates, dates).reduce((sum, award) => sum + award.amount, 0);
    expect(computeLevel(xp, defaultLevelTable()).level).toBeGreaterThan(1);
  });

  it('varies: durations, some days with two sessions, custom focus areas and notes', () => {
    const sessions = TODAYS.flatMap((today) => planHistory(LEARNER_HABIT, today, seedFrom(today)));
    expect(new Set(sessions.map((s) => s.duration)).size).toBeGreaterThan(15);
    expect(sessions.some((s) => s.duration < 20)).toBe(true);
    expect(sessions.some((s) => s.duration > 75)).toBe(true);
    expect(sessions.some((s) => s.duration % 5 !== 0)).toBe(true);
    expect(sessions.some((s) => s.customFocus.length > 0)).toBe(true);
    expect(sessions.filter((s) => s.notes !== null).length / sessions.length).toBeGreaterThan(0.2);
    const perDay = new Map<string, number>();
    for (const today of TODAYS.slice(0, 5)) {
      for (const s of planHistory(LEARNER_HABIT, today, seedFrom(today)))
        perDay.set(`${today}/${s.date}`, (perDay.get(`${today}/${s.date}`) ?? 0) + 1);
    }
    expect([...perDay.values()].some((count) => count === 2)).toBe(true);
  });
});

describe('planHistory (teacher)', () => {
  it.each(TODAYS.slice(0, 10))('is a lighter six weeks with a short streak, ending %s', (today) => {
    const sessions = planHistory(TEACHER_HABIT, today, seedFrom(`teacher:${today}`));
    const dates = datesNewestFirst(sessions);
    expect(dates.at(-1)).toBe(addDaysToDate(today, -44));
    expect(dates.length).toBeLessThan(40);
    const streak = computeStreak(dates, today).days;
    expect(streak).toBeGreaterThanOrEqual(3);
    expect(streak).toBeLessThanOrEqual(5);
  });
});

describe('planTopUp', () => {
  it('fills the days after the last one up to today and ends in a run of practice', () => {
    for (const gap of [2, 3, 5, 10, 20, 45]) {
      const today = '2026-09-10';
      const last = addDaysToDate(today, -gap);
      const sessions = planTopUp(LEARNER_HABIT, last, today, seedFrom(`${last}:${today}`));
      const dates = datesNewestFirst(sessions);
      expect(dates[0]).toBe(today);
      expect(dates.every((date) => date > last && date <= today)).toBe(true);
      // Alive: at least the last 9 days (or the whole gap when shorter) are practised.
      const streak = computeStreak(dates, today).days;
      expect(streak).toBeGreaterThanOrEqual(Math.min(gap, 9));
      if (gap <= 9) expect(dates).toHaveLength(gap);
      for (const minutes of minutesByDate(sessions).values())
        expect(minutes).toBeLessThanOrEqual(MAX_DAILY_PRACTICE_MINUTES);
      expect(planTopUp(LEARNER_HABIT, last, today, seedFrom(`${last}:${today}`))).toEqual(sessions);
    }
  });

  it('fills at most the habit span after a long pause, and nothing when already up to date', () => {
    const sessions = planTopUp(LEARNER_HABIT, '2020-01-01', '2026-09-10', 1);
    expect(datesNewestFirst(sessions).at(-1)! >= addDaysToDate('2026-09-10', -89)).toBe(true);
    expect(planTopUp(LEARNER_HABIT, '2026-09-10', '2026-09-10', 1)).toEqual([]);
    expect(planTopUp(LEARNER_HABIT, '2026-09-11', '2026-09-10', 1)).toEqual([]);
  });
});

describe('dailyAwardsFor', () => {
  it('gives each day 25 + 2 × the streak that day, counting earlier practice', () => {
    const practice = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-05', '2026-05-06'];
    expect(dailyAwardsFor(practice, practice)).toEqual([
      { date: '2026-05-01', streak: 1, amount: 27 },
      { date: '2026-05-02', streak: 2, amount: 29 },
      { date: '2026-05-03', streak: 3, amount: 31 },
      { date: '2026-05-05', streak: 1, amount: 27 },
      { date: '2026-05-06', streak: 2, amount: 29 },
    ]);
    // Only the asked days are awarded, but earlier days count towards their streak.
    expect(dailyAwardsFor([...practice, '2026-05-07'], ['2026-05-07'])).toEqual([
      { date: '2026-05-07', streak: 3, amount: 31 },
    ]);
  });

  it('caps the bonus at a 100-day streak', () => {
    const days = Array.from({ length: 130 }, (_, i) => addDaysToDate('2026-01-01', i));
    const awards = dailyAwardsFor(days, days);
    expect(awards.at(-1)).toEqual({ date: days.at(-1), streak: 130, amount: 225 });
    expect(awards[99]!.amount).toBe(225);
    expect(awards[98]!.amount).toBe(223);
  });
});
