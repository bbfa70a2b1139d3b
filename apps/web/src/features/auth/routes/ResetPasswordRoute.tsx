import { messages } from '@woodshed/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { TextLink } from '@/components/ui/TextLink';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useRequestPasswordReset } from '../api/reset-password';
import { AuthCard } from '../components/AuthCard';
import { emailProblem } from '../components/email-check';
import { EmailField } from '../components/EmailField';
import { readAuthLocationState } from '../location-state';

function resetErrorMessage(error: unknown): string {
  if (isApiError(error) && (error.status === 429 || error.status === 400)) return error.message;
  return messages.auth.resetFailed;
}

export function Component() {
  useDocumentTitle('Reset password');
  const requestReset = useRequestPasswordReset();
  const location = useLocation();
  // Whatever was typed on the sign-in form comes along, so the user need not type it twice.
  const [email, setEmail] = useState(() => readAuthLocationState(location.state).email ?? '');
  const [result, setResult] = useState<{ tone: 'error' | 'success'; message: string } | null>(null);
  const [emailInvalid, setEmailInvalid] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    const emailMessage = emailProblem(email);
    setEmailInvalid(Boolean(emailMessage));
    if (emailMessage) {
      setResult({ tone: 'error', message: emailMessage });
      emailRef.current?.focus();
      return;
    }
    requestReset.mutate(
      { email: email.trim() },
      {
        onSuccess: () => setResult({ tone: 'success', message: messages.auth.resetEmailSent }),
        onError: (err) => setResult({ tone: 'error', message: resetErrorMessage(err) }),
      },
    );
  };

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email address you signed up with and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <TextLink to={paths.login}>Back to sign in</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {result && <Banner tone={result.tone}>{result.message}</Banner>}
        <EmailField
          ref={emailRef}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          invalid={emailInvalid}
        />
        <Button type="submit" loading={requestReset.isPending} loadingText="Sending..." className="w-full">
          Send reset link
        </Button>
      </form>
    </AuthCard>
  );
}
