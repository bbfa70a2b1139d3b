import { timeSignatureById, type Click, type TimeSignatureId } from '@woodshed/shared';
import { VolumeX } from 'lucide-react';
import { cn } from '@/lib/cn';

interface BeatDisplayProps {
  click: Click | null;
  running: boolean;
  /** The tempo to show (`shownBpm`). */
  bpm: number;
  signatureId: TimeSignatureId;
  size?: 'large' | 'compact';
}

/** "+5 BPM at bar 17 · in 12 s": the speed trainer's next change, seen from the click now heard. */
export function nextChangeText(click: Click): string | null {
  const change = click.nextChange;
  if (!change) return null;
  const delta = change.bpm - click.bpm;
  const signed = `${delta > 0 ? '+' : '−'}${Math.abs(Math.round(delta * 10) / 10)} BPM`;
  const seconds = Math.max(0, Math.ceil(change.time - click.time));
  return `${signed} at bar ${change.bar} · in ${seconds} s`;
}

/**
 * The visual beat, for eyes rather than ears: a dot per beat of the bar, the current one lit (amber for the
 * accented first beat), the bar and beat in words, the tempo playing now and the next change. It changes with each
 * click heard; it is not a live region (a screen reader is not told every beat). Without motion: colours only.
 */
export function BeatDisplay({ click, running, bpm, signatureId, size = 'large' }: BeatDisplayProps) {
  const signature = timeSignatureById(signatureId);
  const current = running && click ? click.beat : 0;
  // Until the next bar line a changed signature still plays the old one's beats.
  const beats = Math.max(signature.beatsPerBar, current);
  const muted = running && click?.muted === true;
  const change = running && click ? nextChangeText(click) : null;
  const large = size === 'large';
  return (
    <div
      data-testid="beat-display"
      data-beat={current}
      data-bar={running && click ? click.bar : 0}
      data-muted={muted}
      className={cn('flex flex-col items-center gap-3', large ? 'py-2' : '')}
    >
      <p className={cn('font-bold text-stone-900 tabular-nums', large ? 'text-5xl sm:text-6xl' : 'text-xl')}>
        <span data-testid="current-bpm">{Math.round(bpm * 10) / 10}</span>{' '}
        <span className={cn('font-semibold text-stone-600', large ? 'text-xl' : 'text-sm')}>BPM</span>
      </p>
      <ol aria-hidden="true" className={cn('flex flex-wrap justify-center', large ? 'gap-3' : 'gap-1.5')}>
        {Array.from({ length: beats }, (_, index) => {
          const beat = index + 1;
          const lit = beat === current;
          const accent = lit && click?.kind === 'accent';
          const group = lit && click?.groupStart && beat !== 1;
          return (
            <li
              key={beat}
              className={cn(
                'rounded-full border-2 transition-colors motion-reduce:transition-none',
                large ? 'size-8 sm:size-10' : 'size-3',
                !lit && 'border-stone-300 bg-white',
                lit && muted && 'border-stone-500 bg-stone-300',
                lit && !muted && accent && 'border-amber-800 bg-amber-600',
                lit && !muted && !accent && group && 'border-amber-700 bg-amber-300',
                lit && !muted && !accent && !group && 'border-stone-800 bg-stone-700',
              )}
            />
          );
        })}
      </ol>
      {large && (
        <div className="flex min-h-12 flex-col items-center gap-1 text-sm text-stone-700">
          <p>
            {running && click ? (
              <>
                Bar {click.bar}, beat {click.beat}
                {muted && (
                  <span className="ml-2 inline-flex items-center gap-1 font-semibold text-stone-900">
                    <VolumeX aria-hidden="true" className="size-4" />
                    Muted bar
                  </span>
                )}
              </>
            ) : running ? (
              'Starting…'
            ) : (
              'Stopped'
            )}
          </p>
          {change && <p className="font-medium text-amber-900">Next: {change}</p>}
        </div>
      )}
    </div>
  );
}
