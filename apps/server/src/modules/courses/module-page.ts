import {
  isModuleLocked,
  localDateOf,
  messages,
  moduleUnlockDate,
  type ModulePage,
  type ModuleProgress,
  type SessionUser,
  type UpdateModuleProgressRequest,
  type UpdateModuleProgressResponse,
} from '@woodshed/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { courseModuleProgress, courseModules, courses, coursesEnrolled } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { syncEnrolmentProgress } from './progress.ts';
import { courseMissing, findVisibleCourse, requireEnrolment, unlockDateFor } from './service.ts';

const m = messages.courses;
const moduleMissing = () => notFound(m.moduleNotFound);

type ProgressRow = typeof courseModuleProgress.$inferSelect;

function toProgress(row: ProgressRow): ModuleProgress {
  return { status: row.status, notes: row.notes, lastUpdated: row.lastUpdated.toISOString() };
}

const progressOf = (userId: string, moduleId: string) =>
  and(eq(courseModuleProgress.userId, userId), eq(courseModuleProgress.moduleId, moduleId));

/** The module of this course (another course's module is 'Module not found'), with its neighbours by order. */
async function findModuleWithNeighbours(db: DbOrTx, courseId: string, moduleId: string) {
  if (!isUuid(moduleId)) throw moduleMissing();
  const siblings = db
    .select({
      id: courseModules.id,
      title: courseModules.title,
      description: courseModules.description,
      order: courseModules.order,
      weight: courseModules.weight,
      lockedUntilDay: courseModules.lockedUntilDay,
      thumbnailUrl: courseModules.thumbnailUrl,
      heroImageUrl: courseModules.heroImageUrl,
      videoUrl: courseModules.videoUrl,
      content: courseModules.content,
      previousModuleId: sql<string | null>`lag(${courseModules.id}) over (order by ${courseModules.order})`.as(
        'previous_module_id',
      ),
      nextModuleId: sql<string | null>`lead(${courseModules.id}) over (order by ${courseModules.order})`.as(
        'next_module_id',
      ),
    })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId))
    .as('siblings');
  const [row] = await db.select().from(siblings).where(eq(siblings.id, moduleId));
  if (!row) throw moduleMissing();
  return row;
}

/**
 * The module page for an enrolled viewer; others get 403 with the way in. While the module is
 * locked its content and video are not sent and nothing is recorded. Otherwise its progress record is created as
 * untouched on the first visit: insert-or-nothing, then read, so simultaneous first visits make one record.
 */
export async function getModulePage(
  db: Db,
  viewer: SessionUser,
  courseId: string,
  moduleId: string,
  now: Date,
): Promise<ModulePage> {
  const course = await findVisibleCourse(db, viewer, courseId);
  const { lockedUntilDay, content, videoUrl, previousModuleId, nextModuleId, ...module } =
    await findModuleWithNeighbours(db, course.id, moduleId);
  const enrollment = requireEnrolment(course);
  const unlocksOn = unlockDateFor(enrollment, viewer.timezone, lockedUntilDay);
  const locked = isModuleLocked(localDateOf(now, viewer.timezone), unlocksOn);
  let progress: ModuleProgress | null = null;
  if (!locked) {
    await db
      .insert(courseModuleProgress)
      .values({ userId: viewer.id, moduleId })
      .onConflictDoNothing({ target: [courseModuleProgress.userId, courseModuleProgress.moduleId] })
      .catch((error: unknown) => {
        // The module was deleted by a superadmin in between.
        throw isForeignKeyViolation(error) ? moduleMissing() : error;
      });
    const [row] = await db.select().from(courseModuleProgress).where(progressOf(viewer.id, moduleId));
    if (!row) throw moduleMissing();
    progress = toProgress(row);
  }
  return {
    course: { id: course.id, title: course.title },
    module: { ...module, content: locked ? null : content, videoUrl: locked ? null : videoUrl },
    locked,
    unlocksOn,
    progress,
    previousModuleId,
    nextModuleId,
    courseProgress: enrollment.progress,
  };
}

/**
 * Takes the locks of a progress change, in the order every writer uses (course, then enrolment), and checks
 * access. The course row is shared (a superadmin changing its modules waits, and so do we for them); the
 * enrolment row is held, so one learner's changes to a course apply one after another and the stored percent
 * always counts every status.
 */
async function lockForProgress(tx: Tx, viewer: SessionUser, courseId: string, moduleId: string) {
  if (!isUuid(courseId)) throw courseMissing();
  if (!isUuid(moduleId)) throw moduleMissing();
  const [course] = await tx
    .select({ id: courses.id, title: courses.title, xpAwarded: courses.xpAwarded, isAvailable: courses.isAvailable })
    .from(courses)
    .where(eq(courses.id, courseId))
    .for('share');
  if (!course) throw courseMissing();
  const [module] = await tx
    .select({ lockedUntilDay: courseModules.lockedUntilDay })
    .from(courseModules)
    .where(and(eq(courseModules.id, moduleId), eq(courseModules.courseId, courseId)));
  const [enrolment] = await tx
    .select({
      progress: coursesEnrolled.progress,
      completed: coursesEnrolled.completed,
      enrolledAt: coursesEnrolled.enrolledAt,
    })
    .from(coursesEnrolled)
    .where(and(eq(coursesEnrolled.userId, viewer.id), eq(coursesEnrolled.courseId, courseId)))
    .for('no key update');
  // The same answers as the module page: an unavailable course exists only for its learners and superadmins.
  if (!enrolment && !course.isAvailable && !viewer.isSuperadmin) throw courseMissing();
  if (!module) throw moduleMissing();
  if (!enrolment) throw new AppError('forbidden', m.notEnrolled);
  return { course, module, enrolment };
}

/**
 * Sets the viewer's status and/or notes on an unlocked module (any status to any; notes are plain text), creating
 * the record if the page was never opened. After a status change the enrolment's stored percent and completed
 * follow, and the course's XP is granted the first time it completes, all in one transaction.
 */
export async function updateModuleProgress(
  db: Db,
  viewer: SessionUser,
  courseId: string,
  moduleId: string,
  input: UpdateModuleProgressRequest,
  now: Date,
): Promise<UpdateModuleProgressResponse> {
  return db.transaction(async (tx) => {
    const { course, module, enrolment } = await lockForProgress(tx, viewer, courseId, moduleId);
    const unlocksOn = moduleUnlockDate(enrolment.enrolledAt, viewer.timezone, module.lockedUntilDay);
    if (isModuleLocked(localDateOf(now, viewer.timezone), unlocksOn)) throw new AppError('forbidden', m.moduleLocked);

    const changes = {
      ...(input.status === undefined ? {} : { status: input.status }),
      ...(input.notes === undefined ? {} : { notes: input.notes }),
    };
    const [row] = await tx
      .insert(courseModuleProgress)
      .values({ userId: viewer.id, moduleId, ...changes })
      .onConflictDoUpdate({
        target: [courseModuleProgress.userId, courseModuleProgress.moduleId],
        set: { ...changes, lastUpdated: sql`now()` },
      })
      .returning();
    if (!row) throw new Error('course_module_progress upsert returned no row');

    // Notes alone leave the percent as it is.
    const [synced] = input.status === undefined ? [] : await syncEnrolmentProgress(tx, course, viewer.id);
    return {
      progress: toProgress(row),
      enrollment: synced?.enrollment ?? { ...enrolment, enrolledAt: enrolment.enrolledAt.toISOString() },
      xpAwarded: synced?.xpAwarded ?? 0,
    };
  });
}
