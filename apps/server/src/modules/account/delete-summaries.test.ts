import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type {
  CreateSummaryRequest,
  Faculty,
  PendingAttachment,
  SummariesResponse,
  SummaryDetail,
} from '@woodshed/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  sessionAttachments,
  sessionSummaries,
  sessionSummaryHomework,
  sessionSummaryMembers,
  storageObjects,
  users,
} from '../../db/schema/index.ts';
import { runJob } from '../../plugins/jobs.ts';
import { createTestContext, TEST_PASSWORD, type TestContext, type TestUser } from '../../test/harness.ts';
import * as sample from '../../test/sample-files.ts';
import { createItem, inputOf } from '../library/test-fixtures.ts';
import { createPendingAttachmentsJob } from '../summaries/index.ts';

/** Issue 24: deleting an account takes the lesson summaries that would be left without a member, files included. */

let ctx: TestContext;
let admin: TestUser;
let teacher: Faculty;
let chordId: string;
let exerciseId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ isSuperadmin: true });
  const faculty = await ctx.request('POST', '/api/admin/faculty', {
    as: admin,
    body: { firstName: 'Rosa', lastName: 'Delgado', title: 'Jazz guitar', bio: 'Plays.' },
  });
  expect(faculty.statusCode, faculty.body).toBe(201);
  teacher = faculty.json() as Faculty;
  const chords = (await ctx.request('GET', '/api/chords', { as: admin })).json() as { items: Array<{ id: string }> };
  chordId = chords.items[0]!.id;
  exerciseId = (await createItem(ctx, admin, inputOf('exercise'))).id;
});
afterAll(async () => {
  await ctx.close();
  await rm(ctx.app.config.dataDir, { recursive: true, force: true });
});

