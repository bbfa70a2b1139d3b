import type { Browser, Page } from '@playwright/test';
import { messages, UPLOAD_MAX_BYTES, type Faculty, type SummariesResponse } from '@woodshed/shared';
import { DEMO, expect, expectNoSeriousA11yViolations, registerViaApi, signInViaApi, test } from './support/fixtures.ts';

const m = messages.summaries;
const CSRF = { 'x-requested-with': 'woodshed' };
// Names no other test uses: superadmins see every summary and faculty member.
const run = Date.now().toString(36);

/** A 1×1 PNG, a tiny PDF and bytes no allowed type starts with (a ZIP header), made here. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const NOT_A_PDF = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64, 1)]);

async function expectFitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** A fresh learner signed in in a context of their own. */
async function newLearner(browser: Browser, prefix: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const email = await registerViaApi(page, prefix);
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } };
  return { context, page, email, id: session.user.id };
}

/** Deletes what the tests made (summaries first: a faculty member's summaries would only lose their name). */
async function deleteLeftovers(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page, DEMO.admin);
  const summaries = (await (
    await page.request.get(`/api/session-summaries?search=${run}&pageSize=100`)
  ).json()) as SummariesResponse;
  for (const summary of summaries.items) {
    await page.request.delete(`/api/admin/session-summaries/${summary.id}`, { headers: CSRF });
  }
  const faculty = (await (await page.request.get('/api/admin/faculty')).json()) as { items: Faculty[] };
  for (const member of faculty.items.filter((item) => item.lastName.includes(run))) {
    await page.request.delete(`/api/admin/faculty/${member.id}`, { headers: CSRF });
  }
  await context.close();
}

