import { existsSync } from 'node:fs';
import path from 'node:path';
import { rm } from 'node:fs/promises';
import {
  PENDING_ATTACHMENT_TTL_HOURS,
  UPLOAD_MAX_BYTES,
  messages,
  type AccountExport,
  type CollectionListResponse,
  type CreateSummaryRequest,
  type DashboardResponse,
  type Faculty,
  type FileListResponse,
  type PendingAttachment,
  type SummariesResponse,
  type SummaryDetail,
} from '@woodshed/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessionSummaries, storageObjects } from '../../db/schema/index.ts';
import { runJob } from '../../plugins/jobs.ts';
import { createTestContext, type TestContext, type TestUser } from '../../test/harness.ts';
import * as sample from '../../test/sample-files.ts';
import { createItem, errorOf, inputOf } from '../library/test-fixtures.ts';
import { createPendingAttachmentsJob } from './attachments.ts';

let ctx: TestContext;
let admin: TestUser;
let ana: TestUser;
let ben: TestUser;
let outsider: TestUser;
let teacher: Faculty;
let chordId: string;
let exerciseId: string;

const m = messages.summaries;
const SESSION_DATE = '2026-11-26T03:30:00.000Z';

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.createUser({ isSuperadmin: true });
  ana = await ctx.createUser({ username: 'ana_arpeggio' });
  ben = await ctx.createUser({ username: 'ben_bends' });
  outsider = await ctx.createUser();
  // Ana is in Chicago, where the lesson was still on the 25th; Ben in Berlin, where it was the 26th.
  await ctx.database.db.update(profiles).set({ timezone: 'America/Chicago' }).where(eq(profiles.id, ana.id));
  await ctx.database.db.update(profiles).set({ timezone: 'Europe/Berlin' }).where(eq(profiles.id, ben.id));
  teacher = await createFaculty({ firstName: 'Rosa', lastName: 'Delgado', title: 'Jazz guitar', bio: 'Plays.' });
  const chords = (await ctx.request('GET', '/api/chords', { as: admin })).json() as { items: Array<{ id: string }> };
  chordId = chords.items[0]!.id;
  exerciseId = (await createItem(ctx, admin, inputOf('exercise'))).id;
});
afterAll(async () => {
  await ctx.close();
  await rm(ctx.app.config.dataDir, { recursive: true, force: true });
});

