import { messages } from '@woodshed/shared';
import { expect, expectNoSeriousA11yViolations, latestMailTo, registerViaApi, test } from './support/fixtures.ts';

const PASSWORD = 'reminders-for-the-woodshed';
const ZONE = 'Asia/Kolkata';

/** A reminder time a minute before now in `timeZone` ('HH:MM'); 00:00 just after local midnight (same local day). */
function aMinuteAgoIn(timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(new Date())
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  const minutes = Math.max(Number(parts.hour) * 60 + Number(parts.minute) - 1, 0);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

test.describe('daily practice reminders', () => {
  test('the reminder e-mail arrives at the chosen time and its link turns reminders off, signed out', async ({
    page,
    browser,
    consoleErrors,
  }, testInfo) => {
    const email = await registerViaApi(page, 'reminders', PASSWORD);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    const username = `rem_${Date.now().toString(36)}`;
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Time zone').fill(ZONE);
    await form.getByLabel('E-mail me a reminder on days I have not practised').check();
    const time = aMinuteAgoIn(ZONE);
    await form.getByLabel('Reminder time').fill(time);
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();
    await expect(page.locator('dl')).toContainText(`On, at ${time}`);

    // The job looks every 2 s in this suite (REMINDER_CHECK_SECONDS); the sender delivers to the mail sink.
    const mail = await latestMailTo(email);
    expect(mail.subject).toBe(messages.reminders.subject);
    expect(mail.text).toContain(`Hi ${username},`);
    expect(mail.text).toContain('You have not practised today yet.');
    expect(mail.text).toContain(`at ${time} (${ZONE})`);
    const link = /(http:\/\/\S+\/reminders\/off#[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(link, mail.text).toBeDefined();
    expect(mail.text).toMatch(/http:\/\/\S+\/practice\n/);

    // Opened in another browser, signed out.
    const other = await browser.newContext();
    try {
      const visitor = await other.newPage();
      // The tampered link's 400 answer is noted by the browser; anything else in its console fails the test.
      consoleErrors.allow(/\/reminders\/off\S*: error: .*status of 400/);
      // One character changed: refused, and the reminder stays on.
      const tampered = link!.slice(0, -1) + (link!.endsWith('A') ? 'B' : 'A');
      await visitor.goto(tampered);
      await expect(visitor.getByRole('alert')).toHaveText(messages.reminders.linkInvalid);

      await visitor.goto(link!);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Daily practice reminders' })).toBeVisible();
      await expect(visitor.getByRole('status').filter({ hasText: messages.reminders.unsubscribed })).toBeVisible();
      // The token left the address bar.
      expect(new URL(visitor.url()).hash).toBe('');
      await expectNoSeriousA11yViolations(visitor);
      for (const width of [390, 1280]) {
        await visitor.setViewportSize({ width, height: 844 });
        await visitor.screenshot({ path: testInfo.outputPath(`reminders-off-success-${width}.png`), fullPage: true });
      }

      await visitor.getByRole('link', { name: 'Sign in' }).click();
      await visitor.getByLabel('Email', { exact: true }).fill(email);
      await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await visitor.getByRole('button', { name: 'Sign in' }).click();
      await expect(visitor.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
      await visitor.goto('/profile');
      await expect(visitor.locator('dl')).toContainText('Daily practice reminder');
      await expect(visitor.locator('dl')).toContainText(/Daily practice reminder\s*Off/);
    } finally {
      await other.close();
    }
  });

  test('a malformed or missing link shows the invalid-link message with a way to sign in', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    await page.goto('/reminders/off#not-a-token');
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(messages.reminders.linkInvalid);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/reminders/off');
    await expect(page.getByRole('alert')).toHaveText(messages.reminders.linkInvalid);
  });

  for (const width of [390, 1280]) {
    test(`the page at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/reminders/off');
      await expect(page.getByRole('alert')).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`reminders-off-invalid-${width}.png`), fullPage: true });
    });
  }
});
