import { messages, type Goal, type GoalInput, type Milestone } from '@woodshed/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { goals, milestones } from '../../db/schema/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import { errorOf } from '../library/test-fixtures.ts';
import { listGoals } from './service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const UNKNOWN_ID = '6f1c2f0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f';
const m = messages.goals;

async function createGoal(user: TestUser, body: Partial<GoalInput> = {}): Promise<Goal> {
  const response = await ctx.request('POST', '/api/goals', {
    as: user,
    body: { title: 'Learn the CAGED system', targetDate: '2025-06-30', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Goal;
}
async function listOf(user: TestUser): Promise<Goal[]> {
  const response = await ctx.request('GET', '/api/goals', { as: user });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: Goal[] }).items;
}
/** The goal as a PUT body: what the edit form sends back. */
const inputOf = (goal: Goal): GoalInput => {
  const { id: _id, createdAt: _c, updatedAt: _u, milestones: list, ...fields } = goal;
  return { ...fields, milestones: list.map(({ goalId: _g, ...milestone }) => milestone) };
};
const storedMilestones = (goalId: string) =>
  ctx.database.db.select().from(milestones).where(eq(milestones.goalId, goalId));

describe('POST /api/goals', () => {
  it('creates a goal with the spec defaults (201)', async () => {
    const user = await ctx.createUser();
    const response = await ctx.request('POST', '/api/goals', {
      as: user,
      body: { title: '  Play Blackbird  ', targetDate: '2025-09-01' },
    });
    expect(response.statusCode).toBe(201);
    const goal = response.json() as Goal;
    expect(goal).toEqual({
      id: expect.any(String),
      title: 'Play Blackbird',
      description: null,
      specific: null,
      measurable: null,
      achievable: null,
      relevant: null,
      targetDate: '2025-09-01',
      status: 'not_started',
      progress: 0,
      priority: 0.5,
      effortEstimate: 'LEVEL_1',
      tempoTarget: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      updatedAt: goal.createdAt,
      milestones: [],
    });
    const [row] = await ctx.database.db.select().from(goals).where(eq(goals.id, goal.id));
    expect(row?.userId).toBe(user.id);
  });

  it('stores every field, blank texts as null and no effort estimate', async () => {
    const user = await ctx.createUser();
    const goal = await createGoal(user, {
      description: 'Solo over a twelve-bar blues',
      specific: 'Minor pentatonic in A, all five boxes',
      measurable: ' ',
      achievable: '',
      relevant: null,
      status: 'in_progress',
      progress: 40,
      priority: 0.8,
      effortEstimate: null,
    });
    expect(goal).toMatchObject({
      description: 'Solo over a twelve-bar blues',
      specific: 'Minor pentatonic in A, all five boxes',
      measurable: null,
      achievable: null,
      relevant: null,
      status: 'in_progress',
      progress: 40,
      priority: 0.8,
      effortEstimate: null,
    });
  });

  it('creates the milestones with the goal, ordered by target date (undated last)', async () => {
    const user = await ctx.createUser();
    const goal = await createGoal(user, {
      milestones: [
        { description: 'Box 5', targetDate: '2025-05-01' },
        { description: 'Someday', targetDate: null },
        { description: 'Box 1', targetDate: '2025-02-01', isCompleted: true },
        { description: 'Box 2', targetDate: '2025-03-01' },
        { description: 'Box 3', targetDate: '2025-03-01' },
        { description: 'Left blank', targetDate: '' },
      ],
    });
    expect(goal.milestones.map((ms) => [ms.description, ms.targetDate, ms.isCompleted])).toEqual([
      ['Box 1', '2025-02-01', true],
      ['Box 2', '2025-03-01', false],
      ['Box 3', '2025-03-01', false],
      ['Box 5', '2025-05-01', false],
      ['Someday', null, false],
      ['Left blank', null, false],
    ]);
    expect(goal.milestones.every((ms) => ms.goalId === goal.id)).toBe(true);
    expect(await storedMilestones(goal.id)).toHaveLength(6);
  });

  it.each([
    ['a missing title', { title: undefined }, m.required, 'title'],
    ['a blank title', { title: '   ' }, m.required, 'title'],
    ['a null title', { title: null }, m.required, 'title'],
    ['a missing target date', { targetDate: undefined }, m.required, 'targetDate'],
    ['a blank target date', { targetDate: '' }, m.required, 'targetDate'],
    ['a too long title', { title: 'x'.repeat(201) }, m.tooLong('Title', 200), 'title'],
    ['a too long description', { description: 'x'.repeat(2001) }, m.tooLong('Description', 2000), 'description'],
    ['a too long SMART field', { relevant: 'x'.repeat(2001) }, m.tooLong('Relevant', 2000), 'relevant'],
    ['a blank milestone', { milestones: [{ description: '  ' }] }, m.milestoneRequired, 'milestones.0.description'],
    [
      'a milestone without description',
      { milestones: [{ description: 'Ok' }, { targetDate: '2025-01-01' }] },
      m.milestoneRequired,
      'milestones.1.description',
    ],
    [
      'a too long milestone',
      { milestones: [{ description: 'x'.repeat(501) }] },
      m.tooLong('A milestone', 500),
      'milestones.0.description',
    ],
  ])('refuses %s with its message', async (_case, override, message, field) => {
    const user = await ctx.createUser();
    const response = await ctx.request('POST', '/api/goals', {
      as: user,
      body: { title: 'Goal', targetDate: '2025-06-30', ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'validation', message, field });
    expect(await ctx.database.db.select().from(goals).where(eq(goals.userId, user.id))).toEqual([]);
  });

  it.each([
    ['targetDate', { targetDate: '2025-02-30' }],
    ['targetDate', { targetDate: 'next week' }],
    ['progress', { progress: 101 }],
    ['progress', { progress: -1 }],
    ['progress', { progress: 12.5 }],
    ['priority', { priority: 1.01 }],
    ['priority', { priority: -0.1 }],
    ['effortEstimate', { effortEstimate: 'LEVEL_11' }],
    ['effortEstimate', { effortEstimate: 'LEVEL_0' }],
    ['status', { status: 'done' }],
    ['milestones.0.targetDate', { milestones: [{ description: 'Box 1', targetDate: 'soon' }] }],
    ['milestones.0.isCompleted', { milestones: [{ description: 'Box 1', isCompleted: 'yes' }] }],
    ['milestones.0.id', { milestones: [{ id: 'temp-1', description: 'Box 1' }] }],
  ])('refuses an invalid %s (400)', async (field, override) => {
    const user = await ctx.createUser();
    const response = await ctx.request('POST', '/api/goals', {
      as: user,
      body: { title: 'Goal', targetDate: '2025-06-30', ...override },
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'validation', field });
  });

  it('accepts the bounds of progress, priority and effort', async () => {
    const user = await ctx.createUser();
    expect(
      await createGoal(user, { progress: 100, priority: 1, effortEstimate: 'LEVEL_10', status: 'completed' }),
    ).toMatchObject({
      progress: 100,
      priority: 1,
      effortEstimate: 'LEVEL_10',
      status: 'completed',
    });
    expect(await createGoal(user, { progress: 0, priority: 0 })).toMatchObject({ progress: 0, priority: 0 });
  });

  it("cannot attach an existing milestone (another user's) by its id", async () => {
    const owner = await ctx.createUser();
    const intruder = await ctx.createUser();
    const theirs = await createGoal(owner, { milestones: [{ description: 'Theirs' }] });
    const milestone = theirs.milestones[0]!;
    const response = await ctx.request('POST', '/api/goals', {
      as: intruder,
      body: { title: 'Mine', targetDate: '2025-06-30', milestones: [{ id: milestone.id, description: 'Stolen' }] },
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'not_found', message: messages.errors.notFound });
    expect(await listOf(intruder)).toEqual([]);
    expect(await storedMilestones(theirs.id)).toMatchObject([
      { id: milestone.id, description: 'Theirs', goalId: theirs.id },
    ]);
  });
});

describe('GET /api/goals', () => {
  it("lists only the user's goals, newest first, each with its milestones by target date", async () => {
    const user = await ctx.createUser();
    const first = await createGoal(user, {
      title: 'First',
      milestones: [
        { description: 'B', targetDate: '2025-04-01' },
        { description: 'A', targetDate: '2025-01-01' },
      ],
    });
    const second = await createGoal(user, { title: 'Second' });
    const third = await createGoal(user, {
      title: 'Third',
      milestones: [{ description: 'Undated' }, { description: 'Dated', targetDate: '2030-01-01' }],
    });
    await createGoal(await ctx.createUser(), { title: 'Someone else’s' });

    const items = await listOf(user);
    expect(items.map((goal) => goal.title)).toEqual(['Third', 'Second', 'First']);
    expect(items[2]).toEqual(first);
    expect(items[2]!.milestones.map((ms) => ms.description)).toEqual(['A', 'B']);
    expect(items[1]).toEqual(second);
    expect(items[0]!.milestones.map((ms) => ms.description)).toEqual(['Dated', 'Undated']);
    expect(items[0]).toEqual(third);
  });

  it('reads goals and milestones in two queries, however many goals there are', async () => {
    const user = await ctx.createUser();
    for (const title of ['One', 'Two', 'Three', 'Four'])
      await createGoal(user, { title, milestones: [{ description: `${title} step` }] });
    const select = vi.spyOn(ctx.database.db, 'select');
    try {
      const { items } = await listGoals(ctx.database.db, user.id);
      expect(items.map((goal) => goal.milestones.length)).toEqual([1, 1, 1, 1]);
      expect(select).toHaveBeenCalledTimes(2);
    } finally {
      select.mockRestore();
    }
  });

  it('answers an empty list for a user without goals', async () => {
    expect(await listOf(await ctx.createUser())).toEqual([]);
  });
});

describe('GET /api/goals/:id', () => {
  it("answers one of the user's goals, and 404 for anyone else's, unknown or malformed ids", async () => {
    const owner = await ctx.createUser();
    const intruder = await ctx.createUser();
    const goal = await createGoal(owner, { milestones: [{ description: 'Step' }] });
    const own = await ctx.request('GET', `/api/goals/${goal.id}`, { as: owner });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(goal);
    for (const id of [goal.id, UNKNOWN_ID, 'not-a-uuid']) {
      const response = await ctx.request('GET', `/api/goals/${id}`, { as: intruder });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'not_found', message: messages.errors.notFound });
    }
  });
});

