import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { passwordProblem } from './password.ts';

describe('passwordProblem', () => {
  it('needs at least 8 characters and allows up to 128', () => {
    expect(passwordProblem('abcdefg')).toBe(messages.auth.passwordTooShort);
    expect(passwordProblem('abcdefgh')).toBeNull();
    expect(passwordProblem('a'.repeat(128))).toBeNull();
    expect(passwordProblem('a'.repeat(129))).toBe(messages.auth.passwordTooLong);
  });

  it('refuses the e-mail address as the password, ignoring case and spaces', () => {
    expect(passwordProblem('Player@Example.org ', { email: 'player@example.org' })).toBe(
      messages.auth.passwordEqualsEmail,
    );
    expect(passwordProblem('player@example.org!', { email: 'player@example.org' })).toBeNull();
  });

  it('refuses what the common-password check flags', () => {
    const isCommon = (p: string) => p === 'password1';
    expect(passwordProblem('password1', { isCommon })).toBe(messages.auth.passwordTooCommon);
    expect(passwordProblem('password2', { isCommon })).toBeNull();
  });

  it('property: every password of 8 to 128 characters, not common nor the e-mail, is accepted', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 128 }), (password) => {
        expect(passwordProblem(password, { email: 'someone@example.org', isCommon: () => false })).toBeNull();
      }),
    );
  });
});
