import type { APIResponse, Page } from '@playwright/test';
import { DEMO, expect, signInViaApi, test } from './support/fixtures.ts';
import {
  ADMIN_ROUTES,
  PROTECTED_ROUTES,
  PUBLIC_ROUTES,
  PUBLIC_ROUTES_CONSOLE_NOTES,
  SAMPLE_ID,
} from './support/routes.ts';

/**
 * Every route of the table, for every role, on a 390 px phone: nothing scrolls sideways, neither the document nor
 * the body. Detail pages open a real item of the demo school where the role can find one, so the page shows its
 * content rather than its not-found message.
 */
const PHONE = { width: 390, height: 844 };
const CHUNK = 8;

interface Listed {
  items: Array<{ id: string; email?: string }>;
}
interface WithModules {
  modules: Array<{ id: string }>;
}

async function json<T>(response: APIResponse): Promise<T | null> {
  return response.ok() ? ((await response.json()) as T) : null;
}

/** The demo ids the signed-in role can open, looked up once per test. */
async function demoIds(page: Page) {
  const get = (url: string) => page.request.get(url);
  const firstId = async (url: string) => (await json<Listed>(await get(url)))?.items[0]?.id ?? null;
  const course = await firstId('/api/courses');
  const courseModule = course ? (await json<WithModules>(await get(`/api/courses/${course}`)))?.modules[0]?.id : null;
  const library: Record<string, string | null> = {};
  for (const [path, type] of [
    ['articles', 'article'],
    ['videos', 'video'],
    ['exercises', 'exercise'],
    ['repertoire', 'repertoire'],
    ['jam-tracks', 'jam_track'],
  ] as const) {
    library[path] = await firstId(`/api/library?type=${type}&page=1&pageSize=1`);
  }
  const event = await firstId('/api/calendar/events');
  const users = await json<Listed>(await get(`/api/admin/users?search=${encodeURIComponent(DEMO.learner.email)}`));
  const learner = users?.items.find((user) => user.email === DEMO.learner.email)?.id ?? null;
  const adminCourse = await firstId('/api/admin/courses');
  const adminModule = adminCourse
    ? (await json<WithModules>(await get(`/api/admin/courses/${adminCourse}`)))?.modules[0]?.id
    : null;
  return { course, courseModule, library, event, learner, adminCourse, adminModule };
}

/** The route with the sample ids swapped for demo ones where there are some (else the not-found page is checked). */
function withDemoIds(path: string, ids: Awaited<ReturnType<typeof demoIds>>): string {
  const swap = (...values: Array<string | null | undefined>) => {
    if (values.some((value) => !value)) return path;
    let next = path;
    for (const value of values) next = next.replace(SAMPLE_ID, value!);
    return next;
  };
  const library = /^\/library\/([a-z-]+)\//.exec(path)?.[1];
  if (library) return swap(ids.library[library]);
  if (path.startsWith('/courses/'))
    return path.includes('/modules/') ? swap(ids.course, ids.courseModule) : swap(ids.course);
  if (path.startsWith('/calendar/edit/')) return swap(ids.event);
  if (path.startsWith('/admin/users/') || path.startsWith('/admin/create-session-summary/')) return swap(ids.learner);
  if (path.startsWith('/admin/library/articles/')) return swap(ids.library.articles);
  if (path.startsWith('/admin/courses/')) {
    return path.endsWith('/edit') && path.includes('/modules/')
      ? swap(ids.adminCourse, ids.adminModule)
      : swap(ids.adminCourse);
  }
  return path;
}

/** Opens the page, waits until it has loaded, and says how far the document and the body scroll sideways. */
async function sidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  // Nothing is still loading: no spinner left.
  await expect(page.locator('.animate-spin'), path).toHaveCount(0);
  return page.evaluate(() => ({
    document: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    body: document.body.scrollWidth - document.body.clientWidth,
  }));
}

async function expectNoSidewaysScroll(page: Page, paths: readonly string[]) {
  const ids = paths.some((path) => path.includes(SAMPLE_ID)) ? await demoIds(page) : null;
  const found: Record<string, { document: number; body: number }> = {};
  for (const route of paths) {
    const path = ids ? withDemoIds(route, ids) : route;
    const scroll = await sidewaysScroll(page, path);
    if (scroll.document > 0 || scroll.body > 0) found[path] = scroll;
  }
  expect(found, 'pages that scroll sideways at 390 px (pixels past the edge)').toEqual({});
}

const chunks = (routes: readonly string[]) =>
  Array.from({ length: Math.ceil(routes.length / CHUNK) }, (_, i) => routes.slice(i * CHUNK, (i + 1) * CHUNK));

test.describe('no route scrolls sideways on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test(`public pages 1-${PUBLIC_ROUTES.length}, signed out`, async ({ page, consoleErrors }) => {
    consoleErrors.allow(PUBLIC_ROUTES_CONSOLE_NOTES);
    await expectNoSidewaysScroll(page, PUBLIC_ROUTES);
  });

  for (const [role, account] of [
    ['learner', DEMO.learner],
    ['teacher', DEMO.teacher],
    ['superadmin', DEMO.admin],
  ] as const) {
    chunks(PROTECTED_ROUTES).forEach((paths, index) => {
      const first = index * CHUNK + 1;
      test(`protected pages ${first}-${first + paths.length - 1}, as the demo ${role}`, async ({
        page,
        consoleErrors,
      }) => {
        test.setTimeout(120_000);
        // A sample id with no demo item behind it answers 404, a module of a course the role is not enrolled in
        // 403; the browser notes both in the console.
        consoleErrors.allow(/status of 40[34]/);
        await signInViaApi(page, account);
        await expectNoSidewaysScroll(page, paths);
      });
    });
  }

  chunks(ADMIN_ROUTES).forEach((paths, index) => {
    const first = index * CHUNK + 1;
    test(`admin pages ${first}-${first + paths.length - 1}, as the demo superadmin`, async ({
      page,
      consoleErrors,
    }) => {
      test.setTimeout(120_000);
      consoleErrors.allow(/status of 40[34]/);
      await signInViaApi(page, DEMO.admin);
      await expectNoSidewaysScroll(page, paths);
    });
  });
});