describe('PUT /api/goals/:id', () => {
  it('updates the fields and adds, updates and removes milestones in one save', async () => {
    const user = await ctx.createUser();
    const goal = await createGoal(user, {
      title: 'Old title',
      milestones: [
        { description: 'Keep me', targetDate: '2025-01-10' },
        { description: 'Change me', targetDate: '2025-02-10' },
        { description: 'Remove me', targetDate: '2025-03-10' },
      ],
    });
    const [keep, change, remove] = goal.milestones;
    const body: GoalInput = {
      ...inputOf(goal),
      title: 'New title',
      description: 'Now with a description',
      targetDate: '2025-12-31',
      status: 'in_progress',
      progress: 55,
      priority: 0.25,
      effortEstimate: 'LEVEL_7',
      milestones: [
        { id: keep!.id, description: keep!.description, targetDate: keep!.targetDate, isCompleted: false },
        { id: change!.id, description: '  Changed  ', targetDate: '2025-01-05', isCompleted: true },
        { description: 'Added', targetDate: '2025-01-20' },
      ],
    };
    const response = await ctx.request('PUT', `/api/goals/${goal.id}`, { as: user, body });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json() as Goal;
    expect(updated).toMatchObject({
      id: goal.id,
      title: 'New title',
      description: 'Now with a description',
      targetDate: '2025-12-31',
      status: 'in_progress',
      progress: 55,
      priority: 0.25,
      effortEstimate: 'LEVEL_7',
      createdAt: goal.createdAt,
    });
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(new Date(goal.updatedAt).getTime());
    expect(updated.milestones.map((ms) => [ms.description, ms.targetDate, ms.isCompleted])).toEqual([
      ['Changed', '2025-01-05', true],
      ['Keep me', '2025-01-10', false],
      ['Added', '2025-01-20', false],
    ]);
    expect(updated.milestones[0]!.id).toBe(change!.id);
    expect(updated.milestones[1]!.id).toBe(keep!.id);
    const stored = await storedMilestones(goal.id);
    expect(stored.map((row) => row.id).sort()).toEqual(updated.milestones.map((ms) => ms.id).sort());
    expect(await ctx.database.db.select().from(milestones).where(eq(milestones.id, remove!.id))).toEqual([]);
    expect((await listOf(user))[0]).toEqual(updated);
  });

  it('removes every milestone when the list is empty', async () => {
    const user = await ctx.createUser();
    const goal = await createGoal(user, { milestones: [{ description: 'One' }, { description: 'Two' }] });
    const response = await ctx.request('PUT', `/api/goals/${goal.id}`, {
      as: user,
      body: { ...inputOf(goal), milestones: [] },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Goal).milestones).toEqual([]);
    expect(await storedMilestones(goal.id)).toEqual([]);
  });

  it('validates like create', async () => {
    const user = await ctx.createUser();
    const goal = await createGoal(user);
    const blank = await ctx.request('PUT', `/api/goals/${goal.id}`, {
      as: user,
      body: { ...inputOf(goal), title: ' ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank)).toEqual({ code: 'validation', message: m.required, field: 'title' });
    const milestone = await ctx.request('PUT', `/api/goals/${goal.id}`, {
      as: user,
      body: { ...inputOf(goal), milestones: [{ description: '' }] },
    });
    expect(errorOf(milestone)).toEqual({
      code: 'validation',
      message: m.milestoneRequired,
      field: 'milestones.0.description',
    });
  });

  it("answers 404 for another user's goal, unknown and malformed ids, and changes nothing", async () => {
    const owner = await ctx.createUser();
    const intruder = await ctx.createUser();
    const goal = await createGoal(owner, { title: 'Untouched', milestones: [{ description: 'Step' }] });
    for (const id of [goal.id, UNKNOWN_ID, 'not-a-uuid']) {
      const response = await ctx.request('PUT', `/api/goals/${id}`, {
        as: intruder,
        body: { ...inputOf(goal), title: 'Hijacked', milestones: [] },
      });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'not_found', message: messages.errors.notFound });
    }
    expect(await listOf(owner)).toEqual([goal]);
  });

  it("cannot update or take over another goal's milestone by its id, and writes nothing", async () => {
    const owner = await ctx.createUser();
    const intruder = await ctx.createUser();
    const theirs = await createGoal(owner, { milestones: [{ description: 'Theirs' }] });
    const mine = await createGoal(intruder, { title: 'Mine', milestones: [{ description: 'My step' }] });
    const otherOfMine = await createGoal(intruder, {
      title: 'Other of mine',
      milestones: [{ description: 'Other step' }],
    });

    for (const foreign of [theirs.milestones[0]!, otherOfMine.milestones[0]!]) {
      const response = await ctx.request('PUT', `/api/goals/${mine.id}`, {
        as: intruder,
        body: {
          ...inputOf(mine),
          title: 'Changed',
          milestones: [{ id: foreign.id, description: 'Taken', isCompleted: true }, { description: 'New' }],
        },
      });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'not_found', message: messages.errors.notFound });
    }
    // The failed saves rolled back: nothing of mine was deleted or added, nothing of theirs changed.
    const [reloadedOwner] = await listOf(owner);
    expect(reloadedOwner).toEqual(theirs);
    expect((await listOf(intruder)).map((goal) => [goal.title, goal.milestones.map((ms) => ms.description)])).toEqual([
      ['Other of mine', ['Other step']],
      ['Mine', ['My step']],
    ]);
    const all = await ctx.database.db
      .select()
      .from(milestones)
      .where(inArray(milestones.goalId, [theirs.id, mine.id, otherOfMine.id]));
    expect(all).toHaveLength(3);
  });
});

