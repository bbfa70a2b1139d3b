import { describe, expect, it } from 'vitest';
import { addMonths, isIsoDate, monthGrid, moveFocus, weekdayOf } from './month-grid';

describe('month grid', () => {
  it('covers whole weeks from Sunday to Saturday around the month', () => {
    const grid = monthGrid('2026-03-17');
    expect(grid.from).toBe('2026-03-01'); // a Sunday
    expect(grid.to).toBe('2026-04-04');
    expect(grid.weeks).toHaveLength(5);
    expect(grid.weeks.every((week) => week.length === 7 && weekdayOf(week[0]!) === 0)).toBe(true);
  });

  it('takes six weeks when the month needs them and four for a February from Sunday', () => {
    expect(monthGrid('2026-08-01').weeks).toHaveLength(6);
    expect(monthGrid('2026-02-10')).toMatchObject({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthGrid('2026-02-10').weeks).toHaveLength(4);
  });

  it('never asks for more than 42 days', () => {
    for (let month = 0; month < 48; month += 1) {
      const { weeks } = monthGrid(addMonths('2024-01-01', month));
      expect(weeks.flat().length).toBeLessThanOrEqual(42);
    }
  });

  it('moves months keeping the day, or the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2025-12-15', 1)).toBe('2026-01-15');
  });

  it('moves focus by day, week, week end and month', () => {
    expect(moveFocus('2026-03-31', 'ArrowRight')).toBe('2026-04-01');
    expect(moveFocus('2026-03-01', 'ArrowLeft')).toBe('2026-02-28');
    expect(moveFocus('2026-03-28', 'ArrowDown')).toBe('2026-04-04');
    expect(moveFocus('2026-03-04', 'ArrowUp')).toBe('2026-02-25');
    expect(moveFocus('2026-03-04', 'Home')).toBe('2026-03-01');
    expect(moveFocus('2026-03-04', 'End')).toBe('2026-03-07');
    expect(moveFocus('2026-03-31', 'PageDown')).toBe('2026-04-30');
    expect(moveFocus('2026-03-04', 'a')).toBeNull();
  });

  it('tells real dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-3-1')).toBe(false);
    expect(isIsoDate(null)).toBe(false);
  });
});
