import { z } from 'zod';
import { bookmarkListResponseSchema } from './library.ts';
import { goalStatusSchema } from './goals.ts';
import { isoDateSchema, practiceChartSchema } from './practice.ts';
import { timeZoneSchema } from './time-zone.ts';

export const levelSummarySchema = z.object({
  xp: z.number().int(),
  level: z.number().int(),
  nextLevel: z.number().int().nullable(),
  progressPercent: z.number().int(),
  xpNeeded: z.number().int(),
});
export type LevelSummary = z.infer<typeof levelSummarySchema>;

export const dashboardGoalSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  targetDate: isoDateSchema,
  status: goalStatusSchema,
  progress: z.number().int(),
  priority: z.number(),
});

/** Everything the dashboard shows, in one answer. */
export const dashboardResponseSchema = z.object({
  timezone: timeZoneSchema,
  level: levelSummarySchema,
  today: z.object({
    date: isoDateSchema,
    minutes: z.number().int(),
    /** Whole minutes until midnight in the user's zone ('Resets in Xh Ym'). */
    resetsInMinutes: z.number().int(),
  }),
  streakDays: z.number().int(),
  week: z.object({
    minutes: z.number().int(),
    goalHours: z.number(),
    /** Rounded percent of the goal, capped at 100. */
    percent: z.number().int(),
    complete: z.boolean(),
  }),
  bookmarks: bookmarkListResponseSchema.shape.items,
  /** Up to 3 goals not completed, by priority (highest first). */
  activeGoals: z.array(dashboardGoalSchema),
  /** The date of the newest session summary the user belongs to, if any. */
  latestSessionSummaryDate: z.iso.datetime().nullable(),
  /** Whether the user has any practice session (active or pending deletion): 'Welcome' or 'Welcome back'. */
  hasPracticed: z.boolean(),
  notice: z.object({ text: z.string(), bugReportEmail: z.string() }),
  chart: practiceChartSchema,
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;
