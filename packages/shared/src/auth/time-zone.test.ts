import { describe, expect, it } from 'vitest';
import { dashboardResponseSchema } from '../dashboard/index.ts';
import { PROFILE_TIME_ZONES } from './constants.ts';
import { sessionUserSchema } from './schemas.ts';
import { isTimeZone, timeZoneSchema } from './time-zone.ts';

describe('timeZoneSchema (any IANA zone)', () => {
  it.each([
    ...PROFILE_TIME_ZONES,
    'Asia/Kolkata',
    'Asia/Calcutta', // an alias Intl accepts
    'America/Sao_Paulo',
    'Pacific/Auckland',
    'Africa/Johannesburg',
    'Pacific/Chatham',
    'Pacific/Kiritimati',
  ])('accepts %s', (zone) => {
    expect(isTimeZone(zone)).toBe(true);
    expect(timeZoneSchema.parse(zone)).toBe(zone);
  });

  it('accepts every zone Intl lists', () => {
    const all = Intl.supportedValuesOf('timeZone');
    expect(all.length).toBeGreaterThan(300);
    expect(all.filter((zone) => !isTimeZone(zone))).toEqual([]);
  });

  it.each(['', 'Mars/Olympus_Mons', 'Pacific', 'not a zone', 'x'.repeat(101)])('refuses %j', (zone) => {
    expect(isTimeZone(zone)).toBe(false);
    expect(timeZoneSchema.safeParse(zone).success).toBe(false);
  });

  it('is what the session user and the dashboard carry', () => {
    const user = {
      id: '6f1c2f0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f',
      email: 'a@example.test',
      username: null,
      isSuperadmin: false,
      eventCreator: false,
      timezone: 'Asia/Kolkata',
    };
    expect(sessionUserSchema.parse(user).timezone).toBe('Asia/Kolkata');
    expect(sessionUserSchema.safeParse({ ...user, timezone: 'Nowhere/Land' }).success).toBe(false);
    expect(dashboardResponseSchema.shape.timezone.safeParse('Pacific/Auckland').success).toBe(true);
  });
});
