import { DEMO, expect, expectNoSeriousA11yViolations, signInViaApi, test } from './support/fixtures.ts';
import { ADMIN_ROUTES, PROTECTED_ROUTES, PUBLIC_ROUTES, PUBLIC_ROUTES_CONSOLE_NOTES } from './support/routes.ts';

const MAIN_LINKS = ['Practice Log', 'Goals', 'Routine', 'Courses', 'Library', 'Games', 'Practice Materials'];

test.describe('every route of the table', () => {
  test('public pages render, pass axe, and the legal pages link back to sign in', async ({ page, consoleErrors }) => {
    consoleErrors.allow(PUBLIC_ROUTES_CONSOLE_NOTES);
    for (const path of PUBLIC_ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    }
    for (const path of ['/privacy-policy', '/terms-of-service']) {
      await page.goto(path);
      await page
        .getByRole('link', { name: /sign in/i })
        .first()
        .click();
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  // Chunks of eight routes: each is its own test, so they spread over the workers and one slow page
  // cannot use up the time of the whole table.
  const CHUNK = 8;
  for (const [area, routes] of [
    ['protected', PROTECTED_ROUTES],
    ['admin', ADMIN_ROUTES],
  ] as const) {
    for (let start = 0; start < routes.length; start += CHUNK) {
      const paths = routes.slice(start, start + CHUNK);
      test(`${area} pages ${start + 1}-${start + paths.length} render for a superadmin with no console error and pass axe`, async ({
        page,
        consoleErrors,
      }) => {
        test.setTimeout(90_000);
        // Detail pages of sample ids that do not exist answer 404, which the browser notes in the console.
        consoleErrors.allow(/status of 404/);
        await signInViaApi(page, DEMO.admin);
        for (const path of paths) {
          await page.goto(path);
          const heading = page.getByRole('heading', { level: 1 });
          await expect(heading, path).toBeVisible();
          await expect(heading, path).not.toHaveText('Page not found');
          await expect(page.getByRole('banner').getByRole('link', { name: 'Woodshed' })).toBeVisible();
          await expectNoSeriousA11yViolations(page);
        }
      });
    }
  }

  test('signed-out visitors are sent to sign in from any protected or admin page', async ({ page }) => {
    for (const path of ['/', '/practice', '/library/chords', '/admin', '/admin/files']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test('an unknown address shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await signInViaApi(page, DEMO.learner);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, sam_strummer' })).toBeVisible();
  });
});

test.describe('navigation', () => {
  test('wide screens show the main links in the bar and highlight the active one', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInViaApi(page, DEMO.learner);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of MAIN_LINKS) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    await nav.getByRole('link', { name: 'Goals', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Goals', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Routine', exact: true })).not.toHaveAttribute('aria-current', 'page');
    await page.getByRole('banner').getByRole('link', { name: 'Woodshed' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, sam_strummer' })).toBeVisible();
  });

  test('the menu closes on an outside click and on choosing a link', async ({ page }) => {
    await signInViaApi(page, DEMO.learner);
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'sam_strummer' });
    await trigger.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.mouse.click(10, 700);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await trigger.click();
    await page.getByRole('menuitem', { name: 'Leaderboard' }).click();
    await expect(page).toHaveURL(/\/leaderboard$/);
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  });

  test('small screens fold the main links into the menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signInViaApi(page, DEMO.learner);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'sam_strummer' }).click();
    for (const label of MAIN_LINKS)
      await expect(page.getByRole('menuitem', { name: label, exact: true })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Practice Materials', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Practice Materials' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
