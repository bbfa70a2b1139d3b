import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCount, pluralNoun, type NounForms } from './plural.ts';

const course: NounForms = { one: 'course', other: 'courses' };
const attempt: NounForms = { one: 'try', other: 'tries' };
const oneDecimal = { minimumFractionDigits: 1, maximumFractionDigits: 1 };

describe('formatCount (issue 26)', () => {
  it.each([
    [0, '0 courses'],
    [1, '1 course'],
    [2, '2 courses'],
    [21, '21 courses'],
    [1000, '1,000 courses'],
  ])('writes %d as "%s"', (count, text) => {
    expect(formatCount(count, course)).toBe(text);
  });

  it('takes irregular plurals as given', () => {
    expect(formatCount(1, attempt)).toBe('1 try');
    expect(formatCount(3, attempt)).toBe('3 tries');
  });

  it('chooses the form for the number as written: "1.0 hours" is plural, "1 hour" is not', () => {
    const hour = { one: 'hour', other: 'hours' };
    expect(formatCount(1, hour)).toBe('1 hour');
    expect(formatCount(1, hour, oneDecimal)).toBe('1.0 hours');
    expect(formatCount(2.5, hour, oneDecimal)).toBe('2.5 hours');
    expect(formatCount(0.5, hour)).toBe('0.5 hours');
  });

  it('uses the singular for exactly one whole count and the plural for every other', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (count) => {
        expect(pluralNoun(count, course)).toBe(count === 1 ? 'course' : 'courses');
        expect(formatCount(count, course)).toBe(`${count.toLocaleString('en-US')} ${pluralNoun(count, course)}`);
      }),
    );
  });
});
