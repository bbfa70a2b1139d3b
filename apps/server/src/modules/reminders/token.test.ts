import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REMINDER_TOKEN_LENGTH, reminderTokenKey, signReminderToken, verifyReminderToken } from './token.ts';

const key = reminderTokenKey('a-test-secret-of-some-length');
const USER = '3f2b8c1e-9a4d-4e7b-8c2a-1d5e6f7a8b9c';
const MAX_SECONDS = 0xffff_ffff;
const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('reminder off token', () => {
  it('round-trips any user id and expiry, lower-cased, to the second', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.integer({ min: 1, max: MAX_SECONDS }), (userId, seconds) => {
        const expiresAt = new Date(seconds * 1000);
        const token = signReminderToken(key, userId, expiresAt);
        expect(token).toHaveLength(REMINDER_TOKEN_LENGTH);
        expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(verifyReminderToken(key, token, new Date(expiresAt.getTime() - 1))).toEqual({
          userId: userId.toLowerCase(),
          expiresAt,
        });
      }),
    );
  });

  it('refuses the token after any single-character change', () => {
    fc.assert(
      fc.property(
        fc.uuid(),
        fc.integer({ min: 1, max: MAX_SECONDS }),
        fc.nat(),
        fc.integer({ min: 1, max: BASE64URL_ALPHABET.length - 1 }),
        (userId, seconds, position, shift) => {
          const token = signReminderToken(key, userId, new Date(seconds * 1000));
          const at = position % token.length;
          const replacement =
            BASE64URL_ALPHABET[(BASE64URL_ALPHABET.indexOf(token[at]!) + shift) % BASE64URL_ALPHABET.length]!;
          const changed = token.slice(0, at) + replacement + token.slice(at + 1);
          expect(changed).not.toBe(token);
          expect(verifyReminderToken(key, changed, new Date(0))).toBeNull();
        },
      ),
    );
  });

  it('refuses a token at and after its expiry', () => {
    const expiresAt = new Date('2026-08-01T10:00:00Z');
    const token = signReminderToken(key, USER, expiresAt);
    expect(verifyReminderToken(key, token, new Date(expiresAt.getTime() - 1000))?.userId).toBe(USER);
    expect(verifyReminderToken(key, token, expiresAt)).toBeNull();
    expect(verifyReminderToken(key, token, new Date(expiresAt.getTime() + 1))).toBeNull();
  });

  it('refuses a token signed with another secret', () => {
    const token = signReminderToken(reminderTokenKey('another-secret-of-some-length'), USER, new Date('2030-01-01'));
    expect(verifyReminderToken(key, token, new Date('2026-01-01'))).toBeNull();
  });

  it('refuses malformed input of any shape', () => {
    const now = new Date('2026-01-01');
    const valid = signReminderToken(key, USER, new Date('2030-01-01'));
    for (const bad of [
      '',
      'abc',
      valid.slice(1),
      `${valid}A`,
      `${valid.slice(0, -1)}=`,
      valid.replace(/.$/, '.'),
      ' '.repeat(REMINDER_TOKEN_LENGTH),
      null,
      undefined,
      42,
      { token: valid },
    ]) {
      expect(verifyReminderToken(key, bad, now)).toBeNull();
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (text) => {
        expect(verifyReminderToken(key, text, now)).toBeNull();
      }),
    );
  });

  it('refuses to sign what it could not verify', () => {
    expect(() => signReminderToken(key, 'not-a-uuid', new Date('2030-01-01'))).toThrow(RangeError);
    expect(() => signReminderToken(key, USER, new Date((MAX_SECONDS + 1) * 1000))).toThrow(RangeError);
    expect(() => signReminderToken(key, USER, new Date(Number.NaN))).toThrow(RangeError);
  });
});
