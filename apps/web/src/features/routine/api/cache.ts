import type { QueryClient } from '@tanstack/react-query';
import type { CurrentRoutine, Routine, RoutinePhase, RoutinesResponse } from '@woodshed/shared';
import { routinesKeys } from './keys';

/** Changes the cached page (nothing happens when it is not loaded). */
export function updateCachedRoutines(
  queryClient: QueryClient,
  update: (old: RoutinesResponse) => RoutinesResponse,
): void {
  queryClient.setQueryData<RoutinesResponse>(routinesKeys.all, (old) => (old ? update(old) : old));
}

/** The archived list as the server orders it: newest first (by creation). */
function newestFirst(routines: Routine[]): Routine[] {
  return [...routines].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** A current routine without its phases, as it appears in the archived list once another one is current. */
function asArchived({ phases: _phases, ...routine }: CurrentRoutine): Routine {
  return { ...routine, isCurrent: false };
}

/** `routine` becomes current; the one that was current (if another) joins the archive. */
export function writeCurrentRoutine(queryClient: QueryClient, routine: CurrentRoutine): void {
  updateCachedRoutines(queryClient, (old) => {
    const archived = old.archived.filter((candidate) => candidate.id !== routine.id);
    if (old.current && old.current.id !== routine.id) archived.push(asArchived(old.current));
    return { ...old, current: routine, archived: newestFirst(archived) };
  });
}

/** The current routine moves to the archive. */
export function writeArchivedRoutine(queryClient: QueryClient, routine: Routine): void {
  updateCachedRoutines(queryClient, (old) => ({
    ...old,
    current: old.current?.id === routine.id ? null : old.current,
    archived: newestFirst([...old.archived.filter((candidate) => candidate.id !== routine.id), routine]),
  }));
}

/** A routine's new title and description, wherever it is. */
export function writeRoutineDetails(queryClient: QueryClient, routine: Routine): void {
  updateCachedRoutines(queryClient, (old) => ({
    ...old,
    current: old.current?.id === routine.id ? { ...old.current, ...routine, isCurrent: true } : old.current,
    archived: old.archived.map((candidate) => (candidate.id === routine.id ? routine : candidate)),
  }));
}

export function removeCachedRoutine(queryClient: QueryClient, routineId: string): void {
  updateCachedRoutines(queryClient, (old) => ({
    ...old,
    current: old.current?.id === routineId ? null : old.current,
    archived: old.archived.filter((candidate) => candidate.id !== routineId),
  }));
}

/** Changes the phases of the current routine, when `routineId` is the current one. */
export function updateCachedPhases(
  queryClient: QueryClient,
  routineId: string,
  update: (phases: RoutinePhase[]) => RoutinePhase[],
): void {
  updateCachedRoutines(queryClient, (old) =>
    old.current?.id === routineId ? { ...old, current: { ...old.current, phases: update(old.current.phases) } } : old,
  );
}

/** Puts the server's answer for one phase in place. */
export function writeCachedPhase(queryClient: QueryClient, phase: RoutinePhase): void {
  updateCachedPhases(queryClient, phase.routineId, (phases) =>
    phases.map((candidate) => (candidate.id === phase.id ? phase : candidate)),
  );
}

/** After a change: the page is fetched again (the cache was already patched, so nothing flickers). */
export function invalidateRoutines(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: routinesKeys.all });
}
