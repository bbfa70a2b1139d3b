import { z } from 'zod';
import { instantSchema, requiredLine, requiredLines, messages as commonMessages } from '../common/index.ts';
import { mediaUrlSchema, optionalMediaUrl } from '../library/index.ts';
import {
  ACHIEVEMENT_CRITERIA,
  ACHIEVEMENT_DEFAULT_XP,
  ACHIEVEMENT_DESCRIPTION_MAX,
  ACHIEVEMENT_THRESHOLD_MAX,
  ACHIEVEMENT_TITLE_MAX,
  ACHIEVEMENT_XP_MAX,
} from './constants.ts';
import { messages } from './messages.ts';

const m = messages.achievements;

export const achievementCriterionSchema = z.enum(ACHIEVEMENT_CRITERIA, { error: m.criterionInvalid });

/** One criterion (measure ≥ threshold), or none (awarded by hand only). */
export const criterionSchema = z.object({
  type: achievementCriterionSchema,
  threshold: z
    .number({ error: m.thresholdInvalid })
    .int(m.thresholdInvalid)
    .min(1, m.thresholdInvalid)
    .max(ACHIEVEMENT_THRESHOLD_MAX, m.thresholdInvalid),
});
export type Criterion = z.infer<typeof criterionSchema>;

// ── Learner (issue 16) ─────────────────────────────────────────────────────

export const achievementSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  xpAwarded: z.number().int(),
  iconUrl: z.string(),
  heroImageUrl: z.string().nullable(),
  repeatable: z.boolean(),
  criterion: criterionSchema.nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const achievementCardSchema = achievementSchema.extend({
  /** The viewer's record, or null when never earned. */
  earned: z
    .object({ firstEarnedAt: z.iso.datetime(), lastEarnedAt: z.iso.datetime(), timesEarned: z.number().int() })
    .nullable(),
  /**
   * With a criterion: the viewer's measure now and the target of the next earning ("12 / 30 days"); for a
   * repeatable one the next multiple of the threshold. Null without a criterion, or for an earned non-repeatable one.
   */
  progress: z.object({ current: z.number(), target: z.number() }).nullable(),
});
export type AchievementCard = z.infer<typeof achievementCardSchema>;

/** GET /api/achievements: every achievement (oldest first) with the viewer's state, in one request. */
export const achievementsResponseSchema = z.object({ items: z.array(achievementCardSchema) });
export type AchievementsResponse = z.infer<typeof achievementsResponseSchema>;

/**
 * GET /api/notices: what the viewer has not been told yet — achievements earned (automatically or by hand) and a
 * level reached since the last notice. POST /api/notices/seen { through } marks everything up to that instant as
 * told. The web app asks after every change that can award XP and shows each as an announced toast.
 */
export const noticesResponseSchema = z.object({
  achievements: z.array(
    z.object({ achievementId: z.uuid(), title: z.string(), xpAwarded: z.number().int(), earnedAt: z.iso.datetime() }),
  ),
  /** The level reached since the last notice, or null. */
  levelReached: z.number().int().nullable(),
  /** Pass back to POST /api/notices/seen. */
  through: z.iso.datetime(),
});
export type NoticesResponse = z.infer<typeof noticesResponseSchema>;
export const noticesSeenRequestSchema = z.object({
  through: instantSchema('Through', { invalid: commonMessages.errors.instantInvalid('Through') }),
});

// ── Admin (superadmin) ─────────────────────────────────────────────────────

/** POST /api/admin/achievements and PUT /api/admin/achievements/:id. */
export const achievementInputSchema = z.object({
  title: requiredLine('Title', ACHIEVEMENT_TITLE_MAX, m.titleRequired, m.titleTooLong),
  description: requiredLines('Description', ACHIEVEMENT_DESCRIPTION_MAX, m.descriptionRequired, m.descriptionTooLong),
  xpAwarded: z
    .number({ error: m.xpInvalid })
    .int(m.xpInvalid)
    .min(1, m.xpInvalid)
    .max(ACHIEVEMENT_XP_MAX, m.xpInvalid)
    .default(ACHIEVEMENT_DEFAULT_XP),
  iconUrl: z.string({ error: m.iconRequired }).trim().min(1, m.iconRequired).pipe(mediaUrlSchema),
  heroImageUrl: optionalMediaUrl,
  repeatable: z.boolean().default(true),
  criterion: criterionSchema.nullable().default(null),
});
export type AchievementInput = z.input<typeof achievementInputSchema>;

export const adminAchievementSchema = achievementSchema.extend({
  /** How many users have earned it. */
  earnedByCount: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type AdminAchievement = z.infer<typeof adminAchievementSchema>;

/** GET /api/admin/achievements: newest first. */
export const adminAchievementsResponseSchema = z.object({ items: z.array(adminAchievementSchema) });
export type AdminAchievementsResponse = z.infer<typeof adminAchievementsResponseSchema>;
