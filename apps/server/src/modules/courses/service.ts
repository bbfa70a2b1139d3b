import {
  continueModuleId,
  isModuleLocked,
  localDateOf,
  messages,
  moduleUnlockDate,
  type CourseCard,
  type CourseDetail,
  type CourseModuleSummary,
  type CoursesResponse,
  type SessionUser,
} from '@woodshed/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courseModuleProgress, courseModules, courses, coursesEnrolled } from '../../db/schema/index.ts';
import { isForeignKeyViolation } from '../../lib/db-errors.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';

const m = messages.courses;
export const courseMissing = () => notFound(m.notFound);

/**
 * `courses.id` for subqueries, always qualified: in a select from `courses` alone Drizzle writes a bare "id",
 * which inside a subquery would name the subquery's own column.
 */
export const outerCourseId = sql`${courses}."id"`;

/** A course's card fields and its module count (an index count on course_modules_course_order_key). */
export const courseCardColumns = {
  id: courses.id,
  title: courses.title,
  description: courses.description,
  heroImageUrl: courses.heroImageUrl,
  thumbnailUrl: courses.thumbnailUrl,
  difficulty: courses.difficulty,
  duration: courses.duration,
  xpAwarded: courses.xpAwarded,
  isAvailable: courses.isAvailable,
  moduleCount: sql<number>`(select count(*) from ${courseModules} m where m.course_id = ${outerCourseId})::int`,
};

/** The viewer's enrolment columns, null when they are not enrolled (left join). */
const enrolmentColumns = {
  progress: coursesEnrolled.progress,
  completed: coursesEnrolled.completed,
  enrolledAt: coursesEnrolled.enrolledAt,
};

type CourseRow = Omit<CourseCard, 'enrollment'> & {
  progress: number | null;
  completed: boolean | null;
  enrolledAt: Date | null;
};

function toCourseCard({ progress, completed, enrolledAt, ...course }: CourseRow): CourseCard {
  return {
    ...course,
    enrollment:
      enrolledAt === null
        ? null
        : { progress: progress ?? 0, completed: completed ?? false, enrolledAt: enrolledAt.toISOString() },
  };
}

/** Courses with the viewer's enrolment joined in (the primary key of courses_enrolled). */
function coursesForViewer(db: DbOrTx, userId: string) {
  return db
    .select({ ...courseCardColumns, ...enrolmentColumns })
    .from(courses)
    .leftJoin(coursesEnrolled, and(eq(coursesEnrolled.courseId, courses.id), eq(coursesEnrolled.userId, userId)));
}

/**
 * /courses in one statement: every course oldest first (available or Coming Soon), each with its module count and
 * the viewer's enrolment; the header's figures are summed from the same rows.
 */
export async function listCourses(db: DbOrTx, userId: string): Promise<CoursesResponse> {
  const rows = await coursesForViewer(db, userId).orderBy(asc(courses.createdAt), asc(courses.id));
  const items = rows.map(toCourseCard);
  const enrolled = items.filter((course) => course.enrollment !== null);
  const completed = enrolled.filter((course) => course.enrollment?.completed);
  return {
    items,
    summary: {
      enrolledCount: enrolled.length,
      completedCount: completed.length,
      xpEarned: completed.reduce((sum, course) => sum + course.xpAwarded, 0),
      xpAvailable: items.filter((course) => course.isAvailable).reduce((sum, course) => sum + course.xpAwarded, 0),
    },
  };
}

/**
 * One course as the viewer may see it: a course that is not available exists only for its enrolled learners and
 * for superadmins (everyone else gets 'Course not found', as for a course that does not exist).
 */
export async function findVisibleCourse(db: DbOrTx, viewer: SessionUser, courseId: string): Promise<CourseCard> {
  if (!isUuid(courseId)) throw courseMissing();
  const [row] = await coursesForViewer(db, viewer.id).where(eq(courses.id, courseId));
  if (!row) throw courseMissing();
  const course = toCourseCard(row);
  if (!course.isAvailable && course.enrollment === null && !viewer.isSuperadmin) throw courseMissing();
  return course;
}

/**
 * Refuses a viewer who is not enrolled (403 with the way in). Answers their enrolment, whose instant fixes the
 * module unlock dates.
 */
export function requireEnrolment(course: CourseCard): NonNullable<CourseCard['enrollment']> {
  if (!course.enrollment) throw new AppError('forbidden', m.notEnrolled);
  return course.enrollment;
}

/** The local date a module unlocks for this viewer, or null (not enrolled, or no lock). */
export function unlockDateFor(
  enrollment: CourseCard['enrollment'],
  timeZone: string,
  lockedUntilDay: number | null,
): string | null {
  return enrollment ? moduleUnlockDate(new Date(enrollment.enrolledAt), timeZone, lockedUntilDay) : null;
}

/**
 * /courses/{id} in two statements: the course with the viewer's enrolment, then its modules by order with the
 * viewer's status (one index lookup per module). Locks are the viewer's: unlock dates in their zone, today by the
 * app's clock.
 */
export async function getCourseDetail(
  db: DbOrTx,
  viewer: SessionUser,
  courseId: string,
  now: Date,
): Promise<CourseDetail> {
  const course = await findVisibleCourse(db, viewer, courseId);
  const rows = await db
    .select({
      id: courseModules.id,
      title: courseModules.title,
      description: courseModules.description,
      order: courseModules.order,
      weight: courseModules.weight,
      lockedUntilDay: courseModules.lockedUntilDay,
      status: courseModuleProgress.status,
    })
    .from(courseModules)
    .leftJoin(
      courseModuleProgress,
      and(eq(courseModuleProgress.moduleId, courseModules.id), eq(courseModuleProgress.userId, viewer.id)),
    )
    .where(eq(courseModules.courseId, course.id))
    .orderBy(asc(courseModules.order));
  const today = localDateOf(now, viewer.timezone);
  const modules: CourseModuleSummary[] = rows.map((row) => {
    const unlocksOn = unlockDateFor(course.enrollment, viewer.timezone, row.lockedUntilDay);
    return { ...row, unlocksOn, locked: isModuleLocked(today, unlocksOn) };
  });
  return { course, modules, continueModuleId: course.enrollment ? continueModuleId(modules) : null };
}

/**
 * Enrols the viewer (progress 0, not completed) at the app's `now`, from which the module locks
 * count. Only an available course can be entered. A second enrolment changes nothing (the primary key): `created`
 * tells the two apart.
 */
export async function enrol(
  db: DbOrTx,
  viewer: SessionUser,
  courseId: string,
  now: Date,
): Promise<{ created: boolean; detail: CourseDetail }> {
  if (!isUuid(courseId)) throw courseMissing();
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.isAvailable, true)));
  if (!course) throw courseMissing();
  const inserted = await db
    .insert(coursesEnrolled)
    .values({ userId: viewer.id, courseId, enrolledAt: now })
    .onConflictDoNothing({ target: [coursesEnrolled.userId, coursesEnrolled.courseId] })
    .returning({ courseId: coursesEnrolled.courseId })
    .catch((error: unknown) => {
      // The course was deleted in between.
      throw isForeignKeyViolation(error) ? courseMissing() : error;
    });
  return { created: inserted.length > 0, detail: await getCourseDetail(db, viewer, courseId, now) };
}
