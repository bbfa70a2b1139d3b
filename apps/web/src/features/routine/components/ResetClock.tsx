import { formatHours, localDateOf, ROUTINE_RESET_REFRESH_MS, routineResetClock } from '@woodshed/shared';
import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';

interface ResetClockProps {
  /** The user's time zone (from the page's answer): phases reset at midnight there. */
  timeZone: string;
  /** The user's local date when the page was loaded. */
  today: string;
  /** The local day changed while the page was open: completed phases have turned back. */
  onNewDay: () => void;
}

const hours = (minutes: number) => `${formatHours(minutes)} h`;

/** 'X.X h since last reset · Y.Y h until next reset', refreshed every minute. */
export function ResetClock({ timeZone, today, onNewDay }: ResetClockProps) {
  const [now, setNow] = useState(() => new Date());

  useEffect(() => {
    const tick = () => setNow(new Date());
    const timer = window.setInterval(tick, ROUTINE_RESET_REFRESH_MS);
    // A tab in the background (or a laptop waking up) gets its timers late: catch up as soon as it is seen.
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  const day = localDateOf(now, timeZone);
  useEffect(() => {
    // Once per change of either date: a refetch brings the new `today`, and then the two agree again.
    if (day !== today) onNewDay();
  }, [day, today, onNewDay]);

  const { minutesSinceReset, minutesUntilReset } = routineResetClock(now, timeZone);
  return (
    <div className="flex items-start gap-3 rounded-xl border border-stone-200 bg-white px-4 py-3 text-sm shadow-sm">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-800" />
      <div className="min-w-0">
        <p className="font-medium text-stone-900">
          {/* Phones: one figure a line, without the dot. */}
          <span className="whitespace-nowrap max-sm:block">{hours(minutesSinceReset)} since last reset</span>
          <span className="max-sm:sr-only"> · </span>
          <span className="whitespace-nowrap max-sm:block">{hours(minutesUntilReset)} until next reset</span>
        </p>
        <p className="text-stone-600">Completed phases turn back at midnight ({timeZone.replaceAll('_', ' ')}).</p>
      </div>
    </div>
  );
}
