import type { AccountExport } from '@woodshed/shared';
import { eq, getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { mailOutbox, profiles, sessions, users, xpAwards } from '../../db/schema/index.ts';
import { createTestContext, TEST_PASSWORD, type TestContext, type TestUser } from '../../test/harness.ts';
import { createItem, errorOf, inputOf } from '../library/test-fixtures.ts';
import { NOT_EXPORTED, USER_DATA_TABLES } from './user-data.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const allTables: PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/**
 * Tables holding a user's rows: those with a foreign key to `users`, and, transitively, those whose rows are
 * deleted with such a row (a cascading foreign key, as milestones with their goal).
 */
function tablesHoldingUserRows(): PgTable[] {
  const reached = new Set<PgTable>([users]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const table of allTables) {
      if (reached.has(table)) continue;
      const ownedBy = getTableConfig(table).foreignKeys.some((key) => {
        const target = key.reference().foreignTable as PgTable;
        return target === users || (reached.has(target) && key.onDelete === 'cascade');
      });
      if (ownedBy) {
        reached.add(table);
        grew = true;
      }
    }
  }
  reached.delete(users);
  return [...reached];
}

/** A library item to bookmark (the test database starts with an empty library), made once. */
let bookmarkable: Promise<string> | undefined;
const libraryItemId = () =>
  (bookmarkable ??= ctx
    .createUser({ isSuperadmin: true })
    .then((admin) => createItem(ctx, admin, inputOf('article')))
    .then((item) => item.id));

/** A learner with something in every area: practice, a goal with a milestone, a bookmark, XP, a chord rating. */
async function busyUser(): Promise<TestUser> {
  const user = await ctx.createUser();
  const today = new Date().toISOString().slice(0, 10);
  const post = (url: string, body: unknown) => ctx.request('POST', url, { as: user, body });
  expect(
    (await post('/api/practice/sessions', { date: today, duration: 30, notes: '=SUM(A1), "quoted"' })).statusCode,
  ).toBe(201);
  expect(
    (
      await post('/api/goals', {
        title: 'Learn Blackbird',
        targetDate: '2027-06-30',
        milestones: [{ description: 'Intro', targetDate: null, isCompleted: false }],
      })
    ).statusCode,
  ).toBe(201);
  expect((await post('/api/bookmarks', { contentId: await libraryItemId() })).statusCode).toBe(201);
  const chords = (await ctx.request('GET', '/api/chords', { as: user })).json() as { items: Array<{ id: string }> };
  expect(
    (await ctx.request('PUT', `/api/chords/${chords.items[0]!.id}/mastery`, { as: user, body: { masteryRating: 4 } }))
      .statusCode,
  ).toBe(200);
  expect(
    (await post('/api/collections', { title: 'Warm-ups', description: null, icon: 'Music', color: '#059669' }))
      .statusCode,
  ).toBe(201);
  return user;
}

