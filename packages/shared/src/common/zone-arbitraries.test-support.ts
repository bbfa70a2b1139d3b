import { tzScan } from '@date-fns/tz';
import fc from 'fast-check';

const DAY = 86_400_000;

/**
 * For the date property tests: a zone and an instant within two days of one of its offset changes in 2020–2039,
 * where the DST edge cases live.
 */
export function nearZoneChangeArb(zones: readonly string[]): fc.Arbitrary<{ zone: string; instant: Date }> {
  const transitions = zones.flatMap((zone) =>
    tzScan(zone, { start: new Date('2020-01-01T00:00:00Z'), end: new Date('2040-01-01T00:00:00Z') }).map((change) => ({
      zone,
      at: change.date.getTime(),
    })),
  );
  return fc
    .tuple(fc.constantFrom(...transitions), fc.integer({ min: -2 * DAY, max: 2 * DAY }))
    .map(([{ zone, at }, shift]) => ({ zone, instant: new Date(at + shift) }));
}
