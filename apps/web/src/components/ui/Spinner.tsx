import { cn } from '@/lib/cn';

interface SpinnerProps {
  /** Read out by screen readers; the spinner itself is decorative. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

export function Spinner({ label = 'Loading…', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className={cn(
          'animate-spin rounded-full border-amber-700 border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
          sizes[size],
        )}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A spinner centred in the viewport, inside a main landmark (used while a page or the session loads). */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-50">
      <Spinner label={label} size="lg" />
    </main>
  );
}
