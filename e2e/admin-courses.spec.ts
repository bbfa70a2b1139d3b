import type { Browser, Page } from '@playwright/test';
import { messages, type LevelGuideResponse, type XpAwardsResponse } from '@woodshed/shared';
import { pickUpWithKeyboard } from './support/drag.ts';
import { DEMO, expect, expectNoSeriousA11yViolations, registerViaApi, signInViaApi, test } from './support/fixtures.ts';

// Names no other test uses: courses are seen by every learner, so parallel tests must not trip over these.
const run = Date.now().toString(36);
const COURSE = `Zebra Course ${run}`;
const COURSE_XP = 150;
const WARM_UP = 'Zebra Warm-up';
const SCALES = 'Zebra Scales';
const SOLO = 'Zebra Solo';

/** The course's row on the Courses tab. */
const courseRow = (page: Page) => page.getByRole('article', { name: COURSE });

/** A calendar date as the learner pages write it: 'Sat, Nov 28' ('…, 2027' in another year). */
function unlockText(isoDate: string): string {
  const sameYear = isoDate.slice(0, 4) === String(new Date().getFullYear());
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The problems the form's red banner lists. */
const problemsListed = (page: Page) =>
  page.getByRole('alert').getByRole('list', { name: 'Problems to fix' }).getByRole('listitem');

async function pickFirstFile(page: Page, button: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('list', { name: 'Files' }).getByRole('button').first().click();
  await expect(dialog).toHaveCount(0);
}

/** Adds a module through the form; returns to the module list. */
async function addModule(
  page: Page,
  module: { title: string; order: string; weight?: string; lockDays?: string; text: string },
) {
  await page.getByRole('link', { name: 'Add Module' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Module' })).toBeVisible();
  // The default order is the course's highest + 1, or 0.
  await expect(page.getByRole('spinbutton', { name: 'Order' })).toHaveValue(module.order);
  await expect(page.getByRole('spinbutton', { name: 'Weight' })).toHaveValue('1');
  await page.getByRole('textbox', { name: 'Title' }).fill(module.title);
  if (module.weight) await page.getByRole('spinbutton', { name: 'Weight' }).fill(module.weight);
  if (module.lockDays) await page.getByRole('spinbutton', { name: 'Lock until day' }).fill(module.lockDays);
  await page.getByRole('textbox', { name: 'Short description' }).fill(`${module.title}: made by the e2e tests`);
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type(module.text);
  await page.getByRole('button', { name: 'Add Module' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Course Modules' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Added "${module.title}".` })).toBeVisible();
}

/** The titles of the module list, in order. */
const moduleTitles = (page: Page) =>
  page.getByRole('list', { name: `Modules of ${COURSE}` }).getByRole('heading', { level: 2 });

async function deleteLeftovers(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page, DEMO.admin);
  const response = await page.request.get('/api/admin/courses');
  const { items } = (await response.json()) as { items: Array<{ id: string; title: string }> };
  for (const course of items.filter((item) => item.title === COURSE)) {
    await page.request.delete(`/api/admin/courses/${course.id}`, { headers: { 'x-requested-with': 'woodshed' } });
  }
  await context.close();
}

test.describe('course administration', () => {
  test.afterAll(async ({ browser }) => deleteLeftovers(browser));

  test('a superadmin builds a course that a learner works through to its XP', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    // The module form's order clash is the server's 409.
    consoleErrors.allow(/status of 409/);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInViaApi(page, DEMO.admin);

    // ── The superadmin creates the course ─────────────────────────────────────
    await page.goto('/admin?tab=courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Courses', selected: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin areas' }).getByRole('link')).toHaveText([
      /Library/,
      /Files/,
      /Uploads/,
      /Achievements/,
      /Faculty/,
      /Site Settings/,
    ]);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Create Course' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Course' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Difficulty' })).toHaveValue('beginner');
    await expect(page.getByRole('spinbutton', { name: 'XP awarded' })).toHaveValue('100');
    await expect(page.getByRole('checkbox', { name: /^Available/ })).not.toBeChecked();
    // An empty save: every problem beside its field and, all of them in page order, in the banner.
    await page.getByRole('button', { name: 'Create Course' }).click();
    await expect(problemsListed(page)).toHaveText([
      messages.courses.titleRequired,
      messages.courses.descriptionRequired,
      messages.courses.heroRequired,
      messages.courses.thumbnailRequired,
      messages.courses.durationRequired,
    ]);
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Hero image URL' })).toHaveAccessibleDescription(
      new RegExp(`${messages.courses.heroRequired}$`),
    );
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('textbox', { name: 'Title' }).fill(COURSE);
    await page.getByRole('textbox', { name: 'Description' }).fill(`A course made by the e2e tests (${run}).`);
    await pickFirstFile(page, 'Choose from files (Hero image)');
    await expect(page.getByRole('textbox', { name: 'Hero image URL' })).toHaveValue(/^\/files\/images\//);
    await pickFirstFile(page, 'Choose from files (Thumbnail)');
    await page.getByRole('textbox', { name: 'Duration' }).fill('1 week');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('spinbutton', { name: 'XP awarded' }).fill(String(COURSE_XP));
    await page.getByRole('button', { name: 'Create Course' }).click();

    // A new course goes on to its (empty) module list.
    await expect(page).toHaveURL(/\/admin\/courses\/[0-9a-f-]{36}\/modules$/);
    const courseId = /courses\/([0-9a-f-]{36})\//.exec(page.url())![1]!;
    await expect(page.getByRole('status').filter({ hasText: `Created "${COURSE}"` })).toBeVisible();
    await expect(page.getByText('No modules added yet...')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // ── Three modules, the third locked for 2 days ────────────────────────────
    await addModule(page, { title: WARM_UP, order: '0', text: 'Loosen up the fingers.' });
    await addModule(page, { title: SCALES, order: '1', weight: '2', text: 'Play the major scale.' });

    await page.getByRole('link', { name: 'Add Module' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Order' })).toHaveValue('2');
    await page.getByRole('button', { name: 'Add Module' }).click();
    await expect(problemsListed(page)).toHaveText([
      messages.courses.titleRequired,
      messages.courses.moduleDescriptionRequired,
    ]);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('textbox', { name: 'Title' }).fill(SOLO);
    // A weight is kept within 1–10.
    await page.getByRole('spinbutton', { name: 'Weight' }).fill('12');
    await page.getByRole('spinbutton', { name: 'Weight' }).blur();
    await expect(page.getByRole('spinbutton', { name: 'Weight' })).toHaveValue('10');
    await page.getByRole('spinbutton', { name: 'Weight' }).fill('1');
    await page.getByRole('spinbutton', { name: 'Lock until day' }).fill('2');
    await page.getByRole('textbox', { name: 'Short description' }).fill(`${SOLO}: made by the e2e tests`);
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Improvise over the backing track. ');
    // File Lookup: a stored file's URL, linked at the end of the content.
    await page.getByRole('combobox', { name: 'File type' }).selectOption('image');
    await page.getByRole('button', { name: 'Look up files' }).click();
    const lookup = page.getByRole('dialog', { name: 'File Lookup: Images' });
    await lookup.getByRole('list', { name: 'Files' }).getByRole('button').first().click();
    await expect(lookup).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: /^URL of / })).toHaveValue(/^\/files\/images\//);
    await page.getByRole('button', { name: 'Link in content' }).click();
    await expect(page.getByRole('textbox', { name: 'Content' }).locator('a[href^="/files/images/"]')).toHaveCount(1);
    // Another module's order: refused beside the Order field.
    await page.getByRole('spinbutton', { name: 'Order' }).fill('0');
    await page.getByRole('button', { name: 'Add Module' }).click();
    const order = page.getByRole('spinbutton', { name: 'Order' });
    await expect(order).toHaveAttribute('aria-invalid', 'true');
    await expect(order).toHaveAccessibleDescription(/Another module of this course already has that order\./);
    await expect(order).toBeFocused();
    await order.fill('2');
    await page.getByRole('button', { name: 'Add Module' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Added "${SOLO}".` })).toBeVisible();
    await expect(moduleTitles(page)).toHaveText([WARM_UP, SCALES, SOLO]);
    await expect(page.getByRole('article', { name: SOLO })).toContainText('Unlocks 2 days after enrolment');

    // ── Reorder by keyboard: Scales before Warm-up ────────────────────────────
    await pickUpWithKeyboard(
      page,
      page.getByRole('button', { name: `Move ${SCALES}` }),
      `Picked up ${SCALES}, position 2 of 3`,
    );
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(`${SCALES} is over position 1 of 3`);
    await page.keyboard.press('Space');
    await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(`${SCALES} dropped at position 1 of 3`);
    await expect(moduleTitles(page)).toHaveText([SCALES, WARM_UP, SOLO]);
    await expect(page.getByRole('article', { name: SCALES })).toContainText('Order 0');
    await page.reload();
    await expect(moduleTitles(page)).toHaveText([SCALES, WARM_UP, SOLO]);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 900 });

    // A module deleted after its confirmation.
    await addModule(page, { title: 'Zebra Extra', order: '3', text: 'To be deleted.' });
    await page.getByRole('button', { name: 'Delete Zebra Extra' }).click();
    const deleteModule = page.getByRole('alertdialog', { name: 'Delete module' });
    await expect(deleteModule).toContainText(`Delete the module "Zebra Extra"?`);
    await deleteModule.getByRole('button', { name: 'Delete' }).click();
    await expect(deleteModule).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add Module' })).toBeFocused();
    await expect(moduleTitles(page)).toHaveText([SCALES, WARM_UP, SOLO]);

    // The course form on edit lists the modules with a preview; Cancel asks before dropping a change.
    await page.getByRole('link', { name: 'Edit Course' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Course' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(COURSE);
    const preview = page.getByRole('region', { name: /^Modules/ });
    await expect(preview.getByRole('listitem')).toHaveCount(3);
    await expect(preview).toContainText('Play the major scale.');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('textbox', { name: 'Duration' }).fill('2 weeks');
    await page.getByRole('link', { name: 'Cancel' }).click();
    const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();

    // ── Make it available from the list ───────────────────────────────────────
    await expect(courseRow(page)).toContainText('Coming Soon');
    await expect(courseRow(page)).toContainText('3 modules');
    await expect(courseRow(page)).toContainText('0 learners enrolled');
    await expect(courseRow(page)).toContainText('1 week');
    await courseRow(page)
      .getByRole('button', { name: `Make Available ${COURSE}` })
      .click();
    await expect(courseRow(page).getByRole('button', { name: `Make Unavailable ${COURSE}` })).toBeFocused();
    await expect(courseRow(page)).toContainText('Available');
    await page.reload();
    await expect(courseRow(page).getByRole('button', { name: `Make Unavailable ${COURSE}` })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(courseRow(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // ── A fresh learner enrolls and works through the modules ─────────────────
    const learnerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const learner = await learnerContext.newPage();
    await registerViaApi(learner, 'zebra-learner');
    await learner.goto('/');
    // A new learner: Level 0, 0 XP.
    await expect(learner.getByRole('region', { name: 'Level 0' })).toContainText('100 XP needed for next level');

    await learner.goto('/courses');
    await learner.getByRole('link', { name: new RegExp(`^Start Course\\s*: ${COURSE}$`) }).click();
    await expect(learner.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
    await learner.getByRole('button', { name: 'Enroll in Course' }).click();
    const progress = learner.getByRole('region', { name: 'Your Progress' });
    await expect(progress).toContainText('0%');

    // The locked module: 'Unlocks on {date}', 2 days after today (the learner's zone is UTC).
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const solo = learner.getByRole('listitem').filter({ hasText: SOLO });
    await expect(solo).toContainText(`Unlocks on ${unlockText(inTwoDays)}`);

    // Continue Learning opens the first module (Scales, weight 2 of 4).
    await learner.getByRole('link', { name: 'Continue Learning' }).click();
    await expect(learner.getByRole('heading', { level: 1, name: SCALES })).toBeVisible();
    const statuses = learner.getByRole('group', { name: 'Your status' });
    await statuses.getByRole('button', { name: 'In progress' }).click();
    await expect(learner.getByRole('region', { name: 'Your status' })).toContainText('25%');
    await statuses.getByRole('button', { name: 'Complete' }).click();
    await expect(learner.getByRole('region', { name: 'Your status' })).toContainText('50%');

    await learner.goto(`/courses/${courseId}`);
    await expect(progress).toContainText('50%');
    await learner.getByRole('link', { name: 'Continue Learning' }).click();
    await expect(learner.getByRole('heading', { level: 1, name: WARM_UP })).toBeVisible();
    await statuses.getByRole('button', { name: 'Complete' }).click();
    await expect(learner.getByRole('region', { name: 'Your status' })).toContainText('75%');

    await learner.goto(`/courses/${courseId}`);
    await expect(progress).toContainText('75%');
    await learner.getByRole('link', { name: SOLO }).click();
    await expect(learner.getByRole('heading', { name: 'Module Locked' })).toBeVisible();
    await expect(learner.getByText(`This module will be available on ${unlockText(inTwoDays)}`)).toBeVisible();

    // ── The superadmin opens the locked module early: its lock emptied ────────
    await page.goto(`/admin/courses/${courseId}/modules`);
    await page.getByRole('link', { name: `Edit ${SOLO}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Module' })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Lock until day' })).toHaveValue('2');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('spinbutton', { name: 'Lock until day' }).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Saved "${SOLO}".` })).toBeVisible();
    await expect(page.getByRole('article', { name: SOLO })).toContainText('Open from enrolment');

    // ── The learner completes the course and receives its XP ──────────────────
    await learner.reload();
    await expect(learner.getByRole('heading', { level: 1, name: SOLO })).toBeVisible();
    await expect(learner.getByText('Improvise over the backing track.')).toBeVisible();
    await statuses.getByRole('button', { name: 'Complete' }).click();
    await expect(
      learner
        .getByRole('status')
        .or(learner.getByRole('alert'))
        .filter({ hasText: `Course completed! +${COURSE_XP} XP` }),
    ).toBeVisible();
    await expect(learner.getByRole('region', { name: 'Your status' })).toContainText('100%');
    // The course's XP is an award of its own; a first completed course can also earn the demo school's
    // "first course" achievement, so the dashboard is compared with the total the server holds.
    const awards = (await (await learner.request.get('/api/xp/awards')).json()) as XpAwardsResponse;
    expect(awards.items.map((award) => [award.description, award.amount])).toContainEqual([
      messages.courses.completedXpDescription(COURSE),
      COURSE_XP,
    ]);
    const { level: reached } = (await (await learner.request.get('/api/xp/levels')).json()) as LevelGuideResponse;
    expect(reached.xp).toBe(awards.items.reduce((sum, award) => sum + award.amount, 0));
    await learner.goto('/');
    const level = learner.getByRole('region', { name: `Level ${reached.level}` });
    const totalXp = `${reached.xp.toLocaleString('en-US')} XP`;
    await expect(level.getByText(totalXp, { exact: true })).toBeVisible();

    // ── Deleting names the enrolled learners ──────────────────────────────────
    await page.goto('/admin?tab=courses');
    await courseRow(page)
      .getByRole('button', { name: `Delete ${COURSE}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete course' });
    await expect(confirm).toContainText(`Delete the course "${COURSE}"? 1 learner is enrolled`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(courseRow(page)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Create Course' })).toBeFocused();

    // XP already awarded stays.
    await learner.reload();
    await expect(level.getByText(totalXp, { exact: true })).toBeVisible();
    await learnerContext.close();
  });

  test('a learner opening /admin is sent to the dashboard', async ({ page }) => {
    await registerViaApi(page, 'zebra-nosy');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/courses/create');
    await expect(page).toHaveURL(/\/$/);
    const response = await page.request.get('/api/admin/courses');
    expect(response.status()).toBe(403);
  });
});
