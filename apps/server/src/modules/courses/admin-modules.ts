import {
  MODULE_ORDER_MAX,
  MODULE_PREVIEW_CHARS,
  MODULES_PER_COURSE_MAX,
  messages,
  reorderChanges,
  type AdminModule,
  type AdminModuleSummary,
  type moduleInputSchema,
} from '@woodshed/shared';
import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { courseModules, courses } from '../../db/schema/index.ts';
import { isUniqueViolation, violatedConstraint } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { orderCase } from '../../lib/order.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { syncEnrolmentProgress, type CourseAward } from './progress.ts';
import { courseMissing } from './service.ts';

type ModuleInput = z.output<typeof moduleInputSchema>;
type ModuleRow = typeof courseModules.$inferSelect;

const m = messages.courses;
const moduleMissing = () => notFound(m.moduleNotFound);
const ORDER_KEY = 'course_modules_course_order_key';

/** What the admin screens show of a module, body aside. */
function toModuleFields(row: Omit<ModuleRow, 'content'>): Omit<AdminModule, 'content'> {
  return {
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    description: row.description,
    order: row.order,
    weight: row.weight,
    lockedUntilDay: row.lockedUntilDay,
    videoUrl: row.videoUrl,
    thumbnailUrl: row.thumbnailUrl,
    heroImageUrl: row.heroImageUrl,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toAdminModule = (row: ModuleRow): AdminModule => ({ ...toModuleFields(row), content: row.content });

/** Tags that break a line (the blocks of the sanitiser's allowlist): their text does not run together. */
const BLOCK_TAG = '<(/?(p|h[1-6]|li|ul|ol|div|blockquote|pre|table|thead|tbody|tr|td|th)|br|hr|img)(\\s[^>]*)?/?>';

/**
 * The start of a module's text, worked out by the database so a list never loads whole bodies (inline images
 * make them megabytes). Content is stored sanitised, where `<` and `>` only delimit tags and text escapes `&`,
 * `<`, `>` (and `"` in attributes): blocks become spaces, other tags go, and the text is left with those four
 * entities, of at most six characters each, so this many characters always hold the preview.
 */
const previewSource = sql<string>`left(btrim(regexp_replace(regexp_replace(regexp_replace(${courseModules.content}, ${BLOCK_TAG}, ' ', 'gi'), '<[^>]*>', '', 'g'), '\\s+', ' ', 'g')), ${6 * MODULE_PREVIEW_CHARS})`;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' };

/** The first MODULE_PREVIEW_CHARS characters of the text (whole characters, never half a surrogate pair). */
export function previewOf(source: string): string {
  const text = source
    .replace(/&(?:amp|lt|gt|quot);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(text).slice(0, MODULE_PREVIEW_CHARS).join('');
}

/** A course's modules by order with their previews, without their bodies: one statement. */
export async function moduleSummaries(db: DbOrTx, courseId: string): Promise<AdminModuleSummary[]> {
  const { content: _content, ...columns } = getTableColumns(courseModules);
  const rows = await db
    .select({ ...columns, previewSource })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .orderBy(asc(courseModules.order));
  return rows.map((row) => ({ ...toModuleFields(row), preview: previewOf(row.previewSource) }));
}

/**
 * Holds the course row while its modules change, so module writes to one course apply one after another (the
 * count limit and the renumbering of a reorder stay exact) and learners' progress changes wait for them
 * (they share the row). Foreign-key checks (key share) are not blocked.
 */
async function lockCourse(tx: Tx, courseId: string): Promise<CourseAward> {
  if (!isUuid(courseId)) throw courseMissing();
  const [course] = await tx
    .select({ id: courses.id, title: courses.title, xpAwarded: courses.xpAwarded })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('no key update');
  if (!course) throw courseMissing();
  return course;
}

/** A unique-order refusal becomes 409 'order taken' on the order field; anything else passes through. */
async function withOrderCheck<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error) && violatedConstraint(error) === ORDER_KEY) {
      throw new AppError('conflict', m.orderTaken, 'order');
    }
    throw error;
  }
}

/** The stored values of a module as typed: rich text sanitised on write. */
function moduleValues(input: ModuleInput) {
  return { ...input, content: sanitizeRichText(input.content) };
}