async function createFaculty(body: Record<string, unknown>): Promise<Faculty> {
  const response = await ctx.request('POST', '/api/admin/faculty', { as: admin, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Faculty;
}

function uploadAttachment(filename: string, data: Buffer, as: TestUser = admin) {
  const form = sample.multipartForm([{ name: 'file', filename, contentType: 'application/octet-stream', data }]);
  return ctx.request('POST', '/api/admin/session-attachments', { as, body: form.body, headers: form.headers });
}

async function pending(filename: string, data: Buffer): Promise<PendingAttachment> {
  const response = await uploadAttachment(filename, data);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as PendingAttachment;
}

const summaryInput = (overrides: Partial<CreateSummaryRequest> = {}): CreateSummaryRequest => ({
  facultyId: teacher.id,
  sessionDate: SESSION_DATE,
  shortDescription: 'Barre chords and the blues shuffle',
  longDescription: '<p>Worked on the <strong>F barre</strong>.</p>',
  isGroupSession: false,
  memberIds: [ana.id],
  ...overrides,
});

const postSummary = (body: unknown) => ctx.request('POST', '/api/admin/session-summaries', { as: admin, body });

async function createSummary(overrides: Partial<CreateSummaryRequest> = {}): Promise<SummaryDetail> {
  const response = await postSummary(summaryInput(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as SummaryDetail;
}

const get = async <T>(url: string, as: TestUser): Promise<T> => {
  const response = await ctx.request('GET', url, { as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};

async function blobPathOf(storageObjectId: string): Promise<string> {
  const [row] = await ctx.database.db
    .select({ path: storageObjects.path })
    .from(storageObjects)
    .where(eq(storageObjects.id, storageObjectId));
  return path.join(ctx.app.config.dataDir, 'storage', ctx.app.files.bucket, row!.path);
}

describe('a group session with attachments and homework', () => {
  let summary: SummaryDetail;
  let notes: PendingAttachment;
  let photo: PendingAttachment;

  beforeAll(async () => {
    notes = await pending('lesson notes.pdf', sample.pdf);
    photo = await pending('chart.png', sample.png);
    summary = await createSummary({
      isGroupSession: true,
      memberIds: [ana.id, ben.id],
      longDescription: '<p>Shuffle in A.</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
      attachmentIds: [notes.id, photo.id],
      homework: [
        { materialType: 'chord', materialId: chordId },
        { materialType: 'exercise', materialId: exerciseId },
      ],
    });
  });

  it('answers the summary as its creator sees it, notes sanitised, members by display name', () => {
    expect(summary).toMatchObject({
      sessionDate: SESSION_DATE,
      isGroupSession: true,
      faculty: { id: teacher.id, firstName: 'Rosa', lastName: 'Delgado', bio: 'Plays.' },
      memberCount: 2,
      members: [
        { id: ana.id, displayName: 'ana_arpeggio' },
        { id: ben.id, displayName: 'ben_bends' },
      ],
    });
    expect(summary.longDescription).toBe('<p>Shuffle in A.</p><img src="x" />');
    expect(summary.attachments.map((a) => [a.fileName, a.fileType, a.size])).toEqual([
      ['lesson notes.pdf', 'application/pdf', sample.pdf.length],
      ['chart.png', 'image/png', sample.png.length],
    ]);
    for (const attachment of summary.attachments) {
      expect(attachment.url).toBe(`/api/session-summaries/${summary.id}/attachments/${attachment.id}`);
    }
    expect(summary.homework.map((h) => [h.materialType, h.materialId, h.item?.kind])).toEqual([
      ['chord', chordId, 'chord'],
      ['exercise', exerciseId, 'library'],
    ]);
  });

  it('shows it to both learners (without the other members), in the list and in full', async () => {
    for (const learner of [ana, ben]) {
      const list = await get<SummariesResponse>('/api/session-summaries', learner);
      expect(list.items.map((item) => item.id)).toContain(summary.id);
      expect(list.items.find((item) => item.id === summary.id)).toMatchObject({
        attachmentCount: 2,
        homeworkCount: 2,
        faculty: { id: teacher.id, lastName: 'Delgado' },
      });
      const detail = await get<SummaryDetail>(`/api/session-summaries/${summary.id}`, learner);
      expect(detail).toMatchObject({ id: summary.id, memberCount: 2, members: null });
      expect(detail.homework).toEqual(summary.homework);
    }
  });

  it('gives each learner a Lesson collection named after the date in their own zone, with the homework in order', async () => {
    const expected = [
      [ana, 'Lesson 25 Nov 2026'],
      [ben, 'Lesson 26 Nov 2026'],
    ] as const;
    for (const [learner, title] of expected) {
      const { items } = await get<CollectionListResponse>('/api/collections', learner);
      const lesson = items.find((collection) => collection.title === title);
      expect(lesson, title).toMatchObject({
        description: 'Homework: Barre chords and the blues shuffle',
        icon: 'Folder',
        color: '#4F46E5',
      });
      expect(lesson!.materials.map((material) => [material.materialType, material.materialId])).toEqual([
        ['chord', chordId],
        ['exercise', exerciseId],
      ]);
    }
  });

  it('streams an attachment to members and superadmins, privately, with the file headers and ranges', async () => {
    const [pdf, png] = summary.attachments as [
      SummaryDetail['attachments'][number],
      SummaryDetail['attachments'][number],
    ];
    for (const viewer of [ana, ben, admin]) {
      const response = await ctx.request('GET', pdf.url, { as: viewer });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(sample.pdf)).toBe(true);
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'x-content-type-options': 'nosniff',
        'content-disposition': "inline; filename*=UTF-8''lesson%20notes.pdf",
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'no-store',
        'accept-ranges': 'bytes',
      });
    }
    const image = await ctx.request('GET', png.url, { as: ana });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['content-security-policy']).not.toBe("default-src 'none'; sandbox");
    const range = await ctx.request('GET', pdf.url, { as: ana, headers: { range: 'bytes=0-3' } });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('%PDF');
    expect(range.headers['content-range']).toBe(`bytes 0-3/${sample.pdf.length}`);
  });

  it('tells anyone else the summary and its files do not exist (404), also at a guessed address', async () => {
    const list = await get<SummariesResponse>('/api/session-summaries', outsider);
    expect(list.items.map((item) => item.id)).not.toContain(summary.id);
    expect(list.faculty).toEqual([]);
    const detail = await ctx.request('GET', `/api/session-summaries/${summary.id}`, { as: outsider });
    expect(detail.statusCode).toBe(404);
    expect(errorOf(detail).message).toBe(m.notFound);
    for (const attachment of summary.attachments) {
      expect((await ctx.request('GET', attachment.url, { as: outsider })).statusCode).toBe(404);
      expect((await ctx.request('GET', attachment.url)).statusCode).toBe(401);
    }
    // Another summary's attachment under this summary's address, and made-up ids.
    const other = await createSummary({
      memberIds: [outsider.id],
      attachmentIds: [(await pending('x.png', sample.png)).id],
    });
    const crossed = `/api/session-summaries/${summary.id}/attachments/${other.attachments[0]!.id}`;
    expect((await ctx.request('GET', crossed, { as: ana })).statusCode).toBe(404);
    expect((await ctx.request('GET', crossed, { as: admin })).statusCode).toBe(404);
    expect(
      (await ctx.request('GET', `/api/session-summaries/${summary.id}/attachments/not-a-uuid`, { as: ana })).statusCode,
    ).toBe(404);
    expect((await ctx.request('GET', '/api/session-summaries/not-a-uuid', { as: ana })).statusCode).toBe(404);
  });

  it("puts the summary, its faculty member, attachments and homework in each member's export, not the others'", async () => {
    const data = (await get<AccountExport>('/api/account/export', ana)).tables;
    expect(data.session_summaries).toEqual([
      expect.objectContaining({ id: summary.id, shortDescription: summary.shortDescription }),
    ]);
    expect(data.session_summary_faculty).toEqual([expect.objectContaining({ lastName: 'Delgado' })]);
    expect(data.session_attachments?.map((row) => row.fileName)).toEqual(['lesson notes.pdf', 'chart.png']);
    expect(data.session_summary_homework).toHaveLength(2);
    expect(JSON.stringify(data)).not.toContain(ben.id);
    const outsiders = (await get<AccountExport>('/api/account/export', outsider)).tables;
    expect(JSON.stringify(outsiders.session_summaries)).not.toContain(summary.id);
  });

  it('shows the session on the members’ dashboards', async () => {
    const dashboard = await get<DashboardResponse>('/api/dashboard', ben);
    expect(dashboard.latestSessionSummaryDate).toBe(SESSION_DATE);
  });
});

describe('attachments', () => {
  it('judges the type by the content: a .pdf name with PNG bytes is stored as an image', async () => {
    const attachment = await pending('scan.pdf', sample.png);
    expect(attachment.fileType).toBe('image/png');
    expect(attachment.fileName).toMatch(/\.png$/);
    const [row] = await ctx.database.db.select().from(storageObjects).where(eq(storageObjects.id, attachment.id));
    expect(row).toMatchObject({ category: 'image' });
    expect(row!.path).toMatch(/^session-attachments\/[0-9a-f-]{36}\.png$/);
  });

  it('takes every accepted kind: text, audio and video too', async () => {
    expect((await pending('plan.txt', sample.text)).fileType).toBe('text/plain');
    expect((await pending('take.wav', sample.wav())).fileType).toBe('audio/wav');
    expect((await pending('clip.webm', sample.webm)).fileType).toBe('video/webm');
  });

  it('refuses programs and archives, naming the accepted types', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)]);
    for (const [name, data] of [
      ['setup.exe', sample.windowsExe],
      ['notes.pdf', sample.elf],
      ['bundle.zip', zip],
    ] as const) {
      const response = await uploadAttachment(name, data);
      expect(response.statusCode, name).toBe(400);
      expect(errorOf(response)).toMatchObject({
        field: 'file',
        message: 'Invalid file type. Allowed types: JPEG, PNG, GIF, WEBP, PDF, TXT, MP3, WAV, MP4, WEBM',
      });
    }
  });

  it('refuses 10 MB or more (413) and an empty form', async () => {
    const tooBig = Buffer.concat([sample.pdf, Buffer.alloc(UPLOAD_MAX_BYTES)]);
    const response = await uploadAttachment('big.pdf', tooBig);
    expect(response.statusCode).toBe(413);
    expect(errorOf(response).message).toBe(messages.storage.tooLarge);
    const form = sample.multipartForm([{ name: 'note', value: 'no file' }]);
    const empty = await ctx.request('POST', '/api/admin/session-attachments', {
      as: admin,
      body: form.body,
      headers: form.headers,
    });
    expect(empty.statusCode).toBe(400);
  });

  it('keeps them out of the public /files route and the files page', async () => {
    const attachment = await pending('private.png', sample.png);
    const [row] = await ctx.database.db.select().from(storageObjects).where(eq(storageObjects.id, attachment.id));
    expect((await ctx.request('GET', `/files/${row!.path}`)).statusCode).toBe(404);
    expect((await ctx.request('GET', `/files/${row!.path}`, { as: admin })).statusCode).toBe(404);
    const { items } = await get<FileListResponse>('/api/admin/files', admin);
    expect(items.map((file) => file.id)).not.toContain(attachment.id);
    const images = await get<FileListResponse>('/api/admin/files?category=image', admin);
    expect(images.items.map((file) => file.id)).not.toContain(attachment.id);
  });

  it('are claimed by one summary only', async () => {
    const attachment = await pending('once.png', sample.png);
    await createSummary({ attachmentIds: [attachment.id] });
    const again = await postSummary(summaryInput({ attachmentIds: [attachment.id] }));
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toMatchObject({ field: 'attachmentIds', message: m.attachmentNotFound });
    // A public upload is no attachment either.
    const form = sample.multipartForm([
      { name: 'category', value: 'image' },
      { name: 'file', filename: 'pick.png', data: sample.png },
    ]);
    const upload = await ctx.request('POST', '/api/admin/uploads', {
      as: admin,
      body: form.body,
      headers: form.headers,
    });
    const publicFile = await postSummary(summaryInput({ attachmentIds: [(upload.json() as { id: string }).id] }));
    expect(errorOf(publicFile).message).toBe(m.attachmentNotFound);
  });
});

