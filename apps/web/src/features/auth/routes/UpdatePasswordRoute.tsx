import { routeNoticeState } from '@/components/ui/route-notice';
import { messages, passwordProblem, PASSWORD_MIN_LENGTH } from '@woodshed/shared';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Banner } from '@/components/ui/Banner';
import { Button, buttonClasses } from '@/components/ui/Button';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { Spinner } from '@/components/ui/Spinner';
import { TextField } from '@/components/ui/TextField';
import { TextLink } from '@/components/ui/TextLink';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useResetTokenCheck } from '../api/check-reset-token';
import { useUpdatePassword } from '../api/update-password';
import { AuthCard } from '../components/AuthCard';

/** The e-mailed link is /update-password#access_token=<token>. */
function readAccessToken(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('access_token');
  return token && token.trim() ? token.trim() : null;
}

/** Every problem at once, in page order: the new password's rules, then whether the two match. */
const updatePasswordFormSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine(({ password, confirmPassword }, context) => {
    const problem = password ? passwordProblem(password) : messages.auth.passwordTooShort;
    if (problem) context.addIssue({ code: 'custom', path: ['password'], message: problem });
    if (password !== confirmPassword) {
      context.addIssue({ code: 'custom', path: ['confirmPassword'], message: messages.auth.passwordsDoNotMatch });
    }
  });

/** A used, expired or unknown link: what to do instead of a form that cannot succeed. */
function DeadLink({ message }: { message: string }) {
  return (
    <AuthCard
      title="This reset link cannot be used"
      footer={
        <p>
          Remembered it? <TextLink to={paths.login}>Back to sign in</TextLink>
        </p>
      }
    >
      <div className="flex flex-col gap-4">
        <Banner tone="error">{message}</Banner>
        <Link to={paths.resetPassword} className={buttonClasses('primary', 'md', 'w-full')}>
          Request a new link
        </Link>
      </div>
    </AuthCard>
  );
}

export function Component() {
  useDocumentTitle('Update password');
  const location = useLocation();
  const navigate = useNavigate();
  const updatePassword = useUpdatePassword();
  // The fragment is removed from the address bar right after it is read, so keep the token in state.
  // A newer link opened in the same tab (a fragment-only navigation) replaces it.
  const hashToken = readAccessToken(location.hash);
  const [token, setToken] = useState(hashToken);
  if (hashToken && hashToken !== token) setToken(hashToken);

  // The link is checked when the page opens, so a dead one is told before any typing (issue 12).
  const linkCheck = useResetTokenCheck(token);
  /** The server refused the link on submit (used meanwhile in another tab, or expired while typing). */
  const [refusal, setRefusal] = useState<{ token: string; message: string } | null>(null);
  // A newer link opened in this tab gets its own check, not the old link's refusal.
  const refusedLink = refusal && refusal.token === token ? refusal.message : null;

  const form = useSchemaForm({
    schema: updatePasswordFormSchema,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    // Keep the token out of the address bar and history (screen sharing, shoulder surfing, back button).
    if (token && location.hash) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state });
    }
  }, [token, location.hash, location.pathname, location.search, location.state, navigate]);

  if (!token) {
    return <Navigate to={paths.login} replace state={routeNoticeState(messages.auth.invalidResetLink, 'error')} />;
  }

  if (linkCheck.isPending) {
    return (
      <AuthCard title="Choose a new password">
        <div className="flex justify-center py-6">
          <Spinner label="Checking your reset link…" />
        </div>
      </AuthCard>
    );
  }
  // Only a 400 means the link is dead; on any other failure the form shows and the update checks the link again.
  const deadLink =
    isApiError(linkCheck.error) && linkCheck.error.status === 400 ? linkCheck.error.message : refusedLink;
  if (deadLink) return <DeadLink message={deadLink} />;

  const submit = ({ password }: { password: string }) =>
    updatePassword.mutate(
      { token, password },
      {
        onSuccess: () => {
          void navigate(paths.login, { replace: true, state: routeNoticeState(messages.auth.passwordUpdated) });
        },
        onError: (error) => {
          if (isApiError(error) && error.field === 'token') return setRefusal({ token, message: error.message });
          applyApiError(form, error, { fallback: messages.auth.updatePasswordFailed });
        },
      },
    );

  return (
    <AuthCard
      title="Choose a new password"
      description="After the update you will be signed out everywhere and can sign in with the new password."
      footer={
        <p>
          Changed your mind? <TextLink to={paths.login}>Back to sign in</TextLink>
        </p>
      }
    >
      <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          {...form.register('password')}
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          invalid={Boolean(errors.password)}
        />
        <TextField
          {...form.register('confirmPassword')}
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          invalid={Boolean(errors.confirmPassword)}
        />
        <Button type="submit" loading={updatePassword.isPending} loadingText="Updating..." className="w-full">
          Update password
        </Button>
      </Form>
    </AuthCard>
  );
}
