import type { PracticeSession } from '@woodshed/shared';
import { Clock } from 'lucide-react';
import { formatCalendarDate, formatInstant, formatMinutes } from '@/lib/format';
import { focusAreaNames, removalInstant } from '../format';
import { EditSessionButton } from './EditSessionButton';
import { FocusAreaTags } from './FocusAreaTags';
import { SessionActionButton } from './SessionActionButton';

interface SessionCardProps {
  session: PracticeSession;
  namesById: ReadonlyMap<number, string>;
  timeZone: string;
  busy: boolean;
  onAction: () => void;
  /** Opens an active session in the form to correct it (issue 12). */
  onEdit?: () => void;
}

/** One recent session: date, duration, focus areas, notes; 'Delete' when active, 'Restore' and the removal date when pending. */
export function SessionCard({ session, namesById, timeZone, busy, onAction, onEdit }: SessionCardProps) {
  const pending = session.scheduledRemoval;
  const removal = removalInstant(session);
  const names = focusAreaNames(session, namesById);
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-2">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <h3 className="font-semibold text-stone-900">
            <time dateTime={session.date}>{formatCalendarDate(session.date, 'weekdayLong')}</time>
          </h3>
          <p className="inline-flex items-center gap-1 text-sm text-stone-700">
            <Clock aria-hidden="true" className="size-3.5" />
            {formatMinutes(session.duration)}
          </p>
        </div>
        {names.length > 0 && <FocusAreaTags names={names} announceName />}
        {session.notes && <p className="text-sm break-words whitespace-pre-line text-stone-700">{session.notes}</p>}
        {pending && (
          <p className="text-sm text-stone-600">
            Will be removed for good on <time dateTime={removal.toISOString()}>{formatInstant(removal, timeZone)}</time>
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {!pending && onEdit && <EditSessionButton session={session} disabled={busy} onClick={onEdit} />}
        <SessionActionButton action={pending ? 'restore' : 'delete'} session={session} busy={busy} onClick={onAction} />
      </div>
    </li>
  );
}
