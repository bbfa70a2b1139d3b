import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Notices } from '@/features/achievements';
import { useAuth } from '@/features/auth';
import { PracticeTimerBar, usePendingTimerLog } from '@/features/practice-room';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

/** The stopped practice timer's log dialog: loaded only when a stop asks for it (it carries the practice form). */
const TimerLogDialog = lazy(() => import('@/features/practice').then((module) => ({ default: module.TimerLogDialog })));

/**
 * The signed-in frame: top bar, the page, the practice timer's bar and log dialog, and the notices (achievement
 * and level-up toasts). Rendered inside RequireAuth, so the user is known.
 */
export function AppShell() {
  const { user } = useAuth();
  const { pending } = usePendingTimerLog();
  if (!user) return null;
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <SkipLink />
      <TopBar user={user} />
      <main id="main-content" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 outline-none sm:px-6">
        <Outlet />
      </main>
      <PracticeTimerBar userId={user.id} />
      {pending && (
        <Suspense fallback={null}>
          <TimerLogDialog />
        </Suspense>
      )}
      <Notices />
    </div>
  );
}

/** The route table loads this module lazily (router.tsx). */
export { AppShell as Component };
