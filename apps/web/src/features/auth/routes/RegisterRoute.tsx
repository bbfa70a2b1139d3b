import { MIN_AGE, messages, PASSWORD_MIN_LENGTH } from '@woodshed/shared';
import { useId, useRef } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { TextField } from '@/components/ui/TextField';
import { TextLink } from '@/components/ui/TextLink';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useRegister } from '../api/register';
import { AltchaWidget, type AltchaHandle } from '../components/AltchaWidget';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/EmailField';
import {
  emptyRegisterForm,
  REGISTER_FIELDS,
  registerFormSchema,
  type RegisterField,
  type RegisterFormOutput,
  type RegisterFormValues,
} from '../components/register-form-model';

/** The browser's IANA zone, sent at sign-up so the account's days are the user's days. */
function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A solved CAPTCHA is good for one verification. The server checks the request and the password first and
 * rate-limits before that, so those refusals leave it unspent; anything else (a CAPTCHA failure, a taken
 * e-mail, an unexpected error) needs a fresh one.
 */
function captchaWasSpent(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.status === 429) return false;
  if (error.status === 400 && error.field && error.field !== 'captcha') return false;
  return true;
}

export function Component() {
  useDocumentTitle('Create account');
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const form = useSchemaForm({
    schema: registerFormSchema,
    defaultValues: emptyRegisterForm,
    // Focus follows page order, and the CAPTCHA is not an input the form owns (below).
    shouldFocusError: false,
  });
  const { errors, isSubmitted } = form.formState;
  const altchaRef = useRef<AltchaHandle>(null);
  const captchaErrorId = useId();

  const focusField = (field: RegisterField) => {
    if (field === 'captcha') altchaRef.current?.focus();
    else form.setFocus(field);
  };

  const onInvalid = (invalid: FieldErrors<RegisterFormValues>) => {
    const first = REGISTER_FIELDS.find((field) => invalid[field]);
    if (first) focusField(first);
  };

  const onValid = (values: RegisterFormOutput) => {
    registerAccount.mutate(
      { ...values, timezone: browserTimeZone() },
      {
        onSuccess: () => void navigate(paths.home, { replace: true }),
        onError: (err) => {
          if (captchaWasSpent(err)) altchaRef.current?.reset();
          // A taken e-mail (409) and a refused field (400) go beside the field; rate limiting (429) to the banner.
          const problem = applyApiError(form, err, { fallback: messages.auth.signUpFailed });
          if (problem.field === 'captcha') focusField('captcha');
        },
      },
    );
  };

  const onCaptchaChange = (payload: string | null) =>
    // Once the form has been submitted, solving the CAPTCHA takes its message away at once.
    form.setValue('captcha', payload ?? '', { shouldValidate: isSubmitted });

  return (
    <AuthCard
      title="Create your account"
      description="Log your practice, set goals and track your progress."
      footer={
        <p>
          Already have an account? <TextLink to={paths.login}>Sign in</TextLink>
        </p>
      }
    >
      <Form
        form={form}
        onSubmit={onValid}
        onInvalidSubmit={onInvalid}
        listFieldProblems={false}
        className="flex flex-col gap-4"
      >
        <EmailField {...form.register('email')} error={errors.email?.message} />
        <TextField
          {...form.register('password')}
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          error={errors.password?.message}
        />
        <CheckboxField
          {...form.register('agreeToTerms')}
          error={errors.agreeToTerms?.message}
          label={
            <>
              I agree to the <TextLink to={paths.privacyPolicy}>Privacy Policy</TextLink> and{' '}
              <TextLink to={paths.termsOfService}>Terms of Service</TextLink>
            </>
          }
        />
        <CheckboxField
          {...form.register('confirmAge')}
          error={errors.confirmAge?.message}
          label={`I confirm that I am ${MIN_AGE} years or older`}
        />
        <div className="flex flex-col gap-1">
          <AltchaWidget
            ref={altchaRef}
            onPayloadChange={onCaptchaChange}
            describedBy={errors.captcha && captchaErrorId}
          />
          {errors.captcha && (
            <p id={captchaErrorId} className="text-sm font-medium text-red-700">
              {errors.captcha.message}
            </p>
          )}
        </div>
        <Button type="submit" loading={registerAccount.isPending} loadingText="Creating account..." className="w-full">
          Create account
        </Button>
      </Form>
    </AuthCard>
  );
}