const moduleOf = (courseId: string, moduleId: string) =>
  and(eq(courseModules.id, moduleId), eq(courseModules.courseId, courseId));

export async function getModule(db: DbOrTx, courseId: string, moduleId: string): Promise<AdminModule> {
  if (!isUuid(courseId) || !isUuid(moduleId)) throw moduleMissing();
  const [row] = await db.select().from(courseModules).where(moduleOf(courseId, moduleId));
  if (!row) throw moduleMissing();
  return toAdminModule(row);
}

/**
 * A new module (at most MODULES_PER_COURSE_MAX a course, orders unique: 409 each). Learners' stored progress
 * follows, since the course now weighs more.
 */
export async function createModule(db: Db, courseId: string, input: ModuleInput): Promise<AdminModule> {
  const values = moduleValues(input);
  return withOrderCheck(() =>
    db.transaction(async (tx) => {
      const course = await lockCourse(tx, courseId);
      const [{ total } = { total: 0 }] = await tx
        .select({ total: count() })
        .from(courseModules)
        .where(eq(courseModules.courseId, courseId));
      if (total >= MODULES_PER_COURSE_MAX) throw new AppError('conflict', m.tooManyModules);
      const [row] = await tx
        .insert(courseModules)
        .values({ ...values, courseId })
        .returning();
      if (!row) throw new Error('course_modules insert returned no row');
      await syncEnrolmentProgress(tx, course);
      return toAdminModule(row);
    }),
  );
}

/** Replaces a module's fields; a changed weight moves learners' stored progress. */
export async function updateModule(
  db: Db,
  courseId: string,
  moduleId: string,
  input: ModuleInput,
): Promise<AdminModule> {
  if (!isUuid(moduleId)) throw moduleMissing();
  const values = moduleValues(input);
  return withOrderCheck(() =>
    db.transaction(async (tx) => {
      const course = await lockCourse(tx, courseId);
      const [row] = await tx
        .update(courseModules)
        .set({ ...values, updatedAt: sql`now()` })
        .where(moduleOf(courseId, moduleId))
        .returning();
      if (!row) throw moduleMissing();
      await syncEnrolmentProgress(tx, course);
      return toAdminModule(row);
    }),
  );
}

/** Deletes a module and, by cascade, learners' progress and notes on it; their stored progress follows. */
export async function deleteModule(db: Db, courseId: string, moduleId: string): Promise<void> {
  if (!isUuid(moduleId)) throw moduleMissing();
  await db.transaction(async (tx) => {
    const course = await lockCourse(tx, courseId);
    const deleted = await tx
      .delete(courseModules)
      .where(moduleOf(courseId, moduleId))
      .returning({ id: courseModules.id });
    if (deleted.length === 0) throw moduleMissing();
    await syncEnrolmentProgress(tx, course);
  });
}

/**
 * Drag and drop: the module takes the target's place and the ones between shift (the shared move rule); orders
 * become 0…n−1. PostgreSQL checks a unique index row by row, so the changed rows first move above every order
 * a module can have, then down to their places: no step ever holds two modules on one order.
 */
export async function reorderModules(
  db: Db,
  courseId: string,
  moduleId: string,
  targetModuleId: string,
): Promise<AdminModuleSummary[]> {
  return db.transaction(async (tx) => {
    await lockCourse(tx, courseId);
    const rows = await tx
      .select({ id: courseModules.id, order: courseModules.order })
      .from(courseModules)
      .where(eq(courseModules.courseId, courseId))
      .orderBy(asc(courseModules.order));
    const changes = reorderChanges(rows, moduleId, targetModuleId);
    if (!changes) throw moduleMissing();
    if (changes.length > 0) {
      const changed = and(
        eq(courseModules.courseId, courseId),
        inArray(
          courseModules.id,
          changes.map((change) => change.id),
        ),
      );
      const parked = changes.map((change) => ({ id: change.id, order: MODULE_ORDER_MAX + 1 + change.order }));
      await tx
        .update(courseModules)
        .set({ order: orderCase(courseModules.id, parked) })
        .where(changed);
      await tx
        .update(courseModules)
        .set({ order: orderCase(courseModules.id, changes) })
        .where(changed);
    }
    return moduleSummaries(tx, courseId);
  });
}
