import type { Page } from '@playwright/test';
import {
  DEFAULT_SITE_SETTINGS,
  messages,
  type AdminAchievementsResponse,
  type AdminUserDetail,
  type AdminUsersResponse,
  type Profile,
  type SiteSettingsValues,
} from '@woodshed/shared';
import { DEMO, expect, expectNoSeriousA11yViolations, registerViaApi, signInViaApi, test } from './support/fixtures.ts';

const m = messages.admin;
const run = Date.now().toString(36);
const CSRF = { 'x-requested-with': 'woodshed' };

/** The learner as the admin API lists them (found by their unique e-mail). */
async function adminRowOf(page: Page, email: string) {
  const response = await page.request.get(`/api/admin/users?search=${encodeURIComponent(email)}`);
  const { items } = (await response.json()) as AdminUsersResponse;
  expect(items).toHaveLength(1);
  return items[0]!;
}

async function serverXpOf(page: Page, userId: string): Promise<number> {
  const detail = (await (await page.request.get(`/api/admin/users/${userId}`)).json()) as AdminUserDetail;
  return detail.xp.xp;
}

async function expectFitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function searchUsers(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(text);
}

test.describe('user management', () => {
  test('a superadmin finds a new learner, changes membership and roles, and awards XP and an achievement', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const learnerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const learner = await learnerContext.newPage();
    const email = await registerViaApi(learner, 'admin-users');

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInViaApi(page, DEMO.admin);
    const { id: learnerId, displayName } = await adminRowOf(page, email);

    // ── The User Management tab is the dashboard's first ─────────────────────
    await page.goto('/admin');
    await expect(page.getByRole('tab', { name: 'User Management', selected: true })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Users' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The superadmin's own row has no superadmin switch, only the event creator one.
    await searchUsers(page, DEMO.admin.email);
    const ownRow = page.getByRole('row').filter({ hasText: DEMO.admin.email });
    await expect(ownRow).toHaveCount(1);
    await expect(page.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2);
    await expect(ownRow.getByRole('switch', { name: /^Event creator:/ })).toBeVisible();
    await expect(ownRow.getByRole('switch', { name: /^Superadmin:/ })).toHaveCount(0);

    await searchUsers(page, `no-such-user-${run}`);
    await expect(page.getByText(m.noUsersMatch)).toBeVisible();

    // ── Membership and event creator ─────────────────────────────────────────
    await searchUsers(page, email);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).not.toContainText(m.modifiedByAdmin);
    await row.getByRole('combobox', { name: `Membership level of ${displayName}` }).selectOption({ label: 'Premium' });
    await expect(row).toContainText(m.modifiedByAdmin);
    await expect(row.getByRole('combobox', { name: `Membership level of ${displayName}` })).toHaveText(/Premium/);
    expect((await adminRowOf(page, email)).membershipName).toBe('Premium');

    const creator = row.getByRole('switch', { name: `Event creator: ${displayName}` });
    await expect(creator).toHaveAttribute('aria-checked', 'false');
    await creator.click();
    await expect(creator).toHaveAttribute('aria-checked', 'true');
    await expect(creator).toBeEnabled();
    await learner.goto('/calendar');
    await expect(learner.getByRole('link', { name: 'Manage Events' })).toBeVisible();

    // ── The user's page ──────────────────────────────────────────────────────
    await row.getByRole('link', { name: `View details of ${displayName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${learnerId}$`));
    await expect(page.getByRole('heading', { level: 1, name: displayName })).toBeVisible();
    await expect(page.getByText('Event creator', { exact: true })).toBeVisible();
    const information = page.getByRole('region', { name: 'User information' });
    await expect(information).toContainText(email);
    await expect(information).toContainText('Last sign-in');
    await expect(information).toContainText('Premium');
    await expect(page.getByRole('link', { name: 'Create Session Summary' })).toHaveAttribute(
      'href',
      `/admin/create-session-summary/${learnerId}`,
    );
    await expect(page.getByRole('tab', { name: 'Practice Sessions', selected: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Date range' })).toHaveValue('week');
    await expect(page.getByText(m.noPracticeSessions)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // ── Award XP: quick amount 100 ───────────────────────────────────────────
    const before = await serverXpOf(page, learnerId);
    await expect(information).toContainText(`${before.toLocaleString('en-US')} XP`);
    await page.getByRole('button', { name: 'Award XP' }).click();
    const dialog = page.getByRole('dialog', { name: 'Award XP' });
    await expect(dialog.getByRole('button', { name: '50 XP', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('spinbutton', { name: 'XP amount' })).toHaveValue('50');
    await dialog.getByRole('button', { name: 'Award XP' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(m.awardDescriptionRequired);
    await dialog.getByRole('button', { name: '100 XP', exact: true }).click();
    await expect(dialog.getByRole('button', { name: '100 XP', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('button', { name: '50 XP', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(dialog.getByRole('spinbutton', { name: 'XP amount' })).toHaveValue('100');
    const description = `Great lesson ${run}`;
    await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Award XP' }).click();
    await expect(dialog.getByText(m.awarded(100, displayName))).toBeVisible();
    await expect(dialog).toHaveCount(0);
    expect(await serverXpOf(page, learnerId)).toBe(before + 100);
    await expect(information).toContainText(`${(before + 100).toLocaleString('en-US')} XP`);
    await page.getByRole('tab', { name: 'XP Awards' }).click();
    await expect(page.getByRole('list', { name: 'XP awards' })).toContainText(description);
    await expect(page.getByRole('list', { name: 'XP awards' })).toContainText('+100 XP');

    await learner.goto('/level-guide/xp-history');
    await expect(learner.getByText(description)).toBeVisible();
    await expectFitsWidth(learner, 390);

    // ── Award an achievement (a repeatable one, so parallel runs never collide) ──
    const { items: achievements } = (await (
      await page.request.get('/api/admin/achievements')
    ).json()) as AdminAchievementsResponse;
    const achievement = achievements.find((item) => item.repeatable);
    expect(achievement, 'the demo school has a repeatable achievement').toBeDefined();
    await page.getByRole('button', { name: 'Award Achievement' }).click();
    const award = page.getByRole('dialog', { name: 'Award Achievement' });
    await award.getByRole('radio', { name: achievement!.title, exact: false }).first().check();
    await award.getByRole('button', { name: 'Award Achievement' }).click();
    await expect(award).toHaveCount(0);
    await expect(page.getByText(m.achievementAwarded(achievement!.title, displayName))).toBeVisible();
    await expect(page.getByRole('region', { name: 'Earned achievements' })).toContainText(achievement!.title);
    // Its XP is credited to the admin who gave it, as a manual award is, on both sides.
    const adminName = (await adminRowOf(page, DEMO.admin.email)).displayName;
    const achievementXp = (on: Page) =>
      on
        .getByRole('list', { name: 'XP awards' })
        .getByRole('listitem')
        .filter({ hasText: messages.achievements.xpAwardDescription(achievement!.title) })
        .first();
    await expect(achievementXp(page)).toContainText(`Given by ${adminName}`);
    await expect(achievementXp(page)).not.toContainText('System award');
    await learner.goto('/level-guide/xp-history');
    await expect(achievementXp(learner)).toContainText(`Given by ${adminName}`);

    // ── A phone: the page and the list fit ──────────────────────────────────
    await page.setViewportSize({ width: 390, height: 844 });
    await expectFitsWidth(page, 390);
    await page.getByRole('link', { name: 'Back to User Management' }).click();
    await expect(page.getByRole('tab', { name: 'User Management', selected: true })).toBeVisible();
    await searchUsers(page, email);
    const card = page.getByRole('article', { name: displayName });
    await expect(card).toContainText(m.modifiedByAdmin);
    await expect(card.getByRole('switch', { name: `Event creator: ${displayName}` })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expectFitsWidth(page, 390);
    await expectNoSeriousA11yViolations(page);
    await learnerContext.close();
  });

  test('found by the nickname the list shows, the superadmin switch asks first and records who and when', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // A learner who goes by a leaderboard nickname.
    const learnerContext = await browser.newContext();
    const learner = await learnerContext.newPage();
    const email = await registerViaApi(learner, 'admin-role');
    const nickname = `SamStrums${run}`;
    const {
      level: _level,
      updatedAt: _updated,
      membershipLevel: _membership,
      ...fields
    } = (await (await learner.request.get('/api/profile')).json()) as Profile;
    const saved = await learner.request.put('/api/profile', {
      headers: CSRF,
      data: { ...fields, username: `sam_${run}`, bio: '', leaderboardNickname: nickname },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    await learnerContext.close();

    await page.setViewportSize({ width: 1280, height: 900 });
    await signInViaApi(page, DEMO.admin);
    const adminName = (await adminRowOf(page, DEMO.admin.email)).displayName;
    const { timezone } = (await (await page.request.get('/api/profile')).json()) as Profile;
    /** The day of a change as the page writes it: the viewer's language, the admin's zone. */
    const dayOf = (instant: string) =>
      page.evaluate(
        ([at, zone]) =>
          new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: zone }).format(new Date(at)),
        [instant, timezone] as const,
      );

    // ── The nickname finds the user (any case), as the e-mail and username do ──
    await page.goto('/admin');
    await searchUsers(page, nickname.toLowerCase());
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('rowheader')).toContainText(nickname);
    const toggle = row.getByRole('switch', { name: `Superadmin: ${nickname}` });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');

    // ── Cancel changes nothing ──────────────────────────────────────────────
    await toggle.click();
    const grant = page.getByRole('alertdialog', { name: m.superadminGrantTitle(nickname) });
    await expect(grant).toContainText(m.superadminGrantQuestion(nickname));
    await expect(grant.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await grant.getByRole('button', { name: 'Cancel' }).click();
    await expect(grant).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await adminRowOf(page, email)).toMatchObject({ isSuperadmin: false, superadminChange: null });

    // ── Confirm grants it, and the row says who and when ─────────────────────
    await toggle.click();
    await grant.getByRole('button', { name: m.superadminGrantConfirm }).click();
    await expect(grant).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    const granted = (await adminRowOf(page, email)).superadminChange;
    expect(granted).toMatchObject({ granted: true, byName: adminName });
    const grantedText = m.superadminGrantedBy(adminName, await dayOf(granted!.changedAt));
    await expect(row).toContainText(grantedText);

    // ── Revoking asks too, in its own words ─────────────────────────────────
    await toggle.click();
    const revoke = page.getByRole('alertdialog', { name: m.superadminRevokeTitle(nickname) });
    await expect(revoke).toContainText(m.superadminRevokeQuestion(nickname));
    await revoke.getByRole('button', { name: m.superadminRevokeConfirm }).click();
    await expect(revoke).toHaveCount(0);
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    const revoked = (await adminRowOf(page, email)).superadminChange;
    expect(revoked).toMatchObject({ granted: false, byName: adminName });
    const revokedText = m.superadminRevokedBy(adminName, await dayOf(revoked!.changedAt));
    await expect(row).toContainText(revokedText);

    // ── The user's page shows the record ─────────────────────────────────────
    await row.getByRole('link', { name: `View details of ${nickname}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: nickname })).toBeVisible();
    await expect(page.getByRole('region', { name: 'User information' })).toContainText(`No${revokedText}`);
    await expectNoSeriousA11yViolations(page);
  });

  test('a learner opening /admin is sent to /, and the admin API refuses them', async ({ page }) => {
    await registerViaApi(page, 'admin-users-nosy');
    await page.goto('/admin?tab=users');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/admin/settings');
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/admin/users')).status()).toBe(403);
  });
});

test.describe('site settings', () => {
  let original: SiteSettingsValues | null = null;

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInViaApi(page, DEMO.admin);
    original = (await (await page.request.get('/api/admin/settings')).json()) as SiteSettingsValues;
    await context.close();
  });

  test.afterAll(async ({ browser }) => {
    // Whatever happened, the school goes back to the settings it had for the other tests.
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInViaApi(page, DEMO.admin);
    await page.request.put('/api/admin/settings', { data: original ?? DEFAULT_SITE_SETTINGS, headers: CSRF });
    await context.close();
  });

  test('a superadmin names the school and changes the notice, then restores the defaults', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInViaApi(page, DEMO.admin);
    const school = `Zebra Guitar School ${run}`;
    const notice = `Recital on Friday ${run}`;

    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin areas' })
      .getByRole('link', { name: /Site Settings/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Site Settings' })).toBeVisible();
    const settings = (await (await page.request.get('/api/admin/settings')).json()) as SiteSettingsValues;
    await expect(page.getByRole('textbox', { name: 'Dashboard notice' })).toHaveValue(settings.dashboardNotice);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('textbox', { name: 'Dashboard notice' }).fill('');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByRole('alert')).toHaveText(m.noticeRequired);

    await page.getByRole('textbox', { name: 'School name' }).fill(school);
    await page.getByRole('textbox', { name: 'Dashboard notice' }).fill(notice);
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(m.settingsSaved)).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(school);
    await expectFitsWidth(page, 390);

    await page.goto('/');
    await expect(page.getByText(notice)).toBeVisible();
    await expect(page.getByRole('banner')).toContainText(school);

    await page.goto('/admin/settings');
    await page.getByRole('button', { name: 'Restore default school name' }).click();
    await page.getByRole('button', { name: 'Restore default dashboard notice' }).click();
    await expect(page.getByRole('textbox', { name: 'School name' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Dashboard notice' })).toHaveValue(
      DEFAULT_SITE_SETTINGS.dashboardNotice,
    );
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(m.settingsSaved)).toBeVisible();
    await expect(page.getByRole('banner')).not.toContainText(school);
    const restored = (await (await page.request.get('/api/admin/settings')).json()) as SiteSettingsValues;
    expect(restored.schoolName).toBe('');
    expect(restored.dashboardNotice).toBe(DEFAULT_SITE_SETTINGS.dashboardNotice);
  });
});
