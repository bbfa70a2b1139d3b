import type { FileUsageField } from '@woodshed/shared';
import { eq, sql } from 'drizzle-orm';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import { courseModules, courses } from '../../db/schema/index.ts';
import { mentionsFile, kindLiteral, fieldLiteral, type FileUsageProvider } from '../../lib/file-usages.ts';

const COURSE_FIELDS: ReadonlyArray<readonly [PgColumn, FileUsageField]> = [
  [courses.heroImageUrl, 'hero'],
  [courses.thumbnailUrl, 'thumbnail'],
];
const MODULE_FIELDS: ReadonlyArray<readonly [PgColumn, FileUsageField]> = [
  [courseModules.heroImageUrl, 'hero'],
  [courseModules.thumbnailUrl, 'thumbnail'],
  [courseModules.videoUrl, 'video'],
  [courseModules.content, 'body'],
];

/** Courses (hero image, thumbnail) and their modules (images, video, content) using a stored file, in one statement. */
export const courseFileUsages: FileUsageProvider = {
  name: 'courses',
  columns: [...COURSE_FIELDS, ...MODULE_FIELDS].map(([column]) => column),
  async find(db, file) {
    const [first, second, ...rest] = [
      ...COURSE_FIELDS.map(([column, field]) =>
        db
          .select({
            id: sql<string>`${courses.id}`,
            title: sql<string>`${courses.title}`,
            kind: kindLiteral('course'),
            field: fieldLiteral(field),
          })
          .from(courses)
          .where(mentionsFile(column, file)),
      ),
      ...MODULE_FIELDS.map(([column, field]) =>
        db
          .select({
            id: sql<string>`${courseModules.id}`,
            // A module is known by its course: "Blues Basics › The 12-bar form".
            title: sql<string>`${courses.title} || ' › ' || ${courseModules.title}`,
            kind: kindLiteral('module'),
            field: fieldLiteral(field),
          })
          .from(courseModules)
          .innerJoin(courses, eq(courses.id, courseModules.courseId))
          .where(mentionsFile(column, file)),
      ),
    ];
    return unionAll(first!, second!, ...rest);
  },
};