describe('validation of a new summary', () => {
  const refusal = async (body: unknown) => {
    const response = await postSummary(body);
    expect(response.statusCode, response.body).toBe(400);
    return errorOf(response);
  };
  const uuid = '00000000-0000-4000-8000-000000000000';

  it("answers the spec's messages, naming the field", async () => {
    const { facultyId: _faculty, ...noFaculty } = summaryInput();
    expect(await refusal(noFaculty)).toMatchObject({ message: m.facultyRequired });
    expect(await refusal(summaryInput({ facultyId: uuid }))).toMatchObject({
      field: 'facultyId',
      message: m.facultyRequired,
    });
    expect(await refusal(summaryInput({ shortDescription: '   ' }))).toMatchObject({
      message: m.shortDescriptionRequired,
    });
    expect(await refusal(summaryInput({ sessionDate: '' }))).toMatchObject({ message: m.sessionDateRequired });
    expect(await refusal(summaryInput({ memberIds: [] }))).toMatchObject({ message: m.noUserSelected });
    expect(await refusal(summaryInput({ memberIds: [ana.id, ben.id] }))).toMatchObject({
      message: m.privateSessionOneMember,
    });
    expect(await refusal(summaryInput({ memberIds: [uuid] }))).toMatchObject({
      field: 'memberIds',
      message: m.memberNotFound,
    });
    expect(await refusal(summaryInput({ attachmentIds: [uuid] }))).toMatchObject({ message: m.attachmentNotFound });
  });

  it('refuses homework that does not exist, or not as that type, or unpublished', async () => {
    for (const homework of [
      [{ materialType: 'chord', materialId: uuid }],
      [{ materialType: 'article', materialId: exerciseId }],
      [{ materialType: 'exercise', materialId: chordId }],
    ] as const) {
      expect(await refusal(summaryInput({ homework: [...homework] }))).toMatchObject({
        field: 'homework',
        message: m.homeworkNotFound,
      });
    }
  });

  it('refuses too many members, attachments or homework items, and duplicates', async () => {
    const ids = (n: number) =>
      Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(await refusal(summaryInput({ isGroupSession: true, memberIds: ids(31) }))).toMatchObject({
      message: m.tooManyMembers,
    });
    expect(await refusal(summaryInput({ attachmentIds: ids(11) }))).toMatchObject({ message: m.tooManyAttachments });
    expect(
      await refusal(summaryInput({ homework: ids(21).map((materialId) => ({ materialType: 'chord', materialId })) })),
    ).toMatchObject({ message: m.tooManyHomework });
    expect(await refusal(summaryInput({ isGroupSession: true, memberIds: [ana.id, ana.id] }))).toMatchObject({
      message: m.duplicateItems,
    });
  });

  it('leaves nothing behind when refused', async () => {
    const attachment = await pending('kept.png', sample.png);
    const before = await ctx.database.db.select({ id: sessionSummaries.id }).from(sessionSummaries);
    await refusal(
      summaryInput({ attachmentIds: [attachment.id], homework: [{ materialType: 'chord', materialId: uuid }] }),
    );
    expect(await ctx.database.db.select({ id: sessionSummaries.id }).from(sessionSummaries)).toHaveLength(
      before.length,
    );
    // Still pending, so a corrected form can claim it.
    expect((await createSummary({ attachmentIds: [attachment.id] })).attachments).toHaveLength(1);
  });
});

