import { messages } from '@woodshed/shared';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { TextLink } from '@/components/ui/TextLink';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { safeRedirectPath } from '@/lib/redirect';
import { paths } from '@/lib/paths';
import { useLogin } from '../api/login';
import { forgetSignOutMark } from '../api/session';
import type { AltchaHandle } from '../components/AltchaWidget';
import { AuthCard } from '../components/AuthCard';
import { readAuthLocationState, type AuthLocationState } from '../location-state';
import { EmailField } from '../components/EmailField';

// Neither is needed to show the page, so neither loads with it: the CAPTCHA widget (~80 KB) only once the server
// asks for it after repeated failures, the shared e-mail rule (zod, ~90 KB) once the form is used.
const AltchaWidget = lazy(() =>
  import('../components/AltchaWidget').then((module) => ({ default: module.AltchaWidget })),
);
const loadEmailCheck = () => import('../components/email-check');

type Field = 'email' | 'password' | 'captcha';

function signInErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return error.message;
    // Rate limiting, validation and the CAPTCHA request carry a message worth reading; anything else is the spec's banner.
    if (error.status === 429 || error.status === 400 || error.code === 'captcha_required') return error.message;
  }
  return messages.auth.signInFailed;
}

/** After repeated failures on the account from this address the server wants the CAPTCHA (or refused the one sent). */
function asksForCaptcha(error: unknown): boolean {
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

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<{ message: string; field?: Field } | null>(null);
  // The CAPTCHA appears only once the server asks for it, and stays for the rest of the visit.
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
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

  // The widget may appear with this very error, so its checkbox takes focus once rendered.
  useEffect(() => {
    if (error?.field !== 'captcha') return;
    if (altchaRef.current) altchaRef.current.focus();
    else focusAltchaOnMount.current = true;
  }, [error]);

  const fail = (message: string, field?: Field) => {
    setError({ message, field });
    if (field === 'email') emailRef.current?.focus();
    if (field === 'password') passwordRef.current?.focus();
  };

  const typedEmail = email.trim();
  const forgotPasswordState: AuthLocationState | undefined = typedEmail ? { email: typedEmail } : undefined;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    let emailMessage: string | null;
    try {
      emailMessage = (await loadEmailCheck()).emailProblem(email);
    } catch {
      return fail(messages.errors.network);
    }
    if (emailMessage) return fail(emailMessage, 'email');
    if (!password) return fail(messages.auth.passwordRequired, 'password');
    if (captchaShown && !captcha) return fail(messages.auth.captchaRequired, 'captcha');

    login.mutate(
      { email: email.trim(), password, ...(captcha ? { captcha } : {}) },
      {
        onSuccess: () => void navigate(safeRedirectPath(from), { replace: true }),
        onError: (err) => {
          if (captcha && captchaWasSpent(err)) altchaRef.current?.reset();
          if (asksForCaptcha(err)) {
            setCaptchaShown(true);
            return fail(signInErrorMessage(err), 'captcha');
          }
          fail(signInErrorMessage(err), isApiError(err) && err.field === 'email' ? 'email' : undefined);
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
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => void loadEmailCheck().catch(() => undefined)}
        className="flex flex-col gap-4"
      >
        {error ? (
          <Banner tone="error">{error.message}</Banner>
        ) : (
          notice && <Banner tone={notice.tone}>{notice.message}</Banner>
        )}
        <EmailField
          ref={emailRef}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          invalid={error?.field === 'email'}
        />
        <TextField
          ref={passwordRef}
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          invalid={error?.field === 'password'}
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
            <AltchaWidget ref={setAltcha} onPayloadChange={setCaptcha} />
          </Suspense>
        )}
        <Button type="submit" loading={login.isPending} loadingText="Signing in..." className="w-full">
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
