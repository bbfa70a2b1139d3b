import {
  chordChangeListResponseSchema,
  chordChangeResponseSchema,
  dailyXpForStreak,
  goalSchema,
  logTempoResponseSchema,
  messages,
  tempoHistoryResponseSchema,
  tempoSummaryResponseSchema,
  type ChordChangeResponse,
  type Goal,
  type LogTempoResponse,
  type TempoHistoryResponse,
} from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chords, focusAreas, practiceSessions, profiles, tempoLogEntries } from '../../db/schema/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { createItem, errorOf, inputOf } from '../library/test-fixtures.ts';

/** Noon UTC is June 1 in every zone from UTC−11 to UTC+11. */
const NOON = new Date('2026-06-01T12:00:00Z');
const TODAY = '2026-06-01';
const MS_PER_DAY = 86_400_000;
let now = NOON;

let ctx: TestContext;
let admin: TestUser;
const items: Record<'exercise' | 'repertoire' | 'jam_track' | 'article' | 'hidden', string> = {
  exercise: '',
  repertoire: '',
  jam_track: '',
  article: '',
  hidden: '',
};
const chordIds = new Map<string, string>();
const m = messages.practiceRoom;
const UNKNOWN_ID = '6f1c2f0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f';

beforeAll(async () => {
  ctx = await createTestContext({}, { clock: { now: () => now } });
  admin = await ctx.createUser({ isSuperadmin: true });
  items.exercise = (await createItem(ctx, admin, inputOf('exercise', { title: 'Spider walk' }))).id;
  items.repertoire = (await createItem(ctx, admin, inputOf('repertoire'))).id;
  items.jam_track = (await createItem(ctx, admin, inputOf('jam_track'))).id;
  items.article = (await createItem(ctx, admin, inputOf('article'))).id;
  items.hidden = (await createItem(ctx, admin, inputOf('exercise', { published: false }))).id;
  for (const row of await ctx.database.db.select({ id: chords.id, name: chords.name }).from(chords)) {
    chordIds.set(row.name, row.id);
  }
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  now = NOON;
});

const chord = (name: string) => chordIds.get(name)!;

async function userIn(timezone: string): Promise<TestUser> {
  const user = await ctx.createUser();
  await ctx.database.db.update(profiles).set({ timezone }).where(eq(profiles.id, user.id));
  return user;
}

const postTempo = (user: TestUser | undefined, body: Record<string, unknown>) =>
  ctx.request('POST', '/api/tempo-log', { as: user, body });

async function logTempo(user: TestUser, bpm: number, itemId = items.exercise, itemType = 'exercise') {
  const response = await postTempo(user, { itemType, itemId, bpm });
  expect([200, 201], response.body).toContain(response.statusCode);
  return logTempoResponseSchema.parse(response.json()) as LogTempoResponse;
}

