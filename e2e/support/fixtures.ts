import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { LevelGuideResponse, LevelSummary, XpAwardsResponse } from '@woodshed/shared';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const MAIL_SINK_URL = `http://127.0.0.1:${process.env.MAIL_SINK_HTTP_PORT ?? 2527}`;

export const DEMO = {
  learner: { email: 'learner@woodshed.local', password: 'practice-every-day' },
  teacher: { email: 'teacher@woodshed.local', password: 'teach-the-blues' },
  admin: { email: 'admin@woodshed.local', password: 'run-the-school' },
} as const;

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.test`;
}

/** Signs the page's browser context in through the API (the cookie is shared with the page). */
export async function signInViaApi(page: Page, account: { email: string; password: string }): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: account,
    headers: { 'x-requested-with': 'woodshed' },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Ticks the self-hosted CAPTCHA and waits until the proof of work is done. */
export async function solveCaptcha(page: Page): Promise<void> {
  await page.getByLabel("I'm not a robot").click();
  await expect(page.locator('altcha-widget .altcha[data-state="verified"]')).toBeVisible({ timeout: 30_000 });
}

/** Creates an account through /register (real CAPTCHA) and waits for the dashboard. */
export async function registerViaUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('I agree to the Privacy Policy and Terms of Service').check();
  await page.getByLabel('I confirm that I am 13 years or older').check();
  await solveCaptcha(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome( back)?\b/ })).toBeVisible();
}

/**
 * A fresh account made through the API (the CAPTCHA solved here as the widget would), signed in in the page's
 * context: quicker than the form when the test is about something else, and isolated from other tests' data.
 * Returns the account's e-mail.
 */
export async function registerViaApi(page: Page, prefix = 'e2e', password = 'chords-in-their-order'): Promise<string> {
  const challenge = (await (await page.request.get('/api/auth/captcha')).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const email = uniqueEmail(prefix);
  const response = await page.request.post('/api/auth/register', {
    headers: { 'x-requested-with': 'woodshed' },
    data: { email, password, agreeToTerms: true, confirmAge: true, captcha },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** The newest e-mail the app delivered to this address (waits for it to arrive). */
export async function latestMailTo(address: string): Promise<{ subject: string; text: string }> {
  let mails: Array<{ subject: string; text: string }> = [];
  await expect
    .poll(async () => {
      const response = await fetch(`${MAIL_SINK_URL}/messages?to=${encodeURIComponent(address)}`);
      mails = (await response.json()) as typeof mails;
      return mails.length;
    })
    .toBeGreaterThan(0);
  return mails.at(-1)!;
}

/**
 * axe-core run in the page through the DevTools protocol (so the app's strict CSP stays on);
 * fails on serious or critical WCAG 2 A/AA violations.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown }> }> }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => JSON.stringify(n.target)).slice(0, 5) }));
  });
  expect(violations, `${page.url()} has accessibility violations`).toEqual([]);
}

/**
 * Collects into `problems` what the pages of a context log as console errors or warnings, and what they throw, each as
 * "url: type: text". For a browser a test launches itself; the fixture below watches the suite's own.
 */
export function collectConsoleProblems(context: BrowserContext, problems: string[]): void {
  context.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || type === 'warning') problems.push(`${message.page()?.url()}: ${type}: ${message.text()}`);
  });
  context.on('weberror', (error) => problems.push(`${error.page()?.url()}: ${error.error().message}`));
}

export interface ConsoleWatch {
  /** Lets through console errors or warnings a test provokes on purpose, e.g. the browser's note of a 401 answer. */
  allow(pattern: RegExp): void;
}

/**
 * Every test fails if a page logs a console error or warning or throws, unless the test allowed it. Warnings count
 * too: the suite runs the production build, where React says little, but the browser warns of real faults (an input
 * given the value "NaN", a refused media file, a deprecated API) only at the warning level. Every page of the test's
 * own context is watched, and so are the pages of contexts the test opens itself (a second user, a phone).
 */
export const test = base.extend<{ consoleErrors: ConsoleWatch }>({
  consoleErrors: [
    async ({ browser, context }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      const watch = (watched: BrowserContext) => collectConsoleProblems(watched, errors);
      watch(context);
      browser.on('context', watch);
      await use({ allow: (pattern) => allowed.push(pattern) });
      browser.off('context', watch);
      expect(
        errors.filter((e) => !allowed.some((re) => re.test(e))),
        'console errors and warnings',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The XP awards the signed-in user holds on the server, as [description, amount] pairs (first page, newest first). */
export async function xpAwardsOf(page: Page): Promise<Array<[string, number]>> {
  const awards = (await (await page.request.get('/api/xp/awards?pageSize=100')).json()) as XpAwardsResponse;
  return awards.items.map((award) => [award.description, award.amount]);
}

/**
 * The dashboard's level card shows the level and XP the server holds. Practice can also earn the demo school's
 * achievements (a first session, a streak), so tests compare with the server rather than with the daily XP alone.
 */
export async function expectLevelCardMatchesServer(page: Page): Promise<LevelSummary> {
  const { level } = (await (await page.request.get('/api/xp/levels')).json()) as LevelGuideResponse;
  const card = page.getByRole('region', { name: `Level ${level.level}` });
  await expect(card).toContainText(`${level.xp.toLocaleString('en-US')} XP`);
  if (level.nextLevel !== null) await expect(card).toContainText(`${level.xpNeeded} XP needed for next level`);
  return level;
}
