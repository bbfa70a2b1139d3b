import { DEFAULT_TIME_ZONE, isTimeZone, type SessionUser } from '@woodshed/shared';
import type { profiles } from '../../db/schema/index.ts';

type ProfileRow = typeof profiles.$inferSelect;

export function toSessionUser(email: string, profile: ProfileRow): SessionUser {
  return {
    id: profile.id,
    email,
    username: profile.username,
    isSuperadmin: profile.isSuperadmin,
    eventCreator: profile.eventCreator,
    timezone: isTimeZone(profile.timezone) ? profile.timezone : DEFAULT_TIME_ZONE,
  };
}
