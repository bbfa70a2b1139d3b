import type {
  SessionUser,
  SummariesResponse,
  SummaryDetail,
  SummaryListItem,
  summariesQuerySchema,
} from '@woodshed/shared';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import {
  chords,
  faculty,
  libraryContent,
  profiles,
  sessionAttachments,
  sessionSummaries,
  sessionSummaryHomework,
  sessionSummaryMembers,
} from '../../db/schema/index.ts';
import { displayNameSql } from '../../lib/display-name.ts';
import { isUuid } from '../../lib/ids.ts';
import { chordCardOf, chordImage, libraryCardOf, materialCardColumns, toMaterialItem } from '../collections/index.ts';
import { toFaculty } from './faculty.ts';
import { summaryMissing, visibleTo } from './access.ts';
import { containsPattern } from '../../lib/like-pattern.ts';

/** The session summaries viewer: the list with its filters, and one summary in full. */

type SummariesQuery = z.output<typeof summariesQuerySchema>;

/** The notes' text without their markup, for the search. */
const notesText = sql`regexp_replace(coalesce(${sessionSummaries.longDescription}, ''), '<[^>]*>', ' ', 'g')`;

function filterConditions(query: SummariesQuery): SQL[] {
  const conditions: SQL[] = [];
  if (query.search !== '') {
    const pattern = containsPattern(query.search);
    const search = or(
      ilike(sessionSummaries.shortDescription, pattern),
      sql`${notesText} ilike ${pattern}`,
      ilike(faculty.firstName, pattern),
      ilike(faculty.lastName, pattern),
      sql`${faculty.firstName} || ' ' || ${faculty.lastName} ilike ${pattern}`,
    );
    if (search) conditions.push(search);
  }
  if (query.facultyId) conditions.push(eq(sessionSummaries.facultyId, query.facultyId));
  if (query.type !== 'all') conditions.push(eq(sessionSummaries.isGroupSession, query.type === 'group'));
  return conditions;
}

const summaryFacultyColumns = {
  id: faculty.id,
  firstName: faculty.firstName,
  lastName: faculty.lastName,
  title: faculty.title,
};

/**
 * GET /api/session-summaries: a page of the summaries the viewer may read, newest session first, with their
 * attachment and homework counts (grouped subqueries), the total, and the faculty filter's choices.
 */