describe('PATCH /api/milestones/:id', () => {
  it('writes the completed toggle immediately', async () => {
    const user = await ctx.createUser();
    const goal = await createGoal(user, {
      milestones: [
        { description: 'First', targetDate: '2025-01-01' },
        { description: 'Second', targetDate: '2025-02-01' },
      ],
    });
    const target = goal.milestones[1]!;
    const done = await ctx.request('PATCH', `/api/milestones/${target.id}`, { as: user, body: { isCompleted: true } });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual<Milestone>({ ...target, isCompleted: true });
    expect((await listOf(user))[0]!.milestones.map((ms) => ms.isCompleted)).toEqual([false, true]);
    const undone = await ctx.request('PATCH', `/api/milestones/${target.id}`, {
      as: user,
      body: { isCompleted: false },
    });
    expect(undone.json()).toEqual<Milestone>({ ...target, isCompleted: false });
  });

  it("answers 404 for another user's milestone, unknown and malformed ids, and leaves it alone", async () => {
    const owner = await ctx.createUser();
    const intruder = await ctx.createUser();
    await createGoal(intruder, { milestones: [{ description: 'Mine' }] });
    const goal = await createGoal(owner, { milestones: [{ description: 'Theirs' }] });
    for (const id of [goal.milestones[0]!.id, UNKNOWN_ID, 'not-a-uuid']) {
      const response = await ctx.request('PATCH', `/api/milestones/${id}`, {
        as: intruder,
        body: { isCompleted: true },
      });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'not_found', message: messages.errors.notFound });
    }
    expect((await listOf(owner))[0]!.milestones[0]!.isCompleted).toBe(false);
  });

  it('validates the body', async () => {
    const user = await ctx.createUser();
    const goal = await createGoal(user, { milestones: [{ description: 'Step' }] });
    for (const body of [{}, { isCompleted: 'true' }]) {
      const response = await ctx.request('PATCH', `/api/milestones/${goal.milestones[0]!.id}`, { as: user, body });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).field).toBe('isCompleted');
    }
  });
});

