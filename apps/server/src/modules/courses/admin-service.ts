import type { AdminCourse, AdminCourseDetail, courseInputSchema } from '@woodshed/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { courses, coursesEnrolled } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { moduleSummaries } from './admin-modules.ts';
import { courseCardColumns, courseMissing, outerCourseId } from './service.ts';

type CourseInput = z.output<typeof courseInputSchema>;

/** The admin's view of a course: the card fields, its learners (index count) and when it was created. */
const adminCourseColumns = {
  ...courseCardColumns,
  enrolledCount: sql<number>`(select count(*) from ${coursesEnrolled} e where e.course_id = ${outerCourseId})::int`,
  createdAt: courses.createdAt,
};

type AdminCourseRow = Omit<AdminCourse, 'createdAt'> & { createdAt: Date };

const toAdminCourse = (row: AdminCourseRow): AdminCourse => ({ ...row, createdAt: row.createdAt.toISOString() });

async function findAdminCourse(db: DbOrTx, id: string): Promise<AdminCourse> {
  if (!isUuid(id)) throw courseMissing();
  const [row] = await db.select(adminCourseColumns).from(courses).where(eq(courses.id, id));
  if (!row) throw courseMissing();
  return toAdminCourse(row);
}

/** The Courses tab in one statement: every course newest first, with its module and learner counts. */
export async function listAdminCourses(db: DbOrTx): Promise<AdminCourse[]> {
  const rows = await db.select(adminCourseColumns).from(courses).orderBy(desc(courses.createdAt), desc(courses.id));
  return rows.map(toAdminCourse);
}

/** The course form's data and its module list by order, in two statements. */
export async function getAdminCourse(db: DbOrTx, id: string): Promise<AdminCourseDetail> {
  const course = await findAdminCourse(db, id);
  const modules = await moduleSummaries(db, id);
  const highest = modules.at(-1)?.order;
  return { course, modules, nextModuleOrder: highest === undefined ? 0 : highest + 1 };
}

export async function createCourse(db: DbOrTx, input: CourseInput): Promise<AdminCourse> {
  const [row] = await db.insert(courses).values(input).returning({ id: courses.id });
  if (!row) throw new Error('courses insert returned no row');
  return findAdminCourse(db, row.id);
}

export async function updateCourse(db: DbOrTx, id: string, input: CourseInput): Promise<AdminCourse> {
  if (!isUuid(id)) throw courseMissing();
  const [row] = await db
    .update(courses)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(courses.id, id))
    .returning({ id: courses.id });
  if (!row) throw courseMissing();
  return findAdminCourse(db, id);
}

/** Make Available / Make Unavailable (the toggle works). */
export async function setCourseAvailability(db: DbOrTx, id: string, isAvailable: boolean): Promise<AdminCourse> {
  if (!isUuid(id)) throw courseMissing();
  const [row] = await db
    .update(courses)
    .set({ isAvailable, updatedAt: sql`now()` })
    .where(eq(courses.id, id))
    .returning({ id: courses.id });
  if (!row) throw courseMissing();
  return findAdminCourse(db, id);
}

/**
 * Deletes a course; its modules, enrolments and progress go by cascade. XP already awarded for it stays: an award
 * names the course only in its key and description, never by a foreign key.
 */
export async function deleteCourse(db: DbOrTx, id: string): Promise<void> {
  if (!isUuid(id)) throw courseMissing();
  const deleted = await db.delete(courses).where(eq(courses.id, id)).returning({ id: courses.id });
  if (deleted.length === 0) throw courseMissing();
}
