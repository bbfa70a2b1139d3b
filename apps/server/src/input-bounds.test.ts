import { rm } from 'node:fs/promises';
import { XP_AWARD_MAX, messages, type EventInput } from '@woodshed/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarEvents, userXp } from './db/schema/index.ts';
import { AppError } from './lib/errors.ts';
import { sampleEventInput } from './modules/calendar/test-fixtures.ts';
import { sampleInputs } from './modules/library/test-fixtures.ts';
import { awardXp } from './modules/xp/index.ts';
import { createTestContext, type TestContext, type TestUser } from './test/harness.ts';

/**
 * Issue 24, "Faults": dates near year 10000, integers past int4, XP totals past 2^31 and control or bidi characters
 * in text, each replayed as the review sent it. The accepted dates are 1900-01-01 to 2200-12-31.
 */

const e = messages.errors;
let ctx: TestContext;
let admin: TestUser;
let creator: TestUser;
let learner: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ isSuperadmin: true });
  creator = await ctx.createUser({ eventCreator: true });
  learner = await ctx.createUser();
});
afterAll(async () => {
  await ctx.close();
  await rm(ctx.app.config.dataDir, { recursive: true, force: true });
});

const postEvent = (overrides: Partial<EventInput>) =>
  ctx.request('POST', '/api/calendar/events', { as: creator, body: { ...sampleEventInput, ...overrides } });

const errorOf = (response: { json(): unknown }) =>
  (response.json() as { error: { code: string; message: string; field?: string } }).error;

/** A 400 naming `field`, with `message`. */
function expectRefused(
  response: { statusCode: number; body: string; json(): unknown },
  field: string,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  expect(errorOf(response)).toEqual({ code: 'validation', message, field });
}

