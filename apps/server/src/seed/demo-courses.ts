import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  courseModuleProgress,
  courseModules,
  courses,
  coursesEnrolled,
  libraryContent,
  videos,
} from '../db/schema/index.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { findUserByEmail } from '../modules/auth/index.ts';
import { syncEnrolmentProgress } from '../modules/courses/index.ts';
import { DEMO_LEARNER } from './demo.ts';
import { DEMO_COURSES, DEMO_ENROLMENT, type DemoCourse } from './demo-courses-content.ts';
import { coursesAreEmpty } from './demo-courses-state.ts';
import type { FileSaver } from './library.ts';
import { renderThumbnail } from './media.ts';

/**
 * The demo school's courses (issue 15): written into a school without courses, once (a superadmin's deletions are
 * never undone while any course remains). The demo learner, when there is one, is enrolled in the first course some
 * days ago and partway through it, with the stored progress worked out by the same code as the API's.
 */

/** Arbitrary, unique: the transaction-scoped advisory lock of this seed. */
const DEMO_COURSES_LOCK_KEY = 7_357_203;
const MS_PER_DAY = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * MS_PER_DAY);

interface CourseImages {
  heroImageUrl: string;
  thumbnailUrl: string;
}

/** The starter library's videos by title: their file and their thumbnail (one query). */
async function findStarterVideos(tx: Tx): Promise<Map<string, { videoUrl: string; thumbnailUrl: string | null }>> {
  const titles = DEMO_COURSES.flatMap((course) => course.modules.flatMap((module) => module.video ?? []));
  const rows = await tx
    .select({ title: libraryContent.title, videoUrl: videos.videoUrl, thumbnailUrl: libraryContent.thumbnailUrl })
    .from(libraryContent)
    .innerJoin(videos, eq(videos.id, libraryContent.id))
    .where(and(eq(libraryContent.published, true), inArray(libraryContent.title, titles)));
  return new Map(rows.map(({ title, ...media }) => [title, media]));
}

async function insertCourse(
  tx: Tx,
  course: DemoCourse,
  images: CourseImages,
  createdAt: Date,
  starterVideos: Awaited<ReturnType<typeof findStarterVideos>>,
) {
  const { modules, hue: _hue, ...fields } = course;
  const [row] = await tx
    .insert(courses)
    .values({ ...fields, ...images, createdAt, updatedAt: createdAt })
    .returning({ id: courses.id, title: courses.title, xpAwarded: courses.xpAwarded });
  const moduleRows = await tx
    .insert(courseModules)
    .values(
      modules.map(({ video, content, ...module }, order) => {
        const media = video === null ? undefined : starterVideos.get(video);
        return {
          ...module,
          courseId: row!.id,
          order,
          content: sanitizeRichText(content),
          videoUrl: media?.videoUrl ?? null,
          thumbnailUrl: media?.thumbnailUrl ?? null,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: courseModules.id, order: courseModules.order });
  return { course: row!, moduleIds: moduleRows.sort((a, b) => a.order - b.order).map((module) => module.id) };
}

/** The learner's enrolment, module records and (through the API's own code) stored progress. */
async function enrolDemoLearner(
  tx: Tx,
  userId: string,
  inserted: Awaited<ReturnType<typeof insertCourse>>,
  now: Date,
): Promise<void> {
  await tx
    .insert(coursesEnrolled)
    .values({ userId, courseId: inserted.course.id, enrolledAt: daysBefore(now, DEMO_ENROLMENT.enrolledDaysAgo) });
  const records = DEMO_ENROLMENT.progress.flatMap((record, order) => {
    const moduleId = inserted.moduleIds[order];
    if (!record || !moduleId) return [];
    return [
      { userId, moduleId, status: record.status, notes: record.notes, lastUpdated: daysBefore(now, record.daysAgo) },
    ];
  });
  if (records.length > 0) await tx.insert(courseModuleProgress).values(records);
  await syncEnrolmentProgress(tx, inserted.course, userId);
}

/**
 * Creates the demo courses with generated hero images and thumbnails, and the demo learner's enrolment. Does
 * nothing when any course exists; returns how many courses it created.
 */
export async function seedDemoCourses(db: Db, files: FileSaver, now: Date): Promise<number> {
  if (!(await coursesAreEmpty(db))) return 0;
  const images: CourseImages[] = [];
  for (const course of DEMO_COURSES) {
    const hero = await files.save({
      category: 'image',
      name: `${course.title} hero.png`,
      data: renderThumbnail(course.hue, 960, 360),
    });
    const thumbnail = await files.save({
      category: 'image',
      name: `${course.title}.png`,
      data: renderThumbnail(course.hue + 12),
    });
    images.push({ heroImageUrl: hero.url, thumbnailUrl: thumbnail.url });
  }
  const learner = await findUserByEmail(db, DEMO_LEARNER.email);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_COURSES_LOCK_KEY})`);
    // Read again under the lock: another instance may have done the work meanwhile.
    if (!(await coursesAreEmpty(tx))) return 0;
    const starterVideos = await findStarterVideos(tx);
    for (const [index, course] of DEMO_COURSES.entries()) {
      // A month ago, a minute apart, so the list keeps their order and the enrolment comes after.
      const createdAt = new Date(daysBefore(now, 30).getTime() + index * 60_000);
      const inserted = await insertCourse(tx, course, images[index]!, createdAt, starterVideos);
      if (learner && course.title === DEMO_ENROLMENT.course) await enrolDemoLearner(tx, learner.user.id, inserted, now);
    }
    return DEMO_COURSES.length;
  });
}
