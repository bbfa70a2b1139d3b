import { tzOffset, tzScan } from '@date-fns/tz';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROFILE_TIME_ZONES } from '../auth/index.ts';
import { zoneOffsetMinutes } from './dates.ts';
import { nearZoneChangeArb } from './zone-arbitraries.test-support.ts';

// zoneOffsetMinutes remembers an offset per quarter hour of UTC: checked against tzOffset (Intl) itself.

/** The profile zones, and half-hour, 45-minute, date-line and southern-hemisphere ones. */
const ZONES = [
  ...PROFILE_TIME_ZONES,
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Australia/Adelaide',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'America/Santiago',
  'Pacific/Auckland',
];

const instantArb = fc.date({
  min: new Date('1990-01-01T00:00:00.000Z'),
  max: new Date('2060-12-31T23:59:59.999Z'),
  noInvalidDate: true,
});

describe('zoneOffsetMinutes', () => {
  it('is tzOffset at any instant and near zone changes, also when asked again (remembered spans)', () => {
    const asked = fc.oneof(
      nearZoneChangeArb(ZONES),
      fc.record({ zone: fc.constantFrom(...ZONES), instant: instantArb }),
    );
    fc.assert(
      fc.property(asked, ({ zone, instant }) => {
        const expected = tzOffset(zone, instant);
        expect(zoneOffsetMinutes(zone, instant.getTime())).toBe(expected);
        expect(zoneOffsetMinutes(zone, instant.getTime())).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('is exact on both sides of every change from 2020 to 2030, in the quarter hour that holds it', () => {
    for (const zone of ZONES) {
      const changes = tzScan(zone, { start: new Date('2020-01-01T00:00:00Z'), end: new Date('2030-01-01T00:00:00Z') });
      for (const change of changes) {
        const at = change.date.getTime();
        for (const instant of [at - 7 * 60_000, at - 1, at, at + 1, at + 7 * 60_000]) {
          expect(zoneOffsetMinutes(zone, instant), `${zone} ${new Date(instant).toISOString()}`).toBe(
            tzOffset(zone, new Date(instant)),
          );
        }
      }
    }
  });
});
