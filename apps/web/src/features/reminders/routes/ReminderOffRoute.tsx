import { messages } from '@woodshed/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Banner } from '@/components/ui/Banner';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { TextLink } from '@/components/ui/TextLink';
import { useAuth } from '@/features/auth';
import { isApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/document-title';
import { paths } from '@/lib/paths';
import { useTurnRemindersOff } from '../api/turn-off';

const TITLE = 'Daily practice reminders';

/** The e-mailed link is /reminders/off#<token>: in the fragment, so it reaches no server log and no referrer. */
function readToken(hash: string): string | null {
  const token = hash.replace(/^#/, '').trim();
  return token ? token : null;
}

/** The same card as the sign-in pages. */
function ReminderCard({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <Card className="w-full max-w-md p-6 sm:p-8">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">{TITLE}</h1>
      <div className="mt-6">{children}</div>
      {footer && <div className="mt-6 border-t border-stone-200 pt-5 text-sm text-stone-700">{footer}</div>}
    </Card>
  );
}

/**
 * The one-click "turn reminders off" page of the reminder e-mail (issue 13). Works signed out: it posts the link's
 * signed token once when it opens and says how that went. Mail scanners that fetch the link without running
 * scripts change nothing.
 */
export function Component() {
  useDocumentTitle('Turn off reminders');
  const location = useLocation();
  const navigate = useNavigate();
  const { user } = useAuth();
  const turnOff = useTurnRemindersOff();
  const { mutate } = turnOff;

  // The fragment leaves the address bar right after it is read, so the token is kept in state.
  const hashToken = readToken(location.hash);
  const [token, setToken] = useState(hashToken);
  if (hashToken && hashToken !== token) setToken(hashToken);

  // Once per token: StrictMode runs effects twice, and a re-render must not post again.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [token, mutate]);

  useEffect(() => {
    // Keep the token out of the address bar and history.
    if (token && location.hash) {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: location.state });
    }
  }, [token, location.hash, location.pathname, location.search, location.state, navigate]);

  const onward = user ? (
    <p>
      <TextLink to={paths.profile}>Go to your profile</TextLink> to choose a reminder time or turn reminders on again.
    </p>
  ) : (
    <p>
      <TextLink to={paths.login}>Sign in</TextLink> to manage reminders in your profile.
    </p>
  );

  if (!token) {
    return (
      <ReminderCard footer={onward}>
        <Banner tone="error">{messages.reminders.linkInvalid}</Banner>
      </ReminderCard>
    );
  }

  if (turnOff.isSuccess) {
    return (
      <ReminderCard footer={onward}>
        <Banner tone="success">{turnOff.data.message}</Banner>
      </ReminderCard>
    );
  }

  if (turnOff.isError) {
    const deadLink = isApiError(turnOff.error) && turnOff.error.status === 400;
    const message = deadLink
      ? messages.reminders.linkInvalid
      : isApiError(turnOff.error)
        ? turnOff.error.message
        : messages.errors.internal;
    return (
      <ReminderCard footer={onward}>
        <div className="flex flex-col gap-4">
          <Banner tone="error">{message}</Banner>
          {!deadLink && (
            <Button type="button" className="w-full" onClick={() => mutate({ token })}>
              Try again
            </Button>
          )}
        </div>
      </ReminderCard>
    );
  }

  return (
    <ReminderCard>
      <div className="flex justify-center py-6">
        <Spinner label="Turning daily practice reminders off…" />
      </div>
    </ReminderCard>
  );
}
