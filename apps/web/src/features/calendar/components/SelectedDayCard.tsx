import { messages } from '@woodshed/shared';
import { useMemo } from 'react';
import { Card } from '@/components/ui/Card';
import { LoadError } from '@/components/ui/LoadError';
import { Spinner } from '@/components/ui/Spinner';
import { useOccurrences } from '../api/occurrences';
import { DayEvents } from './DayEvents';
import { byDate, monthGrid, type IsoDate } from './month-grid';

interface SelectedDayCardProps {
  selected: IsoDate;
  viewerZone: string;
  /** The month grid's own load failed: its error stands for both. */
  gridFailed: boolean;
}

/** The selected day's events, from its month's occurrences (the grid's request, unless another month is shown). */
export function SelectedDayCard({ selected, viewerZone, gridFailed }: SelectedDayCardProps) {
  const selectedGrid = useMemo(() => monthGrid(selected), [selected]);
  const occurrences = useOccurrences(selectedGrid.from, selectedGrid.to);
  const days = useMemo(() => byDate(occurrences.data?.items ?? []), [occurrences.data]);
  const ready = occurrences.isSuccess && !occurrences.isPlaceholderData;

  return (
    <Card className="p-4 sm:p-6">
      {occurrences.isError && !gridFailed ? (
        <LoadError
          message={messages.calendar.loadFailed}
          onRetry={() => void occurrences.refetch()}
          retrying={occurrences.isFetching}
        />
      ) : (
        <DayEvents
          date={selected}
          items={ready ? (days.get(selected) ?? []) : undefined}
          viewerZone={occurrences.data?.timeZone ?? viewerZone}
        />
      )}
      {!ready && !occurrences.isError && <Spinner label="Loading events…" className="mt-3" />}
    </Card>
  );
}
