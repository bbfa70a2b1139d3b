import { MutationObserver, QueryClient } from '@tanstack/react-query';
import type { ModulePage, ModuleStatus, UpdateModuleProgressResponse } from '@woodshed/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardKeys } from '@/lib/query-keys';
import { coursesKeys } from './keys';
import { moduleProgressMutationOptions, type ProgressHandlers } from './module-progress';

const COURSE = '11111111-1111-4111-8111-111111111111';
const MODULE = '22222222-2222-4222-8222-222222222222';
const NOW = '2026-03-05T10:00:00.000Z';

const page = (status: ModuleStatus, courseProgress = 0): ModulePage => ({
  course: { id: COURSE, title: 'First Month on Guitar' },
  module: {
    id: MODULE,
    title: 'Holding the Guitar',
    description: 'd',
    order: 0,
    weight: 1,
    thumbnailUrl: null,
    heroImageUrl: null,
    videoUrl: null,
    content: '<p>x</p>',
  },
  locked: false,
  unlocksOn: null,
  progress: { status, notes: '', lastUpdated: NOW },
  previousModuleId: null,
  nextModuleId: null,
  courseProgress,
});

const answer = (status: ModuleStatus, progress: number, xpAwarded = 0): UpdateModuleProgressResponse => ({
  progress: { status, notes: '', lastUpdated: NOW },
  enrollment: { progress, completed: progress === 100, enrolledAt: NOW },
  xpAwarded,
});

/** fetch answers held until the test releases them, in the order the requests were sent. */
function heldFetch() {
  const pending: Array<(response: Response) => void> = [];
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Promise<Response>((resolve) => pending.push(resolve));
    }),
  );
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  return {
    bodies,
    ok: (index: number, body: UpdateModuleProgressResponse) => pending[index]!(json(200, body)),
    fail: (index: number) => pending[index]!(json(500, { error: { code: 'internal', message: 'boom' } })),
  };
}

function setup(handlers: ProgressHandlers = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(coursesKeys.module(COURSE, MODULE), page('untouched'));
  queryClient.setQueryData(dashboardKeys.all, { level: { xp: 0 } });
  const write = () =>
    new MutationObserver(queryClient, moduleProgressMutationOptions(queryClient, COURSE, MODULE, handlers));
  const shown = () => queryClient.getQueryData<ModulePage>(coursesKeys.module(COURSE, MODULE))!;
  return { queryClient, write, shown };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.unstubAllGlobals());

describe('module progress writes', () => {
  it('shows a status at once, then the server answer and the new percent', async () => {
    const server = heldFetch();
    const saved = vi.fn();
    const { write, shown } = setup({ onSaved: saved });
    const done = write().mutate({ status: 'in_progress' });
    await settle();
    expect(shown().progress?.status).toBe('in_progress');
    expect(shown().courseProgress).toBe(0);
    expect(server.bodies).toEqual([{ status: 'in_progress' }]);
    server.ok(0, answer('in_progress', 50));
    await done;
    expect(shown().progress?.status).toBe('in_progress');
    expect(shown().courseProgress).toBe(50);
    expect(saved).toHaveBeenCalledWith(answer('in_progress', 50), { status: 'in_progress' });
  });

  it('puts the old status back when the server refuses, and says so', async () => {
    const server = heldFetch();
    const failed = vi.fn();
    const { write, shown } = setup({ onFailed: failed });
    const done = write()
      .mutate({ status: 'complete' })
      .catch(() => undefined);
    await settle();
    expect(shown().progress?.status).toBe('complete');
    server.fail(0);
    await done;
    expect(shown().progress?.status).toBe('untouched');
    expect(failed).toHaveBeenCalledOnce();
  });

  it('sends quick changes one after another and never flickers back to an older one', async () => {
    const server = heldFetch();
    const { write, shown } = setup();
    const first = write().mutate({ status: 'in_progress' });
    await settle();
    const second = write().mutate({ status: 'complete' });
    await settle();
    expect(shown().progress?.status).toBe('complete');
    // The second waits for the first (one scope per module).
    expect(server.bodies).toHaveLength(1);
    server.ok(0, answer('in_progress', 50));
    await first;
    expect(shown().progress?.status).toBe('complete');
    await settle();
    expect(server.bodies).toEqual([{ status: 'in_progress' }, { status: 'complete' }]);
    server.ok(1, answer('complete', 100));
    await second;
    expect(shown().progress?.status).toBe('complete');
    expect(shown().courseProgress).toBe(100);
  });

  it('refreshes the dashboard when the change completed the course', async () => {
    const server = heldFetch();
    const { queryClient, write } = setup();
    const done = write().mutate({ status: 'complete' });
    await settle();
    expect(queryClient.getQueryState(dashboardKeys.all)?.isInvalidated).toBe(false);
    server.ok(0, answer('complete', 100, 150));
    await done;
    expect(queryClient.getQueryState(dashboardKeys.all)?.isInvalidated).toBe(true);
  });

  it('saves notes without touching the status shown', async () => {
    const server = heldFetch();
    const { write, shown } = setup();
    const done = write().mutate({ notes: 'Slow down the change to G.' });
    await settle();
    expect(shown().progress?.status).toBe('untouched');
    server.ok(0, {
      ...answer('untouched', 0),
      progress: { status: 'untouched', notes: 'Slow down the change to G.', lastUpdated: NOW },
    });
    await done;
    expect(shown().progress?.notes).toBe('Slow down the change to G.');
  });
});
