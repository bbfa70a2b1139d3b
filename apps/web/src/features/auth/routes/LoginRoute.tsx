import { messages } from '@woodshed/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { TextField } from '@/components/ui/TextField';
import { TextLink } from '@/components/ui/TextLink';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { safeRedirectPath } from '@/lib/redirect';
import { useLogin } from '../api/login';
import { forgetSignOutMark } from '../api/session';
import { AuthCard } from '../components/AuthCard';
import { emailProblem } from '../components/email-check';
import { readAuthLocationState } from '../location-state';
import { EmailField } from '../components/EmailField';

type Field = 'email' | 'password';

function signInErrorMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 0) return error.message;
    // Rate limiting and validation carry a message worth reading; anything else is the spec's banner.
    if (error.status === 429 || error.status === 400) return error.message;
  }
  return messages.auth.signInFailed;
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
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const fail = (message: string, field?: Field) => {
    setError({ message, field });
    if (field === 'email') emailRef.current?.focus();
    if (field === 'password') passwordRef.current?.focus();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const emailMessage = emailProblem(email);
    if (emailMessage) return fail(emailMessage, 'email');
    if (!password) return fail(messages.auth.passwordRequired, 'password');

    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => void navigate(safeRedirectPath(from), { replace: true }),
        onError: (err) => fail(signInErrorMessage(err), isApiError(err) && err.field === 'email' ? 'email' : undefined),
      },
    );
  };

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in to keep your practice on track."
      footer={
        <p>
          New to Woodshed? <TextLink to="/register">Create an account</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
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
          <TextLink to="/reset-password">Forgot your password?</TextLink>
        </div>
        <Button type="submit" loading={login.isPending} loadingText="Signing in..." className="w-full">
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
