import { randomUUID } from 'node:crypto';
import {
  DEFAULT_COLLECTION_COLOR,
  DEFAULT_COLLECTION_ICON,
  localDateLabelOf,
  messages,
  type createSummaryRequestSchema,
} from '@woodshed/shared';
import { and, eq, inArray, not, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import {
  chords,
  faculty,
  libraryContent,
  materialCollectionAssoc,
  practiceCollections,
  profiles,
  sessionAttachments,
  sessionSummaries,
  sessionSummaryHomework,
  sessionSummaryMembers,
} from '../../db/schema/index.ts';
import { isUniqueViolation, violatedConstraint } from '../../lib/db-errors.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { FileStore } from '../storage/index.ts';
import { attachmentUrl, summaryMissing } from './access.ts';
import { lockPendingAttachments } from './attachments.ts';

/** Creating and deleting session summaries (superadmins). */

export type CreateSummaryValues = z.output<typeof createSummaryRequestSchema>;
type HomeworkRef = CreateSummaryValues['homework'][number];

const m = messages.summaries;
const attachmentMissing = () => badRequest(m.attachmentNotFound, 'attachmentIds');

async function assertFacultyExists(tx: Tx, facultyId: string): Promise<void> {
  const [row] = await tx.select({ id: faculty.id }).from(faculty).where(eq(faculty.id, facultyId));
  if (!row) throw badRequest(m.facultyRequired, 'facultyId');
}

/** The members with their time zones, in the order given; 400 when one does not exist. */
async function findMembers(tx: Tx, memberIds: string[]) {
  const rows = await tx
    .select({ id: profiles.id, timezone: profiles.timezone })
    .from(profiles)
    .where(inArray(profiles.id, memberIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return memberIds.map((id) => {
    const member = byId.get(id);
    if (!member) throw badRequest(m.memberNotFound, 'memberIds');
    return member;
  });
}

/** Every homework item is a chord, or a published library item of the stated type (two queries). */
async function assertHomeworkExists(tx: Tx, homework: HomeworkRef[]): Promise<void> {
  if (homework.length === 0) return;
  const chordIds = homework.filter((ref) => ref.materialType === 'chord').map((ref) => ref.materialId);
  const libraryRefs = homework.filter((ref) => ref.materialType !== 'chord');
  const [chordRows, libraryRows] = await Promise.all([
    chordIds.length === 0 ? [] : tx.select({ id: chords.id }).from(chords).where(inArray(chords.id, chordIds)),
    libraryRefs.length === 0
      ? []
      : tx
          .select({ id: libraryContent.id, contentType: libraryContent.contentType })
          .from(libraryContent)
          .where(
            and(
              inArray(
                libraryContent.id,
                libraryRefs.map((ref) => ref.materialId),
              ),
              eq(libraryContent.published, true),
            ),
          ),
  ]);
  const found = new Set([
    ...chordRows.map((row) => `chord:${row.id}`),
    ...libraryRows.map((row) => `${row.contentType}:${row.id}`),
  ]);
  if (homework.some((ref) => !found.has(`${ref.materialType}:${ref.materialId}`))) {
    throw badRequest(m.homeworkNotFound, 'homework');
  }
}

/** Each member's "Lesson {date}" collection with the homework in order, the date in the member's own zone. */
async function copyHomeworkToMembers(
  tx: Tx,
  members: Array<{ id: string; timezone: string }>,
  input: CreateSummaryValues,
  createdAt: Date,
): Promise<void> {
  if (input.homework.length === 0) return;
  const sessionDate = new Date(input.sessionDate);
  const collections = await tx
    .insert(practiceCollections)
    .values(
      members.map((member) => ({
        userId: member.id,
        title: m.homeworkCollectionTitle(localDateLabelOf(sessionDate, member.timezone)),
        shortDescription: m.homeworkCollectionDescription(input.shortDescription),
        icon: DEFAULT_COLLECTION_ICON,
        color: DEFAULT_COLLECTION_COLOR,
        createdAt,
        updatedAt: createdAt,
      })),
    )
    .returning({ id: practiceCollections.id, userId: practiceCollections.userId });
  await tx.insert(materialCollectionAssoc).values(
    collections.flatMap((collection) =>
      input.homework.map((ref, order) => ({
        userId: collection.userId,
        collectionId: collection.id,
        materialType: ref.materialType,
        materialId: ref.materialId,
        order,
        createdAt,
      })),
    ),
  );
}

interface CreateOptions {
  addedBy: string | null;
  now: Date;
}

/**
 * Writes a summary inside `tx`: the summary (notes sanitised), its members (the first is primary), the pending
 * attachments it claims (in the store's `bucket`), its homework, and each member's homework collection. Answers its id.
 */
export async function insertSummary(
  tx: Tx,
  bucket: string,
  input: CreateSummaryValues,
  { addedBy, now }: CreateOptions,
): Promise<string> {
  await assertFacultyExists(tx, input.facultyId);
  const members = await findMembers(tx, input.memberIds);
  const pending = await lockPendingAttachments(tx, bucket, input.attachmentIds);
  if (pending.length !== input.attachmentIds.length) throw attachmentMissing();
  await assertHomeworkExists(tx, input.homework);

  const notes = input.longDescription === null ? '' : sanitizeRichText(input.longDescription).trim();
  const [summary] = await tx
    .insert(sessionSummaries)
    .values({
      facultyId: input.facultyId,
      shortDescription: input.shortDescription,
      longDescription: notes === '' ? null : notes,
      isGroupSession: input.isGroupSession,
      sessionDate: new Date(input.sessionDate),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: sessionSummaries.id });
  if (!summary) throw new Error('session_summaries insert returned no row');

  await tx
    .insert(sessionSummaryMembers)
    .values(
      members.map((member, index) => ({ summaryId: summary.id, userId: member.id, addedBy, isPrimary: index === 0 })),
    );
  // In the order they were uploaded in the form.
  const byId = new Map(pending.map((file) => [file.id, file]));
  const attachments = input.attachmentIds.flatMap((storageObjectId) => byId.get(storageObjectId) ?? []);
  if (attachments.length > 0) {
    await tx.insert(sessionAttachments).values(
      attachments.map((file, index) => {
        const attachmentId = randomUUID();
        return {
          id: attachmentId,
          summaryId: summary.id,
          storageObjectId: file.id,
          fileName: file.name,
          fileUrl: attachmentUrl(summary.id, attachmentId),
          fileType: file.mimeType,
          size: file.size,
          // A millisecond apart, so they list in the order given.
          createdAt: new Date(now.getTime() + index),
        };
      }),
    );
  }
  if (input.homework.length > 0) {
    await tx
      .insert(sessionSummaryHomework)
      .values(input.homework.map((ref, position) => ({ summaryId: summary.id, ...ref, position })));
  }
  await copyHomeworkToMembers(tx, members, input, now);
  return summary.id;
}

/** POST /api/admin/session-summaries: insertSummary in a transaction of its own. */
export async function createSummary(
  db: Db,
  files: FileStore,
  input: CreateSummaryValues,
  options: CreateOptions,
): Promise<string> {
  return db
    .transaction((tx) => insertSummary(tx, files.bucket, input, options))
    .catch((error: unknown) => {
      // Another summary claimed one of the files between our check and our insert.
      if (isUniqueViolation(error) && violatedConstraint(error) === 'session_attachments_storage_object_key') {
        throw attachmentMissing();
      }
      throw error;
    });
}

/**
 * Deletes a summary with its attachments' rows, then their files. Homework already copied into the members'
 * collections stays theirs. A file left behind by a failure after the commit is unclaimed, so housekeeping takes it.
 */
export async function deleteSummary(db: Db, files: FileStore, id: string): Promise<void> {
  if (!isUuid(id)) throw summaryMissing();
  const storageObjectIds = await db.transaction(async (tx) => {
    const attachments = await tx
      .select({ storageObjectId: sessionAttachments.storageObjectId })
      .from(sessionAttachments)
      .where(eq(sessionAttachments.summaryId, id));
    const deleted = await tx
      .delete(sessionSummaries)
      .where(eq(sessionSummaries.id, id))
      .returning({ id: sessionSummaries.id });
    if (deleted.length === 0) throw summaryMissing();
    return attachments.map((attachment) => attachment.storageObjectId);
  });
  await deleteAttachmentFiles(files, storageObjectIds);
}

/**
 * After the commit that deleted their summaries: the attachments' storage objects, row and file. Already gone
 * (deleted on the files page meanwhile) is what we wanted.
 */
async function deleteAttachmentFiles(files: FileStore, storageObjectIds: readonly string[]): Promise<void> {
  for (const storageObjectId of storageObjectIds) {
    await files.delete(storageObjectId).catch((error: unknown) => {
      if (!(error instanceof AppError && error.code === 'not_found')) throw error;
    });
  }
}

/**
 * Account deletion, inside its transaction (issue 24): the summaries that would be left without a member when the
 * user goes — every one-to-one summary of theirs, and a group summary they are the last member of — are deleted with
 * their members, attachment rows and homework; other group summaries only lose the member (the cascade of the user
 * row). The summaries are locked first, so two last members of a group leaving at once cannot both leave it behind.
 * Answers a function that deletes the attachments' storage objects, to run after the commit.
 */
export async function deleteSummariesOfLeavingMember(
  tx: Tx,
  files: FileStore,
  userId: string,
): Promise<() => Promise<void>> {
  const theirs = sql`select ${sessionSummaryMembers.summaryId} from ${sessionSummaryMembers} where ${sessionSummaryMembers.userId} = ${userId}`;
  await tx
    .select({ id: sessionSummaries.id })
    .from(sessionSummaries)
    .where(sql`${sessionSummaries.id} in (${theirs})`)
    .orderBy(sessionSummaries.id)
    .for('update');
  // A statement of its own, after the locks: it sees the members that another departure removed meanwhile.
  const othersRemain = sql`exists (select 1 from ${sessionSummaryMembers} where ${sessionSummaryMembers.summaryId} = ${sessionSummaries.id} and ${sessionSummaryMembers.userId} <> ${userId})`;
  const doomed = await tx
    .select({ id: sessionSummaries.id })
    .from(sessionSummaries)
    .where(
      and(
        sql`${sessionSummaries.id} in (${theirs})`,
        or(eq(sessionSummaries.isGroupSession, false), not(othersRemain)),
      ),
    );
  if (doomed.length === 0) return async () => undefined;
  const ids = doomed.map((summary) => summary.id);
  const attachments = await tx
    .select({ storageObjectId: sessionAttachments.storageObjectId })
    .from(sessionAttachments)
    .where(inArray(sessionAttachments.summaryId, ids));
  await tx.delete(sessionSummaries).where(inArray(sessionSummaries.id, ids));
  const storageObjectIds = attachments.map((attachment) => attachment.storageObjectId);
  return () => deleteAttachmentFiles(files, storageObjectIds);
}
