import { describe, expect, it } from 'vitest';
import { calendarAddress, inMonth, isShowableMonth, readCalendarAddress } from './calendar-address';

const TODAY = '2026-10-14';
const read = (search: string) => readCalendarAddress(new URLSearchParams(search), TODAY);

describe('the calendar address', () => {
  it('shows this month with today selected when it says nothing', () => {
    expect(read('')).toEqual({ selected: TODAY, month: '2026-10' });
  });

  it("shows the month it names, else the selected day's", () => {
    expect(read('?month=2026-12')).toEqual({ selected: TODAY, month: '2026-12' });
    expect(read('?date=2027-02-03')).toEqual({ selected: '2027-02-03', month: '2027-02' });
    expect(read('?date=2027-02-03&month=2026-12')).toEqual({ selected: '2027-02-03', month: '2026-12' });
  });

  it.each(['2026-13', '2026-00', '2026-1', 'december', '2026-12-01', '', '1899-12', '2201-01', '1900-01'])(
    'falls back to this month for ?month=%j',
    (month) => {
      expect(read(`?month=${month}`)).toEqual({ selected: TODAY, month: '2026-10' });
    },
  );

  it('accepts the months whose grid the API can show', () => {
    expect(isShowableMonth('1900-02')).toBe(true);
    expect(isShowableMonth('2200-11')).toBe(true);
    expect(isShowableMonth('2200-12')).toBe(false);
  });

  it('writes only what differs from the default, and reads back what it wrote', () => {
    expect(calendarAddress(TODAY, '2026-10', TODAY).toString()).toBe('');
    expect(calendarAddress(TODAY, '2026-12', TODAY).toString()).toBe('month=2026-12');
    expect(calendarAddress('2026-12-05', '2026-12', TODAY).toString()).toBe('date=2026-12-05');
    expect(calendarAddress('2026-12-05', '2027-01', TODAY).toString()).toBe('date=2026-12-05&month=2027-01');
    for (const [selected, month] of [
      [TODAY, '2026-10'],
      [TODAY, '2025-01'],
      ['2026-12-05', '2026-12'],
      ['2026-12-05', '2030-07'],
    ] as const) {
      expect(readCalendarAddress(calendarAddress(selected, month, TODAY), TODAY)).toEqual({ selected, month });
    }
  });

  it('moves a day into another month, keeping its number where the month has it', () => {
    expect(inMonth('2026-01-31', '2026-02')).toBe('2026-02-28');
    expect(inMonth('2026-03-15', '2025-11')).toBe('2025-11-15');
    expect(inMonth('2026-03-15', '2026-03')).toBe('2026-03-15');
  });
});
