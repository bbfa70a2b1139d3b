import { messages } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { emptyRegisterForm, registerFormSchema } from './register-form-model';

/** Each field's first message, as the form shows them. */
function problems(values: Partial<typeof emptyRegisterForm>): Record<string, string> {
  const result = registerFormSchema.safeParse({ ...emptyRegisterForm, ...values });
  if (result.success) return {};
  const firsts: Record<string, string> = {};
  for (const issue of result.error.issues) firsts[String(issue.path[0])] ??= issue.message;
  return firsts;
}

describe('registerFormSchema', () => {
  it('reports every field at once with the shared messages', () => {
    expect(problems({ email: 'not-an-email', password: 'short', confirmAge: true, captcha: 'solved' })).toEqual({
      email: messages.auth.emailInvalid,
      password: messages.auth.passwordTooShort,
      agreeToTerms: messages.auth.mustAgreeToTerms,
    });
    expect(problems({})).toEqual({
      email: messages.auth.emailRequired,
      password: messages.auth.passwordRequired,
      agreeToTerms: messages.auth.mustAgreeToTerms,
      confirmAge: messages.auth.mustBe13,
      captcha: messages.auth.captchaRequired,
    });
  });

  it('passes a complete form on as the request the server expects', () => {
    const values = {
      email: ' Player@Example.TEST ',
      password: 'long-enough-pass',
      agreeToTerms: true,
      confirmAge: true,
      captcha: 'solved',
    };
    expect(registerFormSchema.parse(values)).toEqual({ ...values, email: 'player@example.test' });
  });
});