describe('DELETE /api/goals/:id', () => {
  it('deletes the goal and its milestones (204)', async () => {
    const user = await ctx.createUser();
    const kept = await createGoal(user, { title: 'Kept' });
    const goal = await createGoal(user, { milestones: [{ description: 'One' }, { description: 'Two' }] });
    const response = await ctx.request('DELETE', `/api/goals/${goal.id}`, { as: user });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await listOf(user)).toEqual([kept]);
    expect(await storedMilestones(goal.id)).toEqual([]);
    expect((await ctx.request('DELETE', `/api/goals/${goal.id}`, { as: user })).statusCode).toBe(404);
    expect(
      (
        await ctx.request('PATCH', `/api/milestones/${goal.milestones[0]!.id}`, {
          as: user,
          body: { isCompleted: true },
        })
      ).statusCode,
    ).toBe(404);
  });

  it("answers 404 for another user's goal, unknown and malformed ids, and keeps it", async () => {
    const owner = await ctx.createUser();
    const intruder = await ctx.createUser();
    const goal = await createGoal(owner, { milestones: [{ description: 'Step' }] });
    for (const id of [goal.id, UNKNOWN_ID, 'not-a-uuid']) {
      const response = await ctx.request('DELETE', `/api/goals/${id}`, { as: intruder });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'not_found', message: messages.errors.notFound });
    }
    expect(await listOf(owner)).toEqual([goal]);
    expect(await listOf(intruder)).toEqual([]);
  });
});

