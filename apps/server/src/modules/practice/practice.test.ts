import {
  FOCUS_AREAS,
  addDaysToDate,
  messages,
  type CreatePracticeSessionRequest,
  type CreatePracticeSessionResponse,
  type FocusArea,
  type HistoryResponse,
  type PracticeSession,
} from '@woodshed/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { practiceSessions, profiles, userXp, xpAwards } from '../../db/schema/index.ts';
import { runJob } from '../../plugins/jobs.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { getUserXp } from '../xp/index.ts';
import { practicePurge } from './service.ts';

/** Noon UTC is June 1 in every profile zone (02:00 in Honolulu, 22:00 in Sydney). */
const NOON = new Date('2026-06-01T12:00:00Z');
const TODAY = '2026-06-01';
let now = NOON;

let ctx: TestContext;
let focusAreaList: FocusArea[];
const idOf = (name: string) => focusAreaList.find((area) => area.name === name)!.id;

beforeAll(async () => {
  ctx = await createTestContext({}, { clock: { now: () => now } });
  const owner = await ctx.createUser();
  focusAreaList = ((await ctx.request('GET', '/api/focus-areas', { as: owner })).json() as { items: FocusArea[] })
    .items;
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  now = NOON;
});

const UNKNOWN_ID = '6f1c2f0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f';
const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; field?: string } }).error;

async function userIn(timezone: string): Promise<TestUser> {
  const user = await ctx.createUser();
  await ctx.database.db.update(profiles).set({ timezone }).where(eq(profiles.id, user.id));
  return user;
}

