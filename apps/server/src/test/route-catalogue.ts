import { mkdirSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { GAME_SCORE_LIMITS } from '@woodshed/shared';
import { and, eq } from 'drizzle-orm';
import { gameRuns, passwordResetTokens, routines } from '../db/schema/index.ts';
import { sha256Hex } from '../lib/tokens.ts';
import { reminderTokenKey, signReminderToken } from '../modules/reminders/index.ts';
import { sampleInputs } from '../modules/library/test-fixtures.ts';
import { TEST_PASSWORD, createTestContext } from './harness.ts';
import * as sample from './sample-files.ts';
import { ACHIEVEMENT_ROUTES } from './route-catalogue-achievements.ts';
import { ADMIN_ROUTES } from './route-catalogue-admin.ts';
import { SUMMARY_ROUTES } from './route-catalogue-summaries.ts';
import { CALENDAR_ROUTES } from './route-catalogue-calendar.ts';
import { PRACTICE_ROOM_ROUTES } from './route-catalogue-practice-room.ts';
import { COURSE_ROUTES } from './route-catalogue-courses.ts';
import {
  ROLES,
  anyUser,
  call,
  everyone,
  ownRows,
  superadminOnly,
  type PreparedRequest,
  type Role,
  type RouteCase,
  type World,
} from './route-cases.ts';

export { ROLES, type PreparedRequest, type Role, type RouteCase, type World };

/**
 * Every route of the app, with a way to build a fresh, valid request on learner A's rows and the status each
 * role gets for it. The authorization matrix and the fuzz test walk this catalogue; a route missing from it
 * fails both, so a new route must be added here.
 */

const today = () => new Date().toISOString().slice(0, 10);

async function publishedItem(world: World): Promise<string> {
  return (await call(world, world.users.superadmin, 'POST', '/api/admin/library', sampleInputs.article)).id;
}

async function bookmarkOfOwner(world: World): Promise<string> {
  return (await call(world, world.users.owner, 'POST', '/api/bookmarks', { contentId: await publishedItem(world) })).id;
}

async function goalOfOwner(world: World): Promise<{ goalId: string; milestoneId: string }> {
  const goal = await call(world, world.users.owner, 'POST', '/api/goals', {
    title: 'Learn the F barre chord',
    targetDate: today(),
    milestones: [{ description: 'Clean E-shape barre', targetDate: today() }],
  });
  return { goalId: goal.id, milestoneId: (goal.milestones as Array<{ id: string }>)[0]!.id };
}

async function sessionOfOwner(world: World, removed = false): Promise<string> {
  const { session } = (await call(world, world.users.owner, 'POST', '/api/practice/sessions', {
    date: today(),
    duration: 1,
  })) as unknown as {
    session: { id: string };
  };
  if (removed) await call(world, world.users.owner, 'POST', `/api/practice/sessions/${session.id}/delete`);
  return session.id;
}

async function firstChordId(world: World): Promise<string> {
  const { items } = (await call(world, world.users.owner, 'GET', '/api/chords')) as unknown as {
    items: Array<{ id: string }>;
  };
  return items[0]!.id;
}

async function chordEdit(world: World, id: string) {
  const { items } = (await call(world, world.users.owner, 'GET', '/api/chords')) as unknown as {
    items: Array<{
      id: string;
      name: string;
      triadType: string;
      notes: string[];
      intervals: string[];
      fingering: unknown;
    }>;
  };
  const chord = items.find((c) => c.id === id)!;
  return {
    name: chord.name,
    triadType: chord.triadType,
    notes: chord.notes,
    intervals: chord.intervals,
    fingering: chord.fingering,
  };
}

async function collectionOfOwner(world: World): Promise<{ collectionId: string; materialIds: [string, string] }> {
  const collection = await call(world, world.users.owner, 'POST', '/api/collections', { title: 'Warm-ups' });
  const { items } = (await call(world, world.users.owner, 'GET', '/api/chords')) as unknown as {
    items: Array<{ id: string }>;
  };
  const first = await call(world, world.users.owner, 'POST', `/api/collections/${collection.id}/materials`, {
    materialType: 'chord',
    materialId: items[0]!.id,
  });
  const second = await call(world, world.users.owner, 'POST', `/api/collections/${collection.id}/materials`, {
    materialType: 'chord',
    materialId: items[1]!.id,
  });
  return { collectionId: collection.id, materialIds: [first.id, second.id] };
}

/**
 * A current routine of A's with two one-minute phases. A's archived routines are cleared first, so the many
 * fixtures the matrix and fuzz tests make stay under the limit of routines per user.
 */
async function routineOfOwner(world: World): Promise<{ routineId: string; phaseIds: [string, string] }> {
  const owner = world.users.owner;
  await world.ctx.database.db.delete(routines).where(and(eq(routines.userId, owner.id), eq(routines.isCurrent, false)));
  const routine = await call(world, owner, 'POST', '/api/routines', { title: 'Evening', description: 'After work' });
  const phases = `/api/routines/${routine.id}/phases`;
  const first = await call(world, owner, 'POST', phases, { phaseType: 'Warmup', duration: 1 });
  const second = await call(world, owner, 'POST', phases, { phaseType: 'Free Form', duration: 1 });
  return { routineId: routine.id, phaseIds: [first.id, second.id] };
}

/** An archived routine of A's (another one is current). */
async function archivedRoutineOfOwner(world: World): Promise<string> {
  const { routineId } = await routineOfOwner(world);
  await call(world, world.users.owner, 'POST', '/api/routines', { title: 'Newer', description: 'x' });
  return routineId;
}

/** An unfinished Triad Finder run of A's, started long enough ago for a finish to count. */
async function gameRunOfOwner(world: World): Promise<string> {
  const minutesAgo = GAME_SCORE_LIMITS.triadFinder.minSeconds / 60 + 10;
  const [run] = await world.ctx.database.db
    .insert(gameRuns)
    .values({
      userId: world.users.owner.id,
      game: 'triadFinder',
      startedAt: new Date(Date.now() - minutesAgo * 60_000),
    })
    .returning({ id: gameRuns.id });
  return run!.id;
}

async function storedFile(world: World, tag?: string): Promise<{ id: string; url: string }> {
  const file = await world.ctx.app.files.save({ category: 'image', name: 'pick.png', data: sample.png });
  if (tag) await world.ctx.app.files.addTag(file.id, tag);
  return { id: file.id, url: file.url };
}

/**
 * A test app with a stand-in web build (so the static route exists) and the four signed-in roles. `close`
 * removes everything it made.
 */
export async function createWorld(): Promise<World & { close(): Promise<void> }> {
  const ctx = await createTestContext({ WEB_DIST: fakeWebDist() });
  const users = {
    owner: await ctx.createUser(),
    otherLearner: await ctx.createUser(),
    eventCreator: await ctx.createUser({ eventCreator: true }),
    superadmin: await ctx.createUser({ isSuperadmin: true }),
  };
  return {
    ctx,
    users,
    async close() {
      await ctx.close();
      await rm(ctx.app.config.dataDir, { recursive: true, force: true });
      await rm(ctx.app.config.webDist, { recursive: true, force: true });
    },
  };
}

/** A directory standing in for the built web app, so the static route exists in API tests. */
function fakeWebDist(): string {
  const dir = path.join('/tmp', `woodshed-web-${randomUUID()}`);
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Woodshed</title>');
  writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log("woodshed");');
  return dir;
}

const fixed =
  (requestPath: string): RouteCase['prepare'] =>
  async () => ({ path: requestPath });

export const ROUTE_CATALOGUE: Record<string, RouteCase> = {
  // ── Public: health, docs, files and the web app ───────────────────────────
  'GET /healthz': { expect: everyone(200), prepare: fixed('/healthz') },
  'GET /readyz': { expect: everyone(200), prepare: fixed('/readyz') },
  // From loopback, as light-my-request's requests are: the token and proxy cases are in plugins/metrics.test.ts.
  'GET /metrics': { expect: everyone(200), prepare: fixed('/metrics') },
  'GET /api/docs': { expect: everyone(200), prepare: fixed('/api/docs') },
  'GET /api/docs/static/index.html': { expect: everyone(302), prepare: fixed('/api/docs/static/index.html') },
  'GET /api/docs/static/swagger-initializer.js': {
    expect: everyone(200),
    prepare: fixed('/api/docs/static/swagger-initializer.js'),
  },
  'GET /api/docs/json': { expect: everyone(200), prepare: fixed('/api/docs/json') },
  'GET /api/docs/yaml': { expect: everyone(200), prepare: fixed('/api/docs/yaml') },
  'GET /api/docs/static/*': {
    expect: everyone(200),
    filesByRawPath: true,
    prepare: fixed('/api/docs/static/swagger-ui.css'),
  },
  'GET /*': { expect: everyone(200), filesByRawPath: true, prepare: fixed('/assets/app.js') },
  'GET /files/:folder/:key': {
    expect: everyone(200),
    prepare: async (world) => ({ path: (await storedFile(world)).url }),
  },

  // ── Auth ───────────────────────────────────────────────────────────────────
  'GET /api/auth/session': { expect: everyone(200), prepare: fixed('/api/auth/session') },
  'GET /api/auth/captcha': { expect: everyone(200), prepare: fixed('/api/auth/captcha') },
  'POST /api/auth/register': {
    expect: everyone(201),
    prepare: async (world) => ({
      path: '/api/auth/register',
      body: {
        email: `new-${randomUUID().slice(0, 8)}@example.test`,
        password: TEST_PASSWORD,
        agreeToTerms: true,
        confirmAge: true,
        captcha: await world.ctx.solveCaptcha(),
      },
    }),
  },
  'POST /api/auth/login': {
    expect: everyone(200),
    prepare: async (world) => ({
      path: '/api/auth/login',
      body: { email: world.users.owner.email, password: TEST_PASSWORD },
      consumesSession: true,
    }),
  },
  'POST /api/auth/logout': {
    expect: everyone(204),
    prepare: async () => ({ path: '/api/auth/logout', consumesSession: true }),
  },
  'POST /api/auth/reset': {
    expect: everyone(200),
    prepare: async (world) => ({ path: '/api/auth/reset', body: { email: world.users.owner.email } }),
  },
  'POST /api/auth/update-password': {
    expect: everyone(200),
    prepare: async (world) => {
      const user = await world.ctx.createUser();
      const token = randomUUID();
      await world.ctx.database.db
        .insert(passwordResetTokens)
        .values({ tokenHash: sha256Hex(token), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
      return { path: '/api/auth/update-password', body: { token, password: 'a-new-long-passphrase-77' } };
    },
  },
  'POST /api/auth/reset-token/check': {
    expect: everyone(200),
    prepare: async (world) => {
      const user = await world.ctx.createUser();
      const token = randomUUID();
      await world.ctx.database.db
        .insert(passwordResetTokens)
        .values({ tokenHash: sha256Hex(token), userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) });
      return { path: '/api/auth/reset-token/check', body: { token } };
    },
  },

  // ── Reminders: the e-mail's one-click "turn off" link works signed out ─────
  'POST /api/reminders/off': {
    expect: everyone(200),
    prepare: async (world) => {
      const user = await world.ctx.createUser();
      const key = reminderTokenKey(world.ctx.app.config.sessionSecret);
      const token = signReminderToken(key, user.id, new Date(Date.now() + 86_400_000));
      return { path: '/api/reminders/off', body: { token } };
    },
  },
  // The List-Unsubscribe address (RFC 8058): mail providers POST a form; JSON is accepted as everywhere.
  'POST /api/reminders/unsubscribe': {
    expect: everyone(200),
    prepare: async (world) => {
      const user = await world.ctx.createUser();
      const key = reminderTokenKey(world.ctx.app.config.sessionSecret);
      const token = signReminderToken(key, user.id, new Date(Date.now() + 86_400_000));
      return { path: `/api/reminders/unsubscribe?token=${token}`, body: { 'List-Unsubscribe': 'One-Click' } };
    },
  },
  'GET /api/reminders/unsubscribe': {
    expect: everyone(303),
    prepare: async (world) => {
      const user = await world.ctx.createUser();
      const key = reminderTokenKey(world.ctx.app.config.sessionSecret);
      const token = signReminderToken(key, user.id, new Date(Date.now() + 86_400_000));
      return { path: `/api/reminders/unsubscribe?token=${token}` };
    },
  },

  // ── Files (superadmin) ─────────────────────────────────────────────────────
  'POST /api/admin/uploads': {
    expect: superadminOnly(201),
    prepare: async () => ({
      path: '/api/admin/uploads',
      form: [
        { name: 'category', value: 'image' },
        { name: 'file', filename: 'pick.png', contentType: 'image/png', data: sample.png },
      ],
    }),
  },
  'GET /api/admin/files': { expect: superadminOnly(200), prepare: fixed('/api/admin/files?category=image') },
  'PATCH /api/admin/files/:id': {
    expect: superadminOnly(200),
    prepare: async (world) => ({
      path: `/api/admin/files/${(await storedFile(world)).id}`,
      body: { name: 'Renamed pick' },
    }),
  },
  'POST /api/admin/files/:id/tags': {
    expect: superadminOnly(200),
    prepare: async (world) => ({
      path: `/api/admin/files/${(await storedFile(world)).id}/tags`,
      body: { tag: 'picks' },
    }),
  },
  'DELETE /api/admin/files/:id/tags/:tag': {
    expect: superadminOnly(200),
    prepare: async (world) => ({ path: `/api/admin/files/${(await storedFile(world, 'picks')).id}/tags/picks` }),
  },
  'GET /api/admin/files/:id/usages': {
    expect: superadminOnly(200),
    prepare: async (world) => ({ path: `/api/admin/files/${(await storedFile(world)).id}/usages` }),
  },
  'DELETE /api/admin/files/:id': {
    expect: superadminOnly(204),
    prepare: async (world) => ({ path: `/api/admin/files/${(await storedFile(world)).id}` }),
  },

  // ── Library ────────────────────────────────────────────────────────────────
  'GET /api/library': { expect: anyUser(200), prepare: fixed('/api/library?type=article&q=picking&page=1') },
  'GET /api/library/:id/exists': {
    expect: anyUser(200),
    prepare: async (world) => ({ path: `/api/library/${await publishedItem(world)}/exists` }),
  },
  'GET /api/library/:id': {
    expect: anyUser(200),
    prepare: async (world) => ({ path: `/api/library/${await publishedItem(world)}` }),
  },
  'POST /api/admin/library': {
    expect: superadminOnly(201),
    prepare: async () => ({ path: '/api/admin/library', body: sampleInputs.video }),
  },
  'PUT /api/admin/library/:id': {
    expect: superadminOnly(200),
    prepare: async (world) => ({
      path: `/api/admin/library/${await publishedItem(world)}`,
      body: sampleInputs.article,
    }),
  },
  'PATCH /api/admin/library/:id/published': {
    expect: superadminOnly(200),
    prepare: async (world) => ({
      path: `/api/admin/library/${await publishedItem(world)}/published`,
      body: { published: false },
    }),
  },
  'DELETE /api/admin/library/:id': {
    expect: superadminOnly(204),
    prepare: async (world) => ({ path: `/api/admin/library/${await publishedItem(world)}` }),
  },

  // ── Bookmarks ──────────────────────────────────────────────────────────────
  'GET /api/bookmarks': { expect: anyUser(200), prepare: fixed('/api/bookmarks') },
  'POST /api/bookmarks': {
    expect: anyUser(201),
    prepare: async (world) => ({ path: '/api/bookmarks', body: { contentId: await publishedItem(world) } }),
  },
  'POST /api/bookmarks/reorder': {
    expect: ownRows(200),
    prepare: async (world) => ({
      path: '/api/bookmarks/reorder',
      body: { bookmarkId: await bookmarkOfOwner(world), targetBookmarkId: await bookmarkOfOwner(world) },
    }),
  },
  'DELETE /api/bookmarks/:id': {
    expect: ownRows(204),
    prepare: async (world) => ({ path: `/api/bookmarks/${await bookmarkOfOwner(world)}` }),
  },

  // ── Dashboard and practice ─────────────────────────────────────────────────
  'GET /api/dashboard': { expect: anyUser(200), prepare: fixed('/api/dashboard?range=30') },
  'GET /api/practice/chart': { expect: anyUser(200), prepare: fixed('/api/practice/chart?range=7') },
  'GET /api/focus-areas': { expect: anyUser(200), prepare: fixed('/api/focus-areas') },
  'POST /api/practice/sessions': {
    expect: anyUser(201),
    prepare: async () => ({
      path: '/api/practice/sessions',
      body: { date: today(), duration: 1, focusAreas: ['Vibrato'], notes: 'Slow and even' },
    }),
  },
  'GET /api/practice/sessions': {
    expect: anyUser(200),
    prepare: fixed('/api/practice/sessions?status=active&limit=10'),
  },
  'GET /api/practice/sessions/:id': {
    expect: ownRows(200),
    prepare: async (world) => ({ path: `/api/practice/sessions/${await sessionOfOwner(world)}` }),
  },
  'PUT /api/practice/sessions/:id': {
    expect: ownRows(200),
    prepare: async (world) => ({
      path: `/api/practice/sessions/${await sessionOfOwner(world)}`,
      body: { date: today(), duration: 2, focusAreas: ['Vibrato'], notes: 'Corrected' },
    }),
  },
  'POST /api/practice/sessions/:id/delete': {
    expect: ownRows(200),
    prepare: async (world) => ({ path: `/api/practice/sessions/${await sessionOfOwner(world)}/delete` }),
  },
  'POST /api/practice/sessions/:id/restore': {
    expect: ownRows(200),
    prepare: async (world) => ({ path: `/api/practice/sessions/${await sessionOfOwner(world, true)}/restore` }),
  },
  'GET /api/practice/history': {
    expect: anyUser(200),
    prepare: fixed('/api/practice/history?status=active&page=1&pageSize=10'),
  },

  // ── Goals ──────────────────────────────────────────────────────────────────
  'GET /api/goals': { expect: anyUser(200), prepare: fixed('/api/goals') },
  'GET /api/goals/:id': {
    expect: ownRows(200),
    prepare: async (world) => ({ path: `/api/goals/${(await goalOfOwner(world)).goalId}` }),
  },
  'POST /api/goals': {
    expect: anyUser(201),
    prepare: async () => ({
      path: '/api/goals',
      body: { title: 'Play Blackbird', targetDate: today(), milestones: [{ description: 'First verse' }] },
    }),
  },
  'PUT /api/goals/:id': {
    expect: ownRows(200),
    prepare: async (world) => ({
      path: `/api/goals/${(await goalOfOwner(world)).goalId}`,
      body: { title: 'Learn the F barre chord cleanly', targetDate: today(), status: 'in_progress', progress: 40 },
    }),
  },
  'DELETE /api/goals/:id': {
    expect: ownRows(204),
    prepare: async (world) => ({ path: `/api/goals/${(await goalOfOwner(world)).goalId}` }),
  },
  'PATCH /api/milestones/:id': {
    expect: ownRows(200),
    prepare: async (world) => ({
      path: `/api/milestones/${(await goalOfOwner(world)).milestoneId}`,
      body: { isCompleted: true },
    }),
  },

  // ── Chords ─────────────────────────────────────────────────────────────────
  'GET /api/chords': { expect: anyUser(200), prepare: fixed('/api/chords?triadType=Major') },
  'PUT /api/chords/:id/mastery': {
    expect: anyUser(200),
    prepare: async (world) => ({
      path: `/api/chords/${await firstChordId(world)}/mastery`,
      body: { masteryRating: 3 },
    }),
  },
  'PUT /api/admin/chords/:id': {
    expect: superadminOnly(200),
    prepare: async (world) => {
      const id = await firstChordId(world);
      return { path: `/api/admin/chords/${id}`, body: await chordEdit(world, id) };
    },
  },
  'POST /api/admin/chords/:id/image': {
    expect: superadminOnly(200),
    prepare: async (world) => ({
      path: `/api/admin/chords/${await firstChordId(world)}/image`,
      form: [{ name: 'file', filename: 'shape.png', contentType: 'image/png', data: sample.png }],
    }),
  },
  'DELETE /api/admin/chords/:id/image': {
    expect: superadminOnly(200),
    prepare: async (world) => ({ path: `/api/admin/chords/${await firstChordId(world)}/image` }),
  },

  // ── Profile ────────────────────────────────────────────────────────────────
  'GET /api/profile': { expect: anyUser(200), prepare: fixed('/api/profile') },
  'PUT /api/profile': {
    // Each caller edits their own profile; a fresh name each time, as names are unique.
    expect: anyUser(200),
    prepare: async () => ({
      path: '/api/profile',
      body: {
        username: `player-${randomUUID().slice(0, 8)}`,
        bio: 'Blues on a Telecaster.',
        gear: ['Telecaster', 'Tube amp'],
        genres: ['Blues'],
        influences: ['B.B. King'],
        timezone: 'Asia/Kolkata',
        weeklyGoalHours: 5.5,
        dailyPracticeReminder: true,
        practiceReminderTime: '18:30',
        leaderboardNickname: '',
      },
    }),
  },

  'GET /api/stats': { expect: anyUser(200), prepare: fixed('/api/stats') },
  'GET /api/private-lessons': { expect: anyUser(200), prepare: fixed('/api/private-lessons') },

  // ── Your data ──────────────────────────────────────────────────────────────
  'GET /api/account/export': { expect: anyUser(200), prepare: fixed('/api/account/export') },
  'GET /api/account/export/practice-sessions.csv': {
    expect: anyUser(200),
    prepare: fixed('/api/account/export/practice-sessions.csv'),
  },
  'DELETE /api/account': {
    // A wrong password: every signed-in caller gets the refusal for their own account, which stays.
    expect: anyUser(400),
    prepare: async () => ({ path: '/api/account', body: { password: 'not-the-password' } }),
  },

  // ── Collections ────────────────────────────────────────────────────────────
  'GET /api/collections': { expect: anyUser(200), prepare: fixed('/api/collections') },
  'POST /api/collections': {
    expect: anyUser(201),
    prepare: async () => ({
      path: '/api/collections',
      body: { title: 'Blues licks', description: 'Box one', icon: 'Music', color: '#059669' },
    }),
  },
  'PUT /api/collections/:id': {
    expect: ownRows(200),
    prepare: async (world) => ({
      path: `/api/collections/${(await collectionOfOwner(world)).collectionId}`,
      body: { title: 'Warm-ups (daily)', description: null, icon: 'Folder', color: '#4F46E5' },
    }),
  },
  'DELETE /api/collections/:id': {
    expect: ownRows(204),
    prepare: async (world) => ({ path: `/api/collections/${(await collectionOfOwner(world)).collectionId}` }),
  },
  'POST /api/collections/:id/materials': {
    expect: ownRows(201),
    prepare: async (world) => ({
      path: `/api/collections/${(await collectionOfOwner(world)).collectionId}/materials`,
      body: { materialType: 'article', materialId: await publishedItem(world), notes: 'Read twice' },
    }),
  },
  'POST /api/collections/:id/materials/reorder': {
    expect: ownRows(200),
    prepare: async (world) => {
      const { collectionId, materialIds } = await collectionOfOwner(world);
      return {
        path: `/api/collections/${collectionId}/materials/reorder`,
        body: { materialId: materialIds[1], targetMaterialId: materialIds[0] },
      };
    },
  },
  'PATCH /api/collections/:id/materials/:materialId': {
    expect: ownRows(200),
    prepare: async (world) => {
      const { collectionId, materialIds } = await collectionOfOwner(world);
      return { path: `/api/collections/${collectionId}/materials/${materialIds[0]}`, body: { notes: 'Slowly' } };
    },
  },
  'DELETE /api/collections/:id/materials/:materialId': {
    expect: ownRows(204),
    prepare: async (world) => {
      const { collectionId, materialIds } = await collectionOfOwner(world);
      return { path: `/api/collections/${collectionId}/materials/${materialIds[0]}` };
    },
  },

  // ── Routines ───────────────────────────────────────────────────────────────
  'GET /api/routines': { expect: anyUser(200), prepare: fixed('/api/routines') },
  'POST /api/routines': {
    expect: anyUser(201),
    prepare: async () => ({ path: '/api/routines', body: { title: 'Morning', description: 'Scales first' } }),
  },
  'PUT /api/routines/:id': {
    expect: ownRows(200),
    prepare: async (world) => ({
      path: `/api/routines/${(await routineOfOwner(world)).routineId}`,
      body: { title: 'Evening (long)', description: 'After dinner' },
    }),
  },
  'POST /api/routines/:id/archive': {
    expect: ownRows(200),
    prepare: async (world) => ({ path: `/api/routines/${(await routineOfOwner(world)).routineId}/archive` }),
  },
  'POST /api/routines/:id/restore': {
    expect: ownRows(200),
    prepare: async (world) => ({ path: `/api/routines/${await archivedRoutineOfOwner(world)}/restore` }),
  },
  'DELETE /api/routines/:id': {
    expect: ownRows(204),
    prepare: async (world) => ({ path: `/api/routines/${(await routineOfOwner(world)).routineId}` }),
  },
  'POST /api/routines/:id/phases': {
    expect: ownRows(201),
    prepare: async (world) => ({
      path: `/api/routines/${(await routineOfOwner(world)).routineId}/phases`,
      body: { phaseType: 'Technical Development', duration: 1, description: 'Alternate picking' },
    }),
  },
  'POST /api/routines/:id/phases/reorder': {
    expect: ownRows(200),
    prepare: async (world) => {
      const { routineId, phaseIds } = await routineOfOwner(world);
      return {
        path: `/api/routines/${routineId}/phases/reorder`,
        body: { phaseId: phaseIds[1], targetPhaseId: phaseIds[0] },
      };
    },
  },
  'POST /api/routines/:id/reset': {
    expect: ownRows(200),
    prepare: async (world) => ({ path: `/api/routines/${(await routineOfOwner(world)).routineId}/reset` }),
  },
  'DELETE /api/routines/:id/phases/:phaseId': {
    expect: ownRows(204),
    prepare: async (world) => {
      const { routineId, phaseIds } = await routineOfOwner(world);
      return { path: `/api/routines/${routineId}/phases/${phaseIds[0]}` };
    },
  },
  'POST /api/routines/:id/phases/:phaseId/complete': {
    expect: ownRows(200),
    prepare: async (world) => {
      const { routineId, phaseIds } = await routineOfOwner(world);
      return { path: `/api/routines/${routineId}/phases/${phaseIds[0]}/complete`, body: { message: 'Clean' } };
    },
  },
  'POST /api/routines/:id/phases/:phaseId/reset': {
    expect: ownRows(200),
    prepare: async (world) => {
      const { routineId, phaseIds } = await routineOfOwner(world);
      return { path: `/api/routines/${routineId}/phases/${phaseIds[0]}/reset` };
    },
  },

  // ── Games and the leaderboard ──────────────────────────────────────────────
  'GET /api/games/high-scores': { expect: anyUser(200), prepare: fixed('/api/games/high-scores') },
  'POST /api/games/runs': {
    expect: anyUser(201),
    prepare: async () => ({ path: '/api/games/runs', body: { game: 'intervalOrganizer' } }),
  },
  'POST /api/games/runs/:id/finish': {
    expect: ownRows(200),
    prepare: async (world) => ({
      path: `/api/games/runs/${await gameRunOfOwner(world)}/finish`,
      body: { score: GAME_SCORE_LIMITS.triadFinder.min + 1200 },
    }),
  },
  'GET /api/leaderboard': { expect: anyUser(200), prepare: fixed('/api/leaderboard?board=practice&period=week') },

  // ── Courses (learners and superadmins) ─────────────────────────────────────
  ...COURSE_ROUTES,

  // ── Achievements, notices, levels and XP history ───────────────────────────
  ...ACHIEVEMENT_ROUTES,

  // ── Calendar: occurrences, event creators' events, .ics downloads and feeds ─
  ...CALENDAR_ROUTES,
  ...PRACTICE_ROOM_ROUTES,

  // ── Admin back office: users, awards, site settings ────────────────────────
  ...ADMIN_ROUTES,

  // ── Faculty and session summaries ───────────────────────────────────────────
  ...SUMMARY_ROUTES,
};

/** The access level a catalogue entry's expectations imply, to check it against the route's declaration. */
export function impliedAccess(expect: Record<Role, number>): string {
  if (expect.signedOut !== 401) return 'public';
  if (expect.owner === 403) return expect.eventCreator === 403 ? 'superadmin' : 'eventCreator';
  return 'user';
}

/** The cookie a role sends: its standing session, or a new one for requests that end it. */
export async function cookieFor(world: World, role: Role, prepared: PreparedRequest): Promise<string | undefined> {
  if (role === 'signedOut') return undefined;
  const user = world.users[role];
  return prepared.consumesSession ? world.ctx.signIn(user.email, user.password) : user.cookie;
}
