import { messages, type Faculty, type facultyInputSchema } from '@woodshed/shared';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { faculty } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';

/** Faculty members, managed by superadmins at /admin/faculty. */

type FacultyInput = z.output<typeof facultyInputSchema>;
type FacultyRow = typeof faculty.$inferSelect;

const facultyMissing = () => notFound(messages.faculty.notFound);

export const toFaculty = (row: FacultyRow): Faculty => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  title: row.title,
  bio: row.bio,
  avatarUrl: row.avatarUrl,
});

/** By last name, then first name. */
export async function listFaculty(db: DbOrTx): Promise<Faculty[]> {
  const rows = await db.select().from(faculty).orderBy(asc(faculty.lastName), asc(faculty.firstName), asc(faculty.id));
  return rows.map(toFaculty);
}

export async function createFaculty(db: DbOrTx, input: FacultyInput): Promise<Faculty> {
  const [row] = await db.insert(faculty).values(input).returning();
  if (!row) throw new Error('faculty insert returned no row');
  return toFaculty(row);
}

export async function updateFaculty(db: DbOrTx, id: string, input: FacultyInput): Promise<Faculty> {
  if (!isUuid(id)) throw facultyMissing();
  const [row] = await db.update(faculty).set(input).where(eq(faculty.id, id)).returning();
  if (!row) throw facultyMissing();
  return toFaculty(row);
}

/** Their summaries stay, without a faculty member (the key sets it to null). */
export async function deleteFaculty(db: DbOrTx, id: string): Promise<void> {
  if (!isUuid(id)) throw facultyMissing();
  const deleted = await db.delete(faculty).where(eq(faculty.id, id)).returning({ id: faculty.id });
  if (deleted.length === 0) throw facultyMissing();
}