async function log(
  user: TestUser,
  body: Partial<CreatePracticeSessionRequest> & Record<string, unknown>,
): Promise<CreatePracticeSessionResponse> {
  const response = await ctx.request('POST', '/api/practice/sessions', { as: user, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as CreatePracticeSessionResponse;
}

/** Sessions written straight to the table (fast; no daily XP), one per date, created one second apart in order. */
async function insertSessions(
  userId: string,
  dates: string[],
  extra: Partial<typeof practiceSessions.$inferInsert> = {},
) {
  const base = Date.parse('2026-01-01T00:00:00Z');
  const rows = dates.map((date, index) => ({
    userId,
    date,
    duration: 30,
    createdAt: new Date(base + index * 1000),
    ...extra,
  }));
  for (let i = 0; i < rows.length; i += 500)
    await ctx.database.db.insert(practiceSessions).values(rows.slice(i, i + 500));
}

const datesBack = (from: string, count: number) => Array.from({ length: count }, (_, i) => addDaysToDate(from, -i));

async function recent(user: TestUser, query = ''): Promise<PracticeSession[]> {
  const response = await ctx.request('GET', `/api/practice/sessions${query}`, { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: PracticeSession[] }).items;
}

async function history(user: TestUser, query = ''): Promise<HistoryResponse> {
  const response = await ctx.request('GET', `/api/practice/history${query}`, { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HistoryResponse;
}

async function awardsOf(userId: string) {
  return ctx.database.db.select().from(xpAwards).where(eq(xpAwards.receiverId, userId));
}

async function expectXpTotalIsSumOfAwards(userId: string) {
  const sum = (await awardsOf(userId)).reduce((total, award) => total + award.amount, 0);
  expect(await getUserXp(ctx.database.db, userId)).toBe(sum);
  return sum;
}

describe('GET /api/focus-areas', () => {
  it('lists the seeded focus areas ordered by name', async () => {
    expect(focusAreaList.map((area) => area.name)).toEqual([...FOCUS_AREAS].sort());
    expect(focusAreaList[0]).toEqual({ id: expect.any(Number), name: 'Chords', description: expect.any(String) });
  });
});

describe('POST /api/practice/sessions', () => {
  it('logs a session dated today, keeping custom focus areas as typed (trimmed, blanks dropped), and awards daily XP', async () => {
    const user = await ctx.createUser();
    const response = await ctx.request('POST', '/api/practice/sessions', {
      as: user,
      body: {
        date: TODAY,
        duration: 45,
        focusAreaIds: [idOf('Scales'), idOf('Rhythm')],
        focusAreas: ['  Travis picking ', '', '   ', 'Hybrid Picking'],
        notes: '  Slow, then fast.  ',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { session, xpAwarded } = response.json() as CreatePracticeSessionResponse;
    expect(session).toEqual({
      id: expect.any(String),
      date: TODAY,
      duration: 45,
      focusAreas: ['Travis picking', 'Hybrid Picking'],
      focusAreaIds: [idOf('Scales'), idOf('Rhythm')],
      notes: 'Slow, then fast.',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      scheduledRemoval: false,
    });
    // First practice ever, today: a 1-day streak.
    expect(xpAwarded).toBe(25 + 2 * 1);
    expect(await awardsOf(user.id)).toEqual([
      expect.objectContaining({
        amount: 27,
        description: 'Daily practice',
        systemAward: true,
        awardKey: `daily:${TODAY}`,
        giverId: null,
      }),
    ]);
    expect(await getUserXp(ctx.database.db, user.id)).toBe(27);

    const [stored] = await ctx.database.db.select().from(practiceSessions).where(eq(practiceSessions.id, session.id));
    expect(stored).toMatchObject({
      userId: user.id,
      date: TODAY,
      duration: 45,
      focusAreas: ['Travis picking', 'Hybrid Picking'],
      notes: 'Slow, then fast.',
    });

    const read = await ctx.request('GET', `/api/practice/sessions/${session.id}`, { as: user });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(session);
  });

  it('defaults the duration to 30 minutes, lists and notes to empty', async () => {
    const user = await ctx.createUser();
    const { session } = await log(user, { date: '2026-05-20' });
    expect(session).toMatchObject({ duration: 30, focusAreas: [], focusAreaIds: [], notes: null });
    const { session: blankNotes } = await log(user, { date: '2026-05-20', duration: 1, notes: '   ' });
    expect(blankNotes).toMatchObject({ duration: 1, notes: null });
    // A whole day in one session (on another day: 2026-05-20 already holds 31 minutes).
    expect((await log(user, { date: '2026-05-21', duration: 1440 })).session.duration).toBe(1440);
  });

  it.each([
    ['date missing', { duration: 30 }, messages.practice.dateRequired, 'date'],
    ['date empty', { date: '' }, messages.practice.dateRequired, 'date'],
    ['date not a date', { date: 'yesterday' }, messages.practice.dateInvalid, 'date'],
    ['date that does not exist', { date: '2026-02-30' }, messages.practice.dateInvalid, 'date'],
    ['date tomorrow', { date: '2026-06-02' }, messages.practice.dateInFuture, 'date'],
    ['date far in the future', { date: '9999-12-31' }, messages.practice.dateInFuture, 'date'],
    ['date 15 days ago', { date: '2026-05-17' }, messages.practice.dateTooOld, 'date'],
    ['date a year ago', { date: '2025-06-01' }, messages.practice.dateTooOld, 'date'],
    ['date before 1970', { date: '1969-12-31' }, messages.practice.dateTooOld, 'date'],
    ['date in year 0', { date: '0000-01-01' }, messages.practice.dateTooOld, 'date'],
    ['duration null', { date: TODAY, duration: null }, messages.practice.durationRequired, 'duration'],
    ['duration as text', { date: TODAY, duration: '30' }, messages.practice.durationRequired, 'duration'],
    ['duration not a number', { date: TODAY, duration: 'abc' }, messages.practice.durationRequired, 'duration'],
    ['duration 0', { date: TODAY, duration: 0 }, messages.practice.durationMin, 'duration'],
    ['duration negative', { date: TODAY, duration: -5 }, messages.practice.durationMin, 'duration'],
    ['duration 1441', { date: TODAY, duration: 1441 }, messages.practice.durationMax, 'duration'],
    ['duration not whole', { date: TODAY, duration: 12.5 }, messages.practice.durationWhole, 'duration'],
    [
      'unknown focus area id',
      { date: TODAY, focusAreaIds: [99_999] },
      messages.practice.focusAreaUnknown,
      'focusAreaIds',
    ],
    [
      // Refused by the schema's int4 bound, on the element (issue 24).
      'focus area id beyond integers',
      { date: TODAY, focusAreaIds: [3_000_000_000] },
      messages.practice.focusAreaUnknown,
      'focusAreaIds.0',
    ],
    [
      'custom focus area too long',
      { date: TODAY, focusAreas: ['ok', 'x'.repeat(61)] },
      messages.practice.focusAreaTooLong,
      'focusAreas.1',
    ],
    ['notes too long', { date: TODAY, notes: 'x'.repeat(5001) }, messages.practice.notesTooLong, 'notes'],
  ])('refuses %s (400, names the field) and writes nothing', async (_case, body, message, field) => {
    const user = await ctx.createUser();
    const response = await ctx.request('POST', '/api/practice/sessions', { as: user, body });
    expect(response.statusCode, response.body).toBe(400);
    const error = errorOf(response);
    expect(error.code).toBe('validation');
    expect(error.field).toBe(field);
    if (message) expect(error.message).toBe(message);
    expect(
      await ctx.database.db.select().from(practiceSessions).where(eq(practiceSessions.userId, user.id)),
    ).toHaveLength(0);
    expect(await getUserXp(ctx.database.db, user.id)).toBe(0);
  });

  it('stores each chosen focus area once', async () => {
    const user = await ctx.createUser();
    const { session } = await log(user, {
      date: TODAY,
      focusAreaIds: [idOf('Theory'), idOf('Chords'), idOf('Theory')],
    });
    expect(session.focusAreaIds).toEqual([idOf('Theory'), idOf('Chords')]);
  });

  it('accepts the longest notes and custom names allowed', async () => {
    const user = await ctx.createUser();
    const { session } = await log(user, { date: TODAY, notes: 'n'.repeat(5000), focusAreas: ['f'.repeat(60)] });
    expect(session.notes).toHaveLength(5000);
    expect(session.focusAreas).toEqual(['f'.repeat(60)]);
  });

  it('judges "today" in the user\'s time zone, not the server\'s or UTC', async () => {
    now = new Date('2026-06-01T02:00:00Z');
    const losAngeles = await userIn('America/Los_Angeles'); // 2026-05-31, 19:00
    const tokyo = await userIn('Asia/Tokyo'); // 2026-06-01, 11:00
    const utc = await userIn('UTC'); // 2026-06-01, 02:00

    const refused = await ctx.request('POST', '/api/practice/sessions', {
      as: losAngeles,
      body: { date: '2026-06-01' },
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toEqual({ code: 'validation', message: messages.practice.dateInFuture, field: 'date' });
    // May 31 is Los Angeles' today: it earns the daily XP.
    expect((await log(losAngeles, { date: '2026-05-31' })).xpAwarded).toBe(27);

    expect((await log(tokyo, { date: '2026-06-01' })).xpAwarded).toBe(27);
    const tokyoTomorrow = await ctx.request('POST', '/api/practice/sessions', {
      as: tokyo,
      body: { date: '2026-06-02' },
    });
    expect(errorOf(tokyoTomorrow).message).toBe(messages.practice.dateInFuture);
    // May 31 is yesterday in Tokyo: backdated, no XP.
    expect((await log(tokyo, { date: '2026-05-31' })).xpAwarded).toBe(0);

    expect((await log(utc, { date: '2026-06-01' })).xpAwarded).toBe(27);

    // An hour before midnight in Tokyo (14:59Z) it is still June 1 there; an hour later it is June 2.
    now = new Date('2026-06-01T14:59:00Z');
    expect(
      (await ctx.request('POST', '/api/practice/sessions', { as: tokyo, body: { date: '2026-06-02' } })).statusCode,
    ).toBe(400);
    now = new Date('2026-06-01T15:00:00Z');
    // May 31, June 1 and June 2: a 3-day streak.
    expect((await log(tokyo, { date: '2026-06-02' })).xpAwarded).toBe(25 + 2 * 3);
  });
});

describe('daily XP', () => {
  it('grants 25 + 2 × streak for the first session dated today, once; backdated sessions grant none', async () => {
    const user = await ctx.createUser();
    // Nine backdated days (May 23 … May 31) through the API: no XP for any of them.
    for (const date of datesBack('2026-05-31', 9)) expect((await log(user, { date })).xpAwarded).toBe(0);
    expect(await getUserXp(ctx.database.db, user.id)).toBe(0);

    // Today makes a 10-day streak.
    expect((await log(user, { date: TODAY })).xpAwarded).toBe(45);
    expect((await log(user, { date: TODAY, duration: 10 })).xpAwarded).toBe(0);
    // The oldest date allowed (14 days back) earns none either.
    expect((await log(user, { date: '2026-05-18' })).xpAwarded).toBe(0);
    expect(await getUserXp(ctx.database.db, user.id)).toBe(45);

    // The next day: a new award for an 11-day streak.
    now = new Date('2026-06-02T09:00:00Z');
    expect((await log(user, { date: '2026-06-02' })).xpAwarded).toBe(47);
    expect(await expectXpTotalIsSumOfAwards(user.id)).toBe(92);
    expect((await awardsOf(user.id)).map((award) => award.awardKey).sort()).toEqual([
      'daily:2026-06-01',
      'daily:2026-06-02',
    ]);
  });

  it('counts a streak that starts yesterday, and caps the bonus at a 100-day streak (225 XP)', async () => {
    const capped = await ctx.createUser();
    await insertSessions(capped.id, datesBack('2026-05-31', 150));
    expect((await log(capped, { date: TODAY })).xpAwarded).toBe(225);

    const ninetyNine = await ctx.createUser();
    await insertSessions(ninetyNine.id, datesBack('2026-05-31', 98));
    expect((await log(ninetyNine, { date: TODAY })).xpAwarded).toBe(25 + 2 * 99);

    // A gap the day before yesterday ends the run: yesterday + today = 2.
    const gap = await ctx.createUser();
    await insertSessions(gap.id, ['2026-05-31', '2026-05-29', '2026-05-28']);
    expect((await log(gap, { date: TODAY })).xpAwarded).toBe(25 + 2 * 2);
  });

  it('ignores sessions pending deletion when counting the streak', async () => {
    const user = await ctx.createUser();
    await insertSessions(user.id, ['2026-05-31']);
    await insertSessions(user.id, ['2026-05-30'], { scheduledRemoval: true });
    await insertSessions(user.id, ['2026-05-29']);
    expect((await log(user, { date: TODAY })).xpAwarded).toBe(25 + 2 * 2);
  });

  it('awards once when the first sessions of the day arrive concurrently', async () => {
    const user = await ctx.createUser();
    await insertSessions(user.id, datesBack('2026-05-31', 4));
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        ctx.request('POST', '/api/practice/sessions', { as: user, body: { date: TODAY, duration: 10 + i } }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    const granted = responses.map((r) => (r.json() as CreatePracticeSessionResponse).xpAwarded).sort((a, b) => a - b);
    expect(granted).toEqual([0, 0, 0, 0, 0, 35]);
    expect(await awardsOf(user.id)).toHaveLength(1);
    expect(await expectXpTotalIsSumOfAwards(user.id)).toBe(35);
    expect(
      await ctx.database.db.select().from(practiceSessions).where(eq(practiceSessions.userId, user.id)),
    ).toHaveLength(10);
  });

  it('is not taken back when the session is soft-deleted, nor granted again when another is logged', async () => {
    const user = await ctx.createUser();
    const { session, xpAwarded } = await log(user, { date: TODAY });
    expect(xpAwarded).toBe(27);
    expect((await ctx.request('POST', `/api/practice/sessions/${session.id}/delete`, { as: user })).statusCode).toBe(
      200,
    );
    expect(await getUserXp(ctx.database.db, user.id)).toBe(27);
    expect((await log(user, { date: TODAY })).xpAwarded).toBe(0);
    expect(await expectXpTotalIsSumOfAwards(user.id)).toBe(27);
    const [row] = await ctx.database.db.select().from(userXp).where(eq(userXp.userId, user.id));
    expect(row?.xp).toBe(27);
  });
});

describe('at most 14 days back', () => {
  const refusedAsTooOld = async (user: TestUser, date: string) => {
    const response = await ctx.request('POST', '/api/practice/sessions', { as: user, body: { date } });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'validation', message: messages.practice.dateTooOld, field: 'date' });
  };

  it('accepts today − 14 days and refuses today − 15, writing nothing', async () => {
    const user = await ctx.createUser();
    expect((await log(user, { date: '2026-05-18' })).session.date).toBe('2026-05-18');
    await refusedAsTooOld(user, '2026-05-17');
    const rows = await ctx.database.db.select().from(practiceSessions).where(eq(practiceSessions.userId, user.id));
    expect(rows.map((row) => row.date)).toEqual(['2026-05-18']);
  });

  it("moves at midnight in the user's zone (Tokyo, UTC+9), not at the server's or UTC midnight", async () => {
    const tokyo = await userIn('Asia/Tokyo');
    const utc = await userIn('UTC');
    // 23:59 on June 1 in Tokyo: the window is May 18 – June 1.
    now = new Date('2026-06-01T14:59:00Z');
    expect((await log(tokyo, { date: '2026-05-18' })).xpAwarded).toBe(0);
    await refusedAsTooOld(tokyo, '2026-05-17');
    // A minute later it is June 2 in Tokyo: May 18 is now 15 days back, May 19 the oldest date allowed.
    now = new Date('2026-06-01T15:00:00Z');
    await refusedAsTooOld(tokyo, '2026-05-18');
    expect((await log(tokyo, { date: '2026-05-19' })).session.date).toBe('2026-05-19');
    expect((await log(tokyo, { date: '2026-06-02' })).session.date).toBe('2026-06-02');
    // Still June 1 in UTC: May 18 stays allowed there.
    expect((await log(utc, { date: '2026-05-18' })).session.date).toBe('2026-05-18');
    await refusedAsTooOld(utc, '2026-05-17');
  });

  it('in Los Angeles (UTC−7), a minute before local midnight, the window still ends yesterday in UTC terms', async () => {
    const losAngeles = await userIn('America/Los_Angeles');
    // 23:59 on May 31 in Los Angeles, already June 1 in UTC.
    now = new Date('2026-06-01T06:59:00Z');
    expect((await log(losAngeles, { date: '2026-05-17' })).session.date).toBe('2026-05-17');
    await refusedAsTooOld(losAngeles, '2026-05-16');
    const future = await ctx.request('POST', '/api/practice/sessions', {
      as: losAngeles,
      body: { date: '2026-06-01' },
    });
    expect(errorOf(future)).toEqual({ code: 'validation', message: messages.practice.dateInFuture, field: 'date' });
    now = new Date('2026-06-01T07:00:00Z');
    await refusedAsTooOld(losAngeles, '2026-05-17');
    expect((await log(losAngeles, { date: '2026-06-01' })).xpAwarded).toBe(25 + 2 * 1);
  });
});

describe('at most 24 hours a day', () => {
  const post = (user: TestUser, body: Partial<CreatePracticeSessionRequest>) =>
    ctx.request('POST', '/api/practice/sessions', { as: user, body });
  const restore = (user: TestUser, id: string) =>
    ctx.request('POST', `/api/practice/sessions/${id}/restore`, { as: user });
  const remove = async (user: TestUser, id: string) => {
    const response = await ctx.request('POST', `/api/practice/sessions/${id}/delete`, { as: user });
    expect(response.statusCode, response.body).toBe(200);
  };
  const expectDayFull = (response: Awaited<ReturnType<typeof post>>, message: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'validation', message, field: 'duration' });
  };
  /** Active (not pending) minutes the user has on a date, read from the table. */
  const minutesOn = async (userId: string, date: string) =>
    (await ctx.database.db.select().from(practiceSessions).where(eq(practiceSessions.userId, userId)))
      .filter((row) => row.date === date && !row.scheduledRemoval)
      .reduce((sum, row) => sum + row.duration, 0);

  it('allows exactly 1440 minutes over several sessions and refuses the 1441st, naming the limit and what is left', async () => {
    const user = await ctx.createUser();
    const date = '2026-05-30';
    await log(user, { date, duration: 1000 });
    expectDayFull(
      await post(user, { date, duration: 441 }),
      'A day holds at most 24 hours of practice. You have 7 h 20 min left on 2026-05-30.',
    );
    expect((await log(user, { date, duration: 440 })).session.duration).toBe(440);
    expect(await minutesOn(user.id, date)).toBe(1440);
    expectDayFull(
      await post(user, { date, duration: 1 }),
      'A day holds at most 24 hours of practice. You have no time left on 2026-05-30.',
    );
    expect(await minutesOn(user.id, date)).toBe(1440);
    expect(
      await ctx.database.db.select().from(practiceSessions).where(eq(practiceSessions.userId, user.id)),
    ).toHaveLength(2);
  });

  it('allows one session of 1440 minutes, then nothing more that day', async () => {
    const user = await ctx.createUser();
    expect((await log(user, { date: TODAY, duration: 1440 })).xpAwarded).toBe(27);
    expectDayFull(await post(user, { date: TODAY, duration: 1 }), messages.practice.dayFull('no time', TODAY));
  });

  it('leaves other days and other users alone', async () => {
    const user = await ctx.createUser();
    const other = await ctx.createUser();
    await log(user, { date: '2026-05-30', duration: 1440 });
    expect((await log(user, { date: '2026-05-29', duration: 1440 })).session.date).toBe('2026-05-29');
    expect((await log(user, { date: '2026-05-31', duration: 1440 })).session.date).toBe('2026-05-31');
    expect((await log(other, { date: '2026-05-30', duration: 1440 })).session.date).toBe('2026-05-30');
  });

  it('counts on the session date, not on the day it was logged', async () => {
    const user = await ctx.createUser();
    await log(user, { date: TODAY, duration: 1400 });
    now = new Date('2026-06-02T12:00:00Z');
    // The next day, June 1 still holds 1400 minutes.
    expectDayFull(await post(user, { date: TODAY, duration: 41 }), messages.practice.dayFull('40 min', TODAY));
    expect((await log(user, { date: TODAY, duration: 40 })).xpAwarded).toBe(0);
    expect((await log(user, { date: '2026-06-02', duration: 1440 })).xpAwarded).toBe(25 + 2 * 2);
  });

  it('refuses a session beyond the day without writing it or awarding daily XP', async () => {
    const user = await ctx.createUser();
    // A full day written straight to the table (no XP awarded for it).
    await insertSessions(user.id, [TODAY, TODAY, TODAY], { duration: 480 });
    expectDayFull(await post(user, { date: TODAY, duration: 1 }), messages.practice.dayFull('no time', TODAY));
    expect(await awardsOf(user.id)).toEqual([]);
    expect(await getUserXp(ctx.database.db, user.id)).toBe(0);
    expect(
      await ctx.database.db.select().from(practiceSessions).where(eq(practiceSessions.userId, user.id)),
    ).toHaveLength(3);
  });

  it('does not count sessions pending deletion, and refuses to restore one that would pass 24 hours', async () => {
    const user = await ctx.createUser();
    const date = '2026-05-28';
    const { session: first } = await log(user, { date, duration: 900 });
    await remove(user, first.id);
    const { session: second } = await log(user, { date, duration: 1000 });
    expect(await minutesOn(user.id, date)).toBe(1000);

    const refused = await restore(user, first.id);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(errorOf(refused)).toEqual({
      code: 'validation',
      message:
        'This session cannot be restored: a day holds at most 24 hours of practice. You have 7 h 20 min left on 2026-05-28.',
    });
    // It stays pending, its purge date unchanged.
    const [pending] = await recent(user, '?status=pending');
    expect(pending?.id).toBe(first.id);
    const [stored] = await ctx.database.db.select().from(practiceSessions).where(eq(practiceSessions.id, first.id));
    expect(stored?.scheduledRemoval).toBe(true);
    expect(stored?.updatedAt.toISOString()).toBe(pending?.updatedAt);

    // Once room is made, it comes back: 900 + 440 = 1340.
    await remove(user, second.id);
    await log(user, { date, duration: 440 });
    const restored = await restore(user, first.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((restored.json() as PracticeSession).scheduledRemoval).toBe(false);
    expect(await minutesOn(user.id, date)).toBe(1340);
    // Restoring an active session changes nothing, even on a nearly full day.
    expect((await restore(user, first.id)).json()).toEqual(restored.json());
    // The second one (1000 min) no longer fits; exactly the 100 minutes left would.
    expect(errorOf(await restore(user, second.id)).message).toBe(messages.practice.restoreDayFull('1 h 40 min', date));
    await log(user, { date, duration: 100 });
    expect(await minutesOn(user.id, date)).toBe(1440);
  });

  it('restores a session that exactly fills the day', async () => {
    const user = await ctx.createUser();
    const { session } = await log(user, { date: '2026-05-27', duration: 440 });
    await remove(user, session.id);
    await log(user, { date: '2026-05-27', duration: 1000 });
    expect((await restore(user, session.id)).statusCode).toBe(200);
    expect(await minutesOn(user.id, '2026-05-27')).toBe(1440);
  });

  it('lets only as many simultaneous sessions through as the day holds', async () => {
    const user = await ctx.createUser();
    const responses = await Promise.all(Array.from({ length: 6 }, () => post(user, { date: TODAY, duration: 300 })));
    const statuses = responses.map((r) => r.statusCode).sort();
    // 4 × 300 = 1200 fit; a fifth would make 1500.
    expect(statuses).toEqual([201, 201, 201, 201, 400, 400]);
    for (const response of responses.filter((r) => r.statusCode === 400)) {
      expect(errorOf(response)).toEqual({
        code: 'validation',
        message: messages.practice.dayFull('4 h', TODAY),
        field: 'duration',
      });
    }
    expect(await minutesOn(user.id, TODAY)).toBe(1200);
    // The daily XP was still awarded once.
    expect(await expectXpTotalIsSumOfAwards(user.id)).toBe(27);
  });

  it('lets only one of two simultaneous 800-minute sessions through (five days in a row)', async () => {
    const user = await ctx.createUser();
    for (const date of datesBack('2026-05-26', 5)) {
      const responses = await Promise.all([post(user, { date, duration: 800 }), post(user, { date, duration: 800 })]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 400]);
      expect(await minutesOn(user.id, date)).toBe(800);
    }
  });

  it('does not let a simultaneous restore and new session together pass 24 hours', async () => {
    const user = await ctx.createUser();
    const date = '2026-05-25';
    const { session } = await log(user, { date, duration: 800 });
    await remove(user, session.id);
    const [restored, logged] = await Promise.all([restore(user, session.id), post(user, { date, duration: 800 })]);
    // Whichever takes the lock first wins; the other is refused.
    expect([
      [200, 400],
      [400, 201],
    ]).toContainEqual([restored.statusCode, logged.statusCode]);
    expect(await minutesOn(user.id, date)).toBe(800);
  });
});

describe('GET /api/practice/sessions', () => {
  it('lists active sessions by date then creation, newest first, 10 by default', async () => {
    const user = await ctx.createUser();
    const order: string[] = [];
    // Logged out of date order; three share 2026-05-20.
    for (const date of ['2026-05-20', '2026-05-25', '2026-05-20', '2026-05-18', '2026-05-20', '2026-05-31']) {
      order.push((await log(user, { date })).session.id);
    }
    const [a, b, c, d, e, f] = order;
    expect((await recent(user)).map((s) => s.id)).toEqual([f, b, e, c, a, d]);
    expect((await recent(user, '?status=active&limit=2')).map((s) => s.id)).toEqual([f, b]);

    await insertSessions(user.id, datesBack('2026-03-01', 8));
    const page = await recent(user);
    expect(page).toHaveLength(10);
    expect(page.slice(0, 6).map((s) => s.id)).toEqual([f, b, e, c, a, d]);
    expect(page[6]?.date).toBe('2026-03-01');
    expect(await recent(user, '?limit=50')).toHaveLength(14);
  });

  it('lists sessions pending deletion by their last update, newest first', async () => {
    const user = await ctx.createUser();
    const ids: string[] = [];
    for (const date of ['2026-05-18', '2026-05-19', '2026-05-20']) ids.push((await log(user, { date })).session.id);
    const [first, second, third] = ids;
    for (const id of [second, first, third])
      expect((await ctx.request('POST', `/api/practice/sessions/${id}/delete`, { as: user })).statusCode).toBe(200);
    expect((await recent(user, '?status=pending')).map((s) => s.id)).toEqual([third, first, second]);
    expect(await recent(user)).toEqual([]);
    expect((await recent(user, '?status=pending&limit=1')).map((s) => s.id)).toEqual([third]);
  });

  it.each(['?status=deleted', '?limit=0', '?limit=51', '?limit=ten'])('refuses the query %s', async (query) => {
    const user = await ctx.createUser();
    expect((await ctx.request('GET', `/api/practice/sessions${query}`, { as: user })).statusCode).toBe(400);
  });
});

describe('GET /api/practice/history', () => {
  let user: TestUser;
  let all: PracticeSession[];

  beforeAll(async () => {
    user = await ctx.createUser();
    // 25 sessions created one second apart; every third has Scales, every fifth is pending deletion.
    await insertSessions(user.id, datesBack('2026-05-31', 25));
    const rows = await ctx.database.db.select().from(practiceSessions).where(eq(practiceSessions.userId, user.id));
    for (const [index, row] of rows.sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime()).entries()) {
      await ctx.database.db
        .update(practiceSessions)
        .set({
          focusAreaIds: index % 3 === 0 ? [idOf('Scales'), idOf('Chords')] : [idOf('Chords')],
          scheduledRemoval: index % 5 === 4,
        })
        .where(eq(practiceSessions.id, row.id));
    }
    all = (await ctx.database.db.select().from(practiceSessions).where(eq(practiceSessions.userId, user.id)))
      .sort((x, y) => y.date.localeCompare(x.date) || y.createdAt.getTime() - x.createdAt.getTime())
      .map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }))
      .map(({ userId: _userId, ...session }) => session);
  });

  it('pages the active sessions, newest date then newest created first, 10 a page, with the total', async () => {
    const active = all.filter((s) => !s.scheduledRemoval);
    expect(active).toHaveLength(20);
    const first = await history(user);
    expect(first).toEqual({ items: active.slice(0, 10), total: 20 });
    expect(await history(user, '?page=2')).toEqual({ items: active.slice(10, 20), total: 20 });
    expect(await history(user, '?page=3')).toEqual({ items: [], total: 20 });
    expect(await history(user, '?page=2&pageSize=15')).toEqual({ items: active.slice(15), total: 20 });
  });

  it('shows the deleted ones on the toggle', async () => {
    const deleted = all.filter((s) => s.scheduledRemoval);
    expect(await history(user, '?status=deleted')).toEqual({ items: deleted, total: 5 });
  });

  it('filters by focus area, with the total for the filter', async () => {
    const scales = all.filter((s) => !s.scheduledRemoval && s.focusAreaIds.includes(idOf('Scales')));
    expect(scales.length).toBeGreaterThan(0);
    expect(await history(user, `?focusAreaId=${idOf('Scales')}`)).toEqual({
      items: scales.slice(0, 10),
      total: scales.length,
    });
    const deletedScales = all.filter((s) => s.scheduledRemoval && s.focusAreaIds.includes(idOf('Scales')));
    expect(await history(user, `?status=deleted&focusAreaId=${idOf('Scales')}`)).toEqual({
      items: deletedScales,
      total: deletedScales.length,
    });
    expect((await history(user, `?focusAreaId=${idOf('Chords')}`)).total).toBe(20);
    expect(await history(user, `?focusAreaId=${idOf('Theory')}`)).toEqual({ items: [], total: 0 });
    // An id beyond int4 names no focus area: refused by the schema's bound (issue 24).
    const beyond = await ctx.request('GET', '/api/practice/history?focusAreaId=3000000000', { as: user });
    expect(beyond.statusCode).toBe(400);
    expect(errorOf(beyond)).toMatchObject({ field: 'focusAreaId', message: messages.practice.focusAreaUnknown });
  });

  it('pages 25 sessions as 10, 10 and 5', async () => {
    const other = await ctx.createUser();
    await insertSessions(other.id, datesBack('2026-05-31', 25));
    const pages = [await history(other), await history(other, '?page=2'), await history(other, '?page=3&pageSize=10')];
    expect(pages.map((p) => [p.items.length, p.total])).toEqual([
      [10, 25],
      [10, 25],
      [5, 25],
    ]);
    const ids = pages.flatMap((p) => p.items.map((s) => s.id));
    expect(new Set(ids).size).toBe(25);
    // Created one second apart with dates going back: the newest date comes first although it was logged first.
    expect(pages[0]!.items[0]!.date).toBe('2026-05-31');
    expect(pages[2]!.items[4]!.date).toBe(addDaysToDate('2026-05-31', -24));
  });

  it.each(['?status=pending', '?page=0', '?pageSize=101', '?focusAreaId=0', '?focusAreaId=x'])(
    'refuses the query %s',
    async (query) => {
      expect((await ctx.request('GET', `/api/practice/history${query}`, { as: user })).statusCode).toBe(400);
    },
  );
});

describe('soft delete and restore', () => {
  it('moves a session to pending deletion and back, each time stamping updated_at', async () => {
    const user = await ctx.createUser();
    const { session } = await log(user, { date: '2026-05-25' });
    await ctx.database.db
      .update(practiceSessions)
      .set({ updatedAt: new Date('2026-05-10T10:00:00Z') })
      .where(eq(practiceSessions.id, session.id));

    const deleted = await ctx.request('POST', `/api/practice/sessions/${session.id}/delete`, { as: user });
    expect(deleted.statusCode).toBe(200);
    const pending = deleted.json() as PracticeSession;
    expect(pending).toEqual({ ...session, scheduledRemoval: true, updatedAt: expect.any(String) });
    expect(Date.parse(pending.updatedAt)).toBeGreaterThan(Date.parse('2026-05-10T10:00:00Z'));
    expect(await recent(user)).toEqual([]);
    expect(await recent(user, '?status=pending')).toEqual([pending]);
    expect(await history(user)).toEqual({ items: [], total: 0 });
    expect(await history(user, '?status=deleted')).toEqual({ items: [pending], total: 1 });

    // Deleting again changes nothing, not even the purge date.
    const again = await ctx.request('POST', `/api/practice/sessions/${session.id}/delete`, { as: user });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(pending);

    const restored = await ctx.request('POST', `/api/practice/sessions/${session.id}/restore`, { as: user });
    expect(restored.statusCode).toBe(200);
    const active = restored.json() as PracticeSession;
    expect(active).toEqual({ ...session, scheduledRemoval: false, updatedAt: expect.any(String) });
    expect(Date.parse(active.updatedAt)).toBeGreaterThanOrEqual(Date.parse(pending.updatedAt));
    expect(await recent(user)).toEqual([active]);
    expect(await recent(user, '?status=pending')).toEqual([]);

    const restoredAgain = await ctx.request('POST', `/api/practice/sessions/${session.id}/restore`, { as: user });
    expect(restoredAgain.statusCode).toBe(200);
    expect(restoredAgain.json()).toEqual(active);
  });

  it("answers 404 for another user's session, an unknown id and a malformed one, and changes nothing", async () => {
    const owner = await ctx.createUser();
    const intruder = await ctx.createUser();
    const { session } = await log(owner, { date: '2026-05-25' });
    for (const id of [session.id, UNKNOWN_ID, 'not-a-uuid']) {
      for (const [method, url] of [
        ['GET', `/api/practice/sessions/${id}`],
        ['POST', `/api/practice/sessions/${id}/delete`],
        ['POST', `/api/practice/sessions/${id}/restore`],
      ] as const) {
        const response = await ctx.request(method, url, { as: intruder });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(errorOf(response)).toEqual({ code: 'not_found', message: messages.errors.notFound });
      }
    }
    const [row] = await ctx.database.db.select().from(practiceSessions).where(eq(practiceSessions.id, session.id));
    expect(row?.scheduledRemoval).toBe(false);

    // The intruder's lists never show it, whatever the filter.
    expect(await recent(intruder)).toEqual([]);
    expect(await recent(intruder, '?status=pending')).toEqual([]);
    expect(await history(intruder)).toEqual({ items: [], total: 0 });
    expect(await history(intruder, '?status=deleted')).toEqual({ items: [], total: 0 });
    // Also while it is pending deletion.
    await ctx.request('POST', `/api/practice/sessions/${session.id}/delete`, { as: owner });
    expect(await recent(intruder, '?status=pending')).toEqual([]);
    expect(
      (await ctx.request('POST', `/api/practice/sessions/${session.id}/restore`, { as: intruder })).statusCode,
    ).toBe(404);
    expect((await recent(owner, '?status=pending')).map((s) => s.id)).toEqual([session.id]);
  });
});

describe('permanent deletion job', () => {
  it('runs at start and hourly among the jobs', () => {
    const jobs = ctx.app.jobs.list();
    expect(jobs).toContain(practicePurge);
    expect(new Set(jobs.map((job) => job.lockKey)).size).toBe(jobs.length);
  });

  it('removes only sessions pending deletion for more than 14 days', async () => {
    const user = await ctx.createUser();
    const make = async (scheduledRemoval: boolean, age: string) => {
      const { session } = await log(user, { date: '2026-05-25', notes: age });
      await ctx.database.db
        .update(practiceSessions)
        .set({ scheduledRemoval, updatedAt: sql`now() - ${age}::interval` })
        .where(eq(practiceSessions.id, session.id));
      return session.id;
    };
    await make(true, '15 days');
    await make(true, '14 days 1 minute');
    const kept = [await make(true, '13 days 23 hours'), await make(true, '0 days'), await make(false, '60 days')];
    const otherUser = await ctx.createUser();
    const { session: othersFresh } = await log(otherUser, { date: '2026-05-25' });
    await ctx.request('POST', `/api/practice/sessions/${othersFresh.id}/delete`, { as: otherUser });

    expect(await runJob(ctx.database.db, practicePurge)).toBe(true);
    const left = await ctx.database.db
      .select({ id: practiceSessions.id })
      .from(practiceSessions)
      .where(eq(practiceSessions.userId, user.id));
    expect(left.map((row) => row.id).sort()).toEqual([...kept].sort());
    expect(await recent(otherUser, '?status=pending')).toHaveLength(1);
    // Nothing left to do: a second run removes nothing more.
    expect(await runJob(ctx.database.db, practicePurge)).toBe(true);
    expect(
      await ctx.database.db.select().from(practiceSessions).where(eq(practiceSessions.userId, user.id)),
    ).toHaveLength(3);
  });
});

describe('access', () => {
  const routes = [
    ['GET', '/api/focus-areas'],
    ['GET', '/api/practice/sessions'],
    ['POST', '/api/practice/sessions'],
    ['GET', `/api/practice/sessions/${UNKNOWN_ID}`],
    ['POST', `/api/practice/sessions/${UNKNOWN_ID}/delete`],
    ['POST', `/api/practice/sessions/${UNKNOWN_ID}/restore`],
    ['GET', '/api/practice/history'],
  ] as const;

  it.each(routes)('%s %s answers 401 when signed out', async (method, url) => {
    const response = await ctx.request(
      method,
      url,
      method === 'POST' && url.endsWith('sessions') ? { body: { date: TODAY } } : {},
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'unauthorized', message: messages.auth.signedOut } });
  });

  it('every practice and focus-area route is for signed-in users', () => {
    const declared = ctx.app.routeAccessTable
      .filter((route) => /^\/api\/(practice|focus-areas)/.test(route.url))
      .map((route) => `${String(route.method)} ${route.url} ${route.access}`);
    expect(declared).toEqual(
      expect.arrayContaining([
        'GET /api/focus-areas user',
        'GET /api/practice/sessions user',
        'POST /api/practice/sessions user',
        'GET /api/practice/sessions/:id user',
        'POST /api/practice/sessions/:id/delete user',
        'POST /api/practice/sessions/:id/restore user',
        'GET /api/practice/history user',
      ]),
    );
    expect(declared.every((line) => line.endsWith(' user'))).toBe(true);
  });

  it('documents the routes in the OpenAPI description', async () => {
    const response = await ctx.request('GET', '/api/docs/json');
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/focus-areas',
        '/api/practice/sessions',
        '/api/practice/sessions/{id}',
        '/api/practice/sessions/{id}/delete',
        '/api/practice/sessions/{id}/restore',
        '/api/practice/history',
      ]),
    );
  });

  it('refuses a write without the CSRF header', async () => {
    const user = await ctx.createUser();
    const response = await ctx.request('POST', '/api/practice/sessions', {
      as: user,
      body: { date: TODAY },
      noCsrf: true,
    });
    expect(response.statusCode).toBe(403);
    expect(
      await ctx.database.db.select().from(practiceSessions).where(eq(practiceSessions.userId, user.id)),
    ).toHaveLength(0);
  });
});

