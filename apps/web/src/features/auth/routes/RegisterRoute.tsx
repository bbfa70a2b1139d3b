import { MIN_AGE, messages, passwordProblem, PASSWORD_MIN_LENGTH } from '@woodshed/shared';
import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { TextField } from '@/components/ui/TextField';
import { TextLink } from '@/components/ui/TextLink';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { useRegister } from '../api/register';
import { AltchaWidget, type AltchaHandle } from '../components/AltchaWidget';
import { AuthCard } from '../components/AuthCard';
import { emailProblem } from '../components/email-check';
import { EmailField } from '../components/EmailField';

type Field = 'email' | 'password' | 'agreeToTerms' | 'confirmAge' | 'captcha';
const FIELDS: readonly string[] = ['email', 'password', 'agreeToTerms', 'confirmAge', 'captcha'];

function signUpErrorMessage(error: unknown): string {
  // Validation (400), a taken e-mail (409) and rate limiting (429) come with the server's own words.
  if (isApiError(error) && [400, 409, 429].includes(error.status)) return error.message;
  return messages.auth.signUpFailed;
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

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [agreeToTerms, setAgreeToTerms] = useState(false);
  const [confirmAge, setConfirmAge] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; field?: Field } | null>(null);

  const altchaRef = useRef<AltchaHandle>(null);
  const refs = {
    email: useRef<HTMLInputElement>(null),
    password: useRef<HTMLInputElement>(null),
    agreeToTerms: useRef<HTMLInputElement>(null),
    confirmAge: useRef<HTMLInputElement>(null),
  };

  const fail = (message: string, field?: Field) => {
    setError({ message, field });
    if (field && field !== 'captcha') refs[field].current?.focus();
  };

  /** The spec's order: consent, age, CAPTCHA; then the fields themselves. */
  const clientProblem = (): [string, Field] | null => {
    if (!agreeToTerms) return [messages.auth.mustAgreeToTerms, 'agreeToTerms'];
    if (!confirmAge) return [messages.auth.mustBe13, 'confirmAge'];
    if (!captcha) return [messages.auth.captchaRequired, 'captcha'];
    const emailMessage = emailProblem(email);
    if (emailMessage) return [emailMessage, 'email'];
    if (!password) return [messages.auth.passwordRequired, 'password'];
    const passwordMessage = passwordProblem(password, { email });
    if (passwordMessage) return [passwordMessage, 'password'];
    return null;
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const problem = clientProblem();
    if (problem) return fail(...problem);
    if (!captcha) return;

    registerAccount.mutate(
      { email: email.trim(), password, agreeToTerms: true, confirmAge: true, captcha },
      {
        onSuccess: () => void navigate('/', { replace: true }),
        onError: (err) => {
          if (captchaWasSpent(err)) altchaRef.current?.reset();
          const field = isApiError(err) && err.field && FIELDS.includes(err.field) ? (err.field as Field) : undefined;
          fail(signUpErrorMessage(err), field);
        },
      },
    );
  };

  return (
    <AuthCard
      title="Create your account"
      description="Log your practice, set goals and track your progress."
      footer={
        <p>
          Already have an account? <TextLink to="/login">Sign in</TextLink>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {error && <Banner tone="error">{error.message}</Banner>}
        <EmailField
          ref={refs.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          invalid={error?.field === 'email'}
        />
        <TextField
          ref={refs.password}
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          invalid={error?.field === 'password'}
        />
        <CheckboxField
          ref={refs.agreeToTerms}
          name="agreeToTerms"
          checked={agreeToTerms}
          onChange={(event) => setAgreeToTerms(event.target.checked)}
          invalid={error?.field === 'agreeToTerms'}
          label={
            <>
              I agree to the <TextLink to="/privacy-policy">Privacy Policy</TextLink> and{' '}
              <TextLink to="/terms-of-service">Terms of Service</TextLink>
            </>
          }
        />
        <CheckboxField
          ref={refs.confirmAge}
          name="confirmAge"
          checked={confirmAge}
          onChange={(event) => setConfirmAge(event.target.checked)}
          invalid={error?.field === 'confirmAge'}
          label={`I confirm that I am ${MIN_AGE} years or older`}
        />
        <AltchaWidget ref={altchaRef} onPayloadChange={setCaptcha} />
        <Button type="submit" loading={registerAccount.isPending} loadingText="Creating account..." className="w-full">
          Create account
        </Button>
      </form>
    </AuthCard>
  );
}