describe('the list: filters, search and paging', () => {
  let learner: TestUser;
  let other: Faculty;

  beforeAll(async () => {
    learner = await ctx.createUser();
    other = await createFaculty({ firstName: 'Sam', lastName: 'Albright' });
    const base = { memberIds: [learner.id] };
    await createSummary({ ...base, sessionDate: '2026-01-10T15:00:00Z', shortDescription: 'Pentatonic boxes' });
    await createSummary({
      ...base,
      sessionDate: '2026-02-10T15:00:00Z',
      shortDescription: 'Fingerstyle basics',
      longDescription: '<p>Travis <em>picking</em> at 60% speed</p>',
      facultyId: other.id,
    });
    await createSummary({
      isGroupSession: true,
      memberIds: [learner.id, ana.id],
      sessionDate: '2026-03-10T15:00:00Z',
      shortDescription: 'Group jam',
      facultyId: other.id,
    });
  });

  const list = (query: string) => get<SummariesResponse>(`/api/session-summaries${query}`, learner);
  const titles = (response: SummariesResponse) => response.items.map((item) => item.shortDescription);

  it('lists newest session first, with the faculty choices by last name whatever the filters', async () => {
    const all = await list('');
    expect(titles(all)).toEqual(['Group jam', 'Fingerstyle basics', 'Pentatonic boxes']);
    expect(all.total).toBe(3);
    expect(all.faculty.map((f) => f.lastName)).toEqual(['Albright', 'Delgado']);
    expect((await list('?type=group')).faculty.map((f) => f.lastName)).toEqual(['Albright', 'Delgado']);
  });

  it('filters by type and faculty member', async () => {
    expect(titles(await list('?type=group'))).toEqual(['Group jam']);
    expect(titles(await list('?type=private'))).toEqual(['Fingerstyle basics', 'Pentatonic boxes']);
    expect(titles(await list(`?facultyId=${other.id}`))).toEqual(['Group jam', 'Fingerstyle basics']);
    expect(titles(await list(`?facultyId=${other.id}&type=private`))).toEqual(['Fingerstyle basics']);
  });

  it('searches the short description, the notes’ text and the faculty name, taking % and _ literally', async () => {
    expect(titles(await list('?search=pentatonic'))).toEqual(['Pentatonic boxes']);
    expect(titles(await list('?search=travis%20picking'))).toEqual([]);
    expect(titles(await list('?search=picking'))).toEqual(['Fingerstyle basics']);
    expect(titles(await list('?search=em'))).toEqual([]);
    expect(titles(await list('?search=albright'))).toEqual(['Group jam', 'Fingerstyle basics']);
    expect(titles(await list('?search=sam%20alb'))).toEqual(['Group jam', 'Fingerstyle basics']);
    expect(titles(await list('?search=60%25'))).toEqual(['Fingerstyle basics']);
    expect(titles(await list('?search=%25'))).toEqual(['Fingerstyle basics']);
    expect(titles(await list('?search=_'))).toEqual([]);
  });

  it('pages with the total', async () => {
    const second = await list('?page=2&pageSize=2');
    expect(titles(second)).toEqual(['Pentatonic boxes']);
    expect(second.total).toBe(3);
  });

  it('shows a superadmin every summary', async () => {
    const all = await get<SummariesResponse>('/api/session-summaries?pageSize=100', admin);
    expect(all.total).toBeGreaterThan(3);
    expect(titles(all)).toEqual(expect.arrayContaining(['Group jam', 'Fingerstyle basics', 'Pentatonic boxes']));
  });
});

