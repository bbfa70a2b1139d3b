import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILE_TIME_ZONES } from '../auth/index.ts';
import { startOfLocalDay } from '../common/index.ts';
import { nearZoneChangeArb } from '../common/zone-arbitraries.test-support.ts';
import { MODULE_STATUSES, MODULE_WEIGHT_MAX, MODULE_WEIGHT_MIN, type ModuleStatus } from './constants.ts';
import {
  continueModuleId,
  courseProgressPercent,
  isModuleLocked,
  moduleUnlockDate,
  type WeightedModule,
} from './courses.ts';

const DAY = 86_400_000;

/** The profile zones, plus odd offsets (+5:45, +12:45), both sides of the date line and southern DST. */
const ZONES = [
  ...PROFILE_TIME_ZONES,
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Pacific/Apia',
  'America/Santiago',
  'Australia/Lord_Howe',
  'Asia/Beirut',
] as const;

/** The date a calendar shows in a zone, by Intl: an oracle independent of our date functions. */
const calendarDate = (instant: number, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(instant));

/** Whole calendar days from one YYYY-MM-DD to another, by UTC day numbers. */
const dayCount = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY;

const enrolmentArb = fc.oneof(
  nearZoneChangeArb(ZONES),
  fc.record({
    zone: fc.constantFrom(...ZONES),
    instant: fc.date({
      min: new Date('2020-01-01T00:00:00Z'),
      max: new Date('2039-12-31T00:00:00Z'),
      noInvalidDate: true,
    }),
  }),
);

