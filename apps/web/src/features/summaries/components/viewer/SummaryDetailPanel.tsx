import { localDateLabelOf, messages, type SummaryDetail } from '@woodshed/shared';
import { Download, ExternalLink, FileText, Trash2, Users } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Button } from '@/components/ui/Button';
import { RichText } from '@/components/ui/RichText';
import { TextLink } from '@/components/ui/TextLink';
import { paths } from '@/lib/paths';
import { FacultyAvatar, fullName } from '../faculty/FacultyAvatar';
import { formatBytes, formatSessionDate } from '../format';
import { HomeworkList } from './HomeworkList';

const m = messages.summaries;

interface SummaryDetailPanelProps {
  summary: SummaryDetail;
  timeZone: string;
  viewerId: string;
  /** Superadmins see the members and may delete. */
  onDelete: (() => void) | null;
  /** The heading, focused when a summary is chosen on a narrow screen. */
  headingRef: Ref<HTMLHeadingElement>;
}

const linkClasses =
  'inline-flex h-8 items-center gap-1.5 rounded-md px-2 text-sm font-medium text-amber-800 hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 border-t border-stone-200 pt-4">
      <h3 className="text-sm font-semibold tracking-wide text-stone-700 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** One summary: date, faculty, attachments, homework and notes; the heading takes focus when it is chosen. */
export function SummaryDetailPanel({ summary, timeZone, viewerId, onDelete, headingRef }: SummaryDetailPanelProps) {
  const { faculty } = summary;
  // Superadmins are told where the homework went only when they were in the lesson themselves.
  const isMember = summary.members === null || summary.members.some((member) => member.id === viewerId);
  // The collection's own title: the lesson's date in the member's zone, as the server named it.
  const lessonDate = localDateLabelOf(new Date(summary.sessionDate), timeZone);
  return (
    <article aria-labelledby={`summary-${summary.id}`} className="flex flex-col gap-4">
      <header className="flex flex-col gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
          <time dateTime={summary.sessionDate}>{formatSessionDate(summary.sessionDate, timeZone, true)}</time>
          {summary.isGroupSession && (
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900 ring-1 ring-sky-600/25 ring-inset">
              <Users aria-hidden="true" className="size-3" />
              Group session · {summary.memberCount} learners
            </span>
          )}
        </p>
        <h2
          id={`summary-${summary.id}`}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-bold tracking-tight break-words text-stone-900 focus:outline-none sm:text-2xl"
        >
          {summary.shortDescription}
        </h2>
      </header>

      <Section title="Faculty">
        {faculty ? (
          <div className="flex gap-3">
            <FacultyAvatar {...faculty} className="size-14 text-lg" />
            <div className="min-w-0">
              <p className="font-semibold text-stone-900">{fullName(faculty)}</p>
              {faculty.title && <p className="text-sm text-stone-700">{faculty.title}</p>}
              {faculty.bio && <p className="mt-1 text-sm whitespace-pre-line text-stone-600">{faculty.bio}</p>}
            </div>
          </div>
        ) : (
          <p className="text-sm text-stone-600">{messages.faculty.removedFaculty}</p>
        )}
      </Section>

      {summary.members && (
        <Section title="Learners">
          <ul className="flex flex-wrap gap-2">
            {summary.members.map((member) => (
              <li key={member.id} className="rounded-full bg-stone-100 px-3 py-1 text-sm text-stone-800">
                {member.displayName}
              </li>
            ))}
          </ul>
        </Section>
      )}

      {summary.attachments.length > 0 && (
        <Section title="Attachments">
          <ul className="flex flex-col gap-2">
            {summary.attachments.map((attachment) => (
              <li
                key={attachment.id}
                className="flex flex-col gap-1 rounded-lg border border-stone-200 bg-white px-3 py-2 sm:flex-row sm:items-center"
              >
                <span className="flex min-w-0 flex-1 items-start gap-2">
                  <FileText aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-stone-500" />
                  <span className="min-w-0">
                    <span className="block text-sm font-medium break-all text-stone-900">{attachment.fileName}</span>
                    <span className="block text-xs text-stone-600">{formatBytes(attachment.size)}</span>
                  </span>
                </span>
                <span className="flex shrink-0 gap-1">
                  <a href={attachment.url} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                    <ExternalLink aria-hidden="true" className="size-4" />
                    Open<span className="sr-only"> {attachment.fileName} (new tab)</span>
                  </a>
                  <a href={attachment.url} download={attachment.fileName} className={linkClasses}>
                    <Download aria-hidden="true" className="size-4" />
                    Download<span className="sr-only"> {attachment.fileName}</span>
                  </a>
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {summary.homework.length > 0 && (
        <Section title="Homework">
          <HomeworkList homework={summary.homework} />
          {isMember && (
            <p className="text-sm text-stone-600">
              Also in your Practice Materials:{' '}
              <TextLink to={paths.practiceMaterials}>{m.homeworkCollectionTitle(lessonDate)}</TextLink>
            </p>
          )}
        </Section>
      )}

      <Section title="Notes">
        {summary.longDescription ? (
          <RichText html={summary.longDescription} headingOffset={2} />
        ) : (
          <p className="text-sm text-stone-600">{m.noNotes}</p>
        )}
      </Section>

      {onDelete && (
        <div className="flex justify-end border-t border-stone-200 pt-4">
          <Button variant="ghost" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={onDelete}>
            <Trash2 aria-hidden="true" className="size-4" />
            Delete summary
          </Button>
        </div>
      )}
    </article>
  );
}
