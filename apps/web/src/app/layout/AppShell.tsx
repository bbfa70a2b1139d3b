import { Outlet } from 'react-router';
import { Notices } from '@/features/achievements';
import { useAuth } from '@/features/auth';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

/**
 * The signed-in frame: top bar, the page and the notices (achievement and level-up toasts). Rendered inside
 * RequireAuth, so the user is known.
 */
export function AppShell() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <SkipLink />
      <TopBar user={user} />
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none sm:px-6">
        <Outlet />
      </main>
      <Notices />
    </div>
  );
}
