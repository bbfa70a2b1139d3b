import { messages, resetRequestSchema } from '@woodshed/shared';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/ui/Button';
import { applyApiError, Form, useSchemaForm } from '@/components/ui/form';
import { TextLink } from '@/components/ui/TextLink';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useRequestPasswordReset } from '../api/reset-password';
import { AuthCard } from '../components/AuthCard';
import { EmailField } from '../components/EmailField';
import { readAuthLocationState } from '../location-state';

export function Component() {
  useDocumentTitle('Reset password');
  const requestReset = useRequestPasswordReset();
  const location = useLocation();
  const form = useSchemaForm({
    schema: resetRequestSchema,
    // Whatever was typed on the sign-in form comes along, so the user need not type it twice.
    defaultValues: { email: readAuthLocationState(location.state).email ?? '' },
  });
  const [sent, setSent] = useState(false);

  const submit = (body: { email: string }) => {
    setSent(false);
    requestReset.mutate(body, {
      onSuccess: () => setSent(true),
      onError: (error) => applyApiError(form, error, { fallback: messages.auth.resetFailed }),
    });
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
      <Form
        form={form}
        onSubmit={submit}
        onInvalidSubmit={() => setSent(false)}
        notice={sent ? { tone: 'success', message: messages.auth.resetEmailSent } : null}
        className="flex flex-col gap-4"
      >
        <EmailField {...form.register('email')} invalid={Boolean(form.formState.errors.email)} />
        <Button type="submit" loading={requestReset.isPending} loadingText="Sending..." className="w-full">
          Send reset link
        </Button>
      </Form>
    </AuthCard>
  );
}
