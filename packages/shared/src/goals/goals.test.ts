import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_GOALS_LIMIT, GOAL_STATUSES, type GoalStatus } from './constants.ts';
import { goalStatusLabel, pickDashboardGoals, priorityPercent } from './goals.ts';

describe('goalStatusLabel', () => {
  it.each([
    ['not_started', 'Not started'],
    ['in_progress', 'In progress'],
    ['completed', 'Completed'],
  ] as const)('%s reads %s', (status, label) => {
    expect(goalStatusLabel(status)).toBe(label);
  });

  it('labels every status without underscores', () => {
    for (const status of GOAL_STATUSES) expect(goalStatusLabel(status)).not.toContain('_');
  });
});

interface TestGoal {
  id: number;
  status: GoalStatus;
  priority: number;
  createdAt: string;
}

const goal = (id: number, status: GoalStatus, priority: number, createdAt: string): TestGoal => ({
  id,
  status,
  priority,
  createdAt,
});

describe('pickDashboardGoals', () => {
  it('excludes completed goals and keeps the 3 of highest priority', () => {
    const goals = [
      goal(1, 'not_started', 0.2, '2026-01-01T00:00:00Z'),
      goal(2, 'completed', 1, '2026-01-02T00:00:00Z'),
      goal(3, 'in_progress', 0.9, '2026-01-03T00:00:00Z'),
      goal(4, 'not_started', 0.5, '2026-01-04T00:00:00Z'),
      goal(5, 'in_progress', 0.7, '2026-01-05T00:00:00Z'),
    ];
    expect(pickDashboardGoals(goals).map((g) => g.id)).toEqual([3, 5, 4]);
  });

  it('breaks priority ties by the newest first', () => {
    const goals = [
      goal(1, 'not_started', 0.5, '2026-01-01T00:00:00Z'),
      goal(2, 'not_started', 0.5, '2026-03-01T00:00:00Z'),
      goal(3, 'in_progress', 0.5, '2026-02-01T00:00:00Z'),
      goal(4, 'in_progress', 0.5, '2026-01-15T00:00:00Z'),
    ];
    expect(pickDashboardGoals(goals).map((g) => g.id)).toEqual([2, 3, 4]);
  });

  it('compares creation instants, not text of different precision', () => {
    const goals = [
      goal(1, 'not_started', 0.5, '2026-01-01T00:00:00Z'),
      goal(2, 'not_started', 0.5, '2026-01-01T00:00:00.500Z'),
    ];
    expect(pickDashboardGoals(goals).map((g) => g.id)).toEqual([2, 1]);
  });

  it('returns fewer than 3 when fewer are active, and nothing when all are completed', () => {
    expect(pickDashboardGoals([goal(1, 'in_progress', 0.1, '2026-01-01T00:00:00Z')]).map((g) => g.id)).toEqual([1]);
    expect(pickDashboardGoals([goal(1, 'completed', 0.9, '2026-01-01T00:00:00Z')])).toEqual([]);
    expect(pickDashboardGoals([])).toEqual([]);
  });

  it('returns the same objects and leaves the input untouched', () => {
    const goals = [
      goal(1, 'not_started', 0.1, '2026-01-01T00:00:00Z'),
      goal(2, 'not_started', 0.9, '2026-01-02T00:00:00Z'),
    ];
    const copy = structuredClone(goals);
    const picked = pickDashboardGoals(goals);
    expect(picked[0]).toBe(goals[1]);
    expect(goals).toEqual(copy);
  });

  const goalArb = fc.record({
    id: fc.integer(),
    status: fc.constantFrom(...GOAL_STATUSES),
    priority: fc.integer({ min: 0, max: 10 }).map((n) => n / 10), // few values, so ties happen
    createdAt: fc
      .integer({ min: Date.parse('2024-01-01T00:00:00Z'), max: Date.parse('2024-01-10T00:00:00Z') })
      .map((ms) => new Date(ms - (ms % 3_600_000)).toISOString()),
  });

  it('property: a sorted subset of the active goals, of size min(3, active)', () => {
    fc.assert(
      fc.property(fc.array(goalArb, { maxLength: 12 }), (goals) => {
        const picked = pickDashboardGoals(goals);
        const active = goals.filter((g) => g.status !== 'completed');
        expect(picked.length).toBe(Math.min(DASHBOARD_GOALS_LIMIT, active.length));
        expect(picked.length).toBeLessThanOrEqual(3);
        for (const g of picked) {
          expect(g.status).not.toBe('completed');
          expect(goals).toContain(g);
        }
        expect(new Set(picked).size).toBe(picked.length);
        for (let i = 1; i < picked.length; i++) {
          const [a, b] = [picked[i - 1]!, picked[i]!];
          expect(a.priority > b.priority || (a.priority === b.priority && a.createdAt >= b.createdAt)).toBe(true);
        }
        // Nothing left out outranks anything picked.
        const last = picked.at(-1);
        if (last) {
          for (const g of active.filter((x) => !picked.includes(x))) {
            expect(g.priority < last.priority || (g.priority === last.priority && g.createdAt <= last.createdAt)).toBe(
              true,
            );
          }
        }
      }),
    );
  });
});

describe('priorityPercent', () => {
  it.each([
    [0, 0],
    [0.5, 50],
    [1, 100],
    [0.07, 7],
    [0.29, 29],
    [0.333, 33],
    [0.145, 15],
    [0.285, 29],
    [0.004, 0],
    [0.005, 1],
  ])('%d reads as %i percent', (priority, percent) => {
    expect(priorityPercent(priority)).toBe(percent);
  });

  it('clamps to 0–100', () => {
    expect(priorityPercent(1.5)).toBe(100);
    expect(priorityPercent(-0.2)).toBe(0);
    expect(priorityPercent(Number.NaN)).toBe(0);
  });

  it('property: every slider position p (0–100, stored as p / 100) reads back as p', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (p) => {
        expect(priorityPercent(p / 100)).toBe(p);
      }),
    );
  });

  it('property: within 0.5 of priority × 100, between 0 and 100', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (priority) => {
        const percent = priorityPercent(priority);
        expect(Number.isInteger(percent)).toBe(true);
        expect(Math.abs(percent - priority * 100)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });
});
