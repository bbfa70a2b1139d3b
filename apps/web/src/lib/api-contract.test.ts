import type { Profile } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { api } from './api';

/**
 * The web's calls are typed by the OpenAPI document (api-schema.d.ts): `tsc -p apps/web` (npm run typecheck)
 * compiles this file, and each call below must keep failing to compile. Never called: nothing is fetched.
 */
export function callsTheDocumentRefuses() {
  // @ts-expect-error a call names the operation it makes
  void api.get('/api/profile');
  // @ts-expect-error a path the document does not have
  void api.get<'/api/profiles', Profile>('/api/profiles');
  // @ts-expect-error a method the path does not take
  void api.patch<'/api/profile', Profile>('/api/profile', {});
  // @ts-expect-error an answer that does not fit the web's type (the document's timezone is a string)
  void api.get<'/api/profile', Omit<Profile, 'timezone'> & { timezone: number }>('/api/profile');
  // @ts-expect-error a body the document does not take
  void api.put<'/api/profile', Profile>('/api/profile', { username: 42 });
  // @ts-expect-error a body where the document takes none
  void api.post<'/api/calendar/feed'>('/api/calendar/feed', { url: 'x' });
}

describe('the typed API client', () => {
  it('accepts the calls the document allows', () => {
    const typed = (): Promise<Profile> => api.get<'/api/profile', Profile>('/api/profile');
    expect(typeof typed).toBe('function');
  });
});
