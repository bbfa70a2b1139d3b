import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeLevel, defaultLevelTable, xpRequiredForLevel } from './levels.ts';

const table = defaultLevelTable();

describe('level table', () => {
  it('has 50 cumulative thresholds 100, 300, 600 … 127 500', () => {
    expect(table).toHaveLength(50);
    expect(table.slice(0, 4).map((l) => l.xpRequired)).toEqual([100, 300, 600, 1000]);
    expect(table.at(-1)).toEqual({ level: 50, xpRequired: 127_500 });
    expect(xpRequiredForLevel(10)).toBe(5500);
  });
});

describe('computeLevel', () => {
  it.each([
    [0, { level: 0, progressPercent: 0, xpNeeded: 100, nextLevel: 1 }],
    [40, { level: 0, progressPercent: 40, xpNeeded: 60, nextLevel: 1 }],
    [99, { level: 0, progressPercent: 99, xpNeeded: 1, nextLevel: 1 }],
    [100, { level: 1, progressPercent: 0, xpNeeded: 200, nextLevel: 2 }],
    [200, { level: 1, progressPercent: 50, xpNeeded: 100, nextLevel: 2 }],
    [299, { level: 1, progressPercent: 100, xpNeeded: 1, nextLevel: 2 }],
    [300, { level: 2, progressPercent: 0, xpNeeded: 300, nextLevel: 3 }],
    [401, { level: 2, progressPercent: 34, xpNeeded: 199, nextLevel: 3 }],
    [127_499, { level: 49, progressPercent: 100, xpNeeded: 1, nextLevel: 50 }],
    [127_500, { level: 50, progressPercent: 100, xpNeeded: 0, nextLevel: null }],
    [1_000_000, { level: 50, progressPercent: 100, xpNeeded: 0, nextLevel: null }],
  ])('xp %i gives %o', (xp, expected) => {
    expect(computeLevel(xp, table)).toMatchObject(expected);
  });

  it('does not depend on the order of the table', () => {
    const shuffled = [...table].reverse();
    expect(computeLevel(4321, shuffled)).toEqual(computeLevel(4321, table));
  });

  it('treats negative XP as none and an empty table as no levels', () => {
    expect(computeLevel(-5, table)).toMatchObject({ level: 0, progressPercent: 0 });
    expect(computeLevel(500, [])).toMatchObject({ level: 0, nextLevel: null, xpNeeded: 0 });
  });

  it('property: the level is the highest whose threshold is at most the XP', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), (xp) => {
        const { level } = computeLevel(xp, table);
        const reached = table.filter((l) => l.xpRequired <= xp);
        expect(level).toBe(reached.length === 0 ? 0 : Math.max(...reached.map((l) => l.level)));
      }),
    );
  });

  it('property: progress stays within 0–100 and XP needed closes the gap exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), (xp) => {
        const result = computeLevel(xp, table);
        expect(result.progressPercent).toBeGreaterThanOrEqual(0);
        expect(result.progressPercent).toBeLessThanOrEqual(100);
        if (result.nextThreshold === null) expect(result.xpNeeded).toBe(0);
        else expect(xp + result.xpNeeded).toBe(result.nextThreshold);
      }),
    );
  });

  it('property: more XP never lowers the level, nor the progress within a level', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 150_000 }), fc.integer({ min: 0, max: 5000 }), (xp, extra) => {
        const before = computeLevel(xp, table);
        const after = computeLevel(xp + extra, table);
        expect(after.level).toBeGreaterThanOrEqual(before.level);
        if (after.level === before.level) expect(after.progressPercent).toBeGreaterThanOrEqual(before.progressPercent);
      }),
    );
  });
});
