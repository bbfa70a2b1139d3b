import type { Browser, Locator, Page } from '@playwright/test';
import {
  DAILY_XP_BASE,
  DAILY_XP_PER_STREAK_DAY,
  messages,
  type AdminAchievementsResponse,
  type LevelGuideResponse,
} from '@woodshed/shared';
import { DEMO, expect, expectNoSeriousA11yViolations, registerViaApi, signInViaApi, test } from './support/fixtures.ts';

// A name no other test uses: achievements are seen by every learner, so parallel tests must not trip over it.
const run = Date.now().toString(36);
const TITLE = `Zebra Streak ${run}`;
const XP = 150;
const STREAK = 3;
const m = messages.achievements;
const CSRF = { 'x-requested-with': 'woodshed' };

/** A calendar date n days before today in UTC, the zone of an account made without one. */
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** The achievement's row on the admin page. */
const adminRow = (page: Page) => page.getByRole('list', { name: 'Achievements' }).getByRole('article', { name: TITLE });

/**
 * An achievement's icon is drawn as it is (issue 26): the image loaded, with no rounded corners, border or background
 * of its own, and no tile around it (its container paints nothing either).
 */
async function expectIconWithoutTile(icon: Locator) {
  await icon.scrollIntoViewIfNeeded();
  await expect.poll(() => icon.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const look = await icon.evaluate((image) => {
    const own = getComputedStyle(image);
    const around = getComputedStyle(image.parentElement!);
    return {
      radius: own.borderRadius,
      border: own.borderTopWidth,
      background: own.backgroundColor,
      aroundBackground: around.backgroundColor,
      aroundBorder: around.borderTopWidth,
    };
  });
  expect(look).toEqual({
    radius: '0px',
    border: '0px',
    background: 'rgba(0, 0, 0, 0)',
    aroundBackground: 'rgba(0, 0, 0, 0)',
    aroundBorder: '0px',
  });
}

async function expectFitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function deleteLeftovers(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page, DEMO.admin);
  const response = await page.request.get('/api/admin/achievements');
  const { items } = (await response.json()) as { items: Array<{ id: string; title: string }> };
  for (const item of items.filter((achievement) => achievement.title.startsWith(TITLE))) {
    await page.request.delete(`/api/admin/achievements/${item.id}`, { headers: CSRF });
  }
  await context.close();
}

/** Logs a session through the Practice Log form, dated `date`. */
async function logPractice(page: Page, date: string) {
  await page.getByLabel('Date', { exact: true }).fill(date);
  await page.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('20');
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/practice/sessions') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Log Practice' }).click();
  expect((await saved).status()).toBe(201);
}

