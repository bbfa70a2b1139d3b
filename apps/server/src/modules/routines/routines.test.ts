import {
  MAX_PHASES_PER_ROUTINE,
  MAX_ROUTINES_PER_USER,
  completePhaseResponseSchema,
  currentRoutineSchema,
  dailyLimitMessage,
  dailyXpForStreak,
  messages,
  routinePhaseSchema,
  routineSchema,
  routinesResponseSchema,
  type CompletePhaseResponse,
  type CurrentRoutine,
  type PracticeSession,
  type RoutinePhase,
  type RoutinesResponse,
} from '@woodshed/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { practiceSessions, profiles, routinePhases, routines, userXp } from '../../db/schema/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';

/** Noon UTC is June 1 in every profile zone. */
const NOON = new Date('2026-06-01T12:00:00Z');
const TODAY = '2026-06-01';
let now = NOON;

let ctx: TestContext;
const m = messages.routines;
const UNKNOWN_ID = '6f1c2f0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f';
const phaseListSchema = z.object({ phases: z.array(routinePhaseSchema) });

beforeAll(async () => {
  ctx = await createTestContext({}, { clock: { now: () => now } });
});
afterAll(async () => {
  await ctx.close();
});
beforeEach(() => {
  now = NOON;
});

const errorOf = (response: { json: () => unknown }) =>
  (response.json() as { error: { code: string; message: string; field?: string } }).error;

async function userIn(timezone: string): Promise<TestUser> {
  const user = await ctx.createUser();
  await ctx.database.db.update(profiles).set({ timezone }).where(eq(profiles.id, user.id));
  return user;
}

async function create(user: TestUser, title = 'Evening woodshed', description = 'After work'): Promise<CurrentRoutine> {
  const response = await ctx.request('POST', '/api/routines', { as: user, body: { title, description } });
  expect(response.statusCode, response.body).toBe(201);
  return currentRoutineSchema.parse(response.json());
}

