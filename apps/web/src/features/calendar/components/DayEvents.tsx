import { messages, type Occurrence } from '@woodshed/shared';
import { CalendarPlus, ExternalLink, GraduationCap, MapPin, Video } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/Button';
import { EditAction } from '@/components/ui/RowActions';
import { TextLink, textLinkClasses } from '@/components/ui/TextLink';
import { apiUrl } from '@/lib/api-url';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { formatLongDate, formatTime } from './format';
import { eventCount, foreignZoneLabel } from './month-grid';

interface DayEventsProps {
  date: string;
  /** The day's occurrences by start time; undefined while they load. */
  items: Occurrence[] | undefined;
  viewerZone: string;
}

/** The selected day: its occurrences, or 'No events scheduled for this date'. */
export function DayEvents({ date, items, viewerZone }: DayEventsProps) {
  return (
    <section aria-labelledby="calendar-day-heading" className="flex flex-col gap-3">
      <h2 id="calendar-day-heading" className="text-lg font-semibold text-stone-900">
        {formatLongDate(date)}
      </h2>
      <p role="status" className="sr-only">
        {items && `${formatLongDate(date)}: ${items.length === 0 ? 'no events' : eventCount(items.length)}`}
      </p>
      {items && items.length === 0 && <p className="text-stone-600">{messages.calendar.noEventsOnDay}</p>}
      {items && items.length > 0 && (
        <ul className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={`${item.eventId}-${item.startsAt}`}>
              <OccurrenceCard occurrence={item} viewerZone={viewerZone} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ExternalAnchor({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cn(textLinkClasses, 'inline-flex gap-1')}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

const pill = 'rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset';

function OccurrenceCard({ occurrence: o, viewerZone }: { occurrence: Occurrence; viewerZone: string }) {
  const headingId = `occurrence-${o.eventId}-${o.startsAt}`;
  // An all-day event is on its dates wherever the viewer is: no times, no zone.
  const zone = o.allDay ? null : foreignZoneLabel(o.timeZone, viewerZone);
  const time = o.allDay
    ? 'All day'
    : `${formatTime(o.startsAt, viewerZone)}${o.endsAt ? ` – ${formatTime(o.endsAt, viewerZone)}` : ''}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-white p-4 shadow-xs">
      <p className="text-sm font-semibold text-amber-900">
        {time}
        {zone && (
          <span className="font-normal text-stone-600">
            {' '}
            ({formatTime(o.startsAt, o.timeZone)} {zone} time)
          </span>
        )}
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-base font-semibold break-words text-stone-900">
          {o.title}
        </h3>
        {o.visibility === 'private' && (
          <span className={cn(pill, 'bg-stone-100 text-stone-700 ring-stone-400/40')}>Private</span>
        )}
        {o.recurringPeriod && (
          <span className={cn(pill, 'bg-amber-50 text-amber-900 ring-amber-700/25')}>Repeats {o.recurringPeriod}</span>
        )}
      </div>
      <ul className="mt-2 flex flex-col gap-1 text-sm text-stone-700">
        {o.location && (
          <li className="flex gap-1.5">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="break-words">
              <span className="sr-only">Location: </span>
              {o.location}
            </span>
          </li>
        )}
        {o.eventLink && (
          <li className="flex gap-1.5">
            <ExternalLink aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <ExternalAnchor href={o.eventLink}>Event link</ExternalAnchor>
          </li>
        )}
        {o.zoomLink && (
          <li className="flex gap-1.5">
            <Video aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <ExternalAnchor href={o.zoomLink}>Join on Zoom</ExternalAnchor>
          </li>
        )}
        {o.requiredCourse && (
          <li className="flex gap-1.5">
            <GraduationCap aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              For learners enrolled in{' '}
              <TextLink to={paths.course(o.requiredCourse.id)}>{o.requiredCourse.title}</TextLink>
            </span>
          </li>
        )}
      </ul>
      {o.description && <p className="mt-2 text-sm break-words whitespace-pre-line text-stone-800">{o.description}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <a
          href={apiUrl('/api/calendar/events/{id}/ics', { id: o.eventId })}
          download
          className={buttonClasses('secondary', 'sm')}
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          Add to my calendar<span className="sr-only">: {o.title}</span>
        </a>
        {o.isOwn && <EditAction subject={o.title} to={paths.calendarEdit(o.eventId)} />}
      </div>
    </article>
  );
}
