import { z } from 'zod';
import { messages as achievementsMessages } from '../achievements/index.ts';
import { timeZoneSchema } from '../auth/index.ts';
import {
  intIdSchema,
  pageNumberSchema,
  pageSizeSchema,
  isoDateSchema,
  requiredLine,
  singleLineText,
} from '../common/index.ts';
import { levelSummarySchema, xpAwardSchema } from '../xp/index.ts';
import {
  ACTIVITY_RANGES,
  ADMIN_ACTIVITY_PAGE_SIZE,
  ADMIN_USER_SEARCH_MAX,
  ADMIN_USERS_PAGE_SIZE,
  XP_AWARD_DESCRIPTION_MAX,
  XP_AWARD_MAX,
  XP_AWARD_MIN,
} from './constants.ts';
import { messages } from './messages.ts';

const m = messages.admin;

// ── User Management tab (§4 Membership change, Superadmin flag) ──

/**
 * GET /api/admin/users?page=&pageSize=&search=: newest first; search matches e-mail, username or leaderboard nickname
 * (case-insensitive, part).
 */
export const adminUsersQuerySchema = z.object({
  page: pageNumberSchema,
  pageSize: pageSizeSchema(ADMIN_USERS_PAGE_SIZE),
  search: singleLineText('Search').max(ADMIN_USER_SEARCH_MAX, m.searchTooLong).default(''),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** The latest grant or revoke of a user's superadmin role (issue 26). */
export const superadminChangeRecordSchema = z.object({
  granted: z.boolean(),
  /** The superadmin who made it: their display name, or the one they had when their account is gone. */
  byName: z.string(),
  changedAt: z.iso.datetime(),
});
export type SuperadminChangeRecord = z.infer<typeof superadminChangeRecordSchema>;

export const adminUserRowSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string().nullable(),
  /** The display name (nickname, username or "Guitarist #…"). */
  displayName: z.string(),
  createdAt: z.iso.datetime(),
  membershipLevelId: z.number().int().nullable(),
  /** 'Free' when none. */
  membershipName: z.string(),
  /** True after a superadmin changed the membership: the row shows 'Modified by admin'. */
  adminOverride: z.boolean(),
  /** Display name of the superadmin who last changed the membership, when known. */
  overrideAdminName: z.string().nullable(),
  isSuperadmin: z.boolean(),
  /** Null when the role has never been changed here (e.g. the first superadmin). */
  superadminChange: superadminChangeRecordSchema.nullable(),
  eventCreator: z.boolean(),
  xp: z.number().int(),
  level: z.number().int(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUsersResponseSchema = z.object({ items: z.array(adminUserRowSchema), total: z.number().int() });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** GET /api/admin/membership-levels: ordered by id. */
export const membershipLevelsResponseSchema = z.object({
  items: z.array(z.object({ id: z.number().int(), name: z.string(), shortDescription: z.string() })),
});
export type MembershipLevelsResponse = z.infer<typeof membershipLevelsResponseSchema>;

/** PATCH /api/admin/users/:id/membership: null means no level ('Free'). Answers the updated row. */
export const membershipChangeRequestSchema = z.object({
  membershipLevelId: intIdSchema(m.membershipLevelNotFound).nullable(),
});
export type MembershipChangeRequest = z.infer<typeof membershipChangeRequestSchema>;

/** PATCH /api/admin/users/:id/superadmin: refused for oneself (403) and for the last superadmin (409). */
export const superadminChangeRequestSchema = z.object({ isSuperadmin: z.boolean() });
export type SuperadminChangeRequest = z.infer<typeof superadminChangeRequestSchema>;

/** PATCH /api/admin/users/:id/event-creator. */
export const eventCreatorChangeRequestSchema = z.object({ eventCreator: z.boolean() });
export type EventCreatorChangeRequest = z.infer<typeof eventCreatorChangeRequestSchema>;

// ── User detail ──

export const adminPracticeStatsSchema = z.object({
  totalHours: z.number(),
  totalPracticeLogs: z.number().int(),
  averageDailyMinutes: z.number(),
  longestPracticeDayDate: isoDateSchema.nullable(),
  longestPracticeDayMinutes: z.number().int(),
});
export type AdminPracticeStats = z.infer<typeof adminPracticeStatsSchema>;

export const adminEarnedAchievementSchema = z.object({
  achievementId: z.uuid(),
  title: z.string(),
  timesEarned: z.number().int(),
  earnedAt: z.iso.datetime(),
});
export type AdminEarnedAchievement = z.infer<typeof adminEarnedAchievementSchema>;

/** GET /api/admin/users/:id: everything the page's header, information and statistics show, in one request. */
export const adminUserDetailSchema = z.object({
  profile: z.object({
    id: z.uuid(),
    username: z.string().nullable(),
    displayName: z.string(),
    timezone: timeZoneSchema,
    isSuperadmin: z.boolean(),
    superadminChange: superadminChangeRecordSchema.nullable(),
    eventCreator: z.boolean(),
    adminOverride: z.boolean(),
    overrideAdminName: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  }),
  auth: z.object({
    email: z.string(),
    createdAt: z.iso.datetime(),
    lastSignInAt: z.iso.datetime().nullable(),
  }),
  membership: z.object({ id: z.number().int().nullable(), name: z.string() }),
  xp: levelSummarySchema,
  practiceStats: adminPracticeStatsSchema,
  /** Earned achievements, most recent first. */
  achievements: z.array(adminEarnedAchievementSchema),
  /** The newest session summary the user is a member of. */
  latestSessionSummaryDate: z.iso.datetime().nullable(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const activityRangeSchema = z.enum(ACTIVITY_RANGES, { error: m.rangeInvalid });

/**
 * GET /api/admin/users/:id/practice-sessions and /xp-awards: `week` and `month` are the last 7 and 30 days
 * (practice by the session's date in the user's zone, today included; awards by their instant).
 */
export const activityQuerySchema = z.object({
  range: activityRangeSchema.default('week'),
  page: pageNumberSchema,
  pageSize: pageSizeSchema(ADMIN_ACTIVITY_PAGE_SIZE),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

/** A practice session as the admin sees it: focus areas by name. */
export const adminPracticeSessionSchema = z.object({
  id: z.uuid(),
  date: isoDateSchema,
  createdAt: z.iso.datetime(),
  duration: z.number().int(),
  /** Chosen and custom focus areas, by name. */
  focusAreas: z.array(z.string()),
  notes: z.string().nullable(),
  scheduledRemoval: z.boolean(),
});
export type AdminPracticeSession = z.infer<typeof adminPracticeSessionSchema>;

/** Newest first (date, then created); sessions pending deletion are left out. */
export const adminPracticeSessionsResponseSchema = z.object({
  items: z.array(adminPracticeSessionSchema),
  total: z.number().int(),
});
export type AdminPracticeSessionsResponse = z.infer<typeof adminPracticeSessionsResponseSchema>;

export const adminXpAwardsResponseSchema = z.object({ items: z.array(xpAwardSchema), total: z.number().int() });
export type AdminXpAwardsResponse = z.infer<typeof adminXpAwardsResponseSchema>;

// ── Award XP ──

/** POST /api/admin/users/:id/xp-awards: goes through the one XP service (a manual award, giver = the admin). */
export const xpAwardRequestSchema = z.object({
  amount: z
    .number({ error: m.awardAmountInvalid })
    .int(m.awardAmountInvalid)
    .min(XP_AWARD_MIN, m.awardAmountInvalid)
    .max(XP_AWARD_MAX, m.awardAmountTooLarge),
  description: requiredLine(
    'Description',
    XP_AWARD_DESCRIPTION_MAX,
    m.awardDescriptionRequired,
    m.awardDescriptionTooLong,
  ),
});
export type XpAwardRequest = z.infer<typeof xpAwardRequestSchema>;

export const xpAwardResultSchema = z.object({ award: xpAwardSchema, xp: levelSummarySchema });
export type XpAwardResult = z.infer<typeof xpAwardResultSchema>;

/** POST /api/admin/users/:id/achievements: 409 when a non-repeatable one is already earned. */
export const achievementAwardRequestSchema = z.object({
  achievementId: z.uuid(achievementsMessages.achievements.notFound),
});
export type AchievementAwardRequest = z.infer<typeof achievementAwardRequestSchema>;

export const achievementAwardResultSchema = z.object({
  earned: adminEarnedAchievementSchema,
  /** XP granted with it (the achievement's xp_awarded). */
  xpAwarded: z.number().int(),
  xp: levelSummarySchema,
});
export type AchievementAwardResult = z.infer<typeof achievementAwardResultSchema>;
