import type { FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { fieldProblems, firstMessage, hasPath } from './field-problems';

describe('fieldProblems', () => {
  it('lists the messages in page order, nested ones by their control', () => {
    const errors: FieldErrors<{ password: string; items: { title: string }[]; email: string }> = {
      password: { type: 'too_small', message: 'Password is too short' },
      items: [{ title: { type: 'required', message: 'Title required' } }],
      email: { type: 'invalid', message: 'Enter a valid e-mail' },
    };
    const order = ['email', 'items.0.title', 'password'];
    expect(fieldProblems(errors, order)).toEqual(['Enter a valid e-mail', 'Title required', 'Password is too short']);
  });

  it('puts messages of names not on the page last, in their own order', () => {
    const errors = { b: { type: 'x', message: 'B' }, a: { type: 'x', message: 'A' }, c: { type: 'x', message: 'C' } };
    expect(fieldProblems(errors, ['c'])).toEqual(['C', 'B', 'A']);
  });

  it('takes an array-level message (a list that is too short) with the list', () => {
    const errors = {
      name: { type: 'x', message: 'Name' },
      tags: { root: { type: 'too_small', message: 'Add a tag' } },
    };
    expect(fieldProblems(errors, ['tags.0', 'name'])).toEqual(['Add a tag', 'Name']);
  });
});

describe('hasPath', () => {
  it('finds top-level and nested values, empty ones included', () => {
    const values = { name: '', items: [{ title: null }] };
    expect(hasPath(values, 'name')).toBe(true);
    expect(hasPath(values, 'items.0.title')).toBe(true);
    expect(hasPath(values, 'items.1.title')).toBe(false);
    expect(hasPath(values, 'token')).toBe(false);
  });
});

describe('firstMessage', () => {
  it("finds a list's own message, or its first entry's", () => {
    expect(firstMessage({ type: 'too_big', message: 'Too many' })).toBe('Too many');
    expect(firstMessage([undefined, { type: 'too_big', message: 'Entry too long' }])).toBe('Entry too long');
    expect(firstMessage(undefined)).toBeUndefined();
  });
});
