import { randomUUID } from 'node:crypto';
import {
  PENDING_ATTACHMENT_TTL_HOURS,
  SESSION_ATTACHMENT_FOLDER,
  type PendingAttachment,
  type SessionUser,
} from '@woodshed/shared';
import { and, eq, inArray, like, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessionAttachments, sessionSummaries, sessionSummaryMembers, storageObjects } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Job } from '../../lib/jobs.ts';
import type { FileStore, OpenedFile } from '../storage/index.ts';
import { summaryMissing, visibleTo } from './access.ts';

/**
 * Session attachments: uploaded one by one into the private session-attachments folder
 * while the form is filled in, claimed by the summary that is then created, served only to its members and
 * superadmins; unclaimed ones are deleted after PENDING_ATTACHMENT_TTL_HOURS.
 */

const MS_PER_HOUR = 3_600_000;
const IN_FOLDER = `${SESSION_ATTACHMENT_FOLDER}/%`;

/** Stores an uploaded file of any accepted type (judged by its content) as a pending attachment. */
export async function savePendingAttachment(
  files: FileStore,
  upload: { name: string; data: Buffer },
  uploadedBy: string | null,
): Promise<PendingAttachment> {
  const stored = await files.save({
    category: 'any',
    name: upload.name,
    data: upload.data,
    uploadedBy,
    location: { folder: SESSION_ATTACHMENT_FOLDER, baseName: randomUUID() },
  });
  return { id: stored.id, fileName: stored.name, fileType: stored.mimeType, size: stored.size };
}

const unclaimed = sql`not exists (select 1 from ${sessionAttachments} where ${sessionAttachments.storageObjectId} = ${storageObjects.id})`;

/**
 * Locks and answers the pending attachments among `ids` (in the store's bucket and not yet claimed by a summary),
 * so two summaries created at once cannot both claim one.
 */
export async function lockPendingAttachments(tx: DbOrTx, bucket: string, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: storageObjects.id,
      name: storageObjects.name,
      mimeType: storageObjects.mimeType,
      size: storageObjects.size,
    })
    .from(storageObjects)
    .where(
      and(
        inArray(storageObjects.id, ids),
        eq(storageObjects.bucket, bucket),
        like(storageObjects.path, IN_FOLDER),
        unclaimed,
      ),
    )
    .for('update');
}

/** An attachment of a summary the viewer may read, ready to stream; 404 for anything else. */
export async function openSummaryAttachment(
  db: DbOrTx,
  files: FileStore,
  viewer: SessionUser,
  summaryId: string,
  attachmentId: string,
): Promise<OpenedFile> {
  if (!isUuid(summaryId) || !isUuid(attachmentId)) throw summaryMissing();
  const [attachment] = await db
    .select({ storageObjectId: sessionAttachments.storageObjectId })
    .from(sessionAttachments)
    .innerJoin(sessionSummaries, eq(sessionSummaries.id, sessionAttachments.summaryId))
    .where(
      and(
        eq(sessionAttachments.id, attachmentId),
        eq(sessionAttachments.summaryId, summaryId),
        visibleTo(viewer, sessionSummaries.id),
      ),
    );
  const file = attachment ? await files.openById(attachment.storageObjectId) : null;
  if (!file) throw summaryMissing();
  return file;
}

/** Deletes the rows and blobs of attachments uploaded before `now` minus the TTL and never claimed. */
export async function deleteStalePendingAttachments(tx: DbOrTx, files: FileStore, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_ATTACHMENT_TTL_HOURS * MS_PER_HOUR);
  const stale = await tx
    .select({ id: storageObjects.id })
    .from(storageObjects)
    .where(
      and(
        eq(storageObjects.bucket, files.bucket),
        like(storageObjects.path, IN_FOLDER),
        lt(storageObjects.createdAt, cutoff),
        unclaimed,
      ),
    );
  const store = files.inTransaction(tx);
  for (const { id } of stale) await store.delete(id);
  return stale.length;
}

/**
 * Deletes summaries without a member. A summary is written with its members and loses them only when their accounts
 * are deleted, which now takes a summary with its last member; these are what deletions left behind before (issue 24).
 * Their attachments become unclaimed, so the stale-attachment purge takes them (row and file).
 */
async function deleteMemberlessSummaries(tx: DbOrTx): Promise<void> {
  await tx
    .delete(sessionSummaries)
    .where(
      sql`not exists (select 1 from ${sessionSummaryMembers} where ${sessionSummaryMembers.summaryId} = ${sessionSummaries.id})`,
    );
}

/** Hourly housekeeping of pending attachments and memberless summaries. */
export function createPendingAttachmentsJob(deps: { files: FileStore; clock: { now(): Date } }): Job {
  return {
    name: 'pending-attachments',
    lockKey: 7_357_106,
    async run(tx) {
      await deleteMemberlessSummaries(tx);
      await deleteStalePendingAttachments(tx, deps.files, deps.clock.now());
    },
  };
}
