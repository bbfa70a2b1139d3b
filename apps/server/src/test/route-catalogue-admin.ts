import { randomUUID } from 'node:crypto';
import { DEFAULT_SITE_SETTINGS } from '@woodshed/shared';
import { insertUserWithProfile } from '../modules/auth/index.ts';
import { sampleAchievementInput } from './route-catalogue-achievements.ts';
import { call, everyone, superadminOnly, type RouteCase, type World } from './route-cases.ts';

/**
 * The admin back office's routes of the route catalogue (issue 18). The reads look at learner A; every change is
 * made to a fresh user of its own, so no role's flags, membership or XP change under the other routes (and the
 * superadmin never touches their own flag).
 */

async function freshUser(world: World): Promise<string> {
  const { user } = await insertUserWithProfile(world.ctx.database.db, {
    email: `admin-target-${randomUUID()}@example.test`,
    passwordHash: 'not-a-password-hash',
  });
  return user.id;
}

async function repeatableAchievement(world: World): Promise<string> {
  const input = { ...sampleAchievementInput, repeatable: true };
  return (await call(world, world.users.superadmin, 'POST', '/api/admin/achievements', input)).id;
}

const fixed = (path: string) => async () => ({ path });
const ofOwner = (suffix: string) => async (world: World) => ({
  path: `/api/admin/users/${world.users.owner.id}${suffix}`,
});

export const ADMIN_ROUTES: Record<string, RouteCase> = {
  'GET /api/admin/users': { expect: superadminOnly(200), prepare: fixed('/api/admin/users?page=1&pageSize=10') },
  'GET /api/admin/membership-levels': { expect: superadminOnly(200), prepare: fixed('/api/admin/membership-levels') },
  'PATCH /api/admin/users/:id/membership': {
    expect: superadminOnly(200),
    prepare: async (world) => ({
      path: `/api/admin/users/${await freshUser(world)}/membership`,
      body: { membershipLevelId: 2 },
    }),
  },
  'PATCH /api/admin/users/:id/superadmin': {
    expect: superadminOnly(200),
    prepare: async (world) => ({
      path: `/api/admin/users/${await freshUser(world)}/superadmin`,
      body: { isSuperadmin: false },
    }),
  },
  'PATCH /api/admin/users/:id/event-creator': {
    expect: superadminOnly(200),
    prepare: async (world) => ({
      path: `/api/admin/users/${await freshUser(world)}/event-creator`,
      body: { eventCreator: true },
    }),
  },
  'GET /api/admin/users/:id': { expect: superadminOnly(200), prepare: ofOwner('') },
  'GET /api/admin/users/:id/practice-sessions': {
    expect: superadminOnly(200),
    prepare: ofOwner('/practice-sessions?range=month&page=1&pageSize=10'),
  },
  'GET /api/admin/users/:id/xp-awards': {
    expect: superadminOnly(200),
    prepare: ofOwner('/xp-awards?range=all&page=1&pageSize=10'),
  },
  'POST /api/admin/users/:id/xp-awards': {
    expect: superadminOnly(201),
    prepare: async (world) => ({
      path: `/api/admin/users/${await freshUser(world)}/xp-awards`,
      body: { amount: 50, description: 'Great recital performance' },
    }),
  },
  'POST /api/admin/users/:id/achievements': {
    expect: superadminOnly(201),
    prepare: async (world) => ({
      path: `/api/admin/users/${await freshUser(world)}/achievements`,
      body: { achievementId: await repeatableAchievement(world) },
    }),
  },
  'GET /api/admin/settings': { expect: superadminOnly(200), prepare: fixed('/api/admin/settings') },
  'PUT /api/admin/settings': {
    expect: superadminOnly(200),
    prepare: async () => ({ path: '/api/admin/settings', body: DEFAULT_SITE_SETTINGS }),
  },
  'GET /api/site': { expect: everyone(200), prepare: fixed('/api/site') },
};
