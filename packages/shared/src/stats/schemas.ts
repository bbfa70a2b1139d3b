import { z } from 'zod';
import { isoDateSchema } from '../common/index.ts';

/** GET /api/stats: the sums are the server's; the page formats them. */
export const statsResponseSchema = z.object({
  /** Today in the user's zone: the end of the average's span and of the heat map. */
  today: isoDateSchema,
  totalMinutes: z.number().int(),
  sessionCount: z.number().int(),
  /** The first practice date, or null before any practice. */
  firstPracticeDate: isoDateSchema.nullable(),
  averageDailyMinutes: z.number(),
  longestDay: z.object({ date: isoDateSchema, minutes: z.number().int() }).nullable(),
  /** Ratings 1–5 counted over the user's chords, and all chords (the rest are Not Started). */
  chordMastery: z.object({
    totalChords: z.number().int(),
    byRating: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
  }),
  /** Minutes per day with practice over the last 12 months (days without practice are absent). */
  heatmap: z.array(z.object({ date: isoDateSchema, minutes: z.number().int() })),
});
export type StatsResponse = z.infer<typeof statsResponseSchema>;