describe('PUT /api/practice/sessions/:id (issue 12: correcting a session)', () => {
  const put = (user: TestUser | undefined, id: string, body: Record<string, unknown>) =>
    ctx.request('PUT', `/api/practice/sessions/${id}`, { as: user, body });

  it('corrects date, duration, focus areas and notes of an own active session', async () => {
    const user = await ctx.createUser();
    const { session } = await log(user, { date: TODAY, duration: 20, focusAreas: ['Vibrato'], notes: 'first' });
    const response = await put(user, session.id, {
      date: '2026-05-30',
      duration: 45,
      focusAreaIds: [idOf('Theory'), idOf('Theory')],
      focusAreas: [' Sweep picking ', ''],
      notes: '  corrected  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: session.id,
      date: '2026-05-30',
      duration: 45,
      focusAreaIds: [idOf('Theory')],
      focusAreas: ['Sweep picking'],
      notes: 'corrected',
      scheduledRemoval: false,
    });
    const [row] = await ctx.database.db.select().from(practiceSessions).where(eq(practiceSessions.id, session.id));
    expect(row).toMatchObject({ date: '2026-05-30', duration: 45, notes: 'corrected' });
  });

  it('never changes XP: no second daily award, none taken back', async () => {
    const user = await ctx.createUser();
    const { session, xpAwarded } = await log(user, { date: TODAY, duration: 20 });
    expect(xpAwarded).toBeGreaterThan(0);
    const awards = async () =>
      (await ctx.database.db.select().from(xpAwards).where(eq(xpAwards.receiverId, user.id))).length;
    expect(await awards()).toBe(1);
    expect((await put(user, session.id, { date: '2026-05-29', duration: 10 })).statusCode).toBe(200);
    expect((await put(user, session.id, { date: TODAY, duration: 30 })).statusCode).toBe(200);
    expect(await awards()).toBe(1);
    expect(await getUserXp(ctx.database.db, user.id)).toBe(xpAwarded);
  });

  it.each([
    ['missing date', { duration: 10 }, messages.practice.dateRequired, 'date'],
    ['invalid date', { date: '2026-02-30' }, messages.practice.dateInvalid, 'date'],
    ['date in the future', { date: '2026-06-02' }, messages.practice.dateInFuture, 'date'],
    ['date 15 days ago', { date: '2026-05-17' }, messages.practice.dateTooOld, 'date'],
    ['duration 0', { date: TODAY, duration: 0 }, messages.practice.durationMin, 'duration'],
    ['duration 1441', { date: TODAY, duration: 1441 }, messages.practice.durationMax, 'duration'],
    ['duration not whole', { date: TODAY, duration: 12.5 }, messages.practice.durationWhole, 'duration'],
    [
      'unknown focus area id',
      { date: TODAY, focusAreaIds: [99_999] },
      messages.practice.focusAreaUnknown,
      'focusAreaIds',
    ],
    [
      'custom focus area too long',
      { date: TODAY, focusAreas: ['x'.repeat(61)] },
      messages.practice.focusAreaTooLong,
      'focusAreas.0',
    ],
    ['notes too long', { date: TODAY, notes: 'x'.repeat(5001) }, messages.practice.notesTooLong, 'notes'],
  ])('refuses %s (400, names the field) and changes nothing', async (_case, body, message, field) => {
    const user = await ctx.createUser();
    const { session } = await log(user, { date: TODAY, duration: 20, notes: 'kept' });
    const response = await put(user, session.id, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation', message, field });
    expect(await recent(user)).toEqual([session]);
  });

  it('counts the other sessions of the target day, not the session itself, against 24 hours', async () => {
    const user = await ctx.createUser();
    const { session } = await log(user, { date: '2026-05-28', duration: 1000 });
    const grown = await put(user, session.id, { date: '2026-05-28', duration: 1440 });
    expect(grown.statusCode, grown.body).toBe(200);
    await log(user, { date: '2026-05-27', duration: 500 });
    const moved = await put(user, session.id, { date: '2026-05-27', duration: 1440 });
    expect(moved.statusCode, moved.body).toBe(400);
    expect(errorOf(moved)).toEqual({
      code: 'validation',
      message: messages.practice.dayFull('15 h 40 min', '2026-05-27'),
      field: 'duration',
    });
    const fits = await put(user, session.id, { date: '2026-05-27', duration: 940 });
    expect(fits.statusCode, fits.body).toBe(200);
  });

  it('refuses a session pending deletion (409) until it is restored', async () => {
    const user = await ctx.createUser();
    const { session } = await log(user, { date: TODAY, duration: 20 });
    await ctx.request('POST', `/api/practice/sessions/${session.id}/delete`, { as: user });
    const response = await put(user, session.id, { date: TODAY, duration: 30 });
    expect(response.statusCode, response.body).toBe(409);
    expect(errorOf(response)).toMatchObject({ code: 'conflict', message: messages.practice.editPending });
  });

  it("answers 404 for another user's session, an unknown id or a non-uuid; 401 signed out", async () => {
    const owner = await ctx.createUser();
    const other = await ctx.createUser();
    const { session } = await log(owner, { date: TODAY, duration: 20 });
    for (const [user, id] of [
      [other, session.id],
      [owner, UNKNOWN_ID],
      [owner, 'not-a-uuid'],
    ] as const) {
      const response = await put(user, id, { date: TODAY, duration: 30 });
      expect(response.statusCode, response.body).toBe(404);
    }
    expect((await put(undefined, session.id, { date: TODAY, duration: 30 })).statusCode).toBe(401);
    expect(await recent(owner)).toEqual([session]);
  });
});
