import { DEFAULT_TIME_ZONE, PROFILE_TIME_ZONES, type ProfileTimeZone, type SessionUser } from '@woodshed/shared';
import type { profiles } from '../../db/schema/index.ts';

type ProfileRow = typeof profiles.$inferSelect;

const isProfileTimeZone = (value: string): value is ProfileTimeZone =>
  (PROFILE_TIME_ZONES as readonly string[]).includes(value);

export function toSessionUser(email: string, profile: ProfileRow): SessionUser {
  return {
    id: profile.id,
    email,
    username: profile.username,
    isSuperadmin: profile.isSuperadmin,
    eventCreator: profile.eventCreator,
    timezone: isProfileTimeZone(profile.timezone) ? profile.timezone : DEFAULT_TIME_ZONE,
  };
}
