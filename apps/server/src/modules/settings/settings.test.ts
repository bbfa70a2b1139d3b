import {
  DEFAULT_PRIVATE_LESSONS,
  DEFAULT_SITE_SETTINGS,
  messages,
  type DashboardResponse,
  type PrivateLessons,
  type SiteSettingsValues,
} from '@woodshed/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSettings } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/private-lessons', () => {
  it('shows the shipped texts and link until a superadmin changes them, then the stored ones', async () => {
    const user = await ctx.createUser();
    const first = await ctx.request('GET', '/api/private-lessons', { as: user });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual(DEFAULT_PRIVATE_LESSONS);

    await ctx.database.db.insert(siteSettings).values([
      { key: 'private_lessons_bio', value: 'Maria has taught classical guitar for 20 years.' },
      { key: 'private_lessons_scheduling_url', value: 'https://lessons.example.test/book' },
    ]);
    const changed = (await ctx.request('GET', '/api/private-lessons', { as: user })).json() as PrivateLessons;
    expect(changed).toEqual({
      instructorBio: 'Maria has taught classical guitar for 20 years.',
      whatToExpect: DEFAULT_PRIVATE_LESSONS.whatToExpect,
      schedulingUrl: 'https://lessons.example.test/book',
    });
  });

  it('is for signed-in users only (401)', async () => {
    expect((await ctx.request('GET', '/api/private-lessons')).statusCode).toBe(401);
  });
});

describe('site settings (superadmin)', () => {
  const settings: SiteSettingsValues = {
    schoolName: 'Riverside Guitar School',
    dashboardNotice: 'Recitals are on Friday at 6 pm.',
    bugReportEmail: 'help@riverside.example',
    privateLessonsBio: 'Sam teaches electric and acoustic guitar.',
    privateLessonsWhatToExpect: 'A warm-up.\nA new piece.',
    privateLessonsSchedulingUrl: 'mailto:lessons@riverside.example',
  };

  it('answers the shipped defaults, then what was saved, and the pages that show them change with it', async () => {
    const admin = await ctx.createUser({ isSuperadmin: true });
    const learner = await ctx.createUser();
    await ctx.database.db.delete(siteSettings);
    const before = await ctx.request('GET', '/api/admin/settings', { as: admin });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual(DEFAULT_SITE_SETTINGS);
    expect((await ctx.request('GET', '/api/site')).json()).toEqual({ schoolName: null });

    const saved = await ctx.request('PUT', '/api/admin/settings', {
      as: admin,
      body: { ...settings, schoolName: `  ${settings.schoolName}  ` },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(settings);
    expect((await ctx.request('GET', '/api/admin/settings', { as: admin })).json()).toEqual(settings);

    // Public: the top bar shows it before sign-in too.
    expect((await ctx.request('GET', '/api/site')).json()).toEqual({ schoolName: 'Riverside Guitar School' });
    const dashboard = (await ctx.request('GET', '/api/dashboard', { as: learner })).json() as DashboardResponse;
    expect(dashboard.notice).toEqual({ text: settings.dashboardNotice, bugReportEmail: settings.bugReportEmail });
    expect((await ctx.request('GET', '/api/private-lessons', { as: learner })).json()).toEqual({
      instructorBio: settings.privateLessonsBio,
      whatToExpect: settings.privateLessonsWhatToExpect,
      schedulingUrl: settings.privateLessonsSchedulingUrl,
    });

    // An empty school name shows none again.
    await ctx.request('PUT', '/api/admin/settings', { as: admin, body: { ...settings, schoolName: '' } });
    expect((await ctx.request('GET', '/api/site')).json()).toEqual({ schoolName: null });
  });

  it('refuses each invalid field with its message and keeps what was stored', async () => {
    const admin = await ctx.createUser({ isSuperadmin: true });
    await ctx.request('PUT', '/api/admin/settings', { as: admin, body: settings });
    const a = messages.admin;
    const cases: [Partial<Record<keyof SiteSettingsValues, unknown>>, string][] = [
      [{ schoolName: 'x'.repeat(61) }, a.schoolNameTooLong],
      [{ dashboardNotice: '  ' }, a.noticeRequired],
      [{ dashboardNotice: 'x'.repeat(1001) }, a.noticeTooLong],
      [{ bugReportEmail: 'not-an-email' }, a.bugReportEmailInvalid],
      [{ privateLessonsBio: '' }, a.privateLessonsBioRequired],
      [{ privateLessonsBio: 'x'.repeat(4001) }, a.privateLessonsTextTooLong],
      [{ privateLessonsWhatToExpect: ' ' }, a.privateLessonsWhatToExpectRequired],
      [{ privateLessonsSchedulingUrl: 'javascript:alert(1)' }, a.schedulingUrlInvalid],
      [{ privateLessonsSchedulingUrl: 'lessons.example' }, a.schedulingUrlInvalid],
      [{ dashboardNotice: undefined }, a.noticeRequired],
    ];
    for (const [change, message] of cases) {
      const response = await ctx.request('PUT', '/api/admin/settings', { as: admin, body: { ...settings, ...change } });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect((response.json() as { error: { message: string } }).error.message).toBe(message);
    }
    expect((await ctx.request('GET', '/api/admin/settings', { as: admin })).json()).toEqual(settings);
  });

  it('is for superadmins only; /api/site is public', async () => {
    const learner = await ctx.createUser();
    expect((await ctx.request('GET', '/api/admin/settings', { as: learner })).statusCode).toBe(403);
    expect((await ctx.request('PUT', '/api/admin/settings', { as: learner, body: settings })).statusCode).toBe(403);
    expect((await ctx.request('GET', '/api/admin/settings')).statusCode).toBe(401);
    expect((await ctx.request('PUT', '/api/admin/settings', { body: settings })).statusCode).toBe(401);
    expect((await ctx.request('GET', '/api/site')).statusCode).toBe(200);
  });
});
