import type { CourseModuleSummary, ModuleStatus } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { formatUnlockDate, nothingToContinue } from './format';

const year = new Date().getFullYear();

const module = (status: ModuleStatus | null, lock: { unlocksOn: string; locked: boolean } | null = null) =>
  ({
    id: crypto.randomUUID(),
    title: 'm',
    description: '',
    order: 0,
    weight: 1,
    lockedUntilDay: lock ? 3 : null,
    unlocksOn: lock?.unlocksOn ?? null,
    locked: lock?.locked ?? false,
    status,
  }) satisfies CourseModuleSummary;

describe('unlock dates', () => {
  it('keeps the day and shows the year only when it is not this year', () => {
    const thisYear = formatUnlockDate(`${year}-11-28`);
    expect(thisYear).toMatch(/\b28\b/);
    expect(thisYear).not.toContain(String(year));
    expect(formatUnlockDate(`${year + 1}-01-04`)).toContain(String(year + 1));
  });
});

describe('why there is no Continue Learning', () => {
  it('says when everything is done or there is nothing yet', () => {
    expect(nothingToContinue({ modules: [] })).toBe('This course has no modules yet.');
    expect(nothingToContinue({ modules: [module('complete'), module('complete')] })).toBe(
      'Every module is complete. Well played!',
    );
  });

  it('names the day the next module unlocks when that is all that is left', () => {
    const date = `${year}-11-28`;
    expect(nothingToContinue({ modules: [module('complete'), module(null, { unlocksOn: date, locked: true })] })).toBe(
      `Your next module unlocks on ${formatUnlockDate(date)}.`,
    );
  });

  it('points at the modules on hold', () => {
    expect(nothingToContinue({ modules: [module('complete'), module('on_hold')] })).toMatch(/on hold/);
  });
});
