import type { APIRequestContext, Page, PlaywrightWorkerArgs, Response } from '@playwright/test';
import {
  MODULE_STATUS_LABELS,
  messages,
  type CourseDetail,
  type CourseModuleSummary,
  type CoursesResponse,
  type DashboardResponse,
  type ModuleStatus,
} from '@woodshed/shared';
import { DEMO, expect, expectNoSeriousA11yViolations, registerViaApi, signInViaApi, test } from './support/fixtures.ts';

type Playwright = PlaywrightWorkerArgs['playwright'];

const m = messages.courses;
const headers = { 'x-requested-with': 'woodshed' };
const grouped = new Intl.NumberFormat('en-US');
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const weekdayYear = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
/** An unlock date as the page writes it: 'Sat, Nov 28' (with the year when it is not this year's). */
const unlockDate = (iso: string) =>
  (iso.startsWith(String(new Date().getFullYear())) ? weekday : weekdayYear).format(new Date(`${iso}T00:00:00Z`));

const isCall = (path: RegExp) => (response: Response) =>
  response.request().method() === 'GET' && path.test(new URL(response.url()).pathname) && response.ok();
const coursesCall = isCall(/^\/api\/courses$/);
const detailCall = (courseId: string) => isCall(new RegExp(`^/api/courses/${courseId}$`));

const card = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Courses' }).getByRole('article', { name: title, exact: true });
const progressPanel = (page: Page) => page.getByRole('region', { name: /^(Your Progress|Start this course)$/ });
const statusGroup = (page: Page) => page.getByRole('group', { name: 'Your status' });
const statusButton = (page: Page, status: ModuleStatus) =>
  statusGroup(page).getByRole('button', { name: MODULE_STATUS_LABELS[status], exact: true });
const moduleTitle = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title, exact: true });

/** The weighted course percent, worked out here independently of the app. */
function expectedPercent(modules: CourseModuleSummary[], statuses: Map<string, ModuleStatus>): number {
  const total = modules.reduce((sum, module) => sum + module.weight, 0);
  if (total === 0) return 0;
  const earned = modules.reduce((sum, module) => {
    const status = statuses.get(module.id) ?? 'untouched';
    if (status === 'complete') return sum + module.weight;
    return status === 'in_progress' || status === 'on_hold' ? sum + module.weight / 2 : sum;
  }, 0);
  return Math.round((earned / total) * 100);
}

/** Opens /courses through the app's own navigation (so cached pages must have been refreshed, not reloaded). */
async function openCoursesFromMenu(page: Page, width: number, accountName: string) {
  if (width >= 1280) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses', exact: true }).click();
  } else {
    await page.getByRole('button', { name: accountName }).click();
    await page.getByRole('menuitem', { name: 'Courses', exact: true }).click();
  }
}

async function expectPageFits(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A superadmin's API session (its own cookies, apart from the page's learner). */
async function adminRequest(playwright: Playwright): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const response = await request.post('/api/auth/login', { data: DEMO.admin, headers });
  expect(response.status(), await response.text()).toBe(200);
  return request;
}

/**
 * An available course of three modules with weights 1, 2 and 3 and no time lock, so a learner can finish it
 * today. Its pictures are on another host, so the cards show the placeholder. No other test looks for its title, and
 * it is deleted afterwards (decisions: end-to-end tests and shared data).
 */
