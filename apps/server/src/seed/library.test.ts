import { CONTENT_TYPES, type LibraryDetail, type LibraryListResponse } from '@woodshed/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../test/harness.ts';
import { seedStarterLibrary } from './library.ts';
import { webmDurationSeconds } from './media.ts';

let ctx: TestContext;
let learner: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  learner = await ctx.createUser();
});
afterAll(async () => {
  await ctx.close();
});

describe('starter library', () => {
  it('creates three published items of each type with working media, once', async () => {
    expect(await seedStarterLibrary(ctx.database.db, ctx.app.files)).toBe(15);
    expect(await seedStarterLibrary(ctx.database.db, ctx.app.files)).toBe(0);

    const list = (await ctx.request('GET', '/api/library?pageSize=60', { as: learner })).json() as LibraryListResponse;
    expect(list.total).toBe(15);
    for (const type of CONTENT_TYPES)
      expect(
        list.items.filter((i) => i.contentType === type),
        type,
      ).toHaveLength(3);
    expect(list.items[0]?.contentType).toBe('article');

    for (const item of list.items) {
      expect(item.thumbnailUrl).toMatch(/^\/files\/images\//);
      const thumb = await ctx.request('GET', item.thumbnailUrl!);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/png');
    }

    const media: Array<[string, string]> = [];
    for (const item of list.items) {
      const detail = (await ctx.request('GET', `/api/library/${item.id}`, { as: learner })).json() as LibraryDetail;
      if (detail.contentType === 'jam_track') media.push([detail.details.backingTrackUrl!, 'audio/wav']);
      if (detail.contentType === 'repertoire') {
        media.push(
          [detail.details.backingTrackUrl!, 'audio/wav'],
          [detail.details.sheetMusicUrl!, 'text/plain'],
          [detail.details.tabUrl!, 'text/plain'],
        );
      }
      if (detail.contentType === 'video') media.push([detail.details.videoUrl, 'video/webm']);
      if (detail.contentType === 'jam_track') expect(detail.details.chordProgression.length).toBeGreaterThanOrEqual(4);
    }
    expect(media).toHaveLength(3 + 9 + 3);
    for (const [url, type] of media) {
      const response = await ctx.request('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(String(response.headers['content-type'])).toContain(type);
      expect(Number(response.headers['content-length'])).toBeGreaterThan(100);
    }
  });

  it('gives each video and jam track the duration of its media, as m:ss (issue 12)', async () => {
    await seedStarterLibrary(ctx.database.db, ctx.app.files);
    const list = (await ctx.request('GET', '/api/library?pageSize=60', { as: learner })).json() as LibraryListResponse;
    const toSeconds = (duration: string) => duration.split(':').reduce((total, part) => total * 60 + Number(part), 0);
    const checked: string[] = [];
    for (const item of list.items) {
      const detail = (await ctx.request('GET', `/api/library/${item.id}`, { as: learner })).json() as LibraryDetail;
      if (detail.contentType !== 'video' && detail.contentType !== 'jam_track') continue;
      const url = detail.contentType === 'video' ? detail.details.videoUrl : detail.details.backingTrackUrl!;
      const file = (await ctx.request('GET', url)).rawPayload;
      // A WAV's length is its data size over its byte rate (44-byte header as rendered); a WebM's is in its header.
      const seconds =
        detail.contentType === 'jam_track' ? file.readUInt32LE(40) / file.readUInt32LE(28) : webmDurationSeconds(file);
      expect(detail.details.duration, detail.title).toMatch(/^\d+:[0-5]\d$/);
      expect(toSeconds(detail.details.duration!), detail.title).toBe(Math.round(seconds));
      checked.push(detail.contentType);
    }
    expect(checked).toHaveLength(6);
  });
});
