import { messages, type SessionUser } from '@woodshed/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { sessionSummaryMembers } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

/** Who may read a summary: its members, and superadmins. */

export const summaryMissing = () => notFound(messages.summaries.notFound);

/** The summaries (by their id column) the viewer may read; undefined (no condition) for a superadmin. */
export function visibleTo(viewer: SessionUser, summaryId: PgColumn): SQL | undefined {
  if (viewer.isSuperadmin) return undefined;
  return sql`exists (select 1 from ${sessionSummaryMembers} where ${sessionSummaryMembers.summaryId} = ${summaryId} and ${sessionSummaryMembers.userId} = ${viewer.id})`;
}

/** The members-only address of an attachment. */
export const attachmentUrl = (summaryId: string, attachmentId: string) =>
  `/api/session-summaries/${summaryId}/attachments/${attachmentId}`;
