import { z } from 'zod';
import { pageNumberSchema, pageSizeSchema } from '../common/index.ts';
import { XP_HISTORY_PAGE_SIZE } from './constants.ts';

export const levelSummarySchema = z.object({
  xp: z.number().int(),
  level: z.number().int(),
  nextLevel: z.number().int().nullable(),
  progressPercent: z.number().int(),
  xpNeeded: z.number().int(),
});
export type LevelSummary = z.infer<typeof levelSummarySchema>;

// ── XP: level guide and history ────────────────────────────────────────────

/** GET /api/xp/levels: the level table and where the viewer stands. */
export const levelGuideResponseSchema = z.object({
  level: levelSummarySchema,
  levels: z.array(z.object({ level: z.number().int(), xpRequired: z.number().int() })),
});
export type LevelGuideResponse = z.infer<typeof levelGuideResponseSchema>;

export const xpAwardsQuerySchema = z.object({
  page: pageNumberSchema,
  pageSize: pageSizeSchema(XP_HISTORY_PAGE_SIZE),
});

export const xpAwardSchema = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  description: z.string(),
  awardedAt: z.iso.datetime(),
  systemAward: z.boolean(),
  /** Who gave a manual award (display name), or null. */
  givenBy: z.string().nullable(),
});
export type XpAward = z.infer<typeof xpAwardSchema>;

/** GET /api/xp/awards?page=&pageSize=: the viewer's awards, newest first, and their count. */
export const xpAwardsResponseSchema = z.object({ items: z.array(xpAwardSchema), total: z.number().int() });
export type XpAwardsResponse = z.infer<typeof xpAwardsResponseSchema>;
