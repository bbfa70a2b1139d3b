import { LEADERBOARD_ANONYMOUS_PREFIX } from '@woodshed/shared';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A user's public name in SQL: leaderboard nickname, else username, else "Guitarist #" and the first
 * six characters of the id — never the e-mail.
 */
export const displayNameSql = (profile: { id: PgColumn; leaderboardNickname: PgColumn; username: PgColumn }) =>
  sql<string>`coalesce(${profile.leaderboardNickname}, ${profile.username}, ${LEADERBOARD_ANONYMOUS_PREFIX} || left(${profile.id}::text, 6))`;
