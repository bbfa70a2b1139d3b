import { messages } from '@woodshed/shared';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { TextLink } from '@/components/ui/TextLink';
import { paths } from '@/lib/paths';

/** 'Back to Courses', or to a course ('Back to First Month on Guitar'). */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <TextLink to={to} className="inline-flex items-center gap-1.5 self-start text-sm">
      <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
      {label}
    </TextLink>
  );
}

export function BackToCourses() {
  return <BackLink to={paths.courses} label="Back to Courses" />;
}

export const pageTitle = 'text-2xl font-bold tracking-tight break-words text-stone-900 sm:text-3xl';

/** A spinner under the way back, while a course or module loads. */
export function PageLoading({ label, back }: { label: string; back: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      {back}
      <div className="flex justify-center py-16">
        <Spinner size="lg" label={label} />
      </div>
    </div>
  );
}

/** 'Course not found' or 'Module not found': the page's h1, a sentence and the way back. */
export function PageNotFound({ title, text, back }: { title: string; text: string; back: ReactNode }) {
  return (
    <div className="flex flex-col items-start gap-4">
      {back}
      <h1 className={pageTitle}>{title}</h1>
      <p className="text-stone-700">{text}</p>
    </div>
  );
}

/** The page's heading and the red load error with Try again. */
export function PageLoadFailed({
  title,
  message,
  back,
  onRetry,
  retrying,
}: {
  title: string;
  message: string;
  back: ReactNode;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="flex flex-col items-start gap-4">
      {back}
      <h1 className={pageTitle}>{title}</h1>
      <LoadError message={message} onRetry={onRetry} retrying={retrying} size="md" className="w-full" />
    </div>
  );
}

export function CourseNotFound() {
  return (
    <PageNotFound
      title={messages.courses.notFound}
      text="It may have been removed, or it is not open yet. Pick another course from the list."
      back={<BackToCourses />}
    />
  );
}
