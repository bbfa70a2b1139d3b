import type { AchievementInput } from '@woodshed/shared';
import { anyUser, call, superadminOnly, type RouteCase, type World } from './route-cases.ts';

/** The achievement, notice and XP routes of the route catalogue (issue 16). */

export const sampleAchievementInput: AchievementInput = {
  title: 'Week Warrior',
  description: 'Practise seven days in a row.',
  xpAwarded: 150,
  iconUrl: 'https://example.com/icons/week.png',
  repeatable: false,
  criterion: { type: 'streak_days', threshold: 7 },
};

async function achievementOfSuperadmin(world: World): Promise<string> {
  return (await call(world, world.users.superadmin, 'POST', '/api/admin/achievements', sampleAchievementInput)).id;
}

const fixed = (path: string) => async () => ({ path });

export const ACHIEVEMENT_ROUTES: Record<string, RouteCase> = {
  'GET /api/achievements': { expect: anyUser(200), prepare: fixed('/api/achievements') },
  'GET /api/notices': { expect: anyUser(200), prepare: fixed('/api/notices') },
  'POST /api/notices/seen': {
    expect: anyUser(204),
    prepare: async () => ({ path: '/api/notices/seen', body: { through: new Date().toISOString() } }),
  },
  'GET /api/xp/levels': { expect: anyUser(200), prepare: fixed('/api/xp/levels') },
  'GET /api/xp/awards': { expect: anyUser(200), prepare: fixed('/api/xp/awards?page=1&pageSize=10') },
  'GET /api/admin/achievements': { expect: superadminOnly(200), prepare: fixed('/api/admin/achievements') },
  'POST /api/admin/achievements': {
    expect: superadminOnly(201),
    prepare: async () => ({ path: '/api/admin/achievements', body: sampleAchievementInput }),
  },
  'PUT /api/admin/achievements/:id': {
    expect: superadminOnly(200),
    prepare: async (world) => ({
      path: `/api/admin/achievements/${await achievementOfSuperadmin(world)}`,
      body: { ...sampleAchievementInput, title: 'Week Warrior (revised)', repeatable: true },
    }),
  },
  'DELETE /api/admin/achievements/:id': {
    expect: superadminOnly(204),
    prepare: async (world) => ({ path: `/api/admin/achievements/${await achievementOfSuperadmin(world)}` }),
  },
};
