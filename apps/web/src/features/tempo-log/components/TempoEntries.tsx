import { messages, type TempoHistoryResponse } from '@woodshed/shared';
import { Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useDeleteConfirmation } from '@/components/ui/use-delete-confirmation';
import { formatCalendarDate } from '@/lib/format';
import { useDeleteTempoEntry } from '../api/delete-entry';

type Entry = TempoHistoryResponse['entries'][number];

/** The chart's figures as a table, newest first, each row with Delete (after a confirmation). */
export function TempoEntries({ entries, caption }: { entries: Entry[]; caption: string }) {
  const remove = useDeleteTempoEntry();
  const tableRef = useRef<HTMLTableElement>(null);
  const deletion = useDeleteConfirmation<Entry>({
    mutation: remove,
    failedMessage: messages.tempoLogWeb.deleteFailed,
    focusAfterDelete: tableRef,
  });
  const newestFirst = [...entries].reverse();

  return (
    <>
      <div className="max-h-64 overflow-y-auto rounded-lg border border-stone-200">
        <table ref={tableRef} tabIndex={-1} className="w-full text-left text-sm focus:outline-none">
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 bg-stone-50 text-xs font-semibold tracking-wide text-stone-600 uppercase">
            <tr>
              <th scope="col" className="px-3 py-2">
                Date
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                BPM
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {newestFirst.map((entry) => (
              <tr key={entry.id}>
                <td className="px-3 py-1.5">
                  <time dateTime={entry.date}>{formatCalendarDate(entry.date)}</time>
                  {entry.note && <span className="block text-xs text-stone-600">{entry.note}</span>}
                </td>
                <td className="px-3 py-1.5 text-right font-semibold tabular-nums">{entry.bpm}</td>
                <td className="px-3 py-1.5 text-right">
                  <Button variant="ghost" size="sm" onClick={() => deletion.ask(entry)}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    <span className="sr-only">
                      Delete {entry.bpm} BPM on {formatCalendarDate(entry.date)}
                    </span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ConfirmDialog
        {...deletion.dialogProps}
        title={
          deletion.target
            ? `Delete ${deletion.target.bpm} BPM on ${formatCalendarDate(deletion.target.date)}?`
            : 'Delete entry?'
        }
        message={messages.tempoLogWeb.deleteConfirm}
        onConfirm={() => deletion.target && remove.mutate(deletion.target.id, { onSuccess: deletion.deleted })}
      />
    </>
  );
}
