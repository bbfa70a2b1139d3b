import type { PracticeSession } from '@woodshed/shared';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatCalendarDate, formatInstant, formatMinutes } from '@/lib/format';
import { focusAreaNames, removalInstant } from '../format';
import { EditSessionButton } from './EditSessionButton';
import { FocusAreaTags } from './FocusAreaTags';
import { SessionActionButton } from './SessionActionButton';

interface HistoryTableProps {
  sessions: PracticeSession[];
  namesById: ReadonlyMap<number, string>;
  timeZone: string;
  busyIds: ReadonlySet<string>;
  onAction: (session: PracticeSession, index: number) => void;
  /** Opens an active session in the edit dialog (issue 12); pending ones are restored first. */
  onEdit: (session: PracticeSession) => void;
  /** The previous page is shown while the next one loads. */
  stale: boolean;
}

const columns = ['Date', 'Duration', 'Focus areas', 'Notes', 'Logged'] as const;

/** A cell; below lg the row becomes a card and each cell shows its column name (hidden from screen readers, which have the header). */
function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td role="cell" className={cn('px-4 py-3 align-top max-lg:flex max-lg:gap-3 max-lg:px-0 max-lg:py-1', className)}>
      <span aria-hidden="true" className="w-24 shrink-0 font-medium text-stone-600 lg:hidden">
        {label}
      </span>
      <div className="min-w-0">{children}</div>
    </td>
  );
}

/**
 * The 'Practice sessions' table: Date, Duration, Focus areas, Notes, Logged and the actions (Edit and Delete, or
 * Restore for deleted sessions). Explicit roles keep the table semantics when small screens restyle it as cards.
 */
export function HistoryTable({ sessions, namesById, timeZone, busyIds, onAction, onEdit, stale }: HistoryTableProps) {
  return (
    <table
      role="table"
      aria-busy={stale || undefined}
      className={cn('w-full text-left text-sm text-stone-800 max-lg:block', stale && 'opacity-60')}
    >
      <caption className="sr-only">Practice sessions</caption>
      <thead
        role="rowgroup"
        className="border-b border-stone-200 bg-stone-50 text-xs tracking-wide text-stone-600 uppercase max-lg:sr-only"
      >
        <tr role="row">
          {columns.map((column) => (
            <th key={column} role="columnheader" scope="col" className="px-4 py-3 font-semibold">
              {column}
            </th>
          ))}
          <th role="columnheader" scope="col" className="px-4 py-3">
            <span className="sr-only">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup" className="divide-y divide-stone-200 max-lg:block">
        {sessions.map((session, index) => {
          const deleted = session.scheduledRemoval;
          const removal = removalInstant(session);
          return (
            <tr key={session.id} role="row" className="max-lg:block max-lg:px-4 max-lg:py-4">
              <th
                role="rowheader"
                scope="row"
                className="px-4 py-3 align-top font-semibold whitespace-nowrap text-stone-900 max-lg:block max-lg:px-0 max-lg:pt-0 max-lg:pb-1 max-lg:text-base"
              >
                <time dateTime={session.date}>{formatCalendarDate(session.date, 'weekdayLong')}</time>
              </th>
              <Cell label="Duration" className="whitespace-nowrap">
                {formatMinutes(session.duration)}
              </Cell>
              <Cell label="Focus areas">
                <FocusAreaTags names={focusAreaNames(session, namesById)} />
              </Cell>
              <Cell label="Notes" className="lg:max-w-xs">
                {session.notes ? (
                  <p className="break-words whitespace-pre-line">{session.notes}</p>
                ) : (
                  <span className="text-stone-500">—</span>
                )}
              </Cell>
              <Cell label="Logged" className="lg:whitespace-nowrap">
                <time dateTime={session.createdAt}>
                  {formatInstant(session.createdAt, timeZone, { withTime: true })}
                </time>
              </Cell>
              <td
                role="cell"
                className="px-4 py-3 text-right align-top max-lg:block max-lg:px-0 max-lg:pt-2 max-lg:pb-0 max-lg:text-left"
              >
                <div className="flex flex-wrap gap-2 lg:flex-nowrap lg:justify-end">
                  {!deleted && (
                    <EditSessionButton
                      session={session}
                      disabled={busyIds.has(session.id)}
                      onClick={() => onEdit(session)}
                    />
                  )}
                  <SessionActionButton
                    action={deleted ? 'restore' : 'delete'}
                    session={session}
                    busy={busyIds.has(session.id)}
                    onClick={() => onAction(session, index)}
                  />
                </div>
                {deleted && (
                  <p className="mt-1 text-xs text-stone-600">
                    Removed for good on <time dateTime={removal.toISOString()}>{formatInstant(removal, timeZone)}</time>
                  </p>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