async function pending(filename: string, data: Buffer): Promise<PendingAttachment> {
  const form = sample.multipartForm([{ name: 'file', filename, contentType: 'application/octet-stream', data }]);
  const response = await ctx.request('POST', '/api/admin/session-attachments', {
    as: admin,
    body: form.body,
    headers: form.headers,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PendingAttachment;
}

async function createSummary(input: Partial<CreateSummaryRequest> & { memberIds: string[] }): Promise<SummaryDetail> {
  const response = await ctx.request('POST', '/api/admin/session-summaries', {
    as: admin,
    body: {
      facultyId: teacher.id,
      sessionDate: '2026-03-10T17:00:00.000Z',
      shortDescription: 'Barre chords',
      longDescription: '<p>Your F barre buzzes on the B string: press nearer the fret.</p>',
      isGroupSession: false,
      ...input,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SummaryDetail;
}

async function blobPathOf(storageObjectId: string): Promise<string> {
  const [row] = await ctx.database.db
    .select({ path: storageObjects.path })
    .from(storageObjects)
    .where(eq(storageObjects.id, storageObjectId));
  return path.join(ctx.app.config.dataDir, 'storage', ctx.app.files.bucket, row!.path);
}

const deleteAccount = (user: TestUser) =>
  ctx.request('DELETE', '/api/account', { as: user, body: { password: TEST_PASSWORD } });

const summaryRows = (ids: string[]) =>
  ctx.database.db.select({ id: sessionSummaries.id }).from(sessionSummaries).where(inArray(sessionSummaries.id, ids));

describe('deleting a learner account', () => {
  it('deletes their one-to-one summaries with attachments (row and file) and homework; group summaries lose them only', async () => {
    const [learner, classmate] = [await ctx.createUser(), await ctx.createUser()];
    const lessonPlan = await pending('lesson plan.pdf', sample.pdf);
    const chart = await pending('chart.png', sample.png);
    const [planBlob, chartBlob] = [await blobPathOf(lessonPlan.id), await blobPathOf(chart.id)];
    const private1 = await createSummary({
      memberIds: [learner.id],
      attachmentIds: [lessonPlan.id],
      homework: [
        { materialType: 'chord', materialId: chordId },
        { materialType: 'exercise', materialId: exerciseId },
      ],
    });
    const group = await createSummary({
      isGroupSession: true,
      memberIds: [learner.id, classmate.id],
      shortDescription: 'Shuffle in A',
      attachmentIds: [chart.id],
      homework: [{ materialType: 'chord', materialId: chordId }],
    });
    // A group lesson only they are left in would keep notes nobody can read but a superadmin: it goes too.
    const groupOfOne = await createSummary({ isGroupSession: true, memberIds: [learner.id] });
    expect(existsSync(planBlob)).toBe(true);

    const response = await deleteAccount(learner);
    expect(response.statusCode, response.body).toBe(204);

    const db = ctx.database.db;
    expect(await summaryRows([private1.id, groupOfOne.id, group.id])).toEqual([{ id: group.id }]);
    expect(await db.select().from(sessionAttachments).where(eq(sessionAttachments.summaryId, private1.id))).toEqual([]);
    expect(
      await db.select().from(sessionSummaryHomework).where(eq(sessionSummaryHomework.summaryId, private1.id)),
    ).toEqual([]);
    expect(
      await db.select().from(sessionSummaryMembers).where(eq(sessionSummaryMembers.summaryId, private1.id)),
    ).toEqual([]);
    expect(await db.select().from(storageObjects).where(eq(storageObjects.id, lessonPlan.id))).toEqual([]);
    expect(existsSync(planBlob)).toBe(false);
    expect((await ctx.request('GET', `/api/session-summaries/${private1.id}`, { as: admin })).statusCode).toBe(404);

    // The group summary keeps its notes, file and homework for the classmate, who still reads it.
    const members = await db
      .select({ userId: sessionSummaryMembers.userId })
      .from(sessionSummaryMembers)
      .where(eq(sessionSummaryMembers.summaryId, group.id));
    expect(members).toEqual([{ userId: classmate.id }]);
    const detail = await ctx.request('GET', `/api/session-summaries/${group.id}`, { as: classmate });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      shortDescription: 'Shuffle in A',
      attachments: [{ fileName: 'chart.png' }],
      homework: [{ materialType: 'chord', materialId: chordId }],
    });
    const file = await ctx.request('GET', group.attachments[0]!.url, { as: classmate });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(sample.png)).toBe(true);
    expect(existsSync(chartBlob)).toBe(true);
    const list = (await ctx.request('GET', '/api/session-summaries', { as: classmate })).json() as SummariesResponse;
    expect(JSON.stringify(list)).toContain(group.id);
  });

  it('keeps a group summary for its last member when the others leave, and deletes it when they leave too', async () => {
    const [first, last] = [await ctx.createUser(), await ctx.createUser()];
    const group = await createSummary({ isGroupSession: true, memberIds: [first.id, last.id] });
    expect((await deleteAccount(first)).statusCode).toBe(204);
    expect(await summaryRows([group.id])).toEqual([{ id: group.id }]);
    expect((await deleteAccount(last)).statusCode).toBe(204);
    expect(await summaryRows([group.id])).toEqual([]);
  });

  it('deletes a group summary whose last two members leave at the same moment', async () => {
    const [one, other] = [await ctx.createUser(), await ctx.createUser()];
    const group = await createSummary({ isGroupSession: true, memberIds: [one.id, other.id] });
    const responses = await Promise.all([deleteAccount(one), deleteAccount(other)]);
    expect(responses.map((response) => response.statusCode)).toEqual([204, 204]);
    expect(await summaryRows([group.id])).toEqual([]);
  });

  it('housekeeping deletes the summaries that account deletions left without a member before, files included', async () => {
    const learner = await ctx.createUser();
    const notes = await pending('old notes.pdf', sample.pdf);
    const blob = await blobPathOf(notes.id);
    const summary = await createSummary({ memberIds: [learner.id], attachmentIds: [notes.id] });
    // What deleting the account did until issue 24: the user row alone, its memberships cascading.
    await ctx.database.db.delete(users).where(eq(users.id, learner.id));
    expect(await summaryRows([summary.id])).toEqual([{ id: summary.id }]);
    const dayLater = new Date(Date.now() + 25 * 3_600_000);
    const job = createPendingAttachmentsJob({ files: ctx.app.files, clock: { now: () => dayLater } });
    expect(await runJob(ctx.database.db, job)).toBe(true);
    expect(await summaryRows([summary.id])).toEqual([]);
    expect(await ctx.database.db.select().from(storageObjects).where(eq(storageObjects.id, notes.id))).toEqual([]);
    expect(existsSync(blob)).toBe(false);
  });

  it('still deletes the account when a file cannot be removed; housekeeping removes it later', async () => {
    const learner = await ctx.createUser();
    const notes = await pending('notes.pdf', sample.pdf);
    const blob = await blobPathOf(notes.id);
    const summary = await createSummary({ memberIds: [learner.id], attachmentIds: [notes.id] });
    const failing = vi.spyOn(ctx.app.files, 'delete').mockRejectedValueOnce(new Error('database went away'));
    try {
      expect((await deleteAccount(learner)).statusCode).toBe(204);
    } finally {
      failing.mockRestore();
    }
    expect(await summaryRows([summary.id])).toEqual([]);
    // No summary claims the storage object any more, so it is an unclaimed upload like any other.
    expect(
      await ctx.database.db.select().from(sessionAttachments).where(eq(sessionAttachments.storageObjectId, notes.id)),
    ).toEqual([]);
    expect(existsSync(blob)).toBe(true);
    const dayLater = new Date(Date.now() + 25 * 3_600_000);
    const job = createPendingAttachmentsJob({ files: ctx.app.files, clock: { now: () => dayLater } });
    expect(await runJob(ctx.database.db, job)).toBe(true);
    expect(await ctx.database.db.select().from(storageObjects).where(eq(storageObjects.id, notes.id))).toEqual([]);
    expect(existsSync(blob)).toBe(false);
  });
});
