import { formatTimerClock, timerElapsedMs } from '@woodshed/shared';
import { Timer } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/lib/paths';
import { usePracticeTimer } from '../timer/timer-store';
import { useNow } from '../hooks/use-now';
import { TimerButtons } from './TimerButtons';

// The metronome's audio code loads only once the bar shows, not with every page.
const MetronomeControls = lazy(() =>
  import('@/features/metronome').then((module) => ({ default: module.MetronomeControls })),
);

/**
 * The compact practice timer (issue 19): fixed at the bottom of every signed-in page except /practice (which shows
 * the large card) while the timer is running or paused. A spacer as tall as the bar keeps the page's own content
 * and buttons above it; from 640 px it also holds the metronome's compact controls. The time is not a live region: it is read when reached, not announced every second.
 */
export function PracticeTimerBar({ userId }: { userId: string }) {
  const controls = usePracticeTimer(userId);
  const { timer } = controls;
  const { pathname } = useLocation();
  const paused = timer?.pausedAt != null;
  const now = useNow(timer !== null && !paused);
  if (!timer || pathname === paths.practice) return null;
  return (
    <>
      <div aria-hidden="true" className="h-20 shrink-0" />
      <section
        aria-label="Practice timer"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-stone-200 bg-white/95 shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur supports-[backdrop-filter]:bg-white/85"
      >
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
          <Link
            to={paths.practice}
            className="flex min-w-0 items-center gap-2 rounded-md px-1 py-1 text-stone-800 hover:text-amber-900 focus-visible:outline-2 focus-visible:outline-amber-700"
          >
            <Timer aria-hidden="true" className="size-5 shrink-0 text-amber-800" />
            <span className="sr-only">Practice timer: </span>
            <span className="font-mono text-lg font-semibold tabular-nums" data-testid="timer-bar-time">
              {formatTimerClock(timerElapsedMs(timer, now))}
            </span>
            {paused && <span className="text-sm text-stone-600">(paused)</span>}
            <span className="sr-only">, open the practice log</span>
            <span className="hidden text-sm underline md:inline" aria-hidden="true">
              Practice log
            </span>
          </Link>
          {pathname !== paths.metronome() && (
            <div className="ml-auto hidden sm:block">
              <Suspense fallback={null}>
                <MetronomeControls />
              </Suspense>
            </div>
          )}
          <div className="ml-auto flex shrink-0 items-center gap-2 sm:ml-0">
            <TimerButtons timer={timer} controls={controls} size="sm" compact />
          </div>
        </div>
      </section>
    </>
  );
}
