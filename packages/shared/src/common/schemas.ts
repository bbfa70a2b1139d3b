import { z } from 'zod';
import { DATE_MAX, DATE_MIN, INT4_MAX, PAGE_NUMBER_MAX } from './constants.ts';
import { messages } from './messages.ts';

export const errorCodeSchema = z.enum([
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  /** 405, with an Allow header. */
  'method_not_allowed',
  'rate_limited',
  /** Sign-in refused until the CAPTCHA is solved (401, field `captcha`). */
  'captcha_required',
  'csrf',
  'internal',
  /** 503: the database or the file storage cannot be reached, or the server is stopping; see `Retry-After`. */
  'unavailable',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Every error response: `{ error: { code, message, field? } }`. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    field: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** A calendar date, YYYY-MM-DD, that exists. */
export const isoDateSchema = z.iso.date();

// ── Bounds: every date, id, amount and page the API accepts has one ─────────────────────────

/** `?page=`: 1 to PAGE_NUMBER_MAX, default 1. */
export const pageNumberSchema = z.coerce
  .number({ error: messages.errors.pageInvalid })
  .int(messages.errors.pageInvalid)
  .min(1, messages.errors.pageInvalid)
  .max(PAGE_NUMBER_MAX, messages.errors.pageInvalid)
  .default(1);

/** `?pageSize=`: 1 to `max`, default `fallback`. */
export const pageSizeSchema = (fallback: number, max = 100) =>
  z.coerce
    .number({ error: messages.errors.pageSizeInvalid(max) })
    .int(messages.errors.pageSizeInvalid(max))
    .min(1, messages.errors.pageSizeInvalid(max))
    .max(max, messages.errors.pageSizeInvalid(max))
    .default(fallback);

export const pageQuerySchema = z.object({ page: pageNumberSchema, pageSize: pageSizeSchema(10) });

/** The id of a row of a serial (int4) table, 1 to INT4_MAX; `message` is the field's own (usually "not found"). */
export const intIdSchema = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message);

/** intIdSchema from a query string. */
export const queryIntIdSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message);

export interface DateWording {
  /** Not a date (or not a day that exists). */
  invalid: string;
  /** Before DATE_MIN; default "{label} must be in the years 1900 to 2200". */
  tooEarly?: string;
  /** After DATE_MAX; the same default. */
  tooLate?: string;
}

/** The years DATE_MIN to DATE_MAX, as a lookahead put before a schema's own pattern in the API document. */
const YEARS_IN_RANGE = '(?=(?:19\\d{2}|2[01]\\d{2}|2200)-)';

/**
 * Adds the DATE_MIN–DATE_MAX rule to a schema of strings that start with a `YYYY-MM-DD` date. Refinements do not
 * reach the OpenAPI document, so the range is stated there too: in the description, and as a lookahead in front of
 * the schema's own pattern.
 */
export function withinDateRange<T extends z.ZodType<string>>(schema: T, label: string, wording: DateWording): T {
  const outside = messages.errors.dateOutOfRange(label);
  const ownPattern = z.toJSONSchema(schema, { unrepresentable: 'any' }).pattern;
  return schema
    .refine((value) => value.slice(0, 10) >= DATE_MIN, wording.tooEarly ?? outside)
    .refine((value) => value.slice(0, 10) <= DATE_MAX, wording.tooLate ?? outside)
    .meta({
      description: `Dates from ${DATE_MIN} to ${DATE_MAX}.`,
      pattern: `^${YEARS_IN_RANGE}${(ownPattern ?? '').replace(/^\^/, '')}`,
    });
}

/** A calendar date `YYYY-MM-DD`: a day that exists, DATE_MIN to DATE_MAX; `label` names the field in messages. */
export const calendarDateSchema = (label: string, wording: DateWording) =>
  withinDateRange(z.iso.date(wording.invalid), label, wording);

/** An ISO 8601 instant with `Z` or an offset, its date as written DATE_MIN to DATE_MAX. */
export const instantSchema = (label: string, wording: DateWording) =>
  withinDateRange(z.iso.datetime({ offset: true, error: wording.invalid }), label, wording);
