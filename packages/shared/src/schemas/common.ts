import { z } from 'zod';
import { EARLIEST_TYPED_DATE } from '../constants.ts';

export const errorCodeSchema = z.enum([
  'validation',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  /** Sign-in refused until the CAPTCHA is solved (401, field `captcha`). */
  'captcha_required',
  'csrf',
  'internal',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Every error response: `{ error: { code, message, field? } }` (DESIGN §4). */
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

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

/** A calendar date a person typed: `YYYY-MM-DD`, a day that exists, not before EARLIEST_TYPED_DATE. */
export const typedDateSchema = (invalid: string, tooEarly: string) =>
  z.iso.date(invalid).refine((date) => date >= EARLIEST_TYPED_DATE, tooEarly);

/** Required text, trimmed first: blank is `required`, longer than `max` is `tooLong`. */
export const requiredText = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);