describe('faculty', () => {
  it('creates, lists by last name, edits and refuses unknown ids', async () => {
    const zed = await createFaculty({ firstName: 'Zoe', lastName: 'Zimmer', avatarUrl: 'https://example.com/zoe.jpg' });
    expect(zed).toMatchObject({ title: null, bio: null, avatarUrl: 'https://example.com/zoe.jpg' });
    const { items } = await get<{ items: Faculty[] }>('/api/admin/faculty', admin);
    const names = items.map((f) => f.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const edited = await ctx.request('PUT', `/api/admin/faculty/${zed.id}`, {
      as: admin,
      body: { firstName: 'Zoë', lastName: 'Zimmer', title: 'Classical', bio: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ firstName: 'Zoë', title: 'Classical', bio: null, avatarUrl: null });
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['PUT', `/api/admin/faculty/${unknown}`],
      ['DELETE', `/api/admin/faculty/${unknown}`],
      ['DELETE', '/api/admin/faculty/nope'],
    ] as const) {
      const response = await ctx.request(method, url, { as: admin, body: { firstName: 'A', lastName: 'B' } });
      expect(response.statusCode, url).toBe(404);
      expect(errorOf(response).message).toBe(messages.faculty.notFound);
    }
    const invalid = await ctx.request('POST', '/api/admin/faculty', {
      as: admin,
      body: { firstName: ' ', lastName: 'X' },
    });
    expect(errorOf(invalid).message).toBe(messages.faculty.firstNameRequired);
  });

  it('deletes a faculty member and keeps their summaries without one', async () => {
    const leaving = await createFaculty({ firstName: 'Lee', lastName: 'Leaving' });
    const summary = await createSummary({ facultyId: leaving.id });
    expect((await ctx.request('DELETE', `/api/admin/faculty/${leaving.id}`, { as: admin })).statusCode).toBe(204);
    const detail = await get<SummaryDetail>(`/api/session-summaries/${summary.id}`, ana);
    expect(detail.faculty).toBeNull();
    const { items } = await get<SummariesResponse>('/api/session-summaries?pageSize=100', ana);
    expect(items.find((item) => item.id === summary.id)?.faculty).toBeNull();
  });
});

