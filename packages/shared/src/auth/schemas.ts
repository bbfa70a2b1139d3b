import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './constants.ts';
import { messages } from './messages.ts';
import { timeZoneSchema } from './time-zone.ts';

export const emailSchema = z
  .string({ error: messages.auth.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, messages.auth.emailRequired)
  .max(254, messages.auth.emailInvalid)
  .pipe(z.email(messages.auth.emailInvalid));

/** Sign-in only checks presence; strength rules apply where a password is chosen. */
const anyPasswordSchema = z
  .string({ error: messages.auth.passwordRequired })
  .min(1, messages.auth.passwordRequired)
  .max(1024, messages.auth.passwordTooLong);

/** A chosen password: length here; commonness and e-mail equality are checked by the server. */
export const newPasswordSchema = z
  .string({ error: messages.auth.passwordRequired })
  .min(1, messages.auth.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, messages.auth.passwordTooLong);

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: anyPasswordSchema,
  /**
   * The ALTCHA widget's base64 payload, sent once the server has asked for it (after repeated failures on the
   * account from this address); ignored when not asked for.
   */
  captcha: z.string().max(20_000, messages.auth.captchaFailed).optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  agreeToTerms: z.literal(true, { error: messages.auth.mustAgreeToTerms }),
  confirmAge: z.literal(true, { error: messages.auth.mustBe13 }),
  /** The ALTCHA widget's base64 payload. */
  captcha: z.string({ error: messages.auth.captchaRequired }).min(1, messages.auth.captchaRequired).max(20_000),
  /** The browser's IANA zone; the server keeps it when valid, else the account starts in UTC. */
  timezone: z.string().max(100, messages.auth.timeZoneInvalid).optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const resetRequestSchema = z.object({ email: emailSchema });
export type ResetRequest = z.infer<typeof resetRequestSchema>;

export const updatePasswordRequestSchema = z.object({
  token: z.string().min(1, messages.auth.invalidResetLink).max(200, messages.auth.invalidResetLink),
  password: newPasswordSchema,
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;

/** POST /api/auth/reset-token/check: the token travels in the body so it never reaches a URL or an access log. */
export const resetTokenCheckRequestSchema = updatePasswordRequestSchema.pick({ token: true });
export type ResetTokenCheckRequest = z.infer<typeof resetTokenCheckRequestSchema>;

/** A usable link answers this; any other link a 400 with the spec's message. Nothing about the account. */
export const resetTokenCheckResponseSchema = z.object({ valid: z.literal(true) });
export type ResetTokenCheckResponse = z.infer<typeof resetTokenCheckResponseSchema>;

export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string().nullable(),
  isSuperadmin: z.boolean(),
  eventCreator: z.boolean(),
  timezone: timeZoneSchema,
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/auth/session answers 200 with `user: null` when signed out, so the browser logs no error. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const authUserResponseSchema = z.object({ user: sessionUserSchema });
export type AuthUserResponse = z.infer<typeof authUserResponseSchema>;

/** The ALTCHA challenge, passed to the widget as is. */
export const captchaChallengeSchema = z.record(z.string(), z.unknown());
