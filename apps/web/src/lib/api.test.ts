import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@woodshed/shared';
import { api, holdSessionReads, isAbortError, releaseSessionReads } from './api';

/** A fetch that answers 200 `{}` unless its signal is (or becomes) aborted. */
function stubFetch() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit) => {
      calls.push(`${init.method} ${path}`);
      if (init.signal?.aborted) return Promise.reject(new DOMException('aborted', 'AbortError'));
      return Promise.resolve(new Response('{}', { status: 200 }));
    }),
  );
  return calls;
}

afterEach(() => {
  releaseSessionReads();
  vi.unstubAllGlobals();
});

describe('reads held during sign-out', () => {
  it('cuts off reads but lets writes through, until released', async () => {
    stubFetch();
    holdSessionReads();
    const held = await api.get<'/api/dashboard'>('/api/dashboard').catch((error: unknown) => error);
    expect(isAbortError(held)).toBe(true);
    await expect(api.post<'/api/auth/logout'>('/api/auth/logout')).resolves.toEqual({});

    releaseSessionReads();
    await expect(api.get<'/api/dashboard'>('/api/dashboard')).resolves.toEqual({});
  });

  it('still honours the caller’s own signal', async () => {
    stubFetch();
    const own = new AbortController();
    own.abort();
    const error = await api.get<'/api/dashboard'>('/api/dashboard', { signal: own.signal }).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    await expect(api.get<'/api/dashboard'>('/api/dashboard')).resolves.toEqual({});
  });
});

describe('errors without the envelope', () => {
  it.each([502, 503, 504])(
    'a proxy page with status %i reads as Woodshed being briefly unavailable',
    async (status) => {
      vi.stubGlobal(
        'fetch',
        vi.fn(() => Promise.resolve(new Response('<html>Bad Gateway</html>', { status }))),
      );
      const error = await api.get<'/api/dashboard'>('/api/dashboard').catch((e: unknown) => e);
      expect(error).toMatchObject({ status, code: 'unavailable', message: messages.errors.unavailable });
    },
  );
});
