import type { CalendarEvent } from '@woodshed/shared';
import { DeleteAction, EditAction, RowActions } from '@/components/ui/RowActions';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { formatAllDay, formatWallClock, recurrenceSummary } from './format';

const pill = 'rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset';

interface EventRowProps {
  event: CalendarEvent;
  onDelete: (event: CalendarEvent, opener: HTMLElement) => void;
}

/** One of the creator's events: when (in its own zone) and how it repeats, Edit and Delete. */
export function EventRow({ event, onDelete }: EventRowProps) {
  const headingId = `event-${event.id}`;
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-6"
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg leading-snug font-semibold break-words text-stone-900">
              {event.title}
            </h2>
            <span
              className={cn(
                pill,
                event.visibility === 'private'
                  ? 'bg-stone-100 text-stone-700 ring-stone-400/40'
                  : 'bg-green-50 text-green-800 ring-green-600/25',
              )}
            >
              {event.visibility === 'private' ? 'Private' : 'Public'}
            </span>
          </div>
          <p className="mt-1 text-sm text-stone-700">
            {event.allDay
              ? `${formatAllDay(event.startsAt, event.endsAt)} (${event.timeZone})`
              : `${formatWallClock(event.startsAt)} ${event.timeZone === 'UTC' ? 'UTC' : `${event.timeZone} time`}`}{' '}
            · {recurrenceSummary(event)}
          </p>
          {(event.location || event.requiredCourse) && (
            <p className="text-sm break-words text-stone-600">
              {[event.location, event.requiredCourse && `Requires ${event.requiredCourse.title}`]
                .filter(Boolean)
                .join(' · ')}
            </p>
          )}
        </div>
        <RowActions>
          <EditAction subject={event.title} to={paths.calendarEdit(event.id)} />
          <DeleteAction subject={event.title} onClick={(opener) => onDelete(event, opener)} />
        </RowActions>
      </article>
    </li>
  );
}
