import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { WriteAwareQueryClient } from './query-client';

/** A query whose loads answer when told: the first with what the server held before a write, later ones after it. */
function serverWithSlowFirstAnswer() {
  let answerFirst: (value: string) => void = () => {};
  let loads = 0;
  const queryFn = () => {
    loads += 1;
    if (loads === 1) return new Promise<string>((resolve) => (answerFirst = resolve));
    return Promise.resolve('after the write');
  };
  return { queryFn, answerFirst: () => answerFirst('before the write'), loads: () => loads };
}

async function invalidateDuringFirstLoad(queryClient: QueryClient) {
  const server = serverWithSlowFirstAnswer();
  const observer = new QueryObserver(queryClient, { queryKey: ['site'], queryFn: server.queryFn, retry: false });
  const unsubscribe = observer.subscribe(() => {});
  const invalidated = queryClient.invalidateQueries({ queryKey: ['site'] });
  server.answerFirst();
  await invalidated;
  unsubscribe();
  return { data: queryClient.getQueryData(['site']), loads: server.loads() };
}

describe('WriteAwareQueryClient', () => {
  it('loads again when a write invalidates a query whose first load is still in flight', async () => {
    expect(await invalidateDuringFirstLoad(new WriteAwareQueryClient())).toEqual({
      data: 'after the write',
      loads: 2,
    });
  });

  it('is needed: the plain client keeps the first load, answered before the write', async () => {
    expect(await invalidateDuringFirstLoad(new QueryClient())).toEqual({ data: 'before the write', loads: 1 });
  });

  it("cancels nothing when the invalidation loads nothing again (refetchType 'none')", async () => {
    const queryClient = new WriteAwareQueryClient();
    const server = serverWithSlowFirstAnswer();
    const loading = queryClient.fetchQuery({ queryKey: ['site'], queryFn: server.queryFn });
    await queryClient.invalidateQueries({ queryKey: ['site'], refetchType: 'none' });
    server.answerFirst();
    expect(await loading).toBe('before the write');
  });
});
