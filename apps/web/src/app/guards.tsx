import { messages } from '@woodshed/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Card } from '@/components/ui/Card';
import { LoadError } from '@/components/ui/LoadError';
import { PageSpinner, Spinner } from '@/components/ui/Spinner';
import { readAuthLocationState, useAuth, type AuthLocationState } from '@/features/auth';
import { safeRedirectPath } from '@/lib/redirect';
import { paths } from '@/lib/paths';

const CHECKING_SESSION = 'Checking your session…';

function SessionCheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-50 p-4">
      <Card className="flex w-full max-w-md flex-col gap-4">
        <h1 className="text-xl font-bold text-stone-900">Woodshed is out of reach</h1>
        <LoadError message={messages.errors.network} onRetry={onRetry} size="md" />
      </Card>
    </main>
  );
}

/** Signed-in users only; anyone else goes to /login and comes back here after signing in. */
export function RequireAuth() {
  const { user, isLoading, isError, signedOut, signOutNotice, refetch } = useAuth();
  const location = useLocation();

  if (isLoading) return <PageSpinner label={CHECKING_SESSION} />;
  if (!user && isError) return <SessionCheckFailed onRetry={refetch} />;
  if (!user) {
    // After a deliberate sign-out the next sign-in starts afresh at /, with what the sign-out had to say.
    const state: AuthLocationState | undefined = signedOut
      ? signOutNotice && { notice: signOutNotice }
      : { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

/** /login and /register: a signed-in user has nothing to do there. */
export function GuestOnly() {
  const { user, isLoading } = useAuth();
  const location = useLocation();

  if (isLoading) {
    return (
      <div className="flex flex-1 items-center justify-center py-16">
        <Spinner label={CHECKING_SESSION} size="lg" />
      </div>
    );
  }
  if (user) {
    return <Navigate to={safeRedirectPath(readAuthLocationState(location.state).from)} replace />;
  }
  return <Outlet />;
}

/** Any /admin path: superadmins only, everyone else goes to /. Sits inside RequireAuth. */
export function RequireSuperadmin() {
  const { isSuperadmin } = useAuth();
  if (!isSuperadmin) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