describe('deleting a summary', () => {
  it('removes it with its attachments and their files; the homework collections stay', async () => {
    const learner = await ctx.createUser();
    const attachment = await pending('gone.pdf', sample.pdf);
    const blob = await blobPathOf(attachment.id);
    const summary = await createSummary({
      memberIds: [learner.id],
      attachmentIds: [attachment.id],
      homework: [{ materialType: 'chord', materialId: chordId }],
    });
    expect(existsSync(blob)).toBe(true);
    const response = await ctx.request('DELETE', `/api/admin/session-summaries/${summary.id}`, { as: admin });
    expect(response.statusCode).toBe(204);
    expect(existsSync(blob)).toBe(false);
    expect(await ctx.database.db.select().from(storageObjects).where(eq(storageObjects.id, attachment.id))).toEqual([]);
    expect((await ctx.request('GET', `/api/session-summaries/${summary.id}`, { as: admin })).statusCode).toBe(404);
    expect((await ctx.request('GET', summary.attachments[0]!.url, { as: learner })).statusCode).toBe(404);
    const { items } = await get<CollectionListResponse>('/api/collections', learner);
    expect(items.map((c) => c.materials.length)).toEqual([1]);
    const again = await ctx.request('DELETE', `/api/admin/session-summaries/${summary.id}`, { as: admin });
    expect(again.statusCode).toBe(404);
  });
});