test.describe('session summaries', () => {
  test.afterAll(async ({ browser }) => deleteLeftovers(browser));

  test('a superadmin adds a teacher and a group summary with files and homework; its learners find it, others cannot', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    // The browser notes the refused upload (scan.pdf) as a failed request.
    consoleErrors.allow(/session-summary\/.*status of 400/);
    const ana = await newLearner(browser, 'sum-ana');
    const ben = await newLearner(browser, 'sum-ben');
    const lastName = `Fretwell ${run}`;
    const teacher = `Zoe ${lastName}`;
    const topic = `Shuffle rhythm ${run}`;

    // ── Faculty ─────────────────────────────────────────────────────────────
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInViaApi(page, DEMO.admin);
    await page.goto('/admin/faculty');
    await expect(page.getByRole('heading', { level: 1, name: 'Faculty' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Faculty Member' }).click();
    const facultyDialog = page.getByRole('dialog', { name: 'Add Faculty Member' });
    await facultyDialog.getByRole('button', { name: 'Add Faculty Member' }).click();
    await expect(facultyDialog.getByRole('alert').getByText(messages.faculty.firstNameRequired)).toBeVisible();
    await facultyDialog.getByRole('textbox', { name: 'First name' }).fill('Zoe');
    await facultyDialog.getByRole('textbox', { name: 'Last name' }).fill(lastName);
    await facultyDialog.getByRole('textbox', { name: 'Title' }).fill('Blues Guitar Instructor');
    await facultyDialog.getByRole('textbox', { name: 'Bio' }).fill('Twenty years of shuffles and turnarounds.');
    await facultyDialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'zoe.png', mimeType: 'image/png', buffer: PNG });
    await expect(facultyDialog.getByText('Image uploaded.')).toBeVisible();
    await expect(facultyDialog.getByRole('textbox', { name: 'Avatar URL' })).toHaveValue(/^\/files\/images\//);
    await expectNoSeriousA11yViolations(page);
    await facultyDialog.getByRole('button', { name: 'Add Faculty Member' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Added ${teacher}.` })).toBeVisible();
    const row = page.getByRole('article', { name: teacher });
    await expect(row).toContainText('Blues Guitar Instructor');
    await expect(row.locator('img')).toHaveAttribute('src', /^\/files\/images\//);
    await expectNoSeriousA11yViolations(page);

    // ── Create Session Summary ──────────────────────────────────────────────
    await page.goto(`/admin/create-session-summary/${ana.id}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Create Session Summary for / })).toBeVisible();
    const form = page.getByRole('form', { name: 'Create Session Summary' });
    // The date-time starts at now, local.
    await expect(form.getByLabel('Session date and time')).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await form.getByRole('textbox', { name: 'Session date and time' }).fill('');
    await form.getByRole('button', { name: 'Create Session Summary' }).click();
    await expect(form.getByRole('alert').getByText(m.facultyRequired)).toBeVisible();
    await expect(form.getByRole('alert').getByText(m.shortDescriptionRequired)).toBeVisible();
    await expect(form.getByRole('alert').getByText(m.sessionDateRequired)).toBeVisible();
    await expect(form.getByRole('combobox', { name: 'Faculty' })).toBeFocused();

    await form
      .getByRole('combobox', { name: 'Faculty' })
      .selectOption({ label: `${teacher} (Blues Guitar Instructor)` });
    await form.getByLabel('Session date and time').fill('2026-03-10T18:05');
    await form.getByRole('textbox', { name: 'Short description' }).fill(topic);
    await form.getByRole('checkbox', { name: /^Group session/ }).check();
    await form.getByRole('searchbox', { name: 'Add learners' }).fill(ben.email);
    const matches = form.getByRole('list', { name: 'Matching learners' });
    await matches.getByRole('button', { name: /^Add / }).click();
    await expect(form.getByRole('list', { name: 'Learners' }).getByRole('listitem')).toHaveCount(2);
    await form.getByRole('textbox', { name: 'Notes' }).click();
    await page.keyboard.type('Keep the triplet feel steady at 80 bpm.');

    const files = form.getByLabel('Attachments');
    await files.setInputFiles([
      { name: 'lesson-notes.pdf', mimeType: 'application/pdf', buffer: PDF },
      { name: 'fretboard.png', mimeType: 'image/png', buffer: PNG },
      { name: 'scan.pdf', mimeType: 'application/pdf', buffer: NOT_A_PDF },
    ]);
    const chosen = form.getByRole('list', { name: 'Chosen files' });
    await expect(chosen.getByRole('listitem').filter({ hasText: 'lesson-notes.pdf' })).toContainText('Uploaded');
    await expect(chosen.getByRole('listitem').filter({ hasText: 'fretboard.png' })).toContainText('Uploaded');
    await expect(chosen.getByRole('listitem').filter({ hasText: 'scan.pdf' })).toContainText(m.uploadFailed);
    await expect(chosen.getByRole('button', { name: 'Retry scan.pdf' })).toBeVisible();
    await files.setInputFiles({ name: 'concert.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(UPLOAD_MAX_BYTES) });
    await expect(chosen.getByRole('listitem').filter({ hasText: 'concert.mp4' })).toContainText(
      messages.storage.tooLarge,
    );
    await chosen.getByRole('button', { name: 'Remove scan.pdf' }).click();
    await chosen.getByRole('button', { name: 'Remove concert.mp4' }).click();
    await expect(chosen.getByRole('listitem')).toHaveCount(2);

    await form.getByRole('button', { name: 'Add homework' }).click();
    const picker = page.getByRole('dialog', { name: 'Add homework' });
    await picker.getByRole('searchbox', { name: 'Search library items and chords' }).fill('em7');
    await picker.getByRole('button', { name: 'Add Em7', exact: true }).click();
    await expect(picker.getByRole('listitem').filter({ hasText: 'Em7' }).first()).toContainText('Added');
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(form.getByRole('list', { name: 'Homework items' })).toContainText('Em7');
    await expectNoSeriousA11yViolations(page);

    await form.getByRole('button', { name: 'Create Session Summary' }).click();
    await expect(page.getByRole('status').filter({ hasText: m.created })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/users/${ana.id}$`));

    // ── The learner finds it ────────────────────────────────────────────────
    const learner = ana.page;
    await learner.goto('/session-summaries');
    await expect(learner.getByRole('heading', { level: 1, name: 'Session Summaries' })).toBeVisible();
    await expect(learner.getByText(m.noneSelected)).toBeVisible();
    await expectNoSeriousA11yViolations(learner);
    await learner.getByRole('combobox', { name: 'Faculty' }).selectOption({ label: teacher });
    await learner.getByRole('combobox', { name: 'Session Type' }).selectOption('private');
    await expect(learner.getByText(m.noMatches)).toBeVisible();
    await learner.getByRole('combobox', { name: 'Session Type' }).selectOption('group');
    await learner.getByRole('link', { name: new RegExp(topic) }).click();
    await expect(learner).toHaveURL(/\?summary=/);
    const detail = learner.getByRole('region', { name: 'Summary details' });
    await expect(detail.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    await expect(detail).toContainText('Keep the triplet feel steady at 80 bpm.');
    await expect(detail).toContainText(teacher);
    await expect(detail).toContainText('Twenty years of shuffles and turnarounds.');
    await expect(detail.getByRole('link', { name: /Em7/ })).toHaveAttribute('href', /\/library\/chords\?chord=/);
    const lesson = detail.getByRole('link', { name: /^Lesson / });
    const collectionTitle = (await lesson.textContent())!;
    await expectNoSeriousA11yViolations(learner);

    const pdfUrl = await detail.getByRole('link', { name: 'Download lesson-notes.pdf' }).getAttribute('href');
    const pngUrl = await detail.getByRole('link', { name: 'Open fretboard.png (new tab)' }).getAttribute('href');
    const pdf = await learner.request.get(pdfUrl!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    const png = await learner.request.get(pngUrl!);
    expect(png.status()).toBe(200);
    expect(png.headers()['content-type']).toContain('image/png');

    // ── Someone else cannot, even with the address ──────────────────────────
    const carl = await newLearner(browser, 'sum-carl');
    expect((await carl.page.request.get(pdfUrl!)).status()).toBe(404);
    await carl.page.goto('/session-summaries');
    await expect(carl.page.getByText(m.noneYet)).toBeVisible();
    await carl.context.close();

    // ── Homework in Practice Materials; the dashboard's latest summary ─────
    await lesson.click();
    await expect(learner.getByRole('heading', { level: 1, name: 'Practice Materials' })).toBeVisible();
    const collection = learner.getByRole('region', { name: collectionTitle });
    await expect(collection).toContainText('Em7');
    await learner.goto('/');
    await expect(learner.getByText(/^Latest session: /)).toBeVisible();

    await ana.context.close();
    await ben.context.close();
  });

  test('on a phone the list and the detail stack, and a superadmin deletes a summary', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const dee = await newLearner(browser, 'sum-dee', 390);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInViaApi(page, DEMO.admin);
    const faculty = (await (
      await page.request.post('/api/admin/faculty', {
        headers: CSRF,
        data: { firstName: 'Max', lastName: `Picker ${run}`, title: 'Jazz Guitar' },
      })
    ).json()) as Faculty;
    const topic = `Phone lesson ${run}`;
    const created = await page.request.post('/api/admin/session-summaries', {
      headers: CSRF,
      data: {
        facultyId: faculty.id,
        sessionDate: new Date().toISOString(),
        shortDescription: topic,
        memberIds: [dee.id],
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await dee.page.goto('/session-summaries');
    await dee.page.getByRole('link', { name: new RegExp(topic) }).click();
    const heading = dee.page.getByRole('heading', { level: 2, name: topic });
    await expect(heading).toBeFocused();
    await expect(dee.page.getByText(m.noNotes)).toBeVisible();
    await expectFitsWidth(dee.page, 390);
    await expectNoSeriousA11yViolations(dee.page);
    await dee.context.close();

    await page.goto(`/admin/create-session-summary/${dee.id}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Create Session Summary for / })).toBeVisible();
    await expectFitsWidth(page, 390);
    await page.goto('/admin/faculty');
    await expect(page.getByRole('article', { name: `Max Picker ${run}` })).toBeVisible();
    await expectFitsWidth(page, 390);

    await page.goto('/session-summaries');
    await page.getByRole('searchbox', { name: 'Search' }).fill(topic);
    await page.getByRole('link', { name: new RegExp(topic) }).click();
    await page.getByRole('button', { name: 'Delete summary' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete session summary?' });
    await expect(confirm).toContainText(m.deleteConfirm);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Session summary deleted.' })).toBeVisible();
    await expect(page.getByText(m.noMatches)).toBeVisible();
  });
});

test.describe('session summaries on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a tapped summary comes into view below the top bar, its heading focused, each time', async ({ page }) => {
    await signInViaApi(page, DEMO.learner);
    const { items } = (await (await page.request.get('/api/session-summaries')).json()) as SummariesResponse;
    expect(items.length).toBeGreaterThanOrEqual(2);
    await page.goto('/session-summaries');
    const list = page.getByRole('list', { name: 'Session summaries' });
    for (const summary of items.slice(0, 2)) {
      // Tapped from the top of the page, where the detail panel is below the screen's edge.
      await page.evaluate(() => window.scrollTo(0, 0));
      const heading = page
        .getByRole('region', { name: 'Summary details' })
        .getByRole('heading', { level: 2, name: summary.shortDescription });
      await list.getByRole('link', { name: new RegExp(summary.shortDescription) }).tap();
      await expect(heading).toBeFocused();
      await expect(heading).toBeInViewport({ ratio: 1 });
      // Not hidden under the sticky top bar.
      const bar = await page.getByRole('banner').boundingBox();
      const box = await heading.boundingBox();
      expect(box!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
    }
  });
});
