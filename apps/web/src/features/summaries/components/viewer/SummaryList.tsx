import type { SummaryListItem } from '@woodshed/shared';
import { messages } from '@woodshed/shared';
import { BookOpen, Paperclip, Users } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { fullName } from '../faculty/FacultyAvatar';
import { countLabel, formatSessionDate } from '../format';

interface SummaryListProps {
  items: SummaryListItem[];
  selectedId: string | null;
  timeZone: string;
  /** A summary was chosen (its id); the address names it too. */
  onChoose: (summaryId: string) => void;
}

/** The summaries of one page, newest session first; each opens in the detail panel (?summary=id). */
export function SummaryList({ items, selectedId, timeZone, onChoose }: SummaryListProps) {
  return (
    <ul aria-label="Session summaries" className="flex flex-col gap-2">
      {items.map((summary) => {
        const selected = summary.id === selectedId;
        return (
          <li key={summary.id}>
            <Link
              to={paths.sessionSummary(summary.id)}
              // The page stays where it is; on a phone the route brings the detail into view.
              preventScrollReset
              onClick={() => onChoose(summary.id)}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'flex flex-col gap-1 rounded-xl border bg-white p-3 shadow-sm transition-colors hover:border-amber-700',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-700',
                selected ? 'border-amber-700 bg-amber-50 ring-1 ring-amber-700' : 'border-stone-200',
              )}
            >
              <span className="flex flex-wrap items-center gap-2 text-sm text-stone-600">
                <time dateTime={summary.sessionDate}>{formatSessionDate(summary.sessionDate, timeZone)}</time>
                {summary.isGroupSession && (
                  <span className="inline-flex items-center gap-1 rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-900 ring-1 ring-sky-600/25 ring-inset">
                    <Users aria-hidden="true" className="size-3" />
                    Group
                  </span>
                )}
              </span>
              <span className="font-semibold break-words text-stone-900">{summary.shortDescription}</span>
              <span className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-stone-600">
                <span>{summary.faculty ? fullName(summary.faculty) : messages.faculty.removedFaculty}</span>
                {summary.attachmentCount > 0 && (
                  <span className="inline-flex items-center gap-1">
                    <Paperclip aria-hidden="true" className="size-3.5" />
                    {countLabel(summary.attachmentCount, 'attachment')}
                  </span>
                )}
                {summary.homeworkCount > 0 && (
                  <span className="inline-flex items-center gap-1">
                    <BookOpen aria-hidden="true" className="size-3.5" />
                    {countLabel(summary.homeworkCount, 'homework item')}
                  </span>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