describe('signed out', () => {
  const body = { title: 'Goal', targetDate: '2025-06-30' };
  it.each([
    ['GET', '/api/goals', undefined],
    ['GET', `/api/goals/${UNKNOWN_ID}`, undefined],
    ['POST', '/api/goals', body],
    ['PUT', `/api/goals/${UNKNOWN_ID}`, body],
    ['DELETE', `/api/goals/${UNKNOWN_ID}`, undefined],
    ['PATCH', `/api/milestones/${UNKNOWN_ID}`, { isCompleted: true }],
  ] as const)('%s %s answers 401', async (method, url, payload) => {
    const response = await ctx.request(method, url, { body: payload });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'unauthorized', message: messages.auth.signedOut });
  });

  it('refuses a mutation without the CSRF header', async () => {
    const user = await ctx.createUser();
    const response = await ctx.request('POST', '/api/goals', { as: user, body, noCsrf: true });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('csrf');
    expect(await listOf(user)).toEqual([]);
  });
});

describe('number and date messages', () => {
  it.each([
    [{ progress: 101 }, m.progressInvalid, 'progress'],
    [{ progress: 12.5 }, m.progressInvalid, 'progress'],
    [{ progress: '50' }, m.progressInvalid, 'progress'],
    [{ priority: 1.5 }, m.priorityInvalid, 'priority'],
    [{ priority: -0.1 }, m.priorityInvalid, 'priority'],
    [{ targetDate: '2026-13-45' }, m.dateInvalid, 'targetDate'],
    [{ targetDate: '   ' }, m.required, 'targetDate'],
  ])('explains %o', async (overrides, message, field) => {
    const user = await ctx.createUser();
    const response = await ctx.request('POST', '/api/goals', {
      as: user,
      body: { title: 'Play Blackbird', targetDate: '2026-12-31', ...overrides },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'validation', message, field } });
  });
});
