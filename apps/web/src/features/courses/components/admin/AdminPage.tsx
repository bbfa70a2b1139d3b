import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { TextLink } from '@/components/ui/TextLink';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';

/** The back link at the top of every course admin page ('Back to Admin Dashboard', 'Back to Modules'). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <TextLink to={to} className="mb-4 inline-flex items-center gap-1 text-sm">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </TextLink>
  );
}

/** A form page's frame: the back link, then a card with the page's one h1. */
export function FormPage({
  back,
  title,
  subtitle,
  children,
  after,
  className,
}: {
  back: ReactNode;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** More cards under the form's (the course's modules on its edit screen). */
  after?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto flex w-full max-w-3xl flex-col', className)}>
      {back}
      <Card className="flex flex-col gap-5 p-4 sm:p-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl">{title}</h1>
          {subtitle && <p className="mt-1 text-stone-600">{subtitle}</p>}
        </div>
        {children}
      </Card>
      {after}
    </div>
  );
}

interface LoadStateProps {
  isError: boolean;
  error: unknown;
  /** The spec's wording for a failed load, e.g. 'Failed to load course data'. */
  failedMessage: string;
  /** Shown when the course or module does not exist (404): 'Course not found'. */
  notFoundMessage: string;
  onRetry: () => void;
  retrying: boolean;
}

/** While loading: a spinner; after a failure: 'Course not found' for a 404, else the message and Try again. */
export function LoadState({ isError, error, failedMessage, notFoundMessage, onRetry, retrying }: LoadStateProps) {
  if (!isError) {
    return (
      <div className="flex justify-center py-12">
        <Spinner label="Loading…" size="lg" />
      </div>
    );
  }
  if (isApiError(error) && error.status === 404) {
    return <p className="py-6 text-center text-stone-700">{notFoundMessage}</p>;
  }
  return <LoadError message={failedMessage} onRetry={onRetry} retrying={retrying} size="md" />;
}
