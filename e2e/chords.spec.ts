import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoSeriousA11yViolations, registerViaApi, signInViaApi, test } from './support/fixtures.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const mastery = (page: Page, name: string) => page.getByRole('combobox', { name: `Mastery of ${name}`, exact: true });

test.describe('guitar chords', () => {
  test('a learner filters by triad type and rates chords (kept after reload, never shown to others)', async ({ page, browser }) => {
    await registerViaApi(page, 'chords');
    await page.goto('/library');
    await page.getByRole('navigation', { name: 'Library' }).getByRole('link', { name: 'Guitar Chords' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Guitar Chords' })).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library');
    await expect(breadcrumb).toContainText('Guitar Chords');
    await expect(page.getByRole('region', { name: 'Mastery levels' })).toContainText('0 Not Started');
    await expect(page.getByRole('region', { name: 'Mastery levels' })).toContainText('5 Mastered');

    const chords = page.getByRole('region', { name: 'Chords' });
    await expect(chords.getByText(/^\d+ chords$/)).toBeVisible();
    const total = Number((await chords.getByText(/^\d+ chords$/).textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThanOrEqual(55);
    // Ordered by name.
    const names = await chords.getByRole('heading', { level: 2 }).allTextContents();
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    await expect(card(page, 'C')).toContainText('C · E · G');
    await expect(card(page, 'C')).toContainText('1 · 3 · 5');
    await expect(card(page, 'C').getByRole('img', { name: /Diagram of C/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('Triad type').selectOption('Minor');
    await expect(page).toHaveURL(/type=Minor/);
    const minorNames = await chords.getByRole('heading', { level: 2 }).allTextContents();
    expect(minorNames.length).toBeGreaterThan(4);
    expect(minorNames.length).toBeLessThan(total);
    await expect(card(page, 'Am')).toContainText('Minor');
    await expect(card(page, 'C')).toHaveCount(0);
    await page.getByLabel('Triad type').selectOption('Augmented');
    await expect(card(page, 'Caug')).toContainText('C · E · G#');
    await page.getByLabel('Triad type').selectOption('');
    await expect(chords.getByText(`${total} chords`)).toBeVisible();

    // Ratings save at once and colour the card.
    await mastery(page, 'Am').selectOption('3');
    await expect(page.getByRole('status').filter({ hasText: 'Am: Intermediate' })).toBeAttached();
    await expect(card(page, 'Am')).toHaveAttribute('data-mastery', '3');
    await expect(card(page, 'Am')).toContainText('Minor · mastery: Intermediate');
    await mastery(page, 'G').selectOption('5');
    await expect(card(page, 'G')).toContainText('Mastered');
    await mastery(page, 'G').selectOption('1');
    await expect(card(page, 'G')).toHaveAttribute('data-mastery', '1');
    await page.reload();
    await expect(mastery(page, 'Am')).toHaveValue('3');
    await expect(mastery(page, 'G')).toHaveValue('1');
    await expect(mastery(page, 'C')).toHaveValue('0');

    // Another user never sees these ratings.
    const other = await browser.newPage();
    await signInViaApi(other, DEMO.teacher);
    await other.goto('/library/chords');
    await expect(mastery(other, 'Am')).toHaveValue('0');
    await other.close();
  });

  test('a chord opens larger in a dialog, also from its address; learners cannot edit', async ({ page }) => {
    await signInViaApi(page, DEMO.teacher);
    await page.goto('/library/chords');
    // View larger: a dialog with the big diagram; Escape closes it and focus returns.
    const viewButton = card(page, 'D').getByRole('button', { name: 'View D larger' });
    await viewButton.click();
    const dialog = page.getByRole('dialog', { name: 'D' });
    await expect(dialog).toContainText('D · F# · A');
    await expect(dialog).toContainText('x x 0 2 3 2');
    await expect(dialog.getByRole('img', { name: /Diagram of D/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(viewButton).toBeFocused();
    await expect(page).not.toHaveURL(/chord=/);
    // Learners have no edit action.
    await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);

    // The address opens a chord (as a collection's Open action does).
    const chordId = await card(page, 'Em').getByRole('heading').getAttribute('id');
    await page.goto(`/library/chords?chord=${chordId!.replace(/^chord-/, '')}`);
    await expect(page.getByRole('dialog', { name: 'Em' })).toContainText('E · G · B');
  });

  test('a superadmin edits a chord, uploads a picture (images only) and removes it again', async ({ page, consoleErrors }) => {
    // The content check of a fake picture answers 400, which the browser logs.
    consoleErrors.allow(/status of 400/);
    await signInViaApi(page, DEMO.admin);
    await page.goto('/library/chords');
    const target = card(page, 'Cadd9');
    await target.getByRole('button', { name: 'Edit Cadd9' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Cadd9' });
    await expect(dialog.getByLabel('Notes')).toHaveValue('C, E, G, D');
    await expectNoSeriousA11yViolations(page);

    // Empty lists and bad frets are refused with the spec's messages, and nothing is saved.
    await dialog.getByLabel('Notes').fill(' , ');
    await dialog.getByLabel('Frets (low E to high e)').fill('x 3 2');
    await dialog.getByRole('button', { name: 'Save chord' }).click();
    await expect(dialog.getByText('Notes are required')).toBeVisible();
    await expect(dialog.getByText(/Frets must list six strings/)).toBeVisible();
    await expect(dialog.getByLabel('Notes')).toBeFocused();

    // Comma-separated entries are trimmed; the diagram follows the new fingering.
    await dialog.getByLabel('Notes').fill('  C ,E,  G , D ');
    await dialog.getByLabel('Frets (low E to high e)').fill('x 3 2 0 3 3');
    await dialog.getByLabel('Fingers (low E to high e)').fill('- 2 1 - 3 4');
    await dialog.getByRole('button', { name: 'Save chord' }).click();
    await expect(dialog).toBeHidden();
    await expect(target).toContainText('C · E · G · D');
    await expect(target.getByRole('img', { name: 'Diagram of Cadd9: x 3 2 0 3 3' })).toBeVisible();

    // Only images are accepted for the picture.
    await target.getByRole('button', { name: 'Edit Cadd9' }).click();
    await dialog.getByLabel('Picture').setInputFiles({ name: 'chart.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('button', { name: 'Save chord' }).click();
    await expect(dialog.getByText('Only image files can be used for a chord (JPEG, PNG, GIF or WEBP)')).toBeVisible();
    // A file that claims to be a PNG is judged by its content on the server.
    await dialog.getByLabel('Picture').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: PDF });
    await dialog.getByRole('button', { name: 'Save chord' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Failed to update chord');

    await dialog.getByLabel('Picture').setInputFiles({ name: 'cadd9.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Save chord' }).click();
    await expect(dialog).toBeHidden();
    const picture = target.getByRole('img', { name: 'Cadd9 chord' });
    await expect(picture).toHaveAttribute('src', /^\/files\/chord-images\/[0-9a-f-]{36}-\d{13}\.png$/);

    await target.getByRole('button', { name: 'Edit Cadd9' }).click();
    await dialog.getByLabel('Remove the picture and show the diagram instead').check();
    await dialog.getByRole('button', { name: 'Save chord' }).click();
    await expect(dialog).toBeHidden();
    await expect(target.getByRole('img', { name: /Diagram of Cadd9/ })).toBeVisible();
  });
});