describe('the export', () => {
  it("covers every table that holds a user's rows, or says why not (a new table cannot be forgotten)", () => {
    const covered = new Set<PgTable>([...USER_DATA_TABLES.map((entry) => entry.table), ...NOT_EXPORTED.keys()]);
    const missing = tablesHoldingUserRows()
      .filter((table) => !covered.has(table))
      .map(getTableName);
    expect(missing).toEqual([]);
  });

  it('holds the account and every table with its rows, without the password hash or sign-in tokens', async () => {
    const user = await busyUser();
    const response = await ctx.request('GET', '/api/account/export', { as: user });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="woodshed-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = response.json() as AccountExport;
    expect(data.account).toMatchObject({ id: user.id, email: user.email });
    expect(Object.keys(data.tables).sort()).toEqual(USER_DATA_TABLES.map((entry) => entry.name).sort());
    for (const name of [
      'profiles',
      'practice_sessions',
      'goals',
      'milestones',
      'chord_mastery',
      'practice_collections',
      'user_xp',
      'xp_awards_received',
    ]) {
      expect(data.tables[name]?.length, name).toBeGreaterThan(0);
    }
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toMatch(/passwordHash|tokenHash/);
  });

  it("holds only the user's own rows", async () => {
    const [mine, theirs] = await Promise.all([busyUser(), busyUser()]);
    const data = (await ctx.request('GET', '/api/account/export', { as: mine })).json() as AccountExport;
    expect(JSON.stringify(data)).not.toContain(theirs.id);
  });

  it("gives the practice log as CSV, dates on the user's clock, notes quoted and never a formula", async () => {
    const user = await busyUser();
    await ctx.database.db.update(profiles).set({ timezone: 'Asia/Kolkata' }).where(eq(profiles.id, user.id));
    const response = await ctx.request('GET', '/api/account/export/practice-sessions.csv', { as: user });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,duration_minutes,focus_areas,notes,logged_at,status');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},30,,"'=SUM\(A1\), ""quoted""",\d{4}-\d{2}-\d{2} \d{2}:\d{2},active$/);
  });

  it('names every focus area of a session, chosen and custom, in the CSV and the JSON (the JSON keeps the ids)', async () => {
    const user = await ctx.createUser();
    const areas = (await ctx.request('GET', '/api/focus-areas', { as: user })).json() as {
      items: Array<{ id: number; name: string }>;
    };
    const idOf = (name: string) => areas.items.find((area) => area.name === name)!.id;
    const chosen = [idOf('Chords'), idOf('Technique')];
    const created = await ctx.request('POST', '/api/practice/sessions', {
      as: user,
      body: {
        date: new Date().toISOString().slice(0, 10),
        duration: 40,
        focusAreaIds: chosen,
        focusAreas: ['Fingerpicking'],
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    const csv = await ctx.request('GET', '/api/account/export/practice-sessions.csv', { as: user });
    const [header, row] = csv.body.trimEnd().split('\r\n');
    expect(header!.split(',')[2]).toBe('focus_areas');
    expect(row!.split(',')[2]).toBe('Chords; Technique; Fingerpicking');

    const data = (await ctx.request('GET', '/api/account/export', { as: user })).json() as AccountExport;
    expect(data.tables.practice_sessions).toEqual([
      expect.objectContaining({ focusAreas: ['Chords', 'Technique', 'Fingerpicking'], focusAreaIds: chosen }),
    ]);
  });

  it('is for signed-in users only (401)', async () => {
    expect((await ctx.request('GET', '/api/account/export')).statusCode).toBe(401);
    expect((await ctx.request('GET', '/api/account/export/practice-sessions.csv')).statusCode).toBe(401);
  });
});

describe('DELETE /api/account', () => {
  it('refuses a wrong or missing password and keeps everything', async () => {
    const user = await busyUser();
    const wrong = await ctx.request('DELETE', '/api/account', { as: user, body: { password: 'not-it-at-all' } });
    expect(wrong.statusCode).toBe(400);
    expect(errorOf(wrong)).toMatchObject({ field: 'password', message: 'That password is not right.' });
    const missing = await ctx.request('DELETE', '/api/account', { as: user, body: {} });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).field).toBe('password');
    expect((await ctx.request('GET', '/api/profile', { as: user })).statusCode).toBe(200);
  });

  it('deletes every row of the user and signs them out everywhere; others keep theirs', async () => {
    const user = await busyUser();
    const other = await busyUser();
    const secondBrowser = await ctx.signIn(user.email, TEST_PASSWORD);
    await ctx.database.db.insert(mailOutbox).values({ to: user.email, subject: 'Reminder', text: 'Practise today' });
    const response = await ctx.request('DELETE', '/api/account', { as: user, body: { password: TEST_PASSWORD } });
    expect(response.statusCode, response.body).toBe(204);
    expect(response.headers['set-cookie']).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);

    for (const { name, table, rowsOf } of USER_DATA_TABLES) {
      const left = await ctx.database.db.select().from(table).where(rowsOf(user.id));
      expect(left, name).toEqual([]);
    }
    expect(await ctx.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).toEqual([]);
    expect((await ctx.request('GET', '/api/profile', { as: secondBrowser })).statusCode).toBe(401);
    expect((await ctx.request('GET', '/api/profile', { as: other })).statusCode).toBe(200);
    expect(
      (await ctx.database.db.select().from(xpAwards).where(eq(xpAwards.receiverId, other.id))).length,
    ).toBeGreaterThan(0);
  });

  it('will not delete the last superadmin (409), but does once there is another', async () => {
    const admin = await ctx.createUser({ isSuperadmin: true });
    // Other test files' superadmins live in other databases: this one may be the only one here.
    await ctx.database.db.update(profiles).set({ isSuperadmin: false }).where(eq(profiles.isSuperadmin, true));
    await ctx.database.db.update(profiles).set({ isSuperadmin: true }).where(eq(profiles.id, admin.id));
    const refused = await ctx.request('DELETE', '/api/account', { as: admin, body: { password: TEST_PASSWORD } });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toMatch(/only superadmin/);
    await ctx.createUser({ isSuperadmin: true });
    const accepted = await ctx.request('DELETE', '/api/account', { as: admin, body: { password: TEST_PASSWORD } });
    expect(accepted.statusCode).toBe(204);
  });

  it('is for signed-in users only (401)', async () => {
    expect((await ctx.request('DELETE', '/api/account', { body: { password: 'x' } })).statusCode).toBe(401);
  });
});