async function list(user: TestUser): Promise<RoutinesResponse> {
  const response = await ctx.request('GET', '/api/routines', { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return routinesResponseSchema.parse(response.json());
}

const postPhase = (user: TestUser, routineId: string, body: Record<string, unknown>) =>
  ctx.request('POST', `/api/routines/${routineId}/phases`, { as: user, body });

async function addPhase(
  user: TestUser,
  routineId: string,
  phaseType = 'Warmup',
  extra: Record<string, unknown> = {},
): Promise<RoutinePhase> {
  const response = await postPhase(user, routineId, { phaseType, ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return routinePhaseSchema.parse(response.json());
}

const complete = (user: TestUser, routineId: string, phaseId: string, body: Record<string, unknown> = {}) =>
  ctx.request('POST', `/api/routines/${routineId}/phases/${phaseId}/complete`, { as: user, body });

async function completeOk(
  user: TestUser,
  routineId: string,
  phaseId: string,
  body: Record<string, unknown> = {},
): Promise<CompletePhaseResponse> {
  const response = await complete(user, routineId, phaseId, body);
  expect(response.statusCode, response.body).toBe(200);
  return completePhaseResponseSchema.parse(response.json());
}

async function sessionsOf(user: TestUser): Promise<PracticeSession[]> {
  const response = await ctx.request('GET', '/api/practice/sessions', { as: user });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: PracticeSession[] }).items;
}

const totalXp = async (userId: string) =>
  (await ctx.database.db.select({ xp: userXp.xp }).from(userXp).where(eq(userXp.userId, userId)))[0]?.xp ?? 0;

/** A user with a current routine of the given phases (Warmup 10, Technical Development 20, … by default). */
async function withPhases(
  phases: Array<[string, number]> = [
    ['Warmup', 10],
    ['Technical Development', 20],
    ['Creative Development', 15],
    ['Free Form', 15],
  ],
  user?: TestUser,
) {
  const owner = user ?? (await ctx.createUser());
  const routine = await create(owner);
  const added: RoutinePhase[] = [];
  for (const [phaseType, duration] of phases) added.push(await addPhase(owner, routine.id, phaseType, { duration }));
  return { owner, routine, phases: added };
}

describe('signed out', () => {
  it('answers 401 on every routine route', async () => {
    const { routine, phases } = await withPhases([['Warmup', 10]]);
    const base = `/api/routines/${routine.id}`;
    const calls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string]> = [
      ['GET', '/api/routines'],
      ['POST', '/api/routines'],
      ['PUT', base],
      ['POST', `${base}/archive`],
      ['POST', `${base}/restore`],
      ['DELETE', base],
      ['POST', `${base}/phases`],
      ['POST', `${base}/phases/reorder`],
      ['POST', `${base}/reset`],
      ['DELETE', `${base}/phases/${phases[0]!.id}`],
      ['POST', `${base}/phases/${phases[0]!.id}/complete`],
      ['POST', `${base}/phases/${phases[0]!.id}/reset`],
    ];
    for (const [method, url] of calls) {
      const response = await ctx.request(method, url, { body: method === 'GET' ? undefined : {} });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('GET /api/routines', () => {
  it('answers no routine yet, with the user’s today and zone', async () => {
    const user = await userIn('Asia/Tokyo');
    now = new Date('2026-06-01T20:00:00Z'); // 05:00 on June 2 in Tokyo
    expect(await list(user)).toEqual({ current: null, archived: [], today: '2026-06-02', timeZone: 'Asia/Tokyo' });
  });

  it('answers the current routine with its phases in order and the archived ones newest first', async () => {
    const user = await ctx.createUser();
    const first = await create(user, 'First', 'One');
    const second = await create(user, 'Second', 'Two');
    const third = await create(user, 'Third', 'Three');
    await addPhase(user, third.id, 'Warmup');
    await addPhase(user, third.id, 'Other');
    const page = await list(user);
    expect(page.current).toMatchObject({ id: third.id, title: 'Third', description: 'Three', isCurrent: true });
    expect(page.current!.phases.map((p) => [p.phaseType, p.order])).toEqual([
      ['Warmup', 0],
      ['Other', 1],
    ]);
    expect(page.archived.map((r) => [r.id, r.isCurrent])).toEqual([
      [second.id, false],
      [first.id, false],
    ]);
    expect(page).toMatchObject({ today: TODAY, timeZone: 'UTC' });
  });

  it("never shows another user's routines", async () => {
    const { owner } = await withPhases([['Warmup', 10]]);
    const other = await ctx.createUser();
    expect((await list(other)).current).toBeNull();
    expect((await list(owner)).current).not.toBeNull();
  });
});

describe('POST /api/routines', () => {
  it('creates the current routine, trimmed, and archives the one that was current', async () => {
    const user = await ctx.createUser();
    const first = await create(user, '  Morning  ', '  Scales first ');
    expect(first).toMatchObject({ title: 'Morning', description: 'Scales first', isCurrent: true, phases: [] });
    await addPhase(user, first.id);
    const second = await create(user, 'Evening', 'Songs');
    expect(second.isCurrent).toBe(true);
    const page = await list(user);
    expect(page.current?.id).toBe(second.id);
    expect(page.archived).toEqual([expect.objectContaining({ id: first.id, isCurrent: false, title: 'Morning' })]);
    // The archived routine keeps its phases.
    const kept = await ctx.database.db.select().from(routinePhases).where(eq(routinePhases.routineId, first.id));
    expect(kept).toHaveLength(1);
  });

  it.each([
    [{ description: 'x' }, m.titleRequired, 'title'],
    [{ title: '   ', description: 'x' }, m.titleRequired, 'title'],
    [{ title: 'x'.repeat(101), description: 'x' }, m.titleTooLong, 'title'],
    [{ title: 'x' }, m.descriptionRequired, 'description'],
    [{ title: 'x', description: ' ' }, m.descriptionRequired, 'description'],
    [{ title: 'x', description: 'x'.repeat(501) }, m.descriptionTooLong, 'description'],
  ])('refuses %j: %s', async (body, message, field) => {
    const user = await ctx.createUser();
    const response = await ctx.request('POST', '/api/routines', { as: user, body });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation', message, field });
  });

  it('accepts the longest title and description', async () => {
    const user = await ctx.createUser();
    const created = await create(user, 'x'.repeat(100), 'y'.repeat(500));
    expect(created.title).toHaveLength(100);
  });

  it(`refuses a routine beyond ${MAX_ROUTINES_PER_USER} with 409`, async () => {
    const user = await ctx.createUser();
    await ctx.database.db.insert(routines).values(
      Array.from({ length: MAX_ROUTINES_PER_USER }, (_, i) => ({
        userId: user.id,
        title: `Old ${i}`,
        shortDescription: 'x',
        isCurrent: i === 0,
      })),
    );
    const response = await ctx.request('POST', '/api/routines', {
      as: user,
      body: { title: 'One more', description: 'x' },
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ code: 'conflict', message: m.tooManyRoutines });
    expect((await list(user)).current?.title).toBe('Old 0');
  });

  it('keeps exactly one current routine when creates and restores race', async () => {
    const user = await ctx.createUser();
    const archived = await create(user, 'Archived', 'x');
    await create(user, 'Current', 'x');
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, (_, i) =>
        ctx.request('POST', '/api/routines', { as: user, body: { title: `Racer ${i}`, description: 'x' } }),
      ),
      ctx.request('POST', `/api/routines/${archived.id}/restore`, { as: user }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 200]);
    const rows = await ctx.database.db.select().from(routines).where(eq(routines.userId, user.id));
    expect(rows).toHaveLength(7);
    expect(rows.filter((row) => row.isCurrent)).toHaveLength(1);
    const page = await list(user);
    expect(page.archived).toHaveLength(6);
  });
});

describe('PUT /api/routines/:id', () => {
  it('updates the title and short description, current or archived', async () => {
    const user = await ctx.createUser();
    const first = await create(user, 'First', 'One');
    await create(user, 'Second', 'Two');
    const response = await ctx.request('PUT', `/api/routines/${first.id}`, {
      as: user,
      body: { title: ' Renamed ', description: 'New words' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = routineSchema.strict().parse(response.json());
    expect(updated).toMatchObject({ id: first.id, title: 'Renamed', description: 'New words', isCurrent: false });
    expect(updated.updatedAt >= first.updatedAt).toBe(true);
    expect((await list(user)).archived[0]).toMatchObject({ title: 'Renamed' });
  });

  it('refuses a blank title or description', async () => {
    const user = await ctx.createUser();
    const routine = await create(user);
    for (const [body, message] of [
      [{ title: '', description: 'x' }, m.titleRequired],
      [{ title: 'x', description: '' }, m.descriptionRequired],
    ] as const) {
      const response = await ctx.request('PUT', `/api/routines/${routine.id}`, { as: user, body });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(message);
    }
  });
});

describe('archive, restore and delete', () => {
  it('archives the current routine; archiving it again is a harmless 200', async () => {
    const user = await ctx.createUser();
    const routine = await create(user);
    const response = await ctx.request('POST', `/api/routines/${routine.id}/archive`, { as: user });
    expect(response.statusCode, response.body).toBe(200);
    const archived = routineSchema.parse(response.json());
    expect(archived).toMatchObject({ id: routine.id, isCurrent: false });
    const again = await ctx.request('POST', `/api/routines/${routine.id}/archive`, { as: user });
    expect(again.statusCode).toBe(200);
    expect(routineSchema.parse(again.json())).toEqual(archived);
    const page = await list(user);
    expect(page.current).toBeNull();
    expect(page.archived.map((r) => r.id)).toEqual([routine.id]);
  });

  it('restores an archived routine with its phases, archiving the current one', async () => {
    const {
      owner,
      routine: old,
      phases,
    } = await withPhases([
      ['Warmup', 10],
      ['Free Form', 30],
    ]);
    await completeOk(owner, old.id, phases[0]!.id);
    const newer = await create(owner, 'Newer', 'x');
    const response = await ctx.request('POST', `/api/routines/${old.id}/restore`, { as: owner });
    expect(response.statusCode, response.body).toBe(200);
    const restored = currentRoutineSchema.parse(response.json());
    expect(restored).toMatchObject({ id: old.id, isCurrent: true });
    expect(restored.phases.map((p) => [p.phaseType, p.completedToday])).toEqual([
      ['Warmup', true],
      ['Free Form', false],
    ]);
    const page = await list(owner);
    expect(page.current?.id).toBe(old.id);
    expect(page.archived.map((r) => r.id)).toEqual([newer.id]);
    // Restoring the current routine changes nothing.
    const again = await ctx.request('POST', `/api/routines/${old.id}/restore`, { as: owner });
    expect(again.statusCode).toBe(200);
    expect(currentRoutineSchema.parse(again.json())).toEqual(restored);
  });

  it('deletes a routine and its phases', async () => {
    const { owner, routine } = await withPhases([['Warmup', 10]]);
    const response = await ctx.request('DELETE', `/api/routines/${routine.id}`, { as: owner });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await ctx.database.db.select().from(routinePhases).where(eq(routinePhases.routineId, routine.id))).toEqual(
      [],
    );
    expect((await list(owner)).current).toBeNull();
    const again = await ctx.request('DELETE', `/api/routines/${routine.id}`, { as: owner });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again)).toMatchObject({ code: 'not_found', message: m.notFound });
  });
});

describe('phases', () => {
  it('appends phases last, with the default duration of 15 and no description when blank', async () => {
    const user = await ctx.createUser();
    const routine = await create(user);
    const first = await addPhase(user, routine.id, 'Warmup');
    expect(first).toEqual({
      id: expect.any(String),
      routineId: routine.id,
      phaseType: 'Warmup',
      duration: 15,
      description: null,
      order: 0,
      completedOn: null,
      completedToday: false,
    });
    const second = await addPhase(user, routine.id, 'Other', { duration: 45, description: '  Scales in thirds ' });
    expect(second).toMatchObject({ order: 1, duration: 45, description: 'Scales in thirds' });
    const third = await addPhase(user, routine.id, 'Free Form', { description: '   ', duration: null });
    expect(third).toMatchObject({ order: 2, duration: 15, description: null });
  });

  it.each([
    ['abc', 1],
    ['20', 20],
    [7.4, 7],
    [1440, 1440],
  ])('takes the duration %j as %i minutes', async (duration, expected) => {
    const user = await ctx.createUser();
    const routine = await create(user);
    expect((await addPhase(user, routine.id, 'Warmup', { duration })).duration).toBe(expected);
  });

  it.each([
    [{ phaseType: 'Warmup', duration: 0 }, m.durationRange],
    [{ phaseType: 'Warmup', duration: 1441 }, m.durationRange],
    [{ phaseType: 'Warmup', duration: -5 }, m.durationRange],
    [{ phaseType: 'Cooldown' }, m.phaseTypeInvalid],
    [{}, m.phaseTypeInvalid],
    [{ phaseType: 'Warmup', description: 'x'.repeat(501) }, m.phaseDescriptionTooLong],
  ])('refuses %j: %s', async (body, message) => {
    const user = await ctx.createUser();
    const routine = await create(user);
    const response = await postPhase(user, routine.id, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation', message });
  });

  it(`refuses a phase beyond ${MAX_PHASES_PER_ROUTINE} with 409`, async () => {
    const user = await ctx.createUser();
    const routine = await create(user);
    await ctx.database.db.insert(routinePhases).values(
      Array.from({ length: MAX_PHASES_PER_ROUTINE }, (_, order) => ({
        routineId: routine.id,
        phaseType: 'Other' as const,
        order,
      })),
    );
    const response = await postPhase(user, routine.id, { phaseType: 'Warmup' });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({ code: 'conflict', message: m.tooManyPhases });
  });

  it('keeps the order 0, 1, 2, … when phases are added together', async () => {
    const user = await ctx.createUser();
    const routine = await create(user);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => postPhase(user, routine.id, { phaseType: 'Other' })),
    );
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    expect((await list(user)).current!.phases.map((p) => p.order)).toEqual([0, 1, 2, 3, 4]);
  });

  it('deletes a phase and closes the gap in the order', async () => {
    const { owner, routine, phases } = await withPhases();
    const response = await ctx.request('DELETE', `/api/routines/${routine.id}/phases/${phases[1]!.id}`, {
      as: owner,
    });
    expect(response.statusCode).toBe(204);
    expect((await list(owner)).current!.phases.map((p) => [p.phaseType, p.order])).toEqual([
      ['Warmup', 0],
      ['Creative Development', 1],
      ['Free Form', 2],
    ]);
    const again = await ctx.request('DELETE', `/api/routines/${routine.id}/phases/${phases[1]!.id}`, { as: owner });
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(m.phaseNotFound);
  });

  it('moves the dragged phase to the target’s place and answers every phase in the new order', async () => {
    const { owner, routine, phases } = await withPhases();
    const [warmup, technical, creative, free] = phases;
    const reorder = (phaseId: string, targetPhaseId: string) =>
      ctx.request('POST', `/api/routines/${routine.id}/phases/reorder`, {
        as: owner,
        body: { phaseId, targetPhaseId },
      });
    const response = await reorder(free!.id, warmup!.id);
    expect(response.statusCode, response.body).toBe(200);
    const { phases: moved } = phaseListSchema.parse(response.json());
    const expected = [
      [free!.id, 0],
      [warmup!.id, 1],
      [technical!.id, 2],
      [creative!.id, 3],
    ];
    expect(moved.map((p) => [p.id, p.order])).toEqual(expected);
    expect((await list(owner)).current!.phases.map((p) => [p.id, p.order])).toEqual(expected);

    const down = phaseListSchema.parse((await reorder(free!.id, creative!.id)).json()).phases;
    expect(down.map((p) => p.id)).toEqual([warmup!.id, technical!.id, creative!.id, free!.id]);
    const same = phaseListSchema.parse((await reorder(technical!.id, technical!.id)).json()).phases;
    expect(same.map((p) => p.order)).toEqual([0, 1, 2, 3]);

    const other = await withPhases([['Warmup', 10]]);
    for (const [phaseId, targetId] of [
      [UNKNOWN_ID, warmup!.id],
      [warmup!.id, UNKNOWN_ID],
      [other.phases[0]!.id, warmup!.id],
    ] as const) {
      const refused = await reorder(phaseId, targetId);
      expect(refused.statusCode).toBe(404);
      expect(errorOf(refused)).toMatchObject({ code: 'not_found', message: m.phaseNotFound });
    }
    expect((await reorder('not-a-uuid', warmup!.id)).statusCode).toBe(400);
  });

  it('resets one phase, then all phases', async () => {
    const { owner, routine, phases } = await withPhases();
    for (const phase of phases.slice(0, 3)) await completeOk(owner, routine.id, phase.id);
    const reset = await ctx.request('POST', `/api/routines/${routine.id}/phases/${phases[0]!.id}/reset`, {
      as: owner,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(routinePhaseSchema.parse(reset.json())).toMatchObject({
      id: phases[0]!.id,
      completedOn: null,
      completedToday: false,
    });
    expect((await list(owner)).current!.phases.map((p) => p.completedToday)).toEqual([false, true, true, false]);

    const all = await ctx.request('POST', `/api/routines/${routine.id}/reset`, { as: owner });
    expect(all.statusCode, all.body).toBe(200);
    const cleared = phaseListSchema.parse(all.json()).phases;
    expect(cleared.map((p) => [p.id, p.completedOn])).toEqual(phases.map((p) => [p.id, null]));
    // A reset phase can be completed again the same day (it logs another session).
    await completeOk(owner, routine.id, phases[0]!.id);
    expect(await sessionsOf(owner)).toHaveLength(4);
  });
});

describe('POST /api/routines/:id/phases/:phaseId/complete', () => {
  it('logs one practice session dated today with the phase’s duration, type and note, and the daily XP once', async () => {
    const { owner, routine, phases } = await withPhases();
    const first = await completeOk(owner, routine.id, phases[0]!.id, { message: '  Felt loose today  ' });
    expect(first.phase).toMatchObject({ id: phases[0]!.id, completedOn: TODAY, completedToday: true });
    expect(first.xpAwarded).toBe(dailyXpForStreak(1));
    const [session, ...rest] = await sessionsOf(owner);
    expect(rest).toEqual([]);
    expect(session).toMatchObject({
      id: first.sessionId,
      date: TODAY,
      duration: 10,
      focusAreas: ['Warmup'],
      focusAreaIds: [],
      notes: 'Routine: Evening woodshed — Warmup\nFelt loose today',
      scheduledRemoval: false,
    });

    const second = await completeOk(owner, routine.id, phases[1]!.id, { message: '   ' });
    expect(second.xpAwarded).toBe(0);
    const sessions = await sessionsOf(owner);
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.id === second.sessionId)).toMatchObject({
      duration: 20,
      focusAreas: ['Technical Development'],
      notes: 'Routine: Evening woodshed — Technical Development',
    });
    expect(await totalXp(owner.id)).toBe(dailyXpForStreak(1));
    const page = await list(owner);
    expect(page.current!.phases.map((p) => p.completedToday)).toEqual([true, true, false, false]);

    // Without a body message at all.
    const third = await completeOk(owner, routine.id, phases[2]!.id);
    expect((await sessionsOf(owner)).find((s) => s.id === third.sessionId)?.notes).toBe(
      'Routine: Evening woodshed — Creative Development',
    );
  });

  it('refuses a second completion the same day with 409 and writes no second session', async () => {
    const { owner, routine, phases } = await withPhases([['Warmup', 10]]);
    await completeOk(owner, routine.id, phases[0]!.id);
    const again = await complete(owner, routine.id, phases[0]!.id);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'conflict', message: m.alreadyCompleted });
    expect(await sessionsOf(owner)).toHaveLength(1);
  });

  it('completes a phase once when a double click races', async () => {
    const { owner, routine, phases } = await withPhases([['Warmup', 10]]);
    const responses = await Promise.all([
      complete(owner, routine.id, phases[0]!.id),
      complete(owner, routine.id, phases[0]!.id),
      complete(owner, routine.id, phases[0]!.id),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await sessionsOf(owner)).toHaveLength(1);
    expect(await totalXp(owner.id)).toBe(dailyXpForStreak(1));
  });

  it('refuses a message that is too long', async () => {
    const { owner, routine, phases } = await withPhases([['Warmup', 10]]);
    const response = await complete(owner, routine.id, phases[0]!.id, { message: 'x'.repeat(1001) });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation', message: m.messageTooLong, field: 'message' });
    expect(await sessionsOf(owner)).toEqual([]);
  });

  it('passes the 24-hour day limit through and leaves the phase incomplete', async () => {
    const { owner, routine, phases } = await withPhases([['Warmup', 15]]);
    await ctx.database.db.insert(practiceSessions).values({ userId: owner.id, date: TODAY, duration: 1430 });
    const response = await complete(owner, routine.id, phases[0]!.id);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation', message: dailyLimitMessage(1430, TODAY) });
    expect(await sessionsOf(owner)).toHaveLength(1);
    expect((await list(owner)).current!.phases[0]).toMatchObject({ completedOn: null, completedToday: false });
    expect(await totalXp(owner.id)).toBe(0);
  });

  it("follows the user's zone: completed at 23:30 local, not completed after local midnight", async () => {
    const user = await userIn('America/Chicago');
    const { routine, phases } = await withPhases([['Warmup', 10]], user);
    now = new Date('2026-06-02T04:30:00Z'); // 23:30 on June 1 in Chicago
    const done = await completeOk(user, routine.id, phases[0]!.id);
    expect(done.phase).toMatchObject({ completedOn: '2026-06-01', completedToday: true });
    expect((await sessionsOf(user))[0]?.date).toBe('2026-06-01');

    now = new Date('2026-06-02T05:30:00Z'); // 00:30 on June 2 in Chicago
    const page = await list(user);
    expect(page.today).toBe('2026-06-02');
    expect(page.current!.phases[0]).toMatchObject({ completedOn: '2026-06-01', completedToday: false });
    const next = await completeOk(user, routine.id, phases[0]!.id);
    expect(next.phase).toMatchObject({ completedOn: '2026-06-02', completedToday: true });
    expect(next.xpAwarded).toBe(dailyXpForStreak(2));
  });
});

describe('who may change what', () => {
  it('refuses phase changes on an archived routine with 409', async () => {
    const { owner, routine, phases } = await withPhases([
      ['Warmup', 10],
      ['Other', 10],
    ]);
    await create(owner, 'Newer', 'x');
    const base = `/api/routines/${routine.id}`;
    const [a, b] = phases;
    const calls: Array<['POST' | 'DELETE', string, unknown]> = [
      ['POST', `${base}/phases`, { phaseType: 'Warmup' }],
      ['DELETE', `${base}/phases/${a!.id}`, undefined],
      ['POST', `${base}/phases/reorder`, { phaseId: b!.id, targetPhaseId: a!.id }],
      ['POST', `${base}/phases/${a!.id}/complete`, {}],
      ['POST', `${base}/phases/${a!.id}/reset`, undefined],
      ['POST', `${base}/reset`, undefined],
    ];
    for (const [method, url, body] of calls) {
      const response = await ctx.request(method, url, { as: owner, body });
      expect(response.statusCode, `${method} ${url}`).toBe(409);
      expect(errorOf(response)).toMatchObject({ code: 'conflict', message: m.notCurrent });
    }
    expect(await sessionsOf(owner)).toEqual([]);
    expect(
      await ctx.database.db.select().from(routinePhases).where(eq(routinePhases.routineId, routine.id)),
    ).toHaveLength(2);
  });

  it("answers 404 for another user's routine and phase, a phase under another routine, and malformed ids", async () => {
    const { owner, routine, phases } = await withPhases([['Warmup', 10]]);
    const intruder = await ctx.createUser();
    const own = await withPhases([['Other', 10]], intruder);
    const base = `/api/routines/${routine.id}`;
    const phase = phases[0]!.id;
    const routineCalls: Array<['POST' | 'PUT' | 'DELETE', string, unknown]> = [
      ['PUT', base, { title: 'Mine now', description: 'x' }],
      ['POST', `${base}/archive`, undefined],
      ['POST', `${base}/restore`, undefined],
      ['DELETE', base, undefined],
      ['POST', `${base}/phases`, { phaseType: 'Warmup' }],
      ['POST', `${base}/phases/reorder`, { phaseId: phase, targetPhaseId: phase }],
      ['POST', `${base}/reset`, undefined],
      ['DELETE', `${base}/phases/${phase}`, undefined],
      ['POST', `${base}/phases/${phase}/complete`, {}],
      ['POST', `${base}/phases/${phase}/reset`, undefined],
      ['PUT', `/api/routines/${UNKNOWN_ID}`, { title: 'x', description: 'x' }],
      ['PUT', '/api/routines/abc', { title: 'x', description: 'x' }],
      ['POST', '/api/routines/abc/phases/abc/complete', {}],
    ];
    for (const [method, url, body] of routineCalls) {
      const response = await ctx.request(method, url, { as: intruder, body });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(response)).toMatchObject({ code: 'not_found', message: m.notFound });
    }
    // The owner's phase addressed under the intruder's own (current) routine, and malformed phase ids.
    const ownBase = `/api/routines/${own.routine.id}`;
    const phaseCalls: Array<['POST' | 'DELETE', string]> = [
      ['DELETE', `${ownBase}/phases/${phase}`],
      ['POST', `${ownBase}/phases/${phase}/complete`],
      ['POST', `${ownBase}/phases/${phase}/reset`],
      ['POST', `${ownBase}/phases/${UNKNOWN_ID}/complete`],
      ['POST', `${ownBase}/phases/abc/complete`],
      ['DELETE', `${ownBase}/phases/abc`],
    ];
    for (const [method, url] of phaseCalls) {
      const response = await ctx.request(method, url, { as: intruder, body: method === 'POST' ? {} : undefined });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(response)).toMatchObject({ code: 'not_found', message: m.phaseNotFound });
    }
    // Nothing of the owner's changed, and the owner's phase under the owner's other routine is a 404 too.
    const page = await list(owner);
    expect(page.current).toMatchObject({ id: routine.id, title: 'Evening woodshed', isCurrent: true });
    expect(page.current!.phases).toEqual([expect.objectContaining({ id: phase, completedOn: null })]);
    expect(await sessionsOf(owner)).toEqual([]);
    const second = await create(owner, 'Second', 'x');
    const crossed = await complete(owner, second.id, phase);
    expect(crossed.statusCode).toBe(404);
    expect(errorOf(crossed).message).toBe(m.phaseNotFound);
    const rows = await ctx.database.db
      .select()
      .from(routinePhases)
      .where(and(eq(routinePhases.id, phase), eq(routinePhases.routineId, routine.id)));
    expect(rows).toHaveLength(1);
  });
});
