import { messages } from '@woodshed/shared';
import { Plus } from 'lucide-react';
import { useCallback } from 'react';
import { Button } from '@/components/ui/Button';
import { LoadError } from '@/components/ui/LoadError';
import { PageHeader } from '@/components/ui/PageHeader';
import { Spinner } from '@/components/ui/Spinner';
import { useDocumentTitle } from '@/lib/document-title';
import { useRoutines } from '../api/list';
import { ArchivedRoutinesSection } from '../components/ArchivedRoutinesSection';
import { CompletionNotice } from '../components/CompletionNotice';
import { CurrentRoutineCard } from '../components/CurrentRoutineCard';
import { ResetClock } from '../components/ResetClock';
import { RoutineDialogs } from '../components/RoutineDialogs';
import { focusIds } from '../phase-names';
import { useCurrentRoutineActions } from '../use-current-routine-actions';
import { useRoutinePage } from '../use-routine-page';

const m = messages.routines;

/**
 * /routine: the time since and until the daily reset, the current routine with its phases (complete, reset,
 * reorder by drag and drop, add, delete) and the archived routines (restore, delete). One request loads it all.
 */
export function Component() {
  useDocumentTitle('Routine');
  const routines = useRoutines();
  const data = routines.data;
  const current = data?.current ?? null;
  const page = useRoutinePage(current);
  const { actions, ...running } = useCurrentRoutineActions(page);
  const refetch = routines.refetch;
  const onNewDay = useCallback(() => void refetch(), [refetch]);

  const newRoutineButton = (label: string) => (
    <Button
      id={focusIds.newRoutine}
      onClick={(event) =>
        page.openDialog(event.currentTarget, focusIds.newRoutine, () => page.setEditor({ routine: null }))
      }
    >
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );

  return (
    <>
      <PageHeader
        title="Routine"
        description="Your daily practice, phase by phase. Completed phases turn back at midnight."
        actions={current ? newRoutineButton('New Routine') : undefined}
      />

      {routines.isPending && (
        <div className="flex justify-center py-12">
          <Spinner label="Loading routines…" size="lg" />
        </div>
      )}

      {routines.isError && (
        <LoadError
          message={m.loadFailed}
          onRetry={() => void routines.refetch()}
          retrying={routines.isRefetching}
          size="md"
        />
      )}

      {data && (
        <div className="flex flex-col gap-6">
          <ResetClock timeZone={data.timeZone} today={data.today} onNewDay={onNewDay} />
          {current ? (
            <CurrentRoutineCard
              routine={current}
              error={page.currentError}
              notice={<CompletionNotice completion={page.completion} />}
              {...running}
              {...actions}
            />
          ) : (
            <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-stone-300 bg-white px-4 py-12 text-center">
              <p className="text-stone-700">{m.noCurrent}</p>
              {newRoutineButton('Create Routine')}
            </div>
          )}
          <ArchivedRoutinesSection routines={data.archived} timeZone={data.timeZone} page={page} />
        </div>
      )}

      <RoutineDialogs page={page} />
      <p role="status" className="sr-only">
        {page.announcement}
      </p>
    </>
  );
}
