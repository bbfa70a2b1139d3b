import { z } from 'zod';
import { timeZoneSchema } from '../auth/index.ts';
import { isoDateSchema } from '../common/index.ts';
import { goalStatusSchema } from '../goals/index.ts';
import { bookmarkListResponseSchema } from '../library/index.ts';
import { practiceChartSchema } from '../practice/index.ts';
import { levelSummarySchema } from '../xp/index.ts';

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
