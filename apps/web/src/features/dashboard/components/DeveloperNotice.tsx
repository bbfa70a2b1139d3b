import type { DashboardResponse } from '@woodshed/shared';
import { Info, Mail } from 'lucide-react';
import { useId } from 'react';

/** The site notice set by superadmins, with a link to report a bug by e-mail. */
export function DeveloperNotice({ notice }: { notice: DashboardResponse['notice'] }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-4 text-sm text-sky-950 sm:px-5"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-sky-800" />
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="font-semibold">
          Developer Update
        </h2>
        <p className="mt-1 whitespace-pre-line">{notice.text}</p>
        {notice.bugReportEmail && (
          <a
            href={`mailto:${notice.bugReportEmail}`}
            className="mt-2 inline-flex items-center gap-1.5 font-medium text-sky-900 underline underline-offset-2 hover:text-sky-950 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-800"
          >
            <Mail aria-hidden="true" className="size-4" />
            Report a bug
          </a>
        )}
      </div>
    </section>
  );
}
