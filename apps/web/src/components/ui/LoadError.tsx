import { cn } from '@/lib/cn';
import { Banner } from './Banner';
import { Button, type ButtonSize } from './Button';

interface LoadErrorProps {
  /** The spec's wording, e.g. 'Failed to load chords'. */
  message: string;
  onRetry: () => void;
  /** The retry is running: the button shows a spinner and 'Retrying...' and takes no clicks. */
  retrying?: boolean;
  /**
   * The button's accessible name when 'Try again' alone is ambiguous (a page with several lists):
   * 'Try again to load practice sessions'. It starts with the visible words (WCAG 2.5.3).
   */
  retryLabel?: string;
  /** `sm` (default) beside a list or field; `md` when the error is all a page or dialog shows. */
  size?: ButtonSize;
  className?: string;
}

/** A list or page that could not load: the red banner and a Try again button (the app's one load-error block). */
export function LoadError({ message, onRetry, retrying = false, retryLabel, size = 'sm', className }: LoadErrorProps) {
  return (
    <div className={cn('flex flex-col items-start gap-2', className)}>
      <Banner tone="error" className="w-full">
        {message}
      </Banner>
      <Button
        variant="secondary"
        size={size}
        onClick={onRetry}
        loading={retrying}
        loadingText="Retrying..."
        aria-label={retryLabel}
      >
        Try again
      </Button>
    </div>
  );
}
