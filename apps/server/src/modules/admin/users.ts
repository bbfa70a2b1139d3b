import {
  DEFAULT_MEMBERSHIP_NAME,
  messages,
  type AdminUserRow,
  type AdminUsersResponse,
  type MembershipLevelsResponse,
} from '@woodshed/shared';
import { asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { membershipLevels, profiles, superadminChanges, userXp, users } from '../../db/schema/index.ts';
import { displayNameSql } from '../../lib/display-name.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { readLevelTable } from '../xp/index.ts';
import { levelSummary } from '../xp/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

/** User Management (§4 Membership change by admin, Superadmin flag). */

const m = messages.admin;
export const userMissing = () => notFound(m.userNotFound);

/** The superadmin who last changed a user's membership. */
const overrideAdmin = alias(profiles, 'override_admin');

/** The superadmin behind a user's latest superadmin change. */
const changeActor = alias(profiles, 'change_actor');

/**
 * A user's latest superadmin change (one row of superadmin_changes_target_idx, read backwards), its actor named as
 * today, or by the name they had when their account is gone.
 */
function latestSuperadminChange(db: DbOrTx) {
  return db
    .select({
      granted: superadminChanges.granted,
      changedAt: superadminChanges.changedAt,
      byName:
        sql<string>`case when ${changeActor.id} is null then ${superadminChanges.actorName} else ${displayNameSql(changeActor)} end`.as(
          'by_name',
        ),
    })
    .from(superadminChanges)
    .leftJoin(changeActor, eq(changeActor.id, superadminChanges.actorId))
    .where(eq(superadminChanges.targetId, users.id))
    .orderBy(desc(superadminChanges.changedAt))
    .limit(1)
    .as('superadmin_change');
}

/** A User Management row, from users joined with its membership, override admin, XP and latest superadmin change. */
function selectRows(db: DbOrTx) {
  const change = latestSuperadminChange(db);
  return db
    .select({
      id: users.id,
      email: users.email,
      username: profiles.username,
      displayName: displayNameSql(profiles),
      createdAt: users.createdAt,
      membershipLevelId: profiles.membershipLevel,
      membershipName: sql<string>`coalesce(${membershipLevels.name}, ${DEFAULT_MEMBERSHIP_NAME})`,
      adminOverride: profiles.adminOverride,
      overrideAdminName: sql<
        string | null
      >`case when ${overrideAdmin.id} is null then null else ${displayNameSql(overrideAdmin)} end`,
      isSuperadmin: profiles.isSuperadmin,
      superadminChange: { granted: change.granted, byName: change.byName, changedAt: change.changedAt },
      eventCreator: profiles.eventCreator,
      xp: sql<number>`coalesce(${userXp.xp}, 0)`.mapWith(Number),
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(membershipLevels, eq(membershipLevels.id, profiles.membershipLevel))
    .leftJoin(overrideAdmin, eq(overrideAdmin.id, profiles.overrideAdminId))
    .leftJoin(userXp, eq(userXp.userId, users.id))
    .leftJoinLateral(change, sql`true`);
}

type RawRow = Awaited<ReturnType<typeof selectRows>>[number];
export type LevelTable = Awaited<ReturnType<typeof readLevelTable>>;

const toRow = ({ superadminChange: change, ...row }: RawRow, table: LevelTable): AdminUserRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  superadminChange: change && { ...change, changedAt: change.changedAt.toISOString() },
  level: levelSummary(row.xp, table).level,
});

function searchCondition(db: DbOrTx, search: string): SQL | undefined {
  if (search === '') return undefined;
  const pattern = containsPattern(search);
  // The matches as one set of ids, each part read along its trigram index where there is one (migration 0019),
  // rather than one scan of every user testing all three.
  const matching = db
    .select({ id: users.id })
    .from(users)
    .where(ilike(users.email, pattern))
    .union(
      db
        .select({ id: profiles.id })
        .from(profiles)
        .where(or(ilike(profiles.username, pattern), ilike(profiles.leaderboardNickname, pattern))),
    );
  return inArray(users.id, matching);
}

/**
 * Newest first, as users_created_at_idx is built (`created_at desc nulls last, id`): the planner uses an index for an
 * order only when the nulls placement matches too, and plain `desc` means nulls first.
 */
const newestFirst = [sql`${users.createdAt} desc nulls last`, asc(users.id)] as const;

/**
 * GET /api/admin/users: a page of every user, newest first, optionally those whose e-mail, username or leaderboard
 * nickname (the name the list shows) contains the search text (ignoring case). The page's ids are found first and only those rows are joined with their membership,
 * override admin and XP. Unfiltered, the ids come from users_created_at_idx and the total from a count beside it; a
 * search reads the matching ids (along the trigram indexes on PostgreSQL) and counts them by a window count — with a
 * count of its own only for a page past the last, which the window cannot see.
 */
export async function listUsers(
  db: DbOrTx,
  query: { page: number; pageSize: number; search: string },
): Promise<AdminUsersResponse> {
  const where = searchCondition(db, query.search);
  const offset = (query.page - 1) * query.pageSize;
  const [page, table] = await Promise.all([
    where ? searchPage(db, where, query.pageSize, offset) : newestPage(db, query.pageSize, offset),
    readLevelTable(db),
  ]);
  const rows =
    page.ids.length === 0
      ? []
      : await selectRows(db)
          .where(inArray(users.id, page.ids))
          .orderBy(...newestFirst);
  return { items: rows.map((row) => toRow(row, table)), total: page.total };
}

interface UserPage {
  ids: string[];
  total: number;
}

async function newestPage(db: DbOrTx, limit: number, offset: number): Promise<UserPage> {
  const [rows, [totals]] = await Promise.all([
    db
      .select({ id: users.id })
      .from(users)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(users),
  ]);
  return { ids: rows.map((row) => row.id), total: totals?.total ?? 0 };
}

async function searchPage(db: DbOrTx, where: SQL, limit: number, offset: number): Promise<UserPage> {
  const rows = await db
    .select({ id: users.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  if (rows.length > 0 || offset === 0) return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
  const [totals] = await db.select({ total: count() }).from(users).where(where);
  return { ids: [], total: totals?.total ?? 0 };
}

/** One user's row, as the list shows it; 404 for an unknown user. Pass the level table when already read. */
export async function getUserRow(db: DbOrTx, userId: string, levelTable?: LevelTable): Promise<AdminUserRow> {
  const [[row], table] = await Promise.all([
    selectRows(db).where(eq(users.id, userId)),
    levelTable ?? readLevelTable(db),
  ]);
  if (!row) throw userMissing();
  return toRow(row, table);
}

/** GET /api/admin/membership-levels: ordered by id. */
export async function listMembershipLevels(db: DbOrTx): Promise<MembershipLevelsResponse> {
  const items = await db
    .select({
      id: membershipLevels.id,
      name: membershipLevels.name,
      shortDescription: membershipLevels.shortDescription,
    })
    .from(membershipLevels)
    .orderBy(asc(membershipLevels.id));
  return { items };
}

/** Sets profile columns of a user; 404 when there is no such user. */
async function updateProfile(db: DbOrTx, userId: string, values: Partial<typeof profiles.$inferInsert>) {
  const updated = await db
    .update(profiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id });
  if (updated.length === 0) throw userMissing();
}

/**
 * PATCH /api/admin/users/:id/membership: the level (null: none, shown as 'Free'), marked as
 * changed by an admin and by whom. Membership levels are reference data, so checking the level first is enough.
 */
export async function changeMembership(
  db: DbOrTx,
  adminId: string,
  userId: string,
  membershipLevelId: number | null,
): Promise<AdminUserRow> {
  if (membershipLevelId !== null) {
    const [level] = await db
      .select({ id: membershipLevels.id })
      .from(membershipLevels)
      .where(eq(membershipLevels.id, membershipLevelId));
    if (!level) throw badRequest(m.membershipLevelNotFound, 'membershipLevelId');
  }
  await updateProfile(db, userId, {
    membershipLevel: membershipLevelId,
    adminOverride: true,
    overrideAdminId: adminId,
  });
  return getUserRow(db, userId);
}

/**
 * PATCH /api/admin/users/:id/superadmin: never one's own flag (the control is hidden there), and
 * never the last superadmin's. The superadmin rows are locked (in id order, so two requests cannot deadlock) before
 * counting them, so two superadmins removing each other at once cannot both pass: the second counts after the first
 * has committed. A change is recorded with its actor and time (issue 26); setting the flag it already has is not one.
 */
export async function changeSuperadmin(
  db: Db,
  adminId: string,
  userId: string,
  isSuperadmin: boolean,
): Promise<AdminUserRow> {
  if (userId === adminId) throw new AppError('forbidden', m.ownSuperadmin);
  await db.transaction(async (tx) => {
    if (!isSuperadmin) {
      const superadmins = await tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(eq(profiles.isSuperadmin, true))
        .orderBy(asc(profiles.id))
        .for('update');
      if (superadmins.length <= 1 && superadmins.some((row) => row.id === userId)) {
        throw new AppError('conflict', m.lastSuperadmin);
      }
    }
    const [target] = await tx
      .select({ isSuperadmin: profiles.isSuperadmin })
      .from(profiles)
      .where(eq(profiles.id, userId))
      .for('no key update');
    if (!target) throw userMissing();
    if (target.isSuperadmin === isSuperadmin) return;
    await updateProfile(tx, userId, { isSuperadmin });
    const actorName = tx
      .select({ name: displayNameSql(profiles) })
      .from(profiles)
      .where(eq(profiles.id, adminId));
    await tx
      .insert(superadminChanges)
      .values({ targetId: userId, actorId: adminId, actorName: sql`(${actorName})`, granted: isSuperadmin });
  });
  return getUserRow(db, userId);
}

/** PATCH /api/admin/users/:id/event-creator. */
export async function changeEventCreator(db: DbOrTx, userId: string, eventCreator: boolean): Promise<AdminUserRow> {
  await updateProfile(db, userId, { eventCreator });
  return getUserRow(db, userId);
}

/** Whether the user exists, and their time zone (their local days count their activity). */
export async function findUserZone(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db.select({ timezone: profiles.timezone }).from(profiles).where(eq(profiles.id, userId));
  if (!row) throw userMissing();
  return row.timezone;
}
