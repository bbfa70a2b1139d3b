import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  achievementsEarned,
  bookmarks,
  calendarEvents,
  calendarFeeds,
  chordChangeRecords,
  chordMastery,
  courseModuleProgress,
  coursesEnrolled,
  faculty,
  gameHighScores,
  gameRuns,
  goals,
  materialCollectionAssoc,
  milestones,
  nameClaims,
  passwordResetTokens,
  practiceCollections,
  practiceDayTotals,
  practiceReminders,
  practiceSessions,
  practiceTotals,
  practiceWeekTotals,
  profiles,
  routinePhases,
  routines,
  sessionAttachments,
  sessionSummaries,
  sessionSummaryHomework,
  sessionSummaryMembers,
  sessions,
  storageObjects,
  superadminChanges,
  tempoLogEntries,
  userXp,
  xpAwards,
  xpWeekTotals,
} from '../../db/schema/index.ts';

/** A table holding a user's rows, and how to find them: by a column equal to the user's id, or below it. */
export interface UserDataTable {
  /** The table's name in the export. */
  name: string;
  table: PgTable;
  /** The rows of this user. */
  rowsOf: (userId: string) => SQL;
}

/** The session summaries the user took part in. */
const summariesOf = (userId: string) =>
  sql`select ${sessionSummaryMembers.summaryId} from ${sessionSummaryMembers} where ${sessionSummaryMembers.userId} = ${userId}`;

const byUser = (name: string, table: PgTable, column: PgColumn): UserDataTable => ({
  name,
  table,
  rowsOf: (userId) => eq(column, userId),
});

/**
 * Every table that holds rows about a user, exported by "Your data" (spec: everything Woodshed holds about you).
 * `account.test.ts` walks the schema's foreign keys from `users` and fails when a table reachable from it is
 * neither here nor in NOT_EXPORTED, so a new table cannot be forgotten.
 */
export const USER_DATA_TABLES: readonly UserDataTable[] = [
  byUser('profiles', profiles, profiles.id),
  byUser('practice_sessions', practiceSessions, practiceSessions.userId),
  byUser('goals', goals, goals.userId),
  {
    name: 'milestones',
    table: milestones,
    // The milestones of the user's goals.
    rowsOf: (userId) =>
      sql`${milestones.goalId} in (select ${goals.id} from ${goals} where ${goals.userId} = ${userId})`,
  },
  byUser('bookmarks', bookmarks, bookmarks.userId),
  byUser('chord_mastery', chordMastery, chordMastery.userId),
  byUser('practice_collections', practiceCollections, practiceCollections.userId),
  byUser('material_collection_assoc', materialCollectionAssoc, materialCollectionAssoc.userId),
  byUser('xp_awards_received', xpAwards, xpAwards.receiverId),
  byUser('xp_awards_given', xpAwards, xpAwards.giverId),
  byUser('user_xp', userXp, userXp.userId),
  // Who granted or revoked the user's superadmin role, and the changes they made to others' (issue 26).
  byUser('superadmin_changes_received', superadminChanges, superadminChanges.targetId),
  byUser('superadmin_changes_made', superadminChanges, superadminChanges.actorId),
  byUser('session_summary_members', sessionSummaryMembers, sessionSummaryMembers.userId),
  // The summaries themselves: date, notes, their faculty member, the attachments' names and the homework.
  {
    name: 'session_summaries',
    table: sessionSummaries,
    rowsOf: (userId) => sql`${sessionSummaries.id} in (${summariesOf(userId)})`,
  },
  {
    name: 'session_summary_faculty',
    table: faculty,
    rowsOf: (userId) =>
      sql`${faculty.id} in (select ${sessionSummaries.facultyId} from ${sessionSummaries} where ${sessionSummaries.id} in (${summariesOf(userId)}))`,
  },
  {
    name: 'session_attachments',
    table: sessionAttachments,
    rowsOf: (userId) => sql`${sessionAttachments.summaryId} in (${summariesOf(userId)})`,
  },
  {
    name: 'session_summary_homework',
    table: sessionSummaryHomework,
    rowsOf: (userId) => sql`${sessionSummaryHomework.summaryId} in (${summariesOf(userId)})`,
  },
  byUser('files_uploaded', storageObjects, storageObjects.uploadedBy),
  byUser('routines', routines, routines.userId),
  {
    name: 'routine_phases',
    table: routinePhases,
    // The phases of the user's routines.
    rowsOf: (userId) =>
      sql`${routinePhases.routineId} in (select ${routines.id} from ${routines} where ${routines.userId} = ${userId})`,
  },
  byUser('practice_reminders', practiceReminders, practiceReminders.userId),
  byUser('game_runs', gameRuns, gameRuns.userId),
  byUser('game_high_scores', gameHighScores, gameHighScores.userId),
  byUser('courses_enrolled', coursesEnrolled, coursesEnrolled.userId),
  byUser('course_module_progress', courseModuleProgress, courseModuleProgress.userId),
  byUser('achievements_earned', achievementsEarned, achievementsEarned.userId),
  byUser('calendar_events', calendarEvents, calendarEvents.createdBy),
  byUser('tempo_log_entries', tempoLogEntries, tempoLogEntries.userId),
  byUser('chord_change_records', chordChangeRecords, chordChangeRecords.userId),
];

/** Tables reachable from `users` that are deliberately left out of the export, and why. */
export const NOT_EXPORTED: ReadonlyMap<PgTable, string> = new Map<PgTable, string>([
  [sessions, 'sign-in tokens: secrets, and gone when the account is deleted'],
  [passwordResetTokens, 'reset tokens: secrets, and gone when the account is deleted'],
  [nameClaims, "the skeletons of the profile's username and nickname, which are exported with the profile"],
  [calendarFeeds, 'the calendar feed link: a secret (its seed and hash), shown on /calendar and gone with the account'],
  [practiceDayTotals, 'leaderboard summary derived from practice_sessions, which are exported'],
  [practiceTotals, 'leaderboard summary derived from practice_sessions, which are exported'],
  [practiceWeekTotals, "the week's practice board, derived from practice_sessions, which are exported"],
  [xpWeekTotals, "the week's XP board, derived from xp_awards, which are exported"],
]);
