import { formatTimerClock, timerElapsedMs } from '@woodshed/shared';
import { Play } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { usePracticeTimer } from '../timer/timer-store';
import { useNow } from '../hooks/use-now';
import { TimerButtons } from './TimerButtons';

/**
 * /practice's large timer: Start, then Pause/Resume and Stop; stopping offers to log the time (the dialog the app
 * shell shows). The state line ("Running", "Paused") is a polite live region; the clock itself is not announced.
 */
export function PracticeTimerCard({ userId }: { userId: string }) {
  const headingId = useId();
  const controls = usePracticeTimer(userId);
  const { timer } = controls;
  const paused = timer?.pausedAt != null;
  const now = useNow(timer !== null && !paused);
  const elapsed = timer ? timerElapsedMs(timer, now) : 0;
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-wrap items-center gap-x-6 gap-y-4">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-stone-900">
            Practice timer
          </h2>
          <p role="status" className="text-sm text-stone-600">
            {!timer
              ? 'Start it when you pick up the guitar; it keeps running while you move around Woodshed.'
              : paused
                ? 'Paused'
                : 'Running'}
          </p>
        </div>
        <p
          className="font-mono text-5xl font-semibold text-stone-900 tabular-nums sm:text-6xl"
          data-testid="timer-card-time"
        >
          <span className="sr-only">Elapsed: </span>
          {formatTimerClock(elapsed)}
        </p>
        <div className="flex flex-wrap gap-3 sm:ml-auto">
          {timer ? (
            <TimerButtons timer={timer} controls={controls} />
          ) : (
            <Button type="button" onClick={controls.start}>
              <Play aria-hidden="true" className="size-4" />
              Start timer
            </Button>
          )}
        </div>
      </section>
    </Card>
  );
}