async function historyOf(user: TestUser, itemId = items.exercise, itemType = 'exercise') {
  const response = await ctx.request('GET', `/api/tempo-log?itemType=${itemType}&itemId=${itemId}`, { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return tempoHistoryResponseSchema.parse(response.json()) as TempoHistoryResponse;
}

async function summaryOf(user: TestUser) {
  const response = await ctx.request('GET', '/api/tempo-log/summary', { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return tempoSummaryResponseSchema.parse(response.json());
}

const postChanges = (user: TestUser | undefined, body: Record<string, unknown>) =>
  ctx.request('POST', '/api/chord-changes', { as: user, body });

async function recordChanges(user: TestUser, a: string, b: string, changes: number, extra = {}) {
  const response = await postChanges(user, { chordAId: chord(a), chordBId: chord(b), changes, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return chordChangeResponseSchema.parse(response.json()) as ChordChangeResponse;
}

async function pairsOf(user: TestUser, query = '') {
  const response = await ctx.request('GET', `/api/chord-changes${query}`, { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return chordChangeListResponseSchema.parse(response.json()).pairs;
}

const daysLater = (days: number) => new Date(NOON.getTime() + days * MS_PER_DAY);

describe('signed out', () => {
  it('answers 401 on every practice-room route', async () => {
    const calls = [
      ctx.request('POST', '/api/tempo-log', { body: { itemType: 'exercise', itemId: items.exercise, bpm: 80 } }),
      ctx.request('GET', `/api/tempo-log?itemType=exercise&itemId=${items.exercise}`),
      ctx.request('GET', '/api/tempo-log/summary'),
      ctx.request('DELETE', `/api/tempo-log/${UNKNOWN_ID}`),
      ctx.request('POST', '/api/chord-changes', { body: { chordAId: chord('G'), chordBId: chord('C'), changes: 30 } }),
      ctx.request('GET', '/api/chord-changes'),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/tempo-log', () => {
  it("logs today's tempo on an exercise (201) with its note, best and latest", async () => {
    const user = await ctx.createUser();
    const response = await postTempo(user, {
      itemType: 'exercise',
      itemId: items.exercise,
      bpm: 96,
      note: '  with accents  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({
      entry: {
        id: expect.any(String),
        itemType: 'exercise',
        itemId: items.exercise,
        date: TODAY,
        bpm: 96,
        note: 'with accents',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
      best: { bpm: 96, date: TODAY },
      latest: { bpm: 96, date: TODAY },
    });
  });

  it('logs on repertoire, jam tracks and chords too', async () => {
    const user = await ctx.createUser();
    await logTempo(user, 70, items.repertoire, 'repertoire');
    await logTempo(user, 90, items.jam_track, 'jam_track');
    await logTempo(user, 60, chord('F'), 'chord');
    expect((await summaryOf(user)).items).toHaveLength(3);
  });

  it("replaces the day's entry when logged again the same day (200), keeping one entry", async () => {
    const user = await ctx.createUser();
    const first = await logTempo(user, 100);
    const again = await postTempo(user, { itemType: 'exercise', itemId: items.exercise, bpm: 92 });
    expect(again.statusCode).toBe(200);
    const replaced = logTempoResponseSchema.parse(again.json());
    expect(replaced.entry).toMatchObject({ id: first.entry.id, bpm: 92, note: null, date: TODAY });
    expect(replaced.entry.updatedAt > first.entry.updatedAt).toBe(true);
    expect(replaced.best).toEqual({ bpm: 92, date: TODAY });
    const history = await historyOf(user);
    expect(history.entries.map((e) => [e.date, e.bpm])).toEqual([[TODAY, 92]]);
  });

  it("dates the entry on the user's local day: Kiritimati is a day ahead of Pago Pago", async () => {
    // 2026-06-01T12:00Z is June 2, 02:00 in Kiritimati (UTC+14) and June 1, 01:00 in Pago Pago (UTC−11).
    const ahead = await userIn('Pacific/Kiritimati');
    const behind = await userIn('Pacific/Pago_Pago');
    expect((await logTempo(ahead, 80)).entry.date).toBe('2026-06-02');
    expect((await logTempo(behind, 80)).entry.date).toBe('2026-06-01');
    expect((await historyOf(ahead)).today).toBe('2026-06-02');
    // Eleven hours later it is still June 2 in Kiritimati (the same entry) but June 1 → June 1 in Pago Pago.
    now = new Date('2026-06-01T23:00:00Z');
    expect((await postTempo(ahead, { itemType: 'exercise', itemId: items.exercise, bpm: 84 })).statusCode).toBe(200);
    now = new Date('2026-06-02T11:30:00Z');
    const next = await postTempo(behind, { itemType: 'exercise', itemId: items.exercise, bpm: 84 });
    expect(next.statusCode).toBe(201);
    expect(logTempoResponseSchema.parse(next.json()).entry.date).toBe('2026-06-02');
  });

  it.each([
    [{ bpm: undefined }, m.bpmRequired, 'bpm'],
    [{ bpm: '90' }, m.bpmRequired, 'bpm'],
    [{ bpm: 19 }, m.bpmInvalid, 'bpm'],
    [{ bpm: 301 }, m.bpmInvalid, 'bpm'],
    [{ bpm: 90.5 }, m.bpmInvalid, 'bpm'],
    [{ itemType: 'article' }, m.itemTypeInvalid, 'itemType'],
    [{ itemType: undefined }, m.itemTypeInvalid, 'itemType'],
    [{ itemId: 'nope' }, m.itemMissing, 'itemId'],
    [{ note: 'x'.repeat(201) }, m.noteTooLong, 'note'],
  ])('explains %o (400)', async (change, message, field) => {
    const user = await ctx.createUser();
    const response = await postTempo(user, { itemType: 'exercise', itemId: items.exercise, bpm: 90, ...change });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation', message, field });
  });

  it('accepts the range ends, 20 and 300 BPM', async () => {
    const user = await ctx.createUser();
    expect((await logTempo(user, 20, items.repertoire, 'repertoire')).entry.bpm).toBe(20);
    expect((await logTempo(user, 300, items.jam_track, 'jam_track')).entry.bpm).toBe(300);
  });

  it('refuses an unknown, unpublished or mistyped item (404) and writes nothing', async () => {
    const user = await ctx.createUser();
    for (const [itemType, itemId] of [
      ['exercise', UNKNOWN_ID],
      ['exercise', items.hidden],
      ['repertoire', items.exercise],
      ['chord', UNKNOWN_ID],
      ['exercise', items.article],
    ] as const) {
      const response = await postTempo(user, { itemType, itemId, bpm: 90 });
      expect(response.statusCode, `${itemType} ${itemId}`).toBe(404);
      expect(errorOf(response).message).toBe(m.itemMissing);
    }
    expect((await summaryOf(user)).items).toEqual([]);
  });
});

describe('GET /api/tempo-log', () => {
  it('answers best and latest and the chart oldest first', async () => {
    const user = await ctx.createUser();
    const plan: Array<[number, number]> = [
      [0, 80],
      [2, 88],
      [5, 104],
      [6, 96],
      [9, 104],
    ];
    for (const [day, bpm] of plan) {
      now = daysLater(day);
      await logTempo(user, bpm);
    }
    const history = await historyOf(user);
    expect(history.entries.map((e) => [e.date, e.bpm])).toEqual([
      ['2026-06-01', 80],
      ['2026-06-03', 88],
      ['2026-06-06', 104],
      ['2026-06-07', 96],
      ['2026-06-10', 104],
    ]);
    // The best is the first day the highest tempo was reached.
    expect(history.best).toEqual({ bpm: 104, date: '2026-06-06' });
    expect(history.latest).toEqual({ bpm: 104, date: '2026-06-10' });
    expect(history.today).toBe('2026-06-10');
  });

  it('answers an empty history for an item never logged', async () => {
    const user = await ctx.createUser();
    expect(await historyOf(user, items.repertoire, 'repertoire')).toEqual({
      itemType: 'repertoire',
      itemId: items.repertoire,
      today: TODAY,
      best: null,
      latest: null,
      entries: [],
    });
  });

  it('keeps the latest 365 days of a longer history', async () => {
    const user = await ctx.createUser();
    await ctx.database.db.insert(tempoLogEntries).values(
      Array.from({ length: 370 }, (_, day) => ({
        userId: user.id,
        itemType: 'exercise' as const,
        itemId: items.exercise,
        date: new Date(Date.UTC(2025, 0, 1) + day * MS_PER_DAY).toISOString().slice(0, 10),
        bpm: day === 0 ? 300 : 60 + (day % 100),
      })),
    );
    const history = await historyOf(user);
    expect(history.entries).toHaveLength(365);
    expect(history.entries[0]!.date).toBe('2025-01-06');
    expect(history.entries.at(-1)!.date).toBe('2026-01-05');
    // Best over the whole history, not only the days shown.
    expect(history.best).toEqual({ bpm: 300, date: '2025-01-01' });
  });

  it.each([
    ['itemType=article&itemId=' + UNKNOWN_ID, m.itemTypeInvalid],
    ['itemType=exercise&itemId=nope', m.itemMissing],
    ['itemType=exercise', m.itemMissing],
  ])('explains ?%s (400)', async (query, message) => {
    const user = await ctx.createUser();
    const response = await ctx.request('GET', `/api/tempo-log?${query}`, { as: user });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
  });
});

describe('GET /api/tempo-log/summary', () => {
  it('lists every logged item with its title, best, latest and count, most recent first', async () => {
    const user = await ctx.createUser();
    await logTempo(user, 70, items.repertoire, 'repertoire');
    now = daysLater(1);
    await logTempo(user, 88);
    await logTempo(user, 60, chord('Am'), 'chord');
    now = daysLater(3);
    await logTempo(user, 84);
    const { items: list } = await summaryOf(user);
    expect(list.map((item) => [item.itemType, item.title, item.best, item.latest, item.entryCount])).toEqual([
      ['exercise', 'Spider walk', { bpm: 88, date: '2026-06-02' }, { bpm: 84, date: '2026-06-04' }, 2],
      ['chord', 'Am', { bpm: 60, date: '2026-06-02' }, { bpm: 60, date: '2026-06-02' }, 1],
      ['repertoire', inputOf('repertoire').title, { bpm: 70, date: TODAY }, { bpm: 70, date: TODAY }, 1],
    ]);
  });

  it('keeps an item unpublished later, without its title', async () => {
    const user = await ctx.createUser();
    const item = await createItem(ctx, admin, inputOf('exercise', { title: 'Soon hidden' }));
    await logTempo(user, 90, item.id);
    const update = await ctx.request('PUT', `/api/admin/library/${item.id}`, {
      as: admin,
      body: inputOf('exercise', { title: 'Soon hidden', published: false }),
    });
    expect(update.statusCode, update.body).toBe(200);
    const { items: list } = await summaryOf(user);
    expect(list).toEqual([expect.objectContaining({ itemId: item.id, title: null, entryCount: 1 })]);
  });
});

describe('scoping', () => {
  it("keeps each user's entries to themselves: reads, summary and delete", async () => {
    const owner = await ctx.createUser();
    const other = await ctx.createUser();
    const { entry } = await logTempo(owner, 110);
    expect((await historyOf(other)).entries).toEqual([]);
    expect((await summaryOf(other)).items).toEqual([]);
    const refused = await ctx.request('DELETE', `/api/tempo-log/${entry.id}`, { as: other });
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).message).toBe(m.entryNotFound);
    expect((await historyOf(owner)).entries).toHaveLength(1);
    // The other user's own log on the item is a separate history.
    await logTempo(other, 60);
    expect((await historyOf(owner)).best?.bpm).toBe(110);
  });

  it('deletes an own entry (204); unknown and malformed ids are 404', async () => {
    const user = await ctx.createUser();
    const { entry } = await logTempo(user, 100);
    expect((await ctx.request('DELETE', `/api/tempo-log/${entry.id}`, { as: user })).statusCode).toBe(204);
    expect((await historyOf(user)).entries).toEqual([]);
    for (const id of [entry.id, UNKNOWN_ID, 'nope']) {
      const response = await ctx.request('DELETE', `/api/tempo-log/${id}`, { as: user });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(m.entryNotFound);
    }
  });
});

describe('goals that follow a tempo', () => {
  const tempoGoal = (targetBpm = 120, itemId = items.exercise, itemType = 'exercise') => ({
    title: 'Spider walk at 120 BPM',
    targetDate: '2026-09-01',
    tempoTarget: { itemType, itemId, targetBpm },
  });

  async function createGoal(user: TestUser, body: Record<string, unknown>): Promise<Goal> {
    const response = await ctx.request('POST', '/api/goals', { as: user, body });
    expect(response.statusCode, response.body).toBe(201);
    return goalSchema.parse(response.json());
  }
  async function goalOf(user: TestUser, id: string): Promise<Goal> {
    const response = await ctx.request('GET', `/api/goals/${id}`, { as: user });
    expect(response.statusCode, response.body).toBe(200);
    return goalSchema.parse(response.json());
  }

  it('starts from the best tempo already logged and ignores the progress sent', async () => {
    const user = await ctx.createUser();
    await logTempo(user, 90);
    const goal = await createGoal(user, { ...tempoGoal(), progress: 5 });
    expect(goal).toMatchObject({
      progress: 75,
      status: 'in_progress',
      tempoTarget: {
        itemType: 'exercise',
        itemId: items.exercise,
        targetBpm: 120,
        itemTitle: 'Spider walk',
        bestBpm: 90,
      },
    });
  });

  it('follows each logged tempo, completes at the target, and stays completed when an entry goes', async () => {
    const user = await ctx.createUser();
    const goal = await createGoal(user, tempoGoal());
    expect(goal).toMatchObject({ progress: 0, status: 'not_started', tempoTarget: { bestBpm: null } });
    await logTempo(user, 60);
    expect(await goalOf(user, goal.id)).toMatchObject({ progress: 50, status: 'in_progress' });
    now = daysLater(1);
    await logTempo(user, 119);
    expect(await goalOf(user, goal.id)).toMatchObject({ progress: 99, status: 'in_progress' });
    now = daysLater(2);
    const reached = await logTempo(user, 126);
    expect(await goalOf(user, goal.id)).toMatchObject({ progress: 100, status: 'completed' });
    // Taking the best entry back lowers the progress; the completed status is the user's to change.
    await ctx.request('DELETE', `/api/tempo-log/${reached.entry.id}`, { as: user });
    expect(await goalOf(user, goal.id)).toMatchObject({ progress: 99, status: 'completed' });
  });

  it("follows only the user's own tempo on that item", async () => {
    const user = await ctx.createUser();
    const other = await ctx.createUser();
    const goal = await createGoal(user, tempoGoal());
    await logTempo(other, 200);
    await logTempo(user, 100, items.repertoire, 'repertoire');
    expect(await goalOf(user, goal.id)).toMatchObject({ progress: 0, tempoTarget: { bestBpm: null } });
  });

  it('keeps the target when a save leaves it out, and removes it with null', async () => {
    const user = await ctx.createUser();
    await logTempo(user, 60);
    const goal = await createGoal(user, tempoGoal());
    const { tempoTarget: _target, ...withoutTarget } = tempoGoal();
    const kept = await ctx.request('PUT', `/api/goals/${goal.id}`, {
      as: user,
      body: { ...withoutTarget, status: 'in_progress', progress: 10 },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(goalSchema.parse(kept.json())).toMatchObject({ progress: 50, tempoTarget: { targetBpm: 120 } });
    const retargeted = await ctx.request('PUT', `/api/goals/${goal.id}`, { as: user, body: tempoGoal(60) });
    expect(goalSchema.parse(retargeted.json())).toMatchObject({ progress: 100, status: 'completed' });
    const removed = await ctx.request('PUT', `/api/goals/${goal.id}`, {
      as: user,
      body: { ...withoutTarget, tempoTarget: null, status: 'in_progress', progress: 10 },
    });
    expect(goalSchema.parse(removed.json())).toMatchObject({ progress: 10, status: 'in_progress', tempoTarget: null });
  });

  it('refuses a target on an unknown item (404) and an invalid target BPM (400)', async () => {
    const user = await ctx.createUser();
    const unknown = await ctx.request('POST', '/api/goals', { as: user, body: tempoGoal(120, items.hidden) });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe(m.itemMissing);
    for (const targetBpm of [19, 301, 100.5, '120']) {
      const response = await ctx.request('POST', '/api/goals', { as: user, body: tempoGoal(targetBpm as number) });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(m.goalTargetInvalid);
    }
  });
});

describe('POST /api/chord-changes', () => {
  it('records a try in canonical pair order (201) with the pair best, without practice by default', async () => {
    const user = await ctx.createUser();
    const first = await recordChanges(user, 'G', 'C', 30);
    expect(first).toMatchObject({
      record: { changes: 30, durationSeconds: 60, changesPerMinute: 30, date: TODAY },
      pair: { tries: 1, best: { changes: 30 }, latest: { changes: 30 } },
      session: null,
      xpAwarded: 0,
    });
    const [a, b] = [first.pair.chordA, first.pair.chordB];
    expect(a.id < b.id).toBe(true);
    expect(new Set([a.name, b.name])).toEqual(new Set(['G', 'C']));
    // The other order is the same pair.
    const second = await recordChanges(user, 'C', 'G', 34);
    expect(second.pair).toMatchObject({ chordA: a, chordB: b, tries: 2, best: { changes: 34 } });
    const third = await recordChanges(user, 'G', 'C', 31);
    expect(third.pair).toMatchObject({ tries: 3, best: { changes: 34 }, latest: { changes: 31 } });
    expect(await ctx.database.db.select().from(practiceSessions).where(eq(practiceSessions.userId, user.id))).toEqual(
      [],
    );
  });

  it('compares tries of other lengths by changes per minute', async () => {
    const user = await ctx.createUser();
    await recordChanges(user, 'A', 'D', 40);
    const short = await recordChanges(user, 'A', 'D', 25, { durationSeconds: 30 });
    expect(short.record.changesPerMinute).toBe(50);
    expect(short.pair.best.id).toBe(short.record.id);
  });

  it('logs the minute as practice today with the Chords focus area and the daily XP', async () => {
    const user = await userIn('Pacific/Kiritimati');
    const result = await recordChanges(user, 'G', 'D', 28, { logPractice: true });
    const [area] = await ctx.database.db.select().from(focusAreas).where(eq(focusAreas.name, 'Chords'));
    expect(result.session).toMatchObject({
      date: '2026-06-02',
      duration: 1,
      focusAreaIds: [area!.id],
      focusAreas: [],
      notes: 'Chord changes: G ↔ D — 28 changes',
    });
    expect(result.xpAwarded).toBe(dailyXpForStreak(1));
    expect(result.record.date).toBe('2026-06-02');
    // The day's XP is given once.
    const again = await recordChanges(user, 'G', 'D', 1, { logPractice: true });
    expect(again).toMatchObject({ xpAwarded: 0, session: { notes: 'Chord changes: G ↔ D — 1 change' } });
  });

  it('refuses to log past 24 hours in the day, and then records nothing', async () => {
    const user = await ctx.createUser();
    const full = await ctx.request('POST', '/api/practice/sessions', {
      as: user,
      body: { date: TODAY, duration: 1440 },
    });
    expect(full.statusCode, full.body).toBe(201);
    const refused = await postChanges(user, {
      chordAId: chord('E'),
      chordBId: chord('Am'),
      changes: 20,
      logPractice: true,
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({ field: 'duration' });
    expect(errorOf(refused).message).toContain('24 hours');
    expect(await pairsOf(user)).toEqual([]);
    // Without logging practice the try is kept.
    await recordChanges(user, 'E', 'Am', 20);
    expect(await pairsOf(user)).toHaveLength(1);
  });

  it.each([
    ['the same chord twice', () => ({ chordBId: chord('G') }), m.sameChord, 'chordBId'],
    ['a chord id that is not one', () => ({ chordAId: 'nope' }), m.chordMissing, 'chordAId'],
    ['changes −1', () => ({ changes: -1 }), m.changesInvalid, 'changes'],
    ['changes 301', () => ({ changes: 301 }), m.changesInvalid, 'changes'],
    ['changes 2.5', () => ({ changes: 2.5 }), m.changesInvalid, 'changes'],
    ['no changes', () => ({ changes: undefined }), m.changesInvalid, 'changes'],
    ['9 seconds', () => ({ durationSeconds: 9 }), m.durationInvalid, 'durationSeconds'],
    ['601 seconds', () => ({ durationSeconds: 601 }), m.durationInvalid, 'durationSeconds'],
  ])('explains %s (400)', async (_case, change, message, field) => {
    const user = await ctx.createUser();
    const response = await postChanges(user, { chordAId: chord('G'), chordBId: chord('C'), changes: 30, ...change() });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation', message, field });
  });

  it('refuses an unknown chord (404)', async () => {
    const user = await ctx.createUser();
    const response = await postChanges(user, { chordAId: chord('G'), chordBId: UNKNOWN_ID, changes: 30 });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe(m.chordMissing);
  });
});

describe('GET /api/chord-changes', () => {
  it('lists pairs most recently tried first with best, latest, tries and the last 10 tries', async () => {
    const user = await ctx.createUser();
    for (let i = 0; i < 12; i++) await recordChanges(user, 'G', 'C', 20 + (i === 3 ? 20 : i));
    await recordChanges(user, 'Am', 'E', 25);
    const pairs = await pairsOf(user);
    expect(pairs.map((p) => new Set([p.chordA.name, p.chordB.name]))).toEqual([
      new Set(['Am', 'E']),
      new Set(['G', 'C']),
    ]);
    const gc = pairs[1]!;
    expect(gc.tries).toBe(12);
    expect(gc.best.changes).toBe(40);
    expect(gc.latest.changes).toBe(31);
    expect(gc.recent.map((r) => r.changes)).toEqual([31, 30, 29, 28, 27, 26, 25, 24, 40, 22]);
    expect(pairs[0]!.recent).toHaveLength(1);

    // One pair, either order: its whole history.
    const [one] = await pairsOf(user, `?chordAId=${chord('C')}&chordBId=${chord('G')}`);
    expect(one!.recent).toHaveLength(12);
    expect(one!.best.changes).toBe(40);
    expect(await pairsOf(user, `?chordAId=${chord('D')}&chordBId=${chord('G')}`)).toEqual([]);
  });

  it("shows no one else's tries", async () => {
    const owner = await ctx.createUser();
    const other = await ctx.createUser();
    await recordChanges(owner, 'G', 'C', 30);
    expect(await pairsOf(other)).toEqual([]);
    expect(await pairsOf(other, `?chordAId=${chord('G')}&chordBId=${chord('C')}`)).toEqual([]);
  });

  it.each([
    [`?chordAId=${UNKNOWN_ID}`, m.pairIncomplete],
    [`?chordAId=${UNKNOWN_ID}&chordBId=${UNKNOWN_ID}`, m.sameChord],
    ['?chordAId=nope&chordBId=' + UNKNOWN_ID, m.chordMissing],
  ])('explains %s (400)', async (query, message) => {
    const user = await ctx.createUser();
    const response = await ctx.request('GET', `/api/chord-changes${query}`, { as: user });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
  });
});
