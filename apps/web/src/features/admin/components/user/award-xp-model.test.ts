import { messages, XP_QUICK_AMOUNTS } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import {
  awardProblem,
  coerceAmount,
  NEW_XP_AWARD,
  pressedQuickAmount,
  toXpAwardRequest,
  xpAwardResolver,
  type XpAwardFormValues,
} from './award-xp-model';

const m = messages.admin;

async function resolve(values: XpAwardFormValues) {
  return xpAwardResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('the Award XP form model', () => {
  it('starts at 50 XP, which is the pressed quick amount', () => {
    expect(NEW_XP_AWARD.amount).toBe('50');
    expect(pressedQuickAmount(NEW_XP_AWARD.amount)).toBe(50);
  });

  it('presses the quick amount the input holds, and none for any other amount', () => {
    for (const amount of XP_QUICK_AMOUNTS) expect(pressedQuickAmount(String(amount))).toBe(amount);
    expect(pressedQuickAmount('75')).toBeNull();
    expect(pressedQuickAmount('')).toBeNull();
  });

  it('coerces the amount to a whole number of at least 1 when the input is left', () => {
    expect(coerceAmount('0')).toBe('1');
    expect(coerceAmount('-20')).toBe('1');
    expect(coerceAmount('')).toBe('1');
    expect(coerceAmount('abc')).toBe('1');
    expect(coerceAmount('12.7')).toBe('12');
    expect(coerceAmount(' 250 ')).toBe('250');
    expect(coerceAmount('200000')).toBe('200000');
  });

  it('reads an empty amount as no number, never 0', () => {
    expect(toXpAwardRequest({ amount: '', description: 'x' }).amount).toBeNaN();
    expect(toXpAwardRequest({ amount: '100', description: 'Great lesson' })).toEqual({
      amount: 100,
      description: 'Great lesson',
    });
  });

  it('checks with the shared schema and its messages', async () => {
    const empty = await resolve({ amount: '', description: '  ' });
    expect(empty.errors.amount?.message).toBe(m.awardAmountInvalid);
    expect(empty.errors.description?.message).toBe(m.awardDescriptionRequired);
    const tooLarge = await resolve({ amount: '100001', description: 'x' });
    expect(tooLarge.errors.amount?.message).toBe(m.awardAmountTooLarge);
    const fine = await resolve({ amount: '100', description: ' Great lesson ' });
    expect(fine.errors).toEqual({});
    expect(fine.values).toEqual({ amount: 100, description: 'Great lesson' });
  });

  it('says why an award was refused', () => {
    expect(awardProblem(new Error('boom'))).toEqual({ field: null, message: m.awardFailed });
    expect(awardProblem(new ApiError(500, 'internal', 'Something went wrong'))).toEqual({
      field: null,
      message: m.awardFailed,
    });
    expect(awardProblem(new ApiError(401, 'unauthorized', 'Signed out'))).toEqual({
      field: null,
      message: m.awardSignedOut,
    });
    expect(awardProblem(new ApiError(400, 'validation', m.awardAmountTooLarge, 'amount'))).toEqual({
      field: 'amount',
      message: m.awardAmountTooLarge,
    });
    expect(awardProblem(new ApiError(404, 'not_found', m.userNotFound))).toEqual({
      field: null,
      message: m.userNotFound,
    });
  });
});
