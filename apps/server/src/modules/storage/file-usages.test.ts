import { fileUsagesResponseSchema, storedFileSchema, type FileUsage, type StoredFile } from '@woodshed/shared';
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import {
  faculty,
  practiceCollections,
  sessionAttachments,
  sessionSummaries,
  siteSettings,
  storageObjects,
} from '../../db/schema/index.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import * as sample from '../../test/sample-files.ts';
import { createAchievementAs } from '../achievements/test-fixtures.ts';
import { addModuleAs, createCourseAs } from '../courses/test-fixtures.ts';
import { createItem, inputOf } from '../library/test-fixtures.ts';

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ isSuperadmin: true });
});
afterAll(async () => {
  await ctx.close();
});

async function uploadImage(name: string): Promise<StoredFile> {
  const form = sample.multipartForm([
    { name: 'category', value: 'image' },
    { name: 'file', filename: name, contentType: 'image/png', data: sample.png },
  ]);
  const response = await ctx.request('POST', '/api/admin/uploads', {
    body: form.body,
    headers: form.headers,
    as: admin,
  });
  expect(response.statusCode, response.body).toBe(201);
  return storedFileSchema.parse(response.json());
}

async function usagesOf(file: StoredFile): Promise<FileUsage[]> {
  const response = await ctx.request('GET', `/api/admin/files/${file.id}/usages`, { as: admin });
  expect(response.statusCode, response.body).toBe(200);
  return fileUsagesResponseSchema.parse(response.json()).items;
}

/** Columns that look like file references by name but hold none, and why. */
const NOT_FILE_REFERENCES: ReadonlyMap<PgColumn, string> = new Map<PgColumn, string>([
  [practiceCollections.icon, 'a Lucide icon name, not a file'],
  [sessionAttachments.fileName, "the attachment's display name (the file is storage_object_id)"],
  [sessionAttachments.fileType, "the attachment's MIME type"],
]);

const FILE_REFERENCE_NAME = /(^|_)(url|img|image|icon|avatar|file|attachment|storage_object)(_|$)/;

/**
 * Every column of the schema that refers to a stored file: a foreign key to storage_objects, or a name that marks a
 * file reference (…_url, …_img_id, icon, avatar, …). The stored-files table itself is the files, not a use of one.
 */
function fileReferenceColumns(): PgColumn[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  return tables
    .filter((table) => table !== storageObjects)
    .flatMap((table) => {
      const config = getTableConfig(table);
      const byKey = config.foreignKeys
        .filter((key) => key.reference().foreignTable === storageObjects)
        .flatMap((key) => key.reference().columns);
      return config.columns.filter((column) => byKey.includes(column) || FILE_REFERENCE_NAME.test(column.name));
    });
}

describe('the file-usage registry', () => {
  it('covers every file-reference column of the schema with a registered provider (a new owner cannot be forgotten)', () => {
    const covered = new Set<PgColumn>(ctx.app.fileUsages.providers.flatMap((provider) => provider.columns));
    const references = fileReferenceColumns();
    expect(references.length).toBeGreaterThan(15);
    const missing = references
      .filter((column) => !covered.has(column) && !NOT_FILE_REFERENCES.has(column))
      .map((column) => `${getTableName(column.table)}.${column.name}`);
    expect(missing).toEqual([]);
    // Every exception is still a column that looks like a reference (no stale entries).
    for (const column of NOT_FILE_REFERENCES.keys()) expect(references).toContain(column);
    // The site settings' free text can link a file too.
    expect(covered.has(siteSettings.value)).toBe(true);
  });

  it('names every owner of a file used by a course hero and thumbnail and an article thumbnail', async () => {
    const file = await uploadImage('cover.png');
    const course = await createCourseAs(ctx, admin, {
      title: 'Blues Foundations',
      heroImageUrl: `https://school.example.test${file.url}`,
      thumbnailUrl: file.url,
    });
    const article = await createItem(
      ctx,
      admin,
      inputOf('article', { title: 'Barre Chords 101', thumbnailUrl: file.url }),
    );

    expect(await usagesOf(file)).toEqual([
      { id: article.id, title: 'Barre Chords 101', kind: 'article', field: 'thumbnail' },
      { id: course.id, title: 'Blues Foundations', kind: 'course', field: 'hero' },
      { id: course.id, title: 'Blues Foundations', kind: 'course', field: 'thumbnail' },
    ]);
  });

  it('names modules, lesson summaries, faculty, achievements and site settings that use a file', async () => {
    const file = await uploadImage('shared.png');
    const course = await createCourseAs(ctx, admin, { title: 'Fingerstyle' });
    const module = await addModuleAs(ctx, admin, course.id, 0, {
      title: 'Travis picking',
      heroImageUrl: file.url,
      content: `<p><img src="${file.url}" alt="Pattern"></p>`,
    });
    const achievement = await createAchievementAs(ctx, admin, { title: 'Picker', iconUrl: file.url });
    const db = ctx.database.db;
    const [summary] = await db
      .insert(sessionSummaries)
      .values({
        shortDescription: 'Lesson on the 12-bar blues',
        longDescription: `<p>See <a href="${file.url}">the chart</a>.</p>`,
        sessionDate: new Date(),
      })
      .returning({ id: sessionSummaries.id });
    const [teacher] = await db
      .insert(faculty)
      .values({ firstName: 'Alex', lastName: 'Rivera', avatarUrl: file.url })
      .returning({ id: faculty.id });
    await db.insert(siteSettings).values({ key: 'private_lessons_bio', value: `Photo: ${file.url}` });

    expect(await usagesOf(file)).toEqual([
      { id: teacher!.id, title: 'Alex Rivera', kind: 'faculty', field: 'avatar' },
      { id: module.id, title: 'Fingerstyle › Travis picking', kind: 'module', field: 'body' },
      { id: module.id, title: 'Fingerstyle › Travis picking', kind: 'module', field: 'hero' },
      { id: 'private_lessons_bio', title: 'Instructor bio', kind: 'setting', field: 'text' },
      { id: summary!.id, title: 'Lesson on the 12-bar blues', kind: 'summary', field: 'body' },
      { id: achievement.id, title: 'Picker', kind: 'achievement', field: 'icon' },
    ]);
  });

  it('names the lesson summary a stored attachment belongs to', async () => {
    const file = await uploadImage('homework.png');
    const [summary] = await ctx.database.db
      .insert(sessionSummaries)
      .values({ shortDescription: 'Scales lesson', sessionDate: new Date() })
      .returning({ id: sessionSummaries.id });
    await ctx.database.db.insert(sessionAttachments).values({
      summaryId: summary!.id,
      storageObjectId: file.id,
      fileName: 'homework.png',
      fileUrl: `/api/session-summaries/${summary!.id}/attachments/x`,
      fileType: 'image/png',
      size: file.size,
    });
    expect(await usagesOf(file)).toEqual([
      { id: summary!.id, title: 'Scales lesson', kind: 'summary', field: 'attachment' },
    ]);
  });
});
