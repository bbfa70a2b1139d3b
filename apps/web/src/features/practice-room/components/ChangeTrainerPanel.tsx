import { pluralNoun } from '@woodshed/shared';
import { Hand, Play, RotateCcw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';
import type { ChangeTrainer } from '../hooks/use-change-trainer';

const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName));

/**
 * The countdown and the big Tap button. While the minute runs, Space or Enter anywhere on the page counts a change
 * (a held key counts once); the count is a polite live region, the seconds left are not announced.
 */
export function ChangeTrainerPanel({ trainer, disabled }: { trainer: ChangeTrainer; disabled: boolean }) {
  const { phase, secondsLeft, changes, start, reset, tap } = trainer;
  const tapRef = useRef<HTMLButtonElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const focusStartAfterReset = useRef(false);

  useEffect(() => {
    if (phase !== 'idle' || !focusStartAfterReset.current) return;
    focusStartAfterReset.current = false;
    startRef.current?.focus();
  }, [phase]);

  useEffect(() => {
    if (phase === 'countIn') tapRef.current?.focus();
  }, [phase]);

  useEffect(() => {
    if (phase !== 'running') return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== ' ' && event.key !== 'Enter') return;
      if (isTypingTarget(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      if (!event.repeat) tap();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [phase, tap]);

  const going = phase === 'countIn' || phase === 'running';
  const minutes = Math.floor(secondsLeft / 60);
  const clock = `${minutes}:${String(secondsLeft % 60).padStart(2, '0')}`;
  return (
    <div className="flex flex-col items-center gap-5 text-center">
      <div className="flex flex-wrap items-end justify-center gap-x-10 gap-y-2">
        <p className="flex flex-col">
          <span className="text-sm font-medium text-stone-600">{phase === 'countIn' ? 'Get ready' : 'Time left'}</span>
          <span className="font-mono text-4xl font-semibold text-stone-900 tabular-nums" data-testid="trainer-clock">
            {phase === 'countIn' ? secondsLeft : clock}
          </span>
        </p>
        <p className="flex flex-col">
          <span className="text-sm font-medium text-stone-600" aria-hidden="true">
            Changes
          </span>
          <span
            className="font-mono text-6xl font-semibold text-amber-900 tabular-nums"
            aria-live="polite"
            aria-atomic="true"
            data-testid="trainer-count"
          >
            {changes}
            <span className="sr-only"> {pluralNoun(changes, { one: 'change', other: 'changes' })}</span>
          </span>
        </p>
      </div>
      <p role="status" className="min-h-5 text-sm text-stone-700">
        {phase === 'countIn'
          ? `Starting in ${secondsLeft}…`
          : phase === 'running'
            ? 'Go! Tap, or press Space or Enter, at every change.'
            : phase === 'done'
              ? 'Time!'
              : ''}
      </p>
      <button
        ref={tapRef}
        type="button"
        disabled={!going}
        onClick={(event) => {
          // A keyboard press is counted by the page's key handler (detail 0 = not a pointer click).
          if (event.detail !== 0) tap();
        }}
        className={cn(
          'flex h-40 w-full max-w-sm touch-manipulation flex-col items-center justify-center gap-2 rounded-2xl text-2xl font-bold select-none',
          'bg-amber-800 text-white shadow-md hover:bg-amber-900 disabled:bg-stone-300 disabled:text-stone-600',
          'focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
          'motion-safe:transition-transform motion-safe:active:scale-95',
        )}
      >
        <Hand aria-hidden="true" className="size-8" />
        Tap
      </button>
      <div className="flex flex-wrap justify-center gap-3">
        <Button ref={startRef} type="button" onClick={start} disabled={disabled || going}>
          <Play aria-hidden="true" className="size-4" />
          {phase === 'done' ? 'Start again' : 'Start'}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            focusStartAfterReset.current = true;
            reset();
          }}
          disabled={phase === 'idle'}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          Reset
        </Button>
      </div>
    </div>
  );
}
