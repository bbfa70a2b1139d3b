import type { Page } from '@playwright/test';
import { DEMO, expect, signInViaApi, test } from './support/fixtures.ts';

/** The JavaScript files the page has requested so far (their names carry the module, e.g. PracticeBarChart-…). */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('the sign-in page loads neither the CAPTCHA widget nor the schemas, and gets compressed scripts', async ({
  page,
}) => {
  const scripts = scriptsOf(page);
  // Every script comes brotli-compressed, but those too small for the build to compress (a few hundred bytes).
  const uncompressed: string[] = [];
  page.on('response', (response) => {
    const headers = response.headers();
    if (response.request().resourceType() !== 'script' || headers['content-encoding'] === 'br') return;
    if (Number(headers['content-length']) >= 256) uncompressed.push(response.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((name) => /AltchaWidget|schemas/.test(name))).toEqual([]);
  expect(scripts.some((name) => /\/assets\/index-.*\.js$/.test(name))).toBe(true);
  expect(uncompressed).toEqual([]);
});

test('the dashboard loads its chart only when the chart nears the viewport, and the range still works', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInViaApi(page, DEMO.learner);
  const scripts = scriptsOf(page);
  await page.goto('/');
  const heading = page.getByRole('heading', { name: 'Practice Chart' });
  await expect(heading).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((name) => name.includes('PracticeBarChart'))).toEqual([]);
  // The summary is there at once; the chart's place is held.
  await expect(page.getByText(/in the last 7 days/)).toBeAttached();

  await heading.scrollIntoViewIfNeeded();
  const chart = page.getByRole('img', { name: 'Bar chart of minutes practised per day, last 7 days' });
  await expect(chart.locator('.recharts-surface')).toBeVisible();
  expect(scripts.filter((name) => name.includes('PracticeBarChart'))).toHaveLength(1);

  await page.getByLabel('Chart range').selectOption('30');
  await expect(page.getByRole('img', { name: 'Bar chart of minutes practised per day, last 30 days' })).toBeVisible();
  await expect(page.getByText(/in the last 30 days/)).toBeVisible();
});