export async function listSummaries(
  db: DbOrTx,
  viewer: SessionUser,
  query: SummariesQuery,
): Promise<SummariesResponse> {
  const visible = visibleTo(viewer, sessionSummaries.id);
  const where = and(visible, ...filterConditions(query));
  const attachmentCounts = db
    .select({ summaryId: sessionAttachments.summaryId, total: count().as('attachment_total') })
    .from(sessionAttachments)
    .groupBy(sessionAttachments.summaryId)
    .as('attachment_counts');
  const homeworkCounts = db
    .select({ summaryId: sessionSummaryHomework.summaryId, total: count().as('homework_total') })
    .from(sessionSummaryHomework)
    .groupBy(sessionSummaryHomework.summaryId)
    .as('homework_counts');

  const [rows, [totalRow], facultyRows] = await Promise.all([
    db
      .select({
        id: sessionSummaries.id,
        sessionDate: sessionSummaries.sessionDate,
        shortDescription: sessionSummaries.shortDescription,
        isGroupSession: sessionSummaries.isGroupSession,
        faculty: summaryFacultyColumns,
        attachmentCount: sql<number>`coalesce(${attachmentCounts.total}, 0)`.mapWith(Number),
        homeworkCount: sql<number>`coalesce(${homeworkCounts.total}, 0)`.mapWith(Number),
      })
      .from(sessionSummaries)
      .leftJoin(faculty, eq(faculty.id, sessionSummaries.facultyId))
      .leftJoin(attachmentCounts, eq(attachmentCounts.summaryId, sessionSummaries.id))
      .leftJoin(homeworkCounts, eq(homeworkCounts.summaryId, sessionSummaries.id))
      .where(where)
      .orderBy(desc(sessionSummaries.sessionDate), desc(sessionSummaries.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(sessionSummaries)
      .leftJoin(faculty, eq(faculty.id, sessionSummaries.facultyId))
      .where(where),
    // The filter's choices ignore the filters: every faculty member of what the viewer may read.
    db
      .selectDistinct(summaryFacultyColumns)
      .from(faculty)
      .innerJoin(sessionSummaries, eq(sessionSummaries.facultyId, faculty.id))
      .where(visible)
      .orderBy(asc(faculty.lastName), asc(faculty.firstName), asc(faculty.id)),
  ]);

  const items: SummaryListItem[] = rows.map((row) => ({
    ...row,
    sessionDate: row.sessionDate.toISOString(),
    faculty: row.faculty?.id ? row.faculty : null,
  }));
  return { items, total: totalRow?.total ?? 0, faculty: facultyRows };
}

/** GET /api/session-summaries/:id: 404 unless the viewer is a member or a superadmin. */
export async function getSummary(db: DbOrTx, viewer: SessionUser, id: string): Promise<SummaryDetail> {
  if (!isUuid(id)) throw summaryMissing();
  const [summary] = await db
    .select({ summary: sessionSummaries, faculty })
    .from(sessionSummaries)
    .leftJoin(faculty, eq(faculty.id, sessionSummaries.facultyId))
    .where(and(eq(sessionSummaries.id, id), visibleTo(viewer, sessionSummaries.id)));
  if (!summary) throw summaryMissing();

  const [attachments, homework, members] = await Promise.all([
    db
      .select()
      .from(sessionAttachments)
      .where(eq(sessionAttachments.summaryId, id))
      .orderBy(asc(sessionAttachments.createdAt), asc(sessionAttachments.fileName), asc(sessionAttachments.id)),
    db
      .select({
        materialType: sessionSummaryHomework.materialType,
        materialId: sessionSummaryHomework.materialId,
        ...materialCardColumns,
      })
      .from(sessionSummaryHomework)
      .leftJoin(libraryContent, libraryCardOf(sessionSummaryHomework.materialType, sessionSummaryHomework.materialId))
      .leftJoin(chords, chordCardOf(sessionSummaryHomework.materialType, sessionSummaryHomework.materialId))
      .leftJoin(chordImage, eq(chordImage.id, chords.bucketImgId))
      .where(eq(sessionSummaryHomework.summaryId, id))
      .orderBy(asc(sessionSummaryHomework.position)),
    db
      .select({ id: sessionSummaryMembers.userId, displayName: displayNameSql(profiles) })
      .from(sessionSummaryMembers)
      .innerJoin(profiles, eq(profiles.id, sessionSummaryMembers.userId))
      .where(eq(sessionSummaryMembers.summaryId, id))
      .orderBy(desc(sessionSummaryMembers.isPrimary), asc(displayNameSql(profiles)), asc(sessionSummaryMembers.userId)),
  ]);

  const row = summary.summary;
  return {
    id: row.id,
    sessionDate: row.sessionDate.toISOString(),
    shortDescription: row.shortDescription,
    longDescription: row.longDescription,
    isGroupSession: row.isGroupSession,
    faculty: summary.faculty ? toFaculty(summary.faculty) : null,
    attachments: attachments.map((attachment) => ({
      id: attachment.id,
      fileName: attachment.fileName,
      fileType: attachment.fileType,
      size: attachment.size,
      url: attachment.fileUrl,
    })),
    homework: homework.map(({ library, chord, ...ref }) => ({ ...ref, item: toMaterialItem({ library, chord }) })),
    memberCount: members.length,
    // Learners see how many took part, not who.
    members: viewer.isSuperadmin ? members : null,
    createdAt: row.createdAt.toISOString(),
  };
}
