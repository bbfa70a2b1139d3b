import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoSeriousA11yViolations, registerViaApi, signInViaApi, test } from './support/fixtures.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const mastery = (page: Page, name: string) => page.getByRole('combobox', { name: `Mastery of ${name}`, exact: true });

test.describe('guitar chords', () => {
  // In order, in one worker: the superadmin's test adds and removes a chord's picture, and a page another test had
  // open at that moment would ask for the removed file (a 404 in its console).
  test.describe.configure({ mode: 'default' });

  test('a learner filters by triad type and rates chords (kept after reload, never shown to others)', async ({
    page,
    browser,
  }) => {
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
    // The grid has re-rendered once C is gone (allTextContents does not wait).
    await expect(card(page, 'C')).toHaveCount(0);
    const minorNames = await chords.getByRole('heading', { level: 2 }).allTextContents();
    expect(minorNames.length).toBeGreaterThan(4);
    expect(minorNames.length).toBeLessThan(total);
    await expect(card(page, 'Am')).toContainText('Minor');
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
    // The tempo field starts empty (no "NaN" written into it, which the browser warns about in the console), and an
    // empty log asks for a tempo.
    const bpm = dialog.getByRole('spinbutton', { name: 'Clean at BPM' });
    await expect(bpm).toHaveValue('');
    await dialog.getByRole('button', { name: 'Log' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('BPM is required');
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

  test('a superadmin edits a chord, uploads a picture (images only) and removes it again', async ({
    page,
    consoleErrors,
  }) => {
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
    await expect(dialog.getByRole('alert')).toContainText('Notes are required');
    await expect(dialog.getByRole('alert')).toContainText(/Frets must list six strings/);
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
    await expect(dialog.getByRole('alert')).toHaveText(
      'Only image files can be used for a chord (JPEG, PNG, GIF or WEBP)',
    );
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

  test('three quick key presses on a rating save the third, announced once (issue 12)', async ({ page }) => {
    await registerViaApi(page, 'chords-keys');
    await page.goto('/library/chords');
    const select = mastery(page, 'D');
    await expect(select).toHaveValue('0');
    // The first save answers last: the server must still end with the last choice.
    let puts = 0;
    await page.route('**/api/chords/*/mastery', async (route) => {
      puts += 1;
      if (puts === 1) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // Record what the live region says about D.
    await page.evaluate(() => {
      const heard: string[] = [];
      (window as unknown as { heard: string[] }).heard = heard;
      for (const region of Array.from(document.querySelectorAll('[role="status"]'))) {
        new MutationObserver(() => {
          const text = region.textContent ?? '';
          if (text.startsWith('D: ')) heard.push(text);
        }).observe(region, { childList: true, characterData: true, subtree: true });
      }
    });
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('3');
    await expect(page.getByRole('status').filter({ hasText: 'D: Intermediate' })).toBeAttached();
    await expect(card(page, 'D')).toHaveAttribute('data-mastery', '3');
    await page.waitForTimeout(800);
    const heard = await page.evaluate(() => (window as unknown as { heard: string[] }).heard);
    expect(heard, `announced: ${heard.join(' | ')}`).toEqual(['D: Intermediate']);
    await expect(select).toHaveValue('3');

    await page.unroute('**/api/chords/*/mastery');
    await page.reload();
    await expect(mastery(page, 'D')).toHaveValue('3');
  });

  test('a learner searches chords by name and filters by mastery, kept in the address (issue 12)', async ({ page }) => {
    await registerViaApi(page, 'chords-search');
    await page.goto('/library/chords');
    const chords = page.getByRole('region', { name: 'Chords' });
    await expect(chords.getByText(/^\d+ chords$/)).toBeVisible();

    // Any part of the name, in any case (issue 26): "sus" finds the seven sus chords, "maj7" the four maj7 chords.
    await page.getByLabel('Search chords').fill('sus');
    await expect(page).toHaveURL(/q=sus/);
    await expect(chords.getByRole('heading', { level: 2 })).toHaveText([
      'A7sus4',
      'Asus2',
      'Asus4',
      'Csus4',
      'Dsus2',
      'Dsus4',
      'Esus4',
    ]);
    await expect(chords.getByText('7 chords', { exact: true })).toBeVisible();
    await page.getByLabel('Search chords').fill('MAJ7');
    await expect(chords.getByRole('heading', { level: 2 })).toHaveText(['Amaj7', 'Cmaj7', 'Dmaj7', 'Fmaj7']);
    // Quality words: tonal's names of the chord types, also with the degree as a number.
    await page.getByLabel('Search chords').fill('major 7');
    await expect(chords.getByRole('heading', { level: 2 })).toHaveText(['Amaj7', 'Cmaj7', 'Dmaj7', 'Fmaj7']);
    await page.getByLabel('Search chords').fill('half-dim');
    await expect(chords.getByRole('heading', { level: 2 })).toHaveText(['Bm7b5', 'F#m7b5']);

    // "cmaj" finds Cmaj7 (and no A or G chord).
    await page.getByLabel('Search chords').fill('cmaj');
    await expect(page).toHaveURL(/q=cmaj/);
    await expect(card(page, 'C')).toHaveCount(0);
    await expect(card(page, 'Cmaj7')).toBeVisible();
    const found = await chords.getByRole('heading', { level: 2 }).allTextContents();
    expect(found.length).toBeGreaterThan(0);
    for (const name of found) expect(name.toLowerCase()).toContain('cmaj');
    await expect(chords.getByText(new RegExp(`^${found.length} chords?$`))).toBeVisible();

    // The root letter finds every chord on it, first. (Not C: the superadmin test changes Cadd9's picture meanwhile.)
    await page.getByLabel('Search chords').fill('A');
    await expect(card(page, 'A')).toBeVisible();
    await expect(card(page, 'Aaug')).toBeVisible();
    await expect(card(page, 'Am')).toBeVisible();
    await expect(card(page, 'C')).toHaveCount(0);
    const onA = await chords.getByRole('heading', { level: 2 }).allTextContents();
    const firstOther = onA.findIndex((name) => !name.startsWith('A'));
    expect(onA.slice(firstOther).every((name) => !name.startsWith('A'))).toBe(true);
    await page.getByLabel('Search chords').fill('');
    await expect(page).not.toHaveURL(/q=/);

    // The mastery filter: only the chords at the chosen level.
    await mastery(page, 'G').selectOption('5');
    await expect(page.getByRole('status').filter({ hasText: 'G: Mastered' })).toBeAttached();
    await page.getByLabel('Mastery level', { exact: true }).selectOption({ label: '5 · Mastered' });
    await expect(page).toHaveURL(/mastery=5/);
    await expect(chords.getByText('1 chord', { exact: true })).toBeVisible();
    await expect(chords.getByRole('heading', { level: 2 })).toHaveText(['G']);

    // Kept after a reload (the address holds it); nothing matching shows the empty state.
    await page.reload();
    await expect(page.getByLabel('Mastery level', { exact: true })).toHaveValue('5');
    await expect(chords.getByRole('heading', { level: 2 })).toHaveText(['G']);
    await page.getByLabel('Search chords').fill('zz');
    await expect(chords.getByText('0 chords', { exact: true })).toBeVisible();
    await expect(chords).toContainText('No chords match your search and filters.');
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel('Mastery level', { exact: true }).selectOption('');
    await page.getByLabel('Search chords').fill('');
    await expect(page).not.toHaveURL(/mastery=|q=/);
  });
});

test.describe('guitar chords: layout', () => {
  test('at 1280 px the filters sit right under the heading and the legend is one line below them (issue 26)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInViaApi(page, DEMO.learner);
    await page.goto('/library/chords');
    const box = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!;
    const heading = await box(page.getByRole('heading', { level: 1, name: 'Guitar Chords' }));
    const triadType = await box(page.getByLabel('Triad type', { exact: true }));
    const search = await box(page.getByLabel('Search chords'));
    const legend = await box(page.getByRole('region', { name: 'Mastery levels' }));
    // The description and the labels lie between them: about 80 px, where the legend's column once made 230.
    expect(triadType.y - (heading.y + heading.height)).toBeLessThan(120);
    expect(search.y).toBe(triadType.y);
    expect(legend.y).toBeGreaterThan(triadType.y + triadType.height);
    expect(legend.height).toBeLessThan(70);
  });
});

test.describe('guitar chords: diagrams on a long page', () => {
  test('the diagram scrolled to is drawn at once, before the ones around it, and none far down is drawn up front', async ({
    page,
  }) => {
    await signInViaApi(page, DEMO.learner);
    await page.goto('/library/chords');
    const diagrams = page.getByRole('img', { name: /^Diagram of / });
    await expect(diagrams.first().locator('svg')).toBeAttached();
    // Let the charts near the top finish (they are drawn while the page is idle).
    const drawnCount = () => page.locator('[role="img"][aria-label^="Diagram of"] svg').count();
    await expect
      .poll(async () => {
        const before = await drawnCount();
        await page.waitForTimeout(400);
        return (await drawnCount()) === before;
      })
      .toBe(true);
    const last = diagrams.last();
    await expect(last.locator('svg')).toHaveCount(0);

    const { milliseconds, drawnOutOfView } = await last.evaluate(
      (target) =>
        new Promise<{ milliseconds: number; drawnOutOfView: string[] }>((resolve) => {
          const blank = Array.from(document.querySelectorAll('[role="img"][aria-label^="Diagram of"]')).filter(
            (diagram) => !diagram.querySelector('svg'),
          );
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (!target.querySelector('svg')) return;
            observer.disconnect();
            const outOfView = blank.filter((diagram) => {
              const box = diagram.getBoundingClientRect();
              return diagram.querySelector('svg') && (box.bottom <= 0 || box.top >= window.innerHeight);
            });
            resolve({
              milliseconds: performance.now() - start,
              drawnOutOfView: outOfView.map((diagram) => diagram.getAttribute('aria-label')!),
            });
          });
          observer.observe(document.body, { childList: true, subtree: true });
          target.scrollIntoView({ block: 'center' });
        }),
    );
    // Nothing out of view is drawn before (or together with) the chart in view: it never waits behind them.
    expect(drawnOutOfView).toEqual([]);
    expect(milliseconds).toBeLessThan(1000);
    // The ones around it (here the row above) follow soon after.
    await expect(diagrams.nth((await diagrams.count()) - 4).locator('svg')).toBeAttached();
  });
});
