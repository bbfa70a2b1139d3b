import { cn } from '@/lib/cn';
import { Banner } from './Banner';
import { Button } from './Button';

interface LoadErrorProps {
  /** The spec's wording, e.g. 'Failed to load chords'. */
  message: string;
  onRetry: () => void;
  className?: string;
}

/** A list or page that could not load: the red banner and a Try again button. */
export function LoadError({ message, onRetry, className }: LoadErrorProps) {
  return (
    <div className={cn('flex flex-col items-start gap-2', className)}>
      <Banner tone="error" className="w-full">
        {message}
      </Banner>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
