import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILE_TIME_ZONES } from '../auth/index.ts';
import { localDateOf } from '../common/index.ts';
import { nearZoneChangeArb } from '../common/zone-arbitraries.test-support.ts';
import { phaseDurationFromInput, routineResetClock } from './routines.ts';

describe('phase duration as typed', () => {
  it('keeps numbers, rounded to whole minutes, and reads numbers in text', () => {
    expect(phaseDurationFromInput(20)).toBe(20);
    expect(phaseDurationFromInput(12.6)).toBe(13);
    expect(phaseDurationFromInput(' 45 ')).toBe(45);
    expect(phaseDurationFromInput('0')).toBe(0);
    expect(phaseDurationFromInput(-3)).toBe(-3);
  });

  it('turns anything that is not a number into 1', () => {
    for (const value of ['abc', '', '  ', '12 minutes', Number.NaN, Number.POSITIVE_INFINITY, true, {}, []]) {
      expect(phaseDurationFromInput(value)).toBe(1);
    }
  });
});

describe('routine reset clock', () => {
  it('counts from and to local midnight', () => {
    // 14:30 UTC is 09:30 in New York (EST, UTC−5).
    expect(routineResetClock(new Date('2026-11-23T14:30:00Z'), 'America/New_York')).toEqual({
      minutesSinceReset: 570,
      minutesUntilReset: 870,
    });
    expect(routineResetClock(new Date('2026-11-23T00:00:00Z'), 'UTC')).toEqual({
      minutesSinceReset: 0,
      minutesUntilReset: 1440,
    });
  });

  it('follows a 23-hour DST day', () => {
    // Europe/London springs forward on 2026-03-29: the day has 23 hours.
    const clock = routineResetClock(new Date('2026-03-29T12:00:00Z'), 'Europe/London');
    expect(clock.minutesSinceReset).toBe(720);
    expect(clock.minutesUntilReset).toBe(660);
  });

  it('always lies within the local day, whatever the zone and instant', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          nearZoneChangeArb([...PROFILE_TIME_ZONES, 'Asia/Kathmandu', 'Australia/Lord_Howe']),
          fc.record({
            zone: fc.constantFrom(...PROFILE_TIME_ZONES),
            instant: fc.date({
              min: new Date('2020-01-01T00:00:00Z'),
              max: new Date('2039-12-31T00:00:00Z'),
              noInvalidDate: true,
            }),
          }),
        ),
        ({ instant, zone }) => {
          const { minutesSinceReset, minutesUntilReset } = routineResetClock(instant, zone);
          expect(minutesSinceReset).toBeGreaterThanOrEqual(0);
          expect(minutesUntilReset).toBeGreaterThan(0);
          // A local day lasts 23 to 25 hours (some zones move by 30 minutes).
          expect(minutesSinceReset + minutesUntilReset).toBeGreaterThanOrEqual(23 * 60);
          expect(minutesSinceReset + minutesUntilReset).toBeLessThanOrEqual(25 * 60);
          // One hour later: still the same day while more than an hour remains, else the next.
          const later = new Date(instant.getTime() + 60 * 60 * 1000);
          if (minutesUntilReset > 60) expect(localDateOf(later, zone)).toBe(localDateOf(instant, zone));
        },
      ),
    );
  });
});