test.describe('achievements', () => {
  test.afterAll(async ({ browser }) => deleteLeftovers(browser));

  test('a criterion counts in the right number, and icons show as drawn, without a tile', async ({ page, browser }) => {
    // The demo school's "one course completed" achievement (read, not made: other tests check which is newest).
    await signInViaApi(page, DEMO.admin);
    const { items } = (await (await page.request.get('/api/admin/achievements')).json()) as AdminAchievementsResponse;
    const oneCourse = items.find(
      ({ criterion, iconUrl }) =>
        criterion?.type === 'courses_completed' && criterion.threshold === 1 && iconUrl.startsWith('/files/images/'),
    );
    expect(oneCourse, 'the demo school has an achievement for one completed course').toBeDefined();
    const { title } = oneCourse!;

    // ── The admin list: "≥ 1 course", not "≥ 1 courses" ─────────────────────
    await page.goto('/admin/achievements');
    const row = page.getByRole('list', { name: 'Achievements' }).getByRole('article', { name: title, exact: true });
    await expect(row).toContainText('Courses completed ≥ 1 course');
    await expect(row).not.toContainText('1 courses');
    await expectIconWithoutTile(row.locator('img'));

    // ── The learner's page: the same count, and the same icon ────────────────
    const learnerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const learner = await learnerContext.newPage();
    await registerViaApi(learner, 'achievement-counts');
    await learner.goto('/achievements');
    const card = learner.getByRole('article', { name: title, exact: true });
    await expect(card).toContainText('Courses completed: 1 course');
    await expect(card).toContainText('0 / 1 course');
    await expect(card).not.toContainText('1 courses');
    await expectIconWithoutTile(card.locator('img'));
    await expectNoSeriousA11yViolations(learner);
    await learnerContext.close();
  });

  test('a superadmin makes a streak achievement that a learner earns by practising', async ({ page, browser }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInViaApi(page, DEMO.admin);

    // ── The superadmin creates it ─────────────────────────────────────────────
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin areas' })
      .getByRole('link', { name: /Achievements/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Achievements' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute('href', '/admin');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Achievement' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Achievement' });
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await expect(dialog.getByRole('spinbutton', { name: 'XP awarded' })).toHaveValue('100');
    await expect(dialog.getByRole('checkbox', { name: /^Repeatable/ })).toBeChecked();
    await expect(dialog.getByRole('combobox', { name: 'Criterion' })).toHaveValue('');
    await expect(dialog.getByRole('combobox', { name: 'Criterion' })).toContainText('None (awarded by hand)');

    // An empty save: every problem under its field, focus on the first.
    await dialog.getByRole('spinbutton', { name: 'XP awarded' }).fill('');
    await dialog.getByRole('button', { name: 'Add Achievement' }).click();
    await expect(dialog.getByRole('alert')).toContainText(m.titleRequired);
    await expect(dialog.getByRole('alert')).toContainText(m.descriptionRequired);
    await expect(dialog.getByRole('alert')).toContainText(m.xpInvalid);
    await expect(dialog.getByRole('alert')).toContainText(m.iconRequired);
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await expect(dialog.getByRole('textbox', { name: 'Icon URL' })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);

    await dialog.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Practise three days in a row (e2e).');
    await dialog.getByRole('spinbutton', { name: 'XP awarded' }).fill('100');
    await dialog.getByRole('button', { name: 'Choose from files (Icon)' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByRole('list', { name: 'Files' }).getByRole('button').first().click();
    await expect(picker).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'Icon URL' })).toHaveValue(/^\/files\/images\//);

    // A criterion needs a whole-number threshold of at least 1, in the criterion's unit.
    await dialog.getByRole('combobox', { name: 'Criterion' }).selectOption({ label: 'Practice streak' });
    const threshold = dialog.getByRole('spinbutton', { name: 'Threshold (days)' });
    await threshold.fill('0');
    await dialog.getByRole('button', { name: 'Add Achievement' }).click();
    await expect(dialog.getByRole('alert')).toContainText(m.thresholdInvalid);
    await expect(threshold).toBeFocused();
    await threshold.fill('5');

    await dialog.getByRole('button', { name: 'Add Achievement' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: `Added "${TITLE}".` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Achievement' })).toBeFocused();
    // Newest first.
    await expect(page.getByRole('list', { name: 'Achievements' }).getByRole('heading').first()).toHaveText(TITLE);
    await expect(adminRow(page)).toContainText('100 XP');
    await expect(adminRow(page)).toContainText('Repeatable');
    await expect(adminRow(page)).toContainText('Practice streak ≥ 5 days');
    await expect(adminRow(page)).toContainText('Not earned yet');

    // ── … and edits it: 150 XP for a 3-day streak, earned once ─────────────────
    await adminRow(page)
      .getByRole('button', { name: `Edit ${TITLE}` })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Achievement' });
    await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(TITLE);
    await expect(edit.getByRole('spinbutton', { name: 'Threshold (days)' })).toHaveValue('5');
    await edit.getByRole('spinbutton', { name: 'XP awarded' }).fill(String(XP));
    // Closing with unsaved changes asks first.
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: messages.unsavedChanges.title });
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: messages.unsavedChanges.keepEditing }).click();
    await expect(edit.getByRole('spinbutton', { name: 'XP awarded' })).toHaveValue(String(XP));
    await edit.getByRole('spinbutton', { name: 'Threshold (days)' }).fill(String(STREAK));
    await edit.getByRole('checkbox', { name: /^Repeatable/ }).uncheck();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: `Saved "${TITLE}".` })).toBeVisible();
    await expect(adminRow(page)).toContainText(`${XP} XP`);
    await expect(adminRow(page)).toContainText('Once');
    await expect(adminRow(page)).toContainText(`Practice streak ≥ ${STREAK} days`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectFitsWidth(page, 390);
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // ── A fresh learner earns it by logging a 3-day streak ────────────────────
    const learnerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const learner = await learnerContext.newPage();
    await registerViaApi(learner, 'zebra-streak');

    // Achievements management is for superadmins only.
    await learner.goto('/admin/achievements');
    await expect(learner).toHaveURL(/\/$/);

    await learner.goto('/practice');
    await expect(learner.getByRole('heading', { level: 1, name: 'Practice Log' })).toBeVisible();
    // Backdated days first (no daily XP), then today: its daily XP is 25 + 2 × 3.
    await logPractice(learner, daysAgo(2));
    await logPractice(learner, daysAgo(1));
    await logPractice(learner, daysAgo(0));
    const dailyXp = DAILY_XP_BASE + DAILY_XP_PER_STREAK_DAY * STREAK;
    await expect(learner.getByText(`+${dailyXp} XP for practising today!`)).toBeVisible();
    // The notice: a toast that screen readers announce.
    // Radix Toast repeats a new toast's text in its announcer for a moment: look inside the toast list itself.
    await expect(
      learner
        .getByRole('region', { name: /Notification/ })
        .locator('li')
        .filter({ hasText: m.earnedNotice(TITLE, XP) }),
    ).toBeVisible();

    await learner.goto('/achievements');
    const card = learner.getByRole('article', { name: TITLE });
    await expect(card).toContainText(m.earned);
    await expectNoSeriousA11yViolations(learner);

    await learner.goto('/level-guide/xp-history');
    const awards = learner.getByRole('list', { name: 'XP awards' });
    await expect(awards.getByRole('listitem').filter({ hasText: m.xpAwardDescription(TITLE) })).toContainText(
      `+${XP} XP`,
    );

    // Three days of practice can also earn the demo school's achievements (a first session, a 3-day streak):
    // the level card shows the total the server holds, which includes this achievement's XP and the daily XP.
    const { level: reached } = (await (await learner.request.get('/api/xp/levels')).json()) as LevelGuideResponse;
    expect(reached.xp).toBeGreaterThanOrEqual(dailyXp + XP);
    const levelCard = learner.getByRole('region', { name: `Level ${reached.level}` });
    const total = `${reached.xp.toLocaleString('en-US')} XP`;
    await learner.goto('/');
    await expect(levelCard).toContainText(total);

    await page.reload();
    await expect(adminRow(page)).toContainText('Earned by 1 user');

    // ── The superadmin deletes it; the learner keeps the XP ───────────────────
    await adminRow(page)
      .getByRole('button', { name: `Delete ${TITLE}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete achievement' });
    await expect(confirm).toContainText(m.deleteConfirm);
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(adminRow(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Achievement' })).toBeFocused();

    await learner.reload();
    await expect(levelCard).toContainText(total);
    await learner.goto('/achievements');
    await expect(learner.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(learner.getByRole('article', { name: TITLE })).toHaveCount(0);
    await learnerContext.close();
  });
});
