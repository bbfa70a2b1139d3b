import { describe, expect, it } from 'vitest';
import { apiUrl, withQuery } from './api-url';

describe('apiUrl', () => {
  it('fills every placeholder, each escaped as one path segment', () => {
    expect(apiUrl('/api/goals/{id}', { id: 'g1' })).toBe('/api/goals/g1');
    expect(apiUrl('/api/routines/{id}/phases/{phaseId}/complete', { id: 'r/1', phaseId: '../p?x' })).toBe(
      '/api/routines/r%2F1/phases/..%2Fp%3Fx/complete',
    );
    expect(apiUrl('/api/admin/files/{id}/tags/{tag}', { id: 'f1', tag: 'a b&c' })).toBe(
      '/api/admin/files/f1/tags/a%20b%26c',
    );
  });

  it('adds the query in the order given, leaving out undefined, null and empty values', () => {
    expect(
      apiUrl('/api/library', {}, { type: 'article', q: 'a b', page: 2, category: '', difficulty: undefined }),
    ).toBe('/api/library?type=article&q=a+b&page=2');
    expect(apiUrl('/api/practice/history', {}, { status: 'active', focusAreaId: null })).toBe(
      '/api/practice/history?status=active',
    );
    expect(apiUrl('/api/goals', {})).toBe('/api/goals');
  });

  it('refuses a placeholder left without a value', () => {
    expect(() => apiUrl('/api/goals/{id}', {} as { id: string })).toThrow('no value for {id}');
  });
});

describe('withQuery', () => {
  it('escapes a URL given as a value, as the calendar apps expect', () => {
    expect(withQuery('https://calendar.google.com/calendar/r', { cid: 'webcal://school.example/feed' })).toBe(
      'https://calendar.google.com/calendar/r?cid=webcal%3A%2F%2Fschool.example%2Ffeed',
    );
    expect(withQuery('/x')).toBe('/x');
  });
});