async function createUnlockedCourse(playwright: Playwright, width: number): Promise<string> {
  const request = await adminRequest(playwright);
  const created = await request.post('/api/admin/courses', {
    headers,
    data: {
      title: `Zz Learner Course ${width} ${Date.now().toString(36)}`,
      description: 'Three short modules to finish in one sitting.',
      heroImageUrl: 'https://example.com/hero.png',
      thumbnailUrl: 'https://example.com/thumbnail.png',
      duration: '1 day',
      xpAwarded: 120,
      isAvailable: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const [order, title] of ['Zz Open Strings', 'Zz First Chord', 'Zz First Song'].entries()) {
    const module = await request.post(`/api/admin/courses/${id}/modules`, {
      headers,
      data: {
        title,
        description: `${title}, step by step.`,
        order,
        weight: order + 1,
        content: `<h2>${title}</h2><p>Play it <strong>slowly</strong>, then a little faster.</p>`,
      },
    });
    expect(module.status(), await module.text()).toBe(201);
  }
  await request.dispose();
  return id;
}

async function deleteCourse(playwright: Playwright, id: string): Promise<void> {
  const request = await adminRequest(playwright);
  const response = await request.delete(`/api/admin/courses/${id}`, { headers });
  expect(response.status(), await response.text()).toBe(204);
  await request.dispose();
}

for (const width of [390, 1280]) {
  test.describe(`courses at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, locale: 'en-US' });
    let courseToDelete: string | null = null;

    test.afterEach(async ({ playwright }) => {
      if (courseToDelete) await deleteCourse(playwright, courseToDelete);
      courseToDelete = null;
    });

    test('the demo learner sees the figures, Coming Soon, continues the enrolled course and meets a locked module', async ({
      page,
    }) => {
      await signInViaApi(page, DEMO.learner);
      const listAnswer = page.waitForResponse(coursesCall);
      await page.goto('/courses');
      const list = (await (await listAnswer).json()) as CoursesResponse;
      await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();

      // The header's figures are the answer's.
      const { summary } = list;
      expect(summary.enrolledCount, 'the demo learner is enrolled in a course').toBeGreaterThan(0);
      await expect(page.getByText(`${summary.completedCount} of ${summary.enrolledCount} completed`)).toBeVisible();
      await expect(
        page.getByText(`${grouped.format(summary.xpEarned)} / ${grouped.format(summary.xpAvailable)} XP`),
      ).toBeVisible();
      await expect(page.getByRole('list', { name: 'Courses' }).getByRole('article')).toHaveCount(list.items.length);

      // Coming Soon: an overlay, no link, a disabled Start Course.
      const comingSoon = list.items.find((course) => !course.isAvailable && !course.enrollment);
      expect(comingSoon, 'the demo school has a Coming Soon course').toBeDefined();
      const soon = card(page, comingSoon!.title);
      await expect(soon.getByText(m.comingSoon, { exact: true })).toBeVisible();
      await expect(soon.getByText(m.notAvailable)).toBeVisible();
      await expect(soon.locator('a')).toHaveCount(0);
      await expect(soon.getByRole('link', { name: `Start Course: ${comingSoon!.title}` })).toHaveAttribute(
        'aria-disabled',
        'true',
      );

      // Every available course offers Start Course or Continue; enrolled ones carry their badge.
      for (const course of list.items.filter((item) => item.isAvailable)) {
        const action = course.enrollment ? 'Continue' : 'Start Course';
        await expect(
          card(page, course.title).getByRole('link', { name: `${action}: ${course.title}` }),
        ).toHaveAttribute('href', `/courses/${course.id}`);
        if (course.enrollment)
          await expect(card(page, course.title)).toContainText(
            course.enrollment.completed ? 'Completed' : 'In Progress',
          );
      }
      await expectNoSeriousA11yViolations(page);
      await expectPageFits(page, width);

      // Continue the course under way.
      const enrolled = list.items.find((course) => course.enrollment && !course.enrollment.completed);
      expect(enrolled, 'the demo learner is partway through a course').toBeDefined();
      const detailAnswer = page.waitForResponse(detailCall(enrolled!.id));
      await card(page, enrolled!.title)
        .getByRole('link', { name: `Continue: ${enrolled!.title}` })
        .click();
      const detail = (await (await detailAnswer).json()) as CourseDetail;
      await expect(page.getByRole('heading', { level: 1, name: enrolled!.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'About this course' })).toBeVisible();
      const panel = progressPanel(page);
      await expect(panel.getByRole('heading', { name: 'Your Progress' })).toBeVisible();
      await expect(panel.getByRole('progressbar', { name: 'Course progress' })).toHaveAttribute(
        'aria-valuenow',
        String(detail.course.enrollment!.progress),
      );
      const modules = page.getByRole('region', { name: 'Modules' }).getByRole('listitem');
      await expect(modules).toHaveCount(detail.modules.length);

      // The time-locked module says when it opens, in the learner's zone.
      const locked = detail.modules.find((module) => module.locked);
      expect(locked?.unlocksOn, 'the enrolled course has a module that is still locked').toBeTruthy();
      const lockedItem = modules.filter({ hasText: locked!.title });
      await expect(lockedItem).toContainText(m.unlocksOn(unlockDate(locked!.unlocksOn!)));
      await expectNoSeriousA11yViolations(page);
      await expectPageFits(page, width);

      // Continue Learning opens the first unlocked module still to do.
      expect(detail.continueModuleId).not.toBeNull();
      const next = detail.modules.find((module) => module.id === detail.continueModuleId)!;
      expect(['untouched', 'in_progress', null]).toContain(next.status);
      await panel.getByRole('link', { name: 'Continue Learning' }).click();
      await expect(page).toHaveURL(`/courses/${enrolled!.id}/modules/${next.id}`);
      await expect(moduleTitle(page, next.title)).toBeVisible();
      await expect(statusButton(page, next.status ?? 'untouched')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(enrolled!.title);
      await expect(page.getByRole('region', { name: 'Your notes' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectPageFits(page, width);

      // The breadcrumb leads back; the locked module opens on 'Module Locked' and nothing of its lesson.
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: enrolled!.title }).click();
      await lockedItem.getByRole('link', { name: locked!.title }).click();
      await expect(moduleTitle(page, locked!.title)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: m.moduleLocked })).toBeVisible();
      await expect(page.getByText(m.availableOn(unlockDate(locked!.unlocksOn!)))).toBeVisible();
      await expect(statusGroup(page)).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'Your notes' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
    });

    test('a new learner enrolls, sets statuses, keeps notes, completes a course and earns its XP', async ({
      page,
      playwright,
      consoleErrors,
    }) => {
      // A module opened before enrolling is 403; an unknown course is 404 (the browser logs both answers).
      consoleErrors.allow(/status of 40[34]/);
      const email = await registerViaApi(page, 'courses');
      const list = (await (await page.request.get('/api/courses')).json()) as CoursesResponse;
      expect(list.summary.enrolledCount).toBe(0);
      // A demo course (every one has a time lock) is opened before enrolling in it.
      const demo = list.items.find(
        (item) => item.isAvailable && item.moduleCount > 0 && !/^(Zebra|Zz) /.test(item.title),
      );
      expect(demo, 'the demo school has an available course').toBeDefined();
      const other = (await (await page.request.get(`/api/courses/${demo!.id}`)).json()) as CourseDetail;
      // The course to finish today has no time lock: a superadmin makes one for this test.
      const made = await createUnlockedCourse(playwright, width);
      courseToDelete = made;
      const chosen = (await (await page.request.get(`/api/courses/${made}`)).json()) as CourseDetail;
      const { course } = chosen;
      const ordered = chosen.modules;
      const [first] = ordered as [CourseModuleSummary];
      const statuses = new Map<string, ModuleStatus>();

      // Start Course, then Enroll in Course on the course page.
      await page.goto('/courses');
      await expect(page.getByText('None started yet')).toBeVisible();
      await card(page, course.title)
        .getByRole('link', { name: `Start Course: ${course.title}` })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
      await expect(progressPanel(page).getByRole('heading', { name: 'Start this course' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Modules' }).getByRole('link')).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await progressPanel(page).getByRole('button', { name: 'Enroll in Course' }).click();
      await expect(progressPanel(page).getByRole('heading', { name: 'Your Progress' })).toBeFocused();
      await expect(page.getByText(`You are enrolled in ${course.title}.`)).toBeAttached();
      const percent = progressPanel(page).getByRole('progressbar', { name: 'Course progress' });
      await expect(percent).toHaveAttribute('aria-valuenow', '0');
      await expect(page.getByRole('region', { name: 'Modules' }).getByRole('link')).toHaveCount(ordered.length);
      await expectNoSeriousA11yViolations(page);
      await expectPageFits(page, width);

      await page.goto('/courses/6f1c2f0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f');
      await expect(page.getByRole('heading', { level: 1, name: m.notFound })).toBeVisible();

      // A module opened without enrolling: the reason and Enroll in Course, which opens the module in place.
      const otherFirst = other.modules.find((module) => !module.lockedUntilDay) ?? other.modules[0]!;
      await page.goto(`/courses/${other.course.id}/modules/${otherFirst.id}`);
      await expect(page.getByText(m.notEnrolled)).toBeVisible();
      await expect(moduleTitle(page, otherFirst.title)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Enroll in Course' }).click();
      await expect(moduleTitle(page, otherFirst.title)).toBeFocused();
      await expect(page.getByText(m.notEnrolled)).toHaveCount(0);

      // Statuses: any to any, optimistic, saved; the percent follows the weights.
      await page.goto(`/courses/${course.id}`);
      await progressPanel(page).getByRole('link', { name: 'Continue Learning' }).click();
      await expect(moduleTitle(page, first.title)).toBeVisible();
      await expect(statusButton(page, 'untouched')).toHaveAttribute('aria-pressed', 'true');
      const statusRegion = page.getByRole('region', { name: 'Your status' });
      const modulePercent = statusRegion.getByRole('progressbar', { name: 'Course progress' });
      for (const status of ['in_progress', 'on_hold', 'complete', 'untouched', 'in_progress'] as const) {
        // Keyboard and pointer alike.
        if (status === 'on_hold') {
          await statusButton(page, status).focus();
          await page.keyboard.press('Space');
        } else await statusButton(page, status).click();
        await expect(statusButton(page, status)).toHaveAttribute('aria-pressed', 'true');
        statuses.set(first.id, status);
        const expected = expectedPercent(ordered, statuses);
        await expect(statusRegion.getByRole('status')).toHaveText(
          `Status saved: ${MODULE_STATUS_LABELS[status]}. Course progress ${expected}%.`,
        );
        await expect(modulePercent).toHaveAttribute('aria-valuenow', String(expected));
      }
      await expect(statusButton(page, 'in_progress')).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await expectPageFits(page, width);

      // Notes: empty, written, saved, kept after a reload.
      const notes = page.getByRole('region', { name: 'Your notes' });
      await expect(notes).toContainText(m.noNotes);
      await notes.getByRole('button', { name: 'Add notes' }).click();
      await expect(notes.getByRole('textbox', { name: 'Notes' })).toBeFocused();
      await notes.getByRole('textbox', { name: 'Notes' }).fill('Thumb behind the neck.\nSlow down the change to G.');
      await expectNoSeriousA11yViolations(page);
      await notes.getByRole('button', { name: 'Save notes' }).click();
      await expect(notes.getByRole('status')).toHaveText('Notes saved.');
      await expect(notes.getByRole('button', { name: 'Edit notes' })).toBeFocused();
      await page.reload();
      await expect(notes).toContainText('Slow down the change to G.');
      await expect(statusButton(page, 'in_progress')).toHaveAttribute('aria-pressed', 'true');

      // From here on no reload: the dashboard is cached now, and must be refreshed by the course's completion.
      await page.getByRole('banner').getByRole('link', { name: 'Woodshed' }).click();
      await expect(page.getByRole('region', { name: 'Level 0' })).toBeVisible();
      await openCoursesFromMenu(page, width, email);
      await expect(page.getByText('0 of 2 completed')).toBeVisible();
      await expect(card(page, course.title)).toContainText('In Progress');
      await card(page, course.title)
        .getByRole('link', { name: `Continue: ${course.title}` })
        .click();
      await expect(percent).toHaveAttribute('aria-valuenow', String(expectedPercent(ordered, statuses)));
      const firstItem = page
        .getByRole('region', { name: 'Modules' })
        .getByRole('listitem')
        .filter({ hasText: first.title });
      await expect(firstItem).toContainText(MODULE_STATUS_LABELS.in_progress);

      // Complete every module, moving on with Next module; the last completes the course and shows its XP.
      await firstItem.getByRole('link', { name: first.title }).click();
      for (const [index, module] of ordered.entries()) {
        await expect(moduleTitle(page, module.title)).toBeVisible();
        if (index > 0) await expect(moduleTitle(page, module.title)).toBeFocused();
        await statusButton(page, 'complete').click();
        statuses.set(module.id, 'complete');
        await expect(modulePercent).toHaveAttribute('aria-valuenow', String(expectedPercent(ordered, statuses)));
        if (index < ordered.length - 1) {
          await expect(page.getByText(/^Course completed!/)).toHaveCount(0);
          await page.getByRole('navigation', { name: 'Modules' }).getByRole('link', { name: 'Next module' }).click();
        }
      }
      await expect(page.getByText(m.courseCompleted(course.xpAwarded))).toBeVisible();
      await expect(modulePercent).toHaveAttribute('aria-valuenow', '100');
      await expectNoSeriousA11yViolations(page);

      await page.getByRole('link', { name: 'Back to the course' }).click();
      await expect(percent).toHaveAttribute('aria-valuenow', '100');
      await expect(progressPanel(page)).toContainText('Completed');
      await expect(progressPanel(page)).toContainText('Every module is complete.');
      await expect(progressPanel(page).getByRole('link', { name: 'Continue Learning' })).toHaveCount(0);

      // The dashboard's XP rose by the course's XP (and any achievement the completion earned) without a reload.
      await page.getByRole('banner').getByRole('link', { name: 'Woodshed' }).click();
      const dashboard = (await (await page.request.get('/api/dashboard')).json()) as DashboardResponse;
      expect(dashboard.level.xp).toBeGreaterThanOrEqual(course.xpAwarded);
      await expect(page.getByRole('region', { name: `Level ${dashboard.level.level}` })).toContainText(
        `${grouped.format(dashboard.level.xp)} XP`,
      );
      await openCoursesFromMenu(page, width, email);
      await expect(page.getByText('1 of 2 completed')).toBeVisible();
      await expect(card(page, course.title)).toContainText('Completed');
    });
  });
}
