import type { PracticeTimerState } from '@woodshed/shared';
import { Pause, Play, Square } from 'lucide-react';
import { Button, type ButtonSize } from '@/components/ui/Button';
import type { PracticeTimerControls } from '../timer/timer-store';

interface TimerButtonsProps {
  timer: PracticeTimerState;
  controls: PracticeTimerControls;
  size?: ButtonSize;
  /** Icons only (the compact bar); the names stay for screen readers. */
  compact?: boolean;
}

/** Pause or Resume, and Stop, for a timer that is going. */
export function TimerButtons({ timer, controls, size = 'md', compact = false }: TimerButtonsProps) {
  const paused = timer.pausedAt !== null;
  const label = (text: string) => (compact ? <span className="sr-only sm:not-sr-only">{text}</span> : text);
  return (
    <>
      {paused ? (
        <Button type="button" size={size} variant="secondary" onClick={controls.resume}>
          <Play aria-hidden="true" className="size-4" />
          {label('Resume')}
        </Button>
      ) : (
        <Button type="button" size={size} variant="secondary" onClick={controls.pause}>
          <Pause aria-hidden="true" className="size-4" />
          {label('Pause')}
        </Button>
      )}
      <Button type="button" size={size} onClick={controls.stop}>
        <Square aria-hidden="true" className="size-4" />
        {label('Stop')}
      </Button>
    </>
  );
}
