import { z } from 'zod';
import {
  calendarDateSchema,
  intIdSchema,
  pageNumberSchema,
  pageSizeSchema,
  queryIntIdSchema,
  multiLineText,
  singleLineText,
  isoDateSchema,
} from '../common/index.ts';
import {
  CHART_RANGES,
  DEFAULT_CHART_RANGE,
  DEFAULT_PRACTICE_MINUTES,
  HISTORY_PAGE_SIZE,
  MAX_CUSTOM_FOCUS_AREA_LENGTH,
  MAX_CUSTOM_FOCUS_AREAS,
  MAX_PRACTICE_MINUTES,
  MAX_PRACTICE_NOTES_LENGTH,
  RECENT_SESSIONS_LIMIT,
} from './constants.ts';
import { messages } from './messages.ts';

const m = messages.practice;

export const focusAreaSchema = z.object({ id: z.number().int(), name: z.string(), description: z.string() });
export type FocusArea = z.infer<typeof focusAreaSchema>;
export const focusAreaListResponseSchema = z.object({ items: z.array(focusAreaSchema) });

export const practiceSessionSchema = z.object({
  id: z.uuid(),
  date: isoDateSchema,
  duration: z.number().int(),
  /** Custom focus areas typed by the user. */
  focusAreas: z.array(z.string()),
  /** Focus areas chosen from the list. */
  focusAreaIds: z.array(z.number().int()),
  notes: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  scheduledRemoval: z.boolean(),
});
export type PracticeSession = z.infer<typeof practiceSessionSchema>;

/** Minutes practised in one session: whole minutes, 1 to MAX_PRACTICE_MINUTES (the form checks the same rule). */
export const practiceDurationSchema = z
  .number({ error: m.durationRequired })
  .int(m.durationWhole)
  .min(1, m.durationMin)
  .max(MAX_PRACTICE_MINUTES, m.durationMax);

/** One custom focus area as typed, trimmed (blank ones are dropped from a session). */
export const customFocusAreaSchema = singleLineText('A focus area').max(
  MAX_CUSTOM_FOCUS_AREA_LENGTH,
  m.focusAreaTooLong,
);

/** A session's notes, trimmed. */
export const practiceNotesSchema = multiLineText('Notes').max(MAX_PRACTICE_NOTES_LENGTH, m.notesTooLong);

export const createPracticeSessionRequestSchema = z.object({
  // Bounded like every date; the server's own rule (today back to 14 days ago) is narrower, so say that.
  date: z
    .string({ error: m.dateRequired })
    .trim()
    .min(1, m.dateRequired)
    .pipe(calendarDateSchema('Date', { invalid: m.dateInvalid, tooEarly: m.dateTooOld, tooLate: m.dateInFuture })),
  duration: practiceDurationSchema.default(DEFAULT_PRACTICE_MINUTES),
  focusAreaIds: z.array(intIdSchema(m.focusAreaUnknown)).max(20).default([]),
  /** Blank rows are dropped. */
  focusAreas: z
    .array(customFocusAreaSchema)
    .max(MAX_CUSTOM_FOCUS_AREAS)
    .default([])
    .transform((rows) => rows.filter(Boolean)),
  notes: practiceNotesSchema.nullish().transform((value) => (value ? value : null)),
});
export type CreatePracticeSessionRequest = z.input<typeof createPracticeSessionRequestSchema>;

export const createPracticeSessionResponseSchema = z.object({
  session: practiceSessionSchema,
  /** Daily XP granted by this session (0 when none: backdated, or already awarded today). */
  xpAwarded: z.number().int(),
});
export type CreatePracticeSessionResponse = z.infer<typeof createPracticeSessionResponseSchema>;

export const recentSessionsQuerySchema = z.object({
  status: z.enum(['active', 'pending']).default('active'),
  limit: z.coerce.number().int().min(1).max(50).default(RECENT_SESSIONS_LIMIT),
});
export const sessionListResponseSchema = z.object({ items: z.array(practiceSessionSchema) });

export const historyQuerySchema = z.object({
  status: z.enum(['active', 'deleted']).default('active'),
  focusAreaId: queryIntIdSchema(m.focusAreaUnknown).optional(),
  page: pageNumberSchema,
  pageSize: pageSizeSchema(HISTORY_PAGE_SIZE),
});
export const historyResponseSchema = z.object({ items: z.array(practiceSessionSchema), total: z.number().int() });
export type HistoryResponse = z.infer<typeof historyResponseSchema>;

export const chartRangeSchema = z.coerce
  .number()
  .refine(
    (value): value is (typeof CHART_RANGES)[number] => (CHART_RANGES as readonly number[]).includes(value),
    'Range must be 7, 30, 60 or 90 days',
  )
  .default(DEFAULT_CHART_RANGE);
export const chartQuerySchema = z.object({ range: chartRangeSchema });
export const chartDaySchema = z.object({ date: isoDateSchema, minutes: z.number().int() });
export const practiceChartSchema = z.object({ range: z.number().int(), days: z.array(chartDaySchema) });
export type PracticeChart = z.infer<typeof practiceChartSchema>;
