import type { ActivityRange } from '@woodshed/shared';

/** The admin back office's queries: the user list, one user's page and its activity lists, the site settings. */
export const adminKeys = {
  users: ['admin', 'users'] as const,
  userList: (search: string, page: number) => ['admin', 'users', 'list', { search, page }] as const,
  /** One user's page and activity; invalidated as a whole after an award or a change of role. */
  user: (userId: string) => ['admin', 'users', 'detail', userId] as const,
  practiceSessions: (userId: string, range: ActivityRange, page: number) =>
    ['admin', 'users', 'detail', userId, 'practice', { range, page }] as const,
  xpAwards: (userId: string, range: ActivityRange, page: number) =>
    ['admin', 'users', 'detail', userId, 'xp-awards', { range, page }] as const,
  membershipLevels: ['admin', 'membership-levels'] as const,
  /**
   * GET /api/admin/achievements: the same key the achievements admin screen lists under (one endpoint, one cache), so
   * an award's new earned count shows there too.
   */
  achievements: ['admin', 'achievements', 'list'] as const,
  settings: ['admin', 'settings'] as const,
};

/** GET /api/site: the school's name beside "Woodshed" in every page's top bar. */
export const siteKeys = {
  all: ['site'] as const,
};
