import { describe, expect, it } from 'vitest';
import { INT4_MAX } from './constants.ts';
import { messages } from './messages.ts';
import { calendarDateSchema, instantSchema, intIdSchema, pageQuerySchema, queryIntIdSchema } from './schemas.ts';

const e = messages.errors;
const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('calendarDateSchema: 1900-01-01 to 2200-12-31', () => {
  const date = calendarDateSchema('Date', { invalid: 'bad date' });

  it.each(['1900-01-01', '2200-12-31', '2026-02-28', '2000-02-29'])('accepts %s', (value) => {
    expect(date.parse(value)).toBe(value);
  });

  it.each(['1899-12-31', '2201-01-01', '9999-12-31', '0001-01-01', '0000-01-01'])('refuses %s, naming it', (value) => {
    expect(messageOf(date.safeParse(value))).toBe(e.dateOutOfRange('Date'));
  });

  it.each(['2026-02-30', '99999-12-31', '2026-1-1', ''])('%j is not a date', (value) => {
    expect(messageOf(date.safeParse(value))).toBe('bad date');
  });

  it('takes the field’s own words for each side', () => {
    const typed = calendarDateSchema('Target date', { invalid: 'bad', tooEarly: 'early', tooLate: 'late' });
    expect(messageOf(typed.safeParse('1899-12-31'))).toBe('early');
    expect(messageOf(typed.safeParse('2201-01-01'))).toBe('late');
  });
});

describe('instantSchema', () => {
  const instant = instantSchema('When', { invalid: 'bad instant' });

  it.each(['1900-01-01T00:00:00Z', '2200-12-31T23:59:59.999-12:00', '2026-11-27T20:00:00+01:00'])(
    'accepts %s',
    (value) => {
      expect(instant.parse(value)).toBe(value);
    },
  );

  it.each(['1899-12-31T23:59:59Z', '2201-01-01T00:00:00+14:00', '9999-12-31T23:59:59Z'])('refuses %s', (value) => {
    expect(messageOf(instant.safeParse(value))).toBe(e.dateOutOfRange('When'));
  });
});

describe('ids and pages', () => {
  it('an int4 id is 1 to 2,147,483,647', () => {
    const id = intIdSchema('not found');
    expect(id.parse(INT4_MAX)).toBe(INT4_MAX);
    for (const value of [INT4_MAX + 1, 0, -1, 1.5, 1e308, Number.NaN]) {
      expect(messageOf(id.safeParse(value))).toBe('not found');
    }
    expect(queryIntIdSchema('not found').parse('42')).toBe(42);
    expect(messageOf(queryIntIdSchema('not found').safeParse('2147483648'))).toBe('not found');
  });

  it('a page is 1 to 1,000,000 and a page size 1 to its maximum', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10 });
    expect(pageQuerySchema.parse({ page: '1000000', pageSize: '100' })).toEqual({ page: 1_000_000, pageSize: 100 });
    expect(messageOf(pageQuerySchema.safeParse({ page: '1000001' }))).toBe(e.pageInvalid);
    expect(messageOf(pageQuerySchema.safeParse({ page: '1e308' }))).toBe(e.pageInvalid);
    expect(messageOf(pageQuerySchema.safeParse({ pageSize: '101' }))).toBe(e.pageSizeInvalid(100));
  });
});