describe('pending attachment housekeeping', () => {
  it(`deletes attachments no summary claimed within ${PENDING_ATTACHMENT_TTL_HOURS} hours, with their files`, async () => {
    const stale = await pending('stale.png', sample.png);
    const fresh = await pending('fresh.png', sample.png);
    const claimed = await pending('claimed.png', sample.png);
    await createSummary({ attachmentIds: [claimed.id] });
    const dayAgo = new Date(Date.now() - (PENDING_ATTACHMENT_TTL_HOURS + 1) * 3_600_000);
    for (const id of [stale.id, claimed.id]) {
      await ctx.database.db.update(storageObjects).set({ createdAt: dayAgo }).where(eq(storageObjects.id, id));
    }
    const staleBlob = await blobPathOf(stale.id);
    const job = createPendingAttachmentsJob({ files: ctx.app.files, clock: { now: () => new Date() } });
    expect(await runJob(ctx.database.db, job)).toBe(true);
    expect(existsSync(staleBlob)).toBe(false);
    const left = (await ctx.database.db.select({ id: storageObjects.id }).from(storageObjects)).map((row) => row.id);
    expect(left).not.toContain(stale.id);
    expect(left).toEqual(expect.arrayContaining([fresh.id, claimed.id]));
  });
});

describe('access', () => {
  it('refuses learners (403) and signed-out users (401) on every admin route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes = [
      ['GET', '/api/admin/faculty'],
      ['POST', '/api/admin/faculty'],
      ['PUT', `/api/admin/faculty/${id}`],
      ['DELETE', `/api/admin/faculty/${id}`],
      ['POST', '/api/admin/session-attachments'],
      ['POST', '/api/admin/session-summaries'],
      ['DELETE', `/api/admin/session-summaries/${id}`],
    ] as const;
    for (const [method, url] of routes) {
      expect((await ctx.request(method, url, { as: ana, body: {} })).statusCode, `${method} ${url}`).toBe(403);
      expect((await ctx.request(method, url, { body: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await uploadAttachment('x.png', sample.png, ana)).statusCode).toBe(403);
    expect((await ctx.request('GET', '/api/session-summaries')).statusCode).toBe(401);
  });
});
