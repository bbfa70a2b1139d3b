import { zodResolver } from '@hookform/resolvers/zod';
import {
  messages,
  XP_AWARD_DEFAULT,
  XP_AWARD_MIN,
  XP_QUICK_AMOUNTS,
  xpAwardRequestSchema,
  type XpAwardRequest,
} from '@woodshed/shared';
import type { Resolver } from 'react-hook-form';
import { formProblemOf, type FormProblem } from '@/components/ui/form';
import { isApiError } from '@/lib/api';

/** The Award XP form as typed: the number input holds text. */
export interface XpAwardFormValues {
  amount: string;
  description: string;
}

/** A new award: 50 XP, no description. */
export const NEW_XP_AWARD: XpAwardFormValues = { amount: String(XP_AWARD_DEFAULT), description: '' };

/**
 * The amount as the input settles it when left ("coerced to at least 1"): a whole number of at
 * least 1. Text that is no number at all becomes 1 too; an amount above the maximum stays, for the schema's message.
 */
export function coerceAmount(text: string): string {
  const value = Math.trunc(Number(text.trim()));
  if (text.trim() === '' || !Number.isFinite(value) || value < XP_AWARD_MIN) return String(XP_AWARD_MIN);
  return String(value);
}

/** The quick amount the input holds, if any: that button shows as pressed. */
export function pressedQuickAmount(text: string): number | null {
  const value = Number(text);
  return XP_QUICK_AMOUNTS.find((amount) => amount === value) ?? null;
}

/** What the inputs hold, as the request the shared schema checks; an empty amount is no number (never 0). */
export function toXpAwardRequest(values: XpAwardFormValues): XpAwardRequest {
  return {
    amount: values.amount.trim() === '' ? Number.NaN : Number(values.amount),
    description: values.description,
  };
}

/** The shared request schema, read from what the inputs hold: the same rules and messages as the server. */
export const xpAwardResolver: Resolver<XpAwardFormValues, unknown, XpAwardRequest> = async (values, context, options) =>
  (await zodResolver(xpAwardRequestSchema)(toXpAwardRequest(values), context, options as never)) as Awaited<
    ReturnType<Resolver<XpAwardFormValues, unknown, XpAwardRequest>>
  >;

const isAwardField = (name: string) => name === 'amount' || name === 'description';

/**
 * 401: 'You must be logged in to award XP'; otherwise the one mapping, with a 404 ('User not found') in the
 * server's words and the spec's 'Failed to award XP' for anything else.
 */
export function awardProblem(error: unknown): FormProblem {
  const m = messages.admin;
  if (isApiError(error) && error.status === 401) return { field: null, message: m.awardSignedOut };
  return formProblemOf(error, isAwardField, { fallback: m.awardFailed, alsoShow: [404] });
}
