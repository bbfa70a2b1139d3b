import { messages } from '@woodshed/shared';
import { CalendarCheck } from 'lucide-react';
import { useId } from 'react';
import { buttonClasses } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { useDocumentTitle } from '@/lib/document-title';
import { usePrivateLessons } from '../api/private-lessons';

/** Only web and e-mail addresses become the link: a setting is never run as script. */
function safeSchedulingUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:' ? url.href : null;
  } catch {
    return null;
  }
}

const paragraphs = (text: string) => text.split(/\n+/).filter((line) => line.trim() !== '');

/** /private-lessons: the instructor, what to expect and the scheduling link. */
export function Component() {
  useDocumentTitle('Private Lessons');
  const lessons = usePrivateLessons();
  const instructorId = useId();
  const expectId = useId();
  const data = lessons.data;
  const link = data ? safeSchedulingUrl(data.schedulingUrl) : null;
  const external = link !== null && !link.startsWith('mailto:');

  return (
    <>
      <PageHeader title="Private Lessons" description="One-to-one lessons with the school's faculty." />
      {!data && lessons.isError && (
        <LoadError
          message={messages.privateLessons.loadFailed}
          onRetry={() => void lessons.refetch()}
          retrying={lessons.isFetching}
          size="md"
        />
      )}
      {!data && !lessons.isError && (
        <div className="flex justify-center py-16">
          <Spinner size="lg" label="Loading…" />
        </div>
      )}
      {data && (
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <section aria-labelledby={instructorId}>
              <h2 id={instructorId} className="text-lg font-semibold text-stone-900">
                Your instructor
              </h2>
              {paragraphs(data.instructorBio).map((text) => (
                <p key={text} className="mt-3 text-stone-700">
                  {text}
                </p>
              ))}
            </section>
          </Card>
          <Card>
            <section aria-labelledby={expectId}>
              <h2 id={expectId} className="text-lg font-semibold text-stone-900">
                What to expect
              </h2>
              {paragraphs(data.whatToExpect).map((text) => (
                <p key={text} className="mt-3 text-stone-700">
                  {text}
                </p>
              ))}
            </section>
          </Card>
          {link && (
            <div className="lg:col-span-2">
              <a
                href={link}
                className={buttonClasses('primary', 'md', 'inline-flex gap-2')}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <CalendarCheck aria-hidden="true" className="size-4" />
                Schedule a lesson
                {external && <span className="sr-only"> (opens in a new tab)</span>}
              </a>
            </div>
          )}
        </div>
      )}
    </>
  );
}
