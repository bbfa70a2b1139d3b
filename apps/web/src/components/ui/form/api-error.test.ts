import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { formProblemOf } from './api-error';
import { applyApiError, applyApiErrorAt } from './apply-api-error';

const fields = new Set(['name', 'email']);
const isField = (name: string) => fields.has(name);
const wording = { fallback: 'Failed to save' };

describe('formProblemOf', () => {
  it.each([400, 409, 422])('puts a %i that names a form field beside that field, in the server’s words', (status) => {
    const error = new ApiError(status, 'validation', 'Name is taken', 'name');
    expect(formProblemOf(error, isField, wording)).toEqual({ field: 'name', message: 'Name is taken' });
  });

  it('puts a message about a field the form does not have in the banner', () => {
    const error = new ApiError(400, 'validation', 'Token expired', 'token');
    expect(formProblemOf(error, isField, wording)).toEqual({ field: null, message: 'Token expired' });
  });

  it.each([
    [0, 'Could not reach Woodshed.'],
    [429, 'Too many attempts.'],
    [400, 'Bad input.'],
    [409, 'Already exists.'],
    [503, 'The file storage is full.'],
  ])('shows the server’s words for a %i in the banner', (status, message) => {
    expect(formProblemOf(new ApiError(status, 'unknown', message), isField, wording)).toEqual({ field: null, message });
  });

  it.each([401, 403, 404, 413, 500])('shows the fallback for a %i', (status) => {
    const error = new ApiError(status, 'unknown', 'Internal detail', 'name');
    expect(formProblemOf(error, isField, wording)).toEqual({ field: null, message: 'Failed to save' });
  });

  it('shows the server’s words for the statuses a form adds', () => {
    const error = new ApiError(404, 'not_found', 'Achievement not found');
    expect(formProblemOf(error, isField, { ...wording, alsoShow: [404] }).message).toBe('Achievement not found');
  });

  it('shows the fallback for anything that is not an API error', () => {
    expect(formProblemOf(new Error('boom'), isField, wording)).toEqual({ field: null, message: 'Failed to save' });
  });
});

describe('applyApiError', () => {
  const formWith = (values: object) => {
    const calls: unknown[][] = [];
    return {
      calls,
      form: { getValues: () => values, setError: (...args: unknown[]) => void calls.push(args) },
    };
  };

  it('sets the blamed field’s error and focuses it', () => {
    const { form, calls } = formWith({ name: 'x', items: [{ title: '' }] });
    applyApiError(form as never, new ApiError(400, 'validation', 'Title required', 'items.0.title'), wording);
    expect(calls).toEqual([['items.0.title', { type: 'server', message: 'Title required' }, { shouldFocus: true }]]);
  });

  it('sets the form’s own problem otherwise, and says where it went', () => {
    const { form, calls } = formWith({ name: 'x' });
    const problem = applyApiError(form as never, new ApiError(500, 'internal', 'Oops'), wording);
    expect(problem).toEqual({ field: null, message: 'Failed to save' });
    expect(calls).toEqual([['root', { type: 'server', message: 'Failed to save' }]]);
  });
});

describe('applyApiErrorAt', () => {
  const fieldOf = (path: string) => (path === 'criterion.threshold' ? 'threshold' : null);

  it('puts a request path the form types elsewhere beside that field', () => {
    const calls: unknown[][] = [];
    const form = { setError: (...args: unknown[]) => void calls.push(args) };
    const error = new ApiError(400, 'validation', 'At least 1', 'criterion.threshold');
    expect(applyApiErrorAt(form as never, error, wording, fieldOf)).toEqual({
      field: 'threshold',
      message: 'At least 1',
    });
    expect(calls).toEqual([['threshold', { type: 'server', message: 'At least 1' }, { shouldFocus: true }]]);
  });

  it('puts a path that is no field of the form in the banner', () => {
    const calls: unknown[][] = [];
    const form = { setError: (...args: unknown[]) => void calls.push(args) };
    const error = new ApiError(400, 'validation', 'Bad token', 'token');
    expect(applyApiErrorAt(form as never, error, wording, fieldOf)).toEqual({ field: null, message: 'Bad token' });
    expect(calls).toEqual([['root', { type: 'server', message: 'Bad token' }]]);
  });
});
