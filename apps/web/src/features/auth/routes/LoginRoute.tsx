import { messages } from '@woodshed/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { applyApiError, Form, formProblemOf, lazySchema, useSchemaForm } from '@/components/ui/form';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { TextLink } from '@/components/ui/TextLink';
import { isApiError, type ApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { safeRedirectPath } from '@/lib/redirect';
import { paths } from '@/lib/paths';
import { useLogin } from '../api/login';
import { forgetSignOutMark } from '../api/session';
import type { AltchaHandle } from '../components/AltchaWidget';
import { AuthCard } from '../components/AuthCard';
import type { SignInFormValues } from '../components/sign-in-schema';
import { readAuthLocationState, type AuthLocationState } from '../location-state';
import { EmailField } from '../components/EmailField';

// Neither is needed to show the page, so neither loads with it: the CAPTCHA widget (~80 KB) only once the server
// asks for it after repeated failures, the form's schema (zod, ~90 KB) once the form is used.
const AltchaWidget = lazy(() =>
  import('../components/AltchaWidget').then((module) => ({ default: module.AltchaWidget })),
);
const signInSchema = lazySchema(() => import('../components/sign-in-schema').then((module) => module.signInFormSchema));

const SIGN_IN_WORDING = { fallback: messages.auth.signInFailed };
const EMPTY_SIGN_IN: SignInFormValues = { email: '', password: '', captcha: '' };

/** After repeated failures on the account from this address the server wants the CAPTCHA (or refused the one sent). */
function asksForCaptcha(error: unknown): error is ApiError {
  return isApiError(error) && (error.code === 'captcha_required' || error.field === 'captcha');
}

/**
 * A solved CAPTCHA is good for one verification. The server rate-limits and checks the request before it, so
 * those refusals leave it unspent; any other answer to a request that carried it may have spent it.
 */
function captchaWasSpent(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.status === 429) return false;
  if (error.status === 400 && error.field && error.field !== 'captcha') return false;
  return true;
}

export function Component() {
  useDocumentTitle('Sign in');
  const location = useLocation();
  const navigate = useNavigate();
  const { from, notice } = readAuthLocationState(location.state);
  const login = useLogin();
  const queryClient = useQueryClient();
  useEffect(() => forgetSignOutMark(queryClient), [queryClient]);

  const form = useSchemaForm({ schema: signInSchema, defaultValues: EMPTY_SIGN_IN });
  const { errors } = form.formState;
  // The CAPTCHA appears only once the server asks for it, and stays for the rest of the visit.
  const [captchaShown, setCaptchaShown] = useState(false);
  const altchaRef = useRef<AltchaHandle | null>(null);
  /** Focus was asked for before the widget's code arrived: it is given when the widget mounts. */
  const focusAltchaOnMount = useRef(false);
  const setAltcha = useCallback((handle: AltchaHandle | null) => {
    altchaRef.current = handle;
    if (handle && focusAltchaOnMount.current) {
      focusAltchaOnMount.current = false;
      handle.focus();
    }
  }, []);

  /** The CAPTCHA's problem goes in the banner; its checkbox takes focus, once rendered if it is only appearing. */
  const captchaProblem = (message: string) => {
    form.setError('captcha', { type: 'server', message });
    if (altchaRef.current) altchaRef.current.focus();
    else focusAltchaOnMount.current = true;
  };

  const typedEmail = form.watch('email').trim();
  const forgotPasswordState: AuthLocationState | undefined = typedEmail ? { email: typedEmail } : undefined;

  const submit = ({ email, password, captcha }: SignInFormValues) => {
    if (captchaShown && !captcha) return captchaProblem(messages.auth.captchaRequired);
    login.mutate(
      { email, password, ...(captcha ? { captcha } : {}) },
      {
        onSuccess: () => void navigate(safeRedirectPath(from), { replace: true }),
        onError: (err) => {
          if (captcha && captchaWasSpent(err)) altchaRef.current?.reset();
          // Rate limiting, validation and no connection carry a message worth reading; anything else is the spec's.
          if (asksForCaptcha(err)) {
            setCaptchaShown(true);
            // The server's request for the CAPTCHA says why; a refused sign-in that also asks for it, what failed.
            const { message } = formProblemOf(err, () => false, SIGN_IN_WORDING);
            return captchaProblem(err.code === 'captcha_required' ? err.message : message);
          }
          applyApiError(form, err, SIGN_IN_WORDING);
        },
      },
    );
  };

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in to keep your practice on track."
      footer={
        <p>
          New to Woodshed? <TextLink to={paths.register}>Create an account</TextLink>
        </p>
      }
    >
      <Form
        form={form}
        onSubmit={submit}
        notice={notice}
        onFocus={() => void signInSchema.load().catch(() => undefined)}
        className="flex flex-col gap-4"
      >
        <EmailField {...form.register('email')} invalid={Boolean(errors.email)} />
        <TextField
          {...form.register('password')}
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          invalid={Boolean(errors.password)}
        />
        <div className="-mt-1 text-right text-sm">
          <TextLink to={paths.resetPassword} state={forgotPasswordState}>
            Forgot your password?
          </TextLink>
        </div>
        {captchaShown && (
          <Suspense
            fallback={
              <div className="flex min-h-16 items-center justify-center">
                <Spinner label="Loading the CAPTCHA…" />
              </div>
            }
          >
            <AltchaWidget ref={setAltcha} onPayloadChange={(payload) => form.setValue('captcha', payload ?? '')} />
          </Suspense>
        )}
        <Button type="submit" loading={login.isPending} loadingText="Signing in..." className="w-full">
          Sign in
        </Button>
      </Form>
    </AuthCard>
  );
}