describe('dates near year 10000 are refused, naming the field (not a 500)', () => {
  it('GET /api/calendar/occurrences?from=9999-12-01&to=9999-12-31', async () => {
    const response = await ctx.request('GET', '/api/calendar/occurrences?from=9999-12-01&to=9999-12-31', {
      as: learner,
    });
    expectRefused(response, 'from', e.dateOutOfRange('From'));
  });

  it('an event with recurrenceEndDate 9999-12-31', async () => {
    const response = await postEvent({ occurrences: null, recurrenceEndDate: '9999-12-31' });
    expectRefused(response, 'recurrenceEndDate', e.dateOutOfRange('End date'));
  });

  it('an event starting 9999-12-31T23:59 in a zone behind UTC', async () => {
    const response = await postEvent({ startsAt: '9999-12-31T23:59', endsAt: null, timeZone: 'America/Los_Angeles' });
    expectRefused(response, 'startsAt', e.dateOutOfRange('Start'));
  });

  it('a yearly event from 9990 with 1,000 occurrences', async () => {
    const response = await postEvent({
      startsAt: '9990-06-01T10:00',
      endsAt: null,
      recurringPeriod: 'yearly',
      occurrences: 1000,
    });
    expectRefused(response, 'startsAt', e.dateOutOfRange('Start'));
  });

  it.each([
    ['from=1899-12-31&to=1900-01-01', 'from', e.dateOutOfRange('From')],
    ['from=2200-12-31&to=2201-01-01', 'to', e.dateOutOfRange('To')],
  ])('occurrences ?%s is refused', async (query, field, message) => {
    const response = await ctx.request('GET', `/api/calendar/occurrences?${query}`, { as: learner });
    expectRefused(response, field, message);
  });

  it.each(['from=1900-01-01&to=1900-01-31', 'from=2200-12-01&to=2200-12-31'])(
    'occurrences ?%s is answered',
    async (query) => {
      const response = await ctx.request('GET', `/api/calendar/occurrences?${query}`, { as: learner });
      expect(response.statusCode, response.body).toBe(200);
    },
  );

  it('events at the edges are accepted, one past them refused; occurrences stop at 2200-12-31', async () => {
    expectRefused(
      await postEvent({ startsAt: '1899-12-31T23:59', endsAt: null, occurrences: 1 }),
      'startsAt',
      e.dateOutOfRange('Start'),
    );
    expectRefused(
      await postEvent({ occurrences: null, recurrenceEndDate: '2201-01-01' }),
      'recurrenceEndDate',
      e.dateOutOfRange('End date'),
    );
    expectRefused(
      await postEvent({ startsAt: '2200-12-31T22:00', endsAt: '2201-01-01T01:00', occurrences: 1 }),
      'endsAt',
      e.dateOutOfRange('End'),
    );
    expect((await postEvent({ startsAt: '1900-01-01T00:00', endsAt: null, timeZone: 'UTC' })).statusCode).toBe(201);
    expect(
      (
        await postEvent({
          startsAt: '2200-12-31T23:59',
          endsAt: null,
          timeZone: 'America/Los_Angeles',
          recurring: false,
        })
      ).statusCode,
    ).toBe(201);
    const yearly = await postEvent({
      title: 'Until the bound',
      startsAt: '2190-06-01T10:00',
      endsAt: null,
      timeZone: 'UTC',
      recurringPeriod: 'yearly',
      occurrences: 1000,
    });
    expect(yearly.statusCode, yearly.body).toBe(201);
    const daily = await postEvent({
      title: 'Daily to the bound',
      startsAt: '2200-12-30T09:00',
      endsAt: null,
      timeZone: 'UTC',
      recurringPeriod: 'daily',
      occurrences: null,
      recurrenceEndDate: '2200-12-31',
    });
    expect(daily.statusCode, daily.body).toBe(201);
    const response = await ctx.request('GET', '/api/calendar/occurrences?from=2200-12-01&to=2200-12-31', {
      as: learner,
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = (response.json() as { items: Array<{ title: string; date: string }> }).items;
    expect(items.filter((item) => item.title === 'Daily to the bound').map((item) => item.date)).toEqual([
      '2200-12-30',
      '2200-12-31',
    ]);
  });

  it('goal target dates: 1899-12-31 and 2201-01-01 refused, 1900-01-01 and 2200-12-31 accepted', async () => {
    const goal = (targetDate: string) =>
      ctx.request('POST', '/api/goals', { as: learner, body: { title: 'Far goal', targetDate } });
    expectRefused(await goal('1899-12-31'), 'targetDate', messages.goals.dateTooEarly);
    expectRefused(await goal('2201-01-01'), 'targetDate', messages.goals.dateTooLate);
    expect((await goal('1900-01-01')).statusCode).toBe(201);
    expect((await goal('2200-12-31')).statusCode).toBe(201);
    const milestone = await ctx.request('POST', '/api/goals', {
      as: learner,
      body: {
        title: 'Far milestone',
        targetDate: '2200-12-31',
        milestones: [{ description: 'x', targetDate: '9999-12-31' }],
      },
    });
    expectRefused(milestone, 'milestones.0.targetDate', messages.goals.dateTooLate);
  });

  it('practice dates, summary dates and notice instants are bounded too', async () => {
    expectRefused(
      await ctx.request('POST', '/api/practice/sessions', { as: learner, body: { date: '2201-01-01', duration: 5 } }),
      'date',
      messages.practice.dateInFuture,
    );
    expectRefused(
      await ctx.request('POST', '/api/notices/seen', { as: learner, body: { through: '9999-12-31T23:59:59Z' } }),
      'through',
      e.dateOutOfRange('Through'),
    );
    const summary = await ctx.request('POST', '/api/admin/session-summaries', {
      as: admin,
      body: {
        facultyId: '00000000-0000-4000-8000-000000000000',
        sessionDate: '9999-12-31T23:59:00-08:00',
        shortDescription: 'Far lesson',
        memberIds: [learner.id],
      },
    });
    expectRefused(summary, 'sessionDate', e.dateOutOfRange('Session date'));
  });
});

describe('ids, amounts and pages past their columns are refused (not a 500)', () => {
  it('PATCH /api/admin/users/{id}/membership {"membershipLevelId":2147483648}', async () => {
    const response = await ctx.request('PATCH', `/api/admin/users/${learner.id}/membership`, {
      as: admin,
      body: { membershipLevelId: 2147483648 },
    });
    expectRefused(response, 'membershipLevelId', messages.admin.membershipLevelNotFound);
  });

  it('focus area ids and page numbers', async () => {
    expectRefused(
      await ctx.request('POST', '/api/practice/sessions', {
        as: learner,
        body: { date: new Date().toISOString().slice(0, 10), duration: 5, focusAreaIds: [2147483648] },
      }),
      'focusAreaIds.0',
      messages.practice.focusAreaUnknown,
    );
    expectRefused(
      await ctx.request('GET', '/api/practice/history?focusAreaId=2147483648', { as: learner }),
      'focusAreaId',
      messages.practice.focusAreaUnknown,
    );
    expectRefused(await ctx.request('GET', '/api/xp/awards?page=1000001', { as: learner }), 'page', e.pageInvalid);
    expect((await ctx.request('GET', '/api/xp/awards?page=1000000', { as: learner })).statusCode).toBe(200);
  });

  it('the XP service refuses an award above XP_AWARD_MAX on any path', async () => {
    const attempt = ctx.database.db.transaction((tx) =>
      awardXp(tx, { receiverId: learner.id, amount: XP_AWARD_MAX + 1, description: 'Too much', systemAward: true }),
    );
    await expect(attempt).rejects.toBeInstanceOf(AppError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 400, field: 'amount' });
  });
});

describe('XP totals past 2^31', () => {
  it('21,475 awards of 100,000 and one more: every XP answer shows the 64-bit total', async () => {
    const user = await ctx.createUser();
    // The review's 21,475 awards, written at once, and the total they make (as awardXp would keep it).
    await ctx.database.db.execute(sql`
      insert into xp_awards (receiver_id, amount, description, system_award)
      select ${user.id}::uuid, ${XP_AWARD_MAX}, 'Bulk', true from generate_series(1, 21475)`);
    await ctx.database.db.insert(userXp).values({ userId: user.id, xp: 21_475 * XP_AWARD_MAX });
    const expected = 21_476 * XP_AWARD_MAX;
    expect(expected).toBeGreaterThan(2 ** 31);

    const awarded = await ctx.request('POST', `/api/admin/users/${user.id}/xp-awards`, {
      as: admin,
      body: { amount: XP_AWARD_MAX, description: 'One more' },
    });
    expect(awarded.statusCode, awarded.body).toBe(201);
    expect(awarded.json()).toMatchObject({ xp: { xp: expected, level: 50 } });
    const [stored] = await ctx.database.db.select({ xp: userXp.xp }).from(userXp).where(eq(userXp.userId, user.id));
    expect(stored?.xp).toBe(expected);

    const read = async (url: string, as: TestUser) => {
      const response = await ctx.request('GET', url, { as });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json() as Record<string, unknown>;
    };
    expect(await read('/api/dashboard', user)).toMatchObject({ level: { xp: expected } });
    expect(await read('/api/xp/levels', user)).toMatchObject({ level: { xp: expected } });
    expect(await read('/api/profile', user)).toMatchObject({ level: { xp: expected } });
    expect(await read(`/api/admin/users/${user.id}`, admin)).toMatchObject({ xp: { xp: expected } });
    expect(await read(`/api/admin/users?search=${encodeURIComponent(user.email)}`, admin)).toMatchObject({
      items: [{ xp: expected }],
    });
    for (const period of ['all', 'week']) {
      const board = await read(`/api/leaderboard?board=xp&period=${period}`, user);
      expect(board.entries).toContainEqual(expect.objectContaining({ value: expected, isYou: true }));
    }
    const notices = await read('/api/notices', user);
    expect(notices.levelReached).toBe(50);
    const seen = await ctx.request('POST', '/api/notices/seen', { as: user, body: { through: notices.through } });
    expect(seen.statusCode, seen.body).toBeLessThan(300);
  });
});

describe('control and bidi-override characters', () => {
  it('an event title with U+202E and a location with BEL are refused, naming the field', async () => {
    expectRefused(await postEvent({ title: 'a\u202eb' }), 'title', e.textControlCharacter('Title'));
    expectRefused(await postEvent({ location: 'Studio \u0007B' }), 'location', e.textControlCharacter('Location'));
    expectRefused(await postEvent({ title: 'Group\u001b[31m lesson' }), 'title', e.textControlCharacter('Title'));
  });

  it('a library title with CR/LF is refused, naming the field', async () => {
    const response = await ctx.request('POST', '/api/admin/library', {
      as: admin,
      body: { ...sampleInputs.article, title: 'Line one\r\nLine two' },
    });
    expectRefused(response, 'title', e.textLineBreak('Title'));
  });

  it('rich text refuses a bidi override, written or as a character reference', async () => {
    for (const content of ['<p>a\u202eb</p>', '<p>a&#x202E;b</p>', '<p>a&#8238;b</p>']) {
      const response = await ctx.request('POST', '/api/admin/library', {
        as: admin,
        body: { ...sampleInputs.article, details: { ...sampleInputs.article.details, content } },
      });
      expectRefused(response, 'details.content', e.htmlControlCharacter('Content'));
    }
  });

  it('a multi-line description keeps its line breaks, stored as \\n', async () => {
    const response = await postEvent({ description: 'Bring your capo.\r\nAnd a tuner.\rAnd water.' });
    expect(response.statusCode, response.body).toBe(201);
    const { id, description } = response.json() as { id: string; description: string };
    expect(description).toBe('Bring your capo.\nAnd a tuner.\nAnd water.');
    const [row] = await ctx.database.db
      .select({ description: calendarEvents.description })
      .from(calendarEvents)
      .where(eq(calendarEvents.id, id));
    expect(row?.description).toBe('Bring your capo.\nAnd a tuner.\nAnd water.');
    expectRefused(await postEvent({ description: 'Tab\there' }), 'description', e.textControlCharacter('Description'));
  });
});
