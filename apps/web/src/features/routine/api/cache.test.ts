import { QueryClient } from '@tanstack/react-query';
import type { CurrentRoutine, Routine, RoutinePhase, RoutinesResponse } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { phaseNames } from '../phase-names';
import { removeCachedRoutine, updateCachedPhases, writeArchivedRoutine, writeCurrentRoutine } from './cache';
import { routinesKeys } from './keys';
import { movePhase } from './reorder-phases';

const phase = (id: string, phaseType: RoutinePhase['phaseType'] = 'Warmup') =>
  ({ id, routineId: 'r1', phaseType }) as RoutinePhase;
const routine = (id: string, createdAt: string): Routine => ({
  id,
  title: id,
  description: 'd',
  isCurrent: false,
  createdAt,
  updatedAt: createdAt,
});
const current = (id: string, createdAt: string, ...phases: RoutinePhase[]): CurrentRoutine => ({
  ...routine(id, createdAt),
  isCurrent: true,
  phases,
});
const ids = (items: { id: string }[] | undefined) => items?.map((item) => item.id);

function cacheWith(data: RoutinesResponse): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(routinesKeys.all, data);
  return queryClient;
}
const read = (queryClient: QueryClient) => queryClient.getQueryData<RoutinesResponse>(routinesKeys.all)!;
const page = (data: Partial<RoutinesResponse>): RoutinesResponse => ({
  current: null,
  archived: [],
  today: '2026-03-05',
  timeZone: 'UTC',
  ...data,
});

describe('phase names', () => {
  it('are the type, numbered among that type only when it repeats', () => {
    const names = phaseNames([phase('a'), phase('b', 'Other'), phase('c')]);
    expect([...names.values()]).toEqual(['Warmup (1)', 'Other', 'Warmup (2)']);
  });
});

describe('phase moves', () => {
  it('put the dragged phase in the place of the one it was dropped on, as the server does', () => {
    const phases = ['a', 'b', 'c'].map((id) => phase(id));
    expect(ids(movePhase(phases, { phaseId: 'c', targetPhaseId: 'a' }))).toEqual(['c', 'a', 'b']);
    expect(ids(movePhase(phases, { phaseId: 'a', targetPhaseId: 'b' }))).toEqual(['b', 'a', 'c']);
    expect(ids(movePhase(phases, { phaseId: 'x', targetPhaseId: 'b' }))).toEqual(['a', 'b', 'c']);
  });

  it('change only the current routine', () => {
    const queryClient = cacheWith(page({ current: current('r1', '2026-03-01T00:00:00Z', phase('a'), phase('b')) }));
    updateCachedPhases(queryClient, 'other', (phases) => phases.slice(1));
    expect(ids(read(queryClient).current?.phases)).toEqual(['a', 'b']);
    updateCachedPhases(queryClient, 'r1', (phases) => phases.slice(1));
    expect(ids(read(queryClient).current?.phases)).toEqual(['b']);
  });
});

describe('the cached page', () => {
  it('archives the current routine when another becomes current, keeping the archive newest first', () => {
    const queryClient = cacheWith(
      page({
        current: current('mid', '2026-03-02T00:00:00Z'),
        archived: [routine('new', '2026-03-03T00:00:00Z'), routine('old', '2026-03-01T00:00:00Z')],
      }),
    );
    writeCurrentRoutine(queryClient, current('old', '2026-03-01T00:00:00Z'));
    expect(read(queryClient).current?.id).toBe('old');
    expect(ids(read(queryClient).archived)).toEqual(['new', 'mid']);
    expect(read(queryClient).archived[1]).not.toHaveProperty('phases');
    expect(read(queryClient).archived[1]?.isCurrent).toBe(false);
  });

  it('moves an archived routine into the list and removes a deleted one', () => {
    const queryClient = cacheWith(
      page({ current: current('mid', '2026-03-02T00:00:00Z'), archived: [routine('old', '2026-03-01T00:00:00Z')] }),
    );
    writeArchivedRoutine(queryClient, routine('mid', '2026-03-02T00:00:00Z'));
    expect(read(queryClient).current).toBeNull();
    expect(ids(read(queryClient).archived)).toEqual(['mid', 'old']);
    removeCachedRoutine(queryClient, 'old');
    expect(ids(read(queryClient).archived)).toEqual(['mid']);
  });
});