describe('module unlock date', () => {
  it("is the enrolment's local date plus the lock days, in the learner's zone", () => {
    // 03:30 UTC on 2026-03-10 is still the 9th in Chicago (UTC−5 after the DST change on the 8th).
    const enrolledAt = new Date('2026-03-10T03:30:00Z');
    expect(moduleUnlockDate(enrolledAt, 'America/Chicago', 7)).toBe('2026-03-16');
    expect(moduleUnlockDate(enrolledAt, 'UTC', 7)).toBe('2026-03-17');
    expect(moduleUnlockDate(enrolledAt, 'Pacific/Kiritimati', 0)).toBe('2026-03-10');
    expect(moduleUnlockDate(enrolledAt, 'UTC', null)).toBeNull();
  });

  it('is locked before that date and open from it; a module without a lock never is', () => {
    expect(isModuleLocked('2026-03-15', '2026-03-16')).toBe(true);
    expect(isModuleLocked('2026-03-16', '2026-03-16')).toBe(false);
    expect(isModuleLocked('2026-04-01', '2026-03-16')).toBe(false);
    expect(isModuleLocked('1999-01-01', null)).toBe(false);
  });

  it('property: unlocked exactly when the local date reaches enrolment date + N, in any zone and across DST', () => {
    fc.assert(
      fc.property(
        enrolmentArb,
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: -2 * DAY, max: 70 * DAY }),
        ({ zone, instant }, lockDays, later) => {
          const now = instant.getTime() + later;
          const unlocksOn = moduleUnlockDate(instant, zone, lockDays)!;
          const today = calendarDate(now, zone);
          const daysSinceEnrolment = dayCount(calendarDate(instant.getTime(), zone), today);
          expect(isModuleLocked(today, unlocksOn)).toBe(daysSinceEnrolment < lockDays);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('property: opens at the first instant of the unlock date in the zone, not a moment earlier', () => {
    fc.assert(
      fc.property(enrolmentArb, fc.integer({ min: 1, max: 400 }), ({ zone, instant }, lockDays) => {
        const unlocksOn = moduleUnlockDate(instant, zone, lockDays)!;
        const opening = startOfLocalDay(unlocksOn, zone);
        expect(isModuleLocked(calendarDate(opening - 1, zone), unlocksOn)).toBe(true);
        expect(isModuleLocked(calendarDate(opening, zone), unlocksOn)).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});

const statusArb = fc.option(fc.constantFrom(...MODULE_STATUSES), { nil: null });
const moduleArb = fc.record({
  weight: fc.integer({ min: MODULE_WEIGHT_MIN, max: MODULE_WEIGHT_MAX }),
  status: statusArb,
});
const modulesArb = fc.array(moduleArb, { maxLength: 200 });

/** How far a status counts: untouched 0, in progress and on hold half, complete full. */
const rank = (status: ModuleStatus | null) =>
  status === 'complete' ? 2 : status === 'in_progress' || status === 'on_hold' ? 1 : 0;

describe('course progress percent', () => {
  it('weighs complete fully, in progress and on hold by half, untouched and unopened not at all; rounded', () => {
    const modules: WeightedModule[] = [
      { weight: 1, status: 'complete' },
      { weight: 2, status: 'in_progress' },
      { weight: 3, status: 'on_hold' },
      { weight: 4, status: 'untouched' },
      { weight: 5, status: null },
    ];
    // (1 + 1 + 1.5) / 15 = 23.3 %
    expect(courseProgressPercent(modules)).toBe(23);
    expect(courseProgressPercent([{ weight: 1, status: 'in_progress' }])).toBe(50);
    expect(
      courseProgressPercent([
        { weight: 3, status: 'complete' },
        { weight: 5, status: null },
      ]),
    ).toBe(38);
    expect(
      courseProgressPercent([
        { weight: 1, status: 'complete' },
        { weight: 1, status: 'complete' },
      ]),
    ).toBe(100);
  });

  it('is 0 without modules', () => {
    expect(courseProgressPercent([])).toBe(0);
  });

  it('never rounds up to 100 while a module is not complete', () => {
    const modules: WeightedModule[] = [
      ...Array.from({ length: 199 }, () => ({ weight: 10, status: 'complete' as const })),
      { weight: 1, status: 'in_progress' },
    ];
    expect(courseProgressPercent(modules)).toBe(99);
  });

  it('property: a whole number from 0 to 100, and 100 exactly when every module is complete', () => {
    fc.assert(
      fc.property(modulesArb, (modules) => {
        const percent = courseProgressPercent(modules);
        expect(Number.isInteger(percent)).toBe(true);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        expect(percent === 100).toBe(modules.length > 0 && modules.every((m) => m.status === 'complete'));
        if (modules.every((m) => rank(m.status) === 0)) expect(percent).toBe(0);
      }),
    );
  });

  it('property: moving any module to a further status never lowers the percent', () => {
    fc.assert(
      fc.property(
        modulesArb.filter((m) => m.length > 0),
        fc.nat(),
        statusArb,
        (modules, pick, next) => {
          const index = pick % modules.length;
          fc.pre(rank(next) >= rank(modules[index]!.status));
          const advanced = modules.map((m, i) => (i === index ? { ...m, status: next } : m));
          expect(courseProgressPercent(advanced)).toBeGreaterThanOrEqual(courseProgressPercent(modules));
        },
      ),
    );
  });

  it('property: the order of the modules does not matter', () => {
    fc.assert(
      fc.property(modulesArb, (modules) => {
        expect(courseProgressPercent([...modules].reverse())).toBe(courseProgressPercent(modules));
      }),
    );
  });
});

describe('Continue Learning', () => {
  const module = (id: string, order: number, status: ModuleStatus | null, locked = false) => ({
    id,
    order,
    status,
    locked,
  });

  it('opens the first unlocked module, by order, that is in progress, untouched or never opened', () => {
    expect(
      continueModuleId([
        module('c', 2, null),
        module('a', 0, 'complete'),
        module('b', 1, 'on_hold'),
        module('d', 3, 'in_progress'),
      ]),
    ).toBe('c');
    expect(continueModuleId([module('a', 0, 'complete'), module('b', 1, 'in_progress')])).toBe('b');
    expect(continueModuleId([module('a', 0, 'untouched', true), module('b', 1, 'untouched')])).toBe('b');
  });

  it('is null when every module is complete, on hold or locked', () => {
    expect(continueModuleId([])).toBeNull();
    expect(
      continueModuleId([module('a', 0, 'complete'), module('b', 1, 'on_hold'), module('c', 2, null, true)]),
    ).toBeNull();
  });
});
