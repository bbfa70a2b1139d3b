import { messages, percentOfWeights, type Enrollment } from '@woodshed/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { courseModuleProgress, courseModules, coursesEnrolled } from '../../db/schema/index.ts';
import { evaluateAchievements, lockUserAwards } from '../achievements/index.ts';
import { awardXp } from '../xp/index.ts';

/** What completing a course grants. */
export interface CourseAward {
  id: string;
  title: string;
  xpAwarded: number;
}

export interface SyncedEnrolment {
  userId: string;
  enrollment: Enrollment;
  /** XP granted because this sync completed the course for the first time; else 0. */
  xpAwarded: number;
}

/** The award key that grants a course's XP once per learner, whatever happens to the course later. */
export const courseXpKey = (courseId: string) => `course:${courseId}`;

/**
 * Brings the stored progress and completed of a course's enrolments (one learner's, or all) in line with their
 * module statuses, in the caller's transaction; a learner who now completes the course for the
 * first time gets its XP, once, through the award key, and any achievement it now meets.
 * Called after a learner changes a status and after a superadmin adds, changes or deletes a module, so the stored
 * figures never go stale.
 * The weights are summed per learner in one statement; the percent comes from the shared rule.
 */
export async function syncEnrolmentProgress(tx: Tx, course: CourseAward, userId?: string): Promise<SyncedEnrolment[]> {
  const rows = await tx
    .select({
      userId: coursesEnrolled.userId,
      progress: coursesEnrolled.progress,
      completed: coursesEnrolled.completed,
      enrolledAt: coursesEnrolled.enrolledAt,
      total: sql<number>`coalesce(sum(${courseModules.weight}), 0)::int`,
      complete: sql<number>`coalesce(sum(${courseModules.weight}) filter (where ${courseModuleProgress.status} = 'complete'), 0)::int`,
      partial: sql<number>`coalesce(sum(${courseModules.weight}) filter (where ${courseModuleProgress.status} in ('in_progress', 'on_hold')), 0)::int`,
    })
    .from(coursesEnrolled)
    .leftJoin(courseModules, eq(courseModules.courseId, coursesEnrolled.courseId))
    .leftJoin(
      courseModuleProgress,
      and(eq(courseModuleProgress.moduleId, courseModules.id), eq(courseModuleProgress.userId, coursesEnrolled.userId)),
    )
    .where(
      and(
        eq(coursesEnrolled.courseId, course.id),
        userId === undefined ? undefined : eq(coursesEnrolled.userId, userId),
      ),
    )
    .groupBy(coursesEnrolled.userId, coursesEnrolled.progress, coursesEnrolled.completed, coursesEnrolled.enrolledAt);

  const synced = rows.map((row) => {
    const progress = percentOfWeights(row);
    return { row, progress, completed: progress === 100 };
  });
  const changed = synced.filter(
    ({ row, progress, completed }) => row.progress !== progress || row.completed !== completed,
  );
  if (changed.length > 0) {
    // One statement for any number of learners: the new figures travel as one JSON parameter.
    const figures = JSON.stringify(changed.map(({ row, progress }) => ({ user_id: row.userId, progress })));
    await tx.execute(sql`
      update ${coursesEnrolled} set progress = v.progress, completed = v.progress = 100
      from json_to_recordset(${figures}::json) as v(user_id uuid, progress integer)
      where ${coursesEnrolled.courseId} = ${course.id} and ${coursesEnrolled.userId} = v.user_id`);
  }

  const results: SyncedEnrolment[] = [];
  for (const { row, progress, completed } of synced) {
    let xpAwarded = 0;
    if (completed && !row.completed) {
      // Before the award, as every path that awards: the learner's awards are serialised in one lock order.
      await lockUserAwards(tx, row.userId);
      if (course.xpAwarded > 0) {
        xpAwarded = await awardXp(tx, {
          receiverId: row.userId,
          amount: course.xpAwarded,
          description: messages.courses.completedXpDescription(course.title),
          systemAward: true,
          awardKey: courseXpKey(course.id),
        });
      }
      await evaluateAchievements(tx, row.userId, { kind: 'courseCompleted' });
    }
    results.push({
      userId: row.userId,
      enrollment: { progress, completed, enrolledAt: row.enrolledAt.toISOString() },
      xpAwarded,
    });
  }
  return results;
}
