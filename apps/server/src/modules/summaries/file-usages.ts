import { eq, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { faculty, sessionAttachments, sessionSummaries } from '../../db/schema/index.ts';
import { isFile, mentionsFile, kindLiteral, fieldLiteral, type FileUsageProvider } from '../../lib/file-usages.ts';

/**
 * Lesson summaries using a stored file (an attachment, by id or address, or their notes) and faculty members whose
 * avatar it is, in one statement.
 */
export const summaryFileUsages: FileUsageProvider = {
  name: 'summaries',
  columns: [
    sessionAttachments.storageObjectId,
    sessionAttachments.fileUrl,
    sessionSummaries.longDescription,
    faculty.avatarUrl,
  ],
  find: (db, file) =>
    unionAll(
      db
        .select({
          id: sessionSummaries.id,
          title: sessionSummaries.shortDescription,
          kind: kindLiteral('summary'),
          field: fieldLiteral('attachment'),
        })
        .from(sessionAttachments)
        .innerJoin(sessionSummaries, eq(sessionSummaries.id, sessionAttachments.summaryId))
        .where(or(isFile(sessionAttachments.storageObjectId, file), mentionsFile(sessionAttachments.fileUrl, file))),
      db
        .select({
          id: sessionSummaries.id,
          title: sessionSummaries.shortDescription,
          kind: kindLiteral('summary'),
          field: fieldLiteral('body'),
        })
        .from(sessionSummaries)
        .where(mentionsFile(sessionSummaries.longDescription, file)),
      db
        .select({
          id: faculty.id,
          title: sql<string>`${faculty.firstName} || ' ' || ${faculty.lastName}`,
          kind: kindLiteral('faculty'),
          field: fieldLiteral('avatar'),
        })
        .from(faculty)
        .where(mentionsFile(faculty.avatarUrl, file)),
    ),
};
