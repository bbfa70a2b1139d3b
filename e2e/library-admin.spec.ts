import type { Page } from '@playwright/test';
import { messages } from '@woodshed/shared';
import { DEMO, expect, expectNoSeriousA11yViolations, signInViaApi, test } from './support/fixtures.ts';

const lib = messages.library;

// A 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
// An ELF executable header: a program pretending to be a picture.
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(120, 1)]);

const run = Date.now().toString(36);

async function fillCommon(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Description' }).fill(`Made by the end-to-end tests (${run})`);
  await page.getByRole('textbox', { name: 'Category' }).fill('Zz Testing');
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

test.describe('superadmin library management', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, DEMO.admin);
  });

  test('creates an article with formatted text and an embedded image, then edits it', async ({ page }) => {
    await page.goto('/admin/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Library Management' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Create Article' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create Article' })).toBeVisible();

    // Required fields first: the banner lists every problem, in page order, and focus goes to the first.
    await page.getByRole('button', { name: 'Create Article' }).click();
    await expect(problemsListed(page)).toHaveText([
      lib.titleRequired,
      lib.descriptionRequired,
      lib.categoryRequired,
      lib.readTimeRequired,
      lib.thumbnailRequired,
    ]);
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await expect(page.locator('form [aria-invalid="true"]')).toHaveCount(5);
    // A problem fixed leaves the list.
    await page.getByRole('textbox', { name: 'Title' }).fill('Draft');
    await expect(problemsListed(page)).toHaveText([
      lib.descriptionRequired,
      lib.categoryRequired,
      lib.readTimeRequired,
      lib.thumbnailRequired,
    ]);
    await expectNoSeriousA11yViolations(page);

    const title = `Zebra Article ${run}`;
    await fillCommon(page, title);
    await page.getByRole('textbox', { name: 'Read Time' }).fill('3 min read');
    await pickFirstFile(page, 'Choose from files (Thumbnail)');
    await expect(page.getByRole('textbox', { name: 'Thumbnail URL' })).toHaveValue(/^\/files\/images\//);

    const editor = page.getByRole('textbox', { name: 'Content' });
    await editor.click();
    await page.keyboard.type('Play it ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('slowly');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type(' first.');
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Insert image' }).click(),
    ]);
    await chooser.setFiles({ name: 'dot.png', mimeType: 'image/png', buffer: PNG });
    await expect(editor.locator('img[src^="data:image/png;base64,"]')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Create Article' }).click();
    await expect(page).toHaveURL(/\/library\/articles\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const body = page.getByRole('main');
    await expect(body.locator('strong', { hasText: 'slowly' })).toBeVisible();
    await expect(body.locator('img[src^="data:image/png;base64,"]')).toHaveCount(1);

    await page.getByRole('link', { name: 'Edit Article' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Article' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await page.getByRole('textbox', { name: 'Title' }).fill(`${title} (revised)`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${title} (revised)` })).toBeVisible();
    await expect(page.getByRole('main').locator('strong', { hasText: 'slowly' })).toBeVisible();
  });

  test('an empty video, exercise, piece or jam track lists every problem in the banner', async ({ page }) => {
    const common = [lib.titleRequired, lib.descriptionRequired, lib.categoryRequired];
    for (const [path, button, problems] of [
      ['/admin/library/videos/create', 'Create Video', [...common, lib.videoUrlRequired]],
      ['/admin/library/exercises/create', 'Create Exercise', common],
      ['/admin/library/repertoire/create', 'Create Piece', common],
      ['/admin/library/jam-tracks/create', 'Create Jam Track', common],
    ] as const) {
      await page.goto(path);
      await page.getByRole('button', { name: button }).click();
      await expect(problemsListed(page), path).toHaveText([...problems]);
      await expect(page.locator('form [aria-invalid="true"]'), path).toHaveCount(problems.length);
      await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
    }
  });

  test('creates a video, an exercise, a piece and a jam track', async ({ page }) => {
    await page.goto('/admin/library/videos/create');
    await fillCommon(page, `Zebra Video ${run}`);
    await page.getByRole('textbox', { name: 'Instructor' }).fill('Test Teacher');
    await pickFirstFile(page, 'Choose from files (Video)');
    await page.getByRole('button', { name: 'Create Video' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Zebra Video ${run}` })).toBeVisible();
    await expect(page.getByLabel(`Video: Zebra Video ${run}`)).toHaveAttribute('src', /^\/files\/videos\//);
    await expect(page.getByText('Test Teacher')).toBeVisible();

    await page.goto('/admin/library/exercises/create');
    await fillCommon(page, `Zebra Exercise ${run}`);
    await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('advanced');
    await page.getByRole('combobox', { name: 'Focus areas' }).fill('Rhythm');
    await page.getByRole('button', { name: 'Add focus area' }).click();
    await page.getByRole('combobox', { name: 'Focus areas' }).fill('Timing');
    await page.getByRole('button', { name: 'Add focus area' }).click();
    await page.getByRole('textbox', { name: 'Instructions' }).click();
    await page.keyboard.type('Clap the rhythm before you play it.');
    await page.getByRole('button', { name: 'Create Exercise' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Zebra Exercise ${run}` })).toBeVisible();
    await expect(page.getByText('Clap the rhythm before you play it.')).toBeVisible();
    await expect(page.getByText('Timing', { exact: true })).toBeVisible();

    await page.goto('/admin/library/repertoire/create');
    await fillCommon(page, `Zebra Piece ${run}`);
    await page.getByRole('textbox', { name: 'Composer' }).fill('J. S. Bach');
    await page.getByRole('spinbutton', { name: 'Tempo (BPM)' }).fill('72');
    await pickFirstFile(page, 'Choose from files (Backing track)');
    await page.getByRole('button', { name: 'Create Piece' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Zebra Piece ${run}` })).toBeVisible();
    await expect(page.getByText('72 BPM')).toBeVisible();
    await expect(page.getByText('J. S. Bach')).toBeVisible();

    await page.goto('/admin/library/jam-tracks/create');
    await fillCommon(page, `Zebra Jam ${run}`);
    for (const chord of ['Dm7', 'G7', 'Cmaj7']) {
      await page.getByRole('textbox', { name: 'Chord progression' }).fill(chord);
      await page.getByRole('button', { name: 'Add chord' }).click();
    }
    await page.getByRole('button', { name: 'Create Jam Track' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Zebra Jam ${run}` })).toBeVisible();
    const progression = page
      .getByRole('region', { name: 'Chord progression' })
      .or(page.locator('section', { has: page.getByRole('heading', { name: 'Chord progression' }) }));
    await expect(progression.first()).toContainText(/Dm7.*G7.*Cmaj7/s);
  });

  test('uploads, renames, tags and deletes a file, and refuses a disguised program', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    await page.goto('/admin/uploads');
    await expect(page.getByRole('heading', { level: 1, name: 'Upload Files' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Category' }).selectOption('image');

    await page
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: 'evil.png', mimeType: 'image/png', buffer: ELF });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      "This file's content is not an image (JPEG, PNG, GIF or WEBP), although its name ends in .png.",
    );

    const name = `zz cover ${run}`;
    await page
      .getByLabel('File', { exact: true })
      .setInputFiles({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'File uploaded' })).toContainText(`${name}.png`);

    await page.getByRole('link', { name: 'Go to Manage Files' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Files' })).toBeVisible();
    await page.getByRole('tab', { name: 'Images' }).click();
    const files = page.getByRole('list', { name: 'Files' });
    await expect(files.getByText(`${name}.png`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: `Rename ${name}.png` }).click();
    const rename = page.getByRole('dialog', { name: 'Rename file' });
    await rename.getByRole('textbox', { name: 'File name' }).fill('');
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(rename.getByRole('alert')).toHaveText('File name cannot be empty');
    await rename.getByRole('textbox', { name: 'File name' }).fill(`zz renamed ${run}`);
    await rename.getByRole('button', { name: 'Rename' }).click();
    await expect(files.getByText(`zz renamed ${run}.png`)).toBeVisible();

    const renamed = `zz renamed ${run}.png`;
    await page.getByRole('button', { name: `Tags for ${renamed}` }).click();
    const tags = page.getByRole('dialog', { name: 'Manage tags' });
    await tags.getByRole('textbox', { name: 'New tag' }).fill('hero');
    await tags.getByRole('button', { name: 'Add tag' }).click();
    await expect(tags.getByRole('list', { name: 'Tags' })).toContainText('hero');
    await tags.getByRole('textbox', { name: 'New tag' }).fill('Hero');
    await tags.getByRole('button', { name: 'Add tag' }).click();
    await expect(tags.getByRole('alert')).toHaveText('Tag already exists');
    await tags.getByRole('button', { name: 'Done' }).click();
    // Focus goes back to the button that opened the dialog.
    await expect(page.getByRole('button', { name: `Tags for ${renamed}` })).toBeFocused();
    await expect(page.getByRole('list', { name: `Tags of ${renamed}` })).toContainText('hero');

    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Are you sure you want to delete this file?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(files.getByText(renamed)).toHaveCount(0);
  });
  test('the delete confirmation names the library items and courses that use the file', async ({
    page,
    consoleErrors,
  }) => {
    // The file list shows every test's uploads, and the other worker deletes its own meanwhile: a thumbnail that loads
    // (lazily, as the list scrolls) after its file was deleted elsewhere answers 404. This test's own file is checked
    // by what the list and the dialog show.
    consoleErrors.allow(/\/admin\/files: error: Failed to load resource: .* status of 404/);
    const name = `zz barre ${run}`;
    const upload = await page.request.post('/api/admin/uploads', {
      headers: { 'x-requested-with': 'woodshed' },
      multipart: { category: 'image', file: { name: `${name}.png`, mimeType: 'image/png', buffer: PNG } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const { url } = (await upload.json()) as { url: string };

    // The file becomes an article's thumbnail through the form.
    // A 'Zebra' title in 'Zz Testing', like the other admin tests: no learner test's search finds it.
    const title = `Zebra Barre ${run}`;
    await page.goto('/admin/library/articles/create');
    await fillCommon(page, title);
    await page.getByRole('textbox', { name: 'Read Time' }).fill('4 min read');
    await page.getByRole('textbox', { name: 'Thumbnail URL' }).fill(url);
    await page.getByRole('textbox', { name: 'Content' }).click();
    await page.keyboard.type('Index finger flat across all six strings.');
    await page.getByRole('button', { name: 'Create Article' }).click();
    // Saved: no question about unsaved changes on the way out.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // … and a course's hero image and thumbnail (issue 26: only the article was named). Not available: no learner
    // sees it.
    const courseTitle = `Zebra Course ${run}`;
    const course = await page.request.post('/api/admin/courses', {
      headers: { 'x-requested-with': 'woodshed' },
      data: {
        title: courseTitle,
        description: 'Made by the end-to-end tests',
        heroImageUrl: url,
        thumbnailUrl: url,
        difficulty: 'beginner',
        duration: '1 week',
        xpAwarded: 10,
        isAvailable: false,
      },
    });
    expect(course.status(), await course.text()).toBe(201);
    const { id: courseId } = (await course.json()) as { id: string };

    await page.goto('/admin/files');
    const files = page.getByRole('list', { name: 'Files' });
    await page.getByRole('button', { name: `Delete ${name}.png` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Delete ${name}.png?` });
    await expect(confirm).toContainText('Used by:');
    await expect(confirm.getByRole('listitem')).toHaveText([
      `"${title}" (article thumbnail)`,
      `"${courseTitle}" (course hero image)`,
      `"${courseTitle}" (course thumbnail)`,
    ]);
    await expect(confirm).toContainText('Are you sure you want to delete this file?');
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(files.getByText(`${name}.png`)).toBeVisible();

    // The admin removes the article and the course first (so no page shows a broken picture meanwhile); the file is
    // then used by nothing, and deleting it asks the plain question.
    const articles = (await (
      await page.request.get(`/api/library?type=article&q=${encodeURIComponent(title)}`)
    ).json()) as {
      items: Array<{ id: string; title: string }>;
    };
    const article = articles.items.find((item) => item.title === title);
    expect(article).toBeDefined();
    const removed = await page.request.delete(`/api/admin/library/${article!.id}`, {
      headers: { 'x-requested-with': 'woodshed' },
    });
    expect(removed.status()).toBe(204);
    const courseRemoved = await page.request.delete(`/api/admin/courses/${courseId}`, {
      headers: { 'x-requested-with': 'woodshed' },
    });
    expect(courseRemoved.status()).toBe(204);
    await page.getByRole('button', { name: `Delete ${name}.png` }).click();
    await expect(confirm).toContainText('Nothing in Woodshed uses this file.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(files.getByText(`${name}.png`)).toHaveCount(0);
  });

  test('asks before unsaved changes to an article are lost', async ({ page }) => {
    const created = await page.request.post('/api/admin/library', {
      headers: { 'x-requested-with': 'woodshed' },
      data: {
        contentType: 'article',
        title: `Zebra Unsaved ${run}`,
        description: 'Made by the end-to-end tests',
        category: 'Zz Testing',
        difficulty: 'beginner',
        thumbnailUrl: 'https://images.example.test/zebra.jpg',
        details: { readTime: '2 min read', content: '<p>Original text.</p>' },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const editUrl = `/admin/library/articles/create?id=${id}`;
    const titleBox = page.getByRole('textbox', { name: 'Title' });
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

    // Nothing changed: Cancel leaves at once.
    await page.goto(editUrl);
    await expect(titleBox).toHaveValue(`Zebra Unsaved ${run}`);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/admin\/library$/);

    await page.goto(editUrl);
    await titleBox.fill(`Zebra Unsaved ${run} (draft)`);
    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(question).toBeVisible();
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(question).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`\\?id=${id}$`));
    await expect(titleBox).toHaveValue(`Zebra Unsaved ${run} (draft)`);

    // A link in the navigation asks too; Escape keeps editing.
    await page.getByRole('navigation').getByRole('link', { name: 'Goals' }).first().click();
    await expect(question).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(titleBox).toHaveValue(`Zebra Unsaved ${run} (draft)`);

    // Closing or reloading the tab: the browser asks.
    const beforeUnload = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true }).catch(() => undefined);
    const prompt = await beforeUnload;
    expect(prompt.type()).toBe('beforeunload');
    await prompt.dismiss();
    await expect(titleBox).toHaveValue(`Zebra Unsaved ${run} (draft)`);

    await page.getByRole('link', { name: 'Cancel' }).click();
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(page).toHaveURL(/\/admin\/library$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Library Management' })).toBeVisible();
  });
  test('the chord edit and file rename dialogs ask before dropping changes', async ({ page }) => {
    const question = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await page.goto('/library/chords');
    await page.getByRole('button', { name: 'Edit Am', exact: true }).click();
    const chord = page.getByRole('dialog', { name: 'Edit Am', exact: true });
    await chord.getByLabel('Notes').fill('A, C, E, G');
    await chord.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(chord.getByLabel('Notes')).toHaveValue('A, C, E, G');
    await page.keyboard.press('Escape');
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(chord).toBeHidden();

    await page.goto('/admin/files');
    const firstRename = page
      .getByRole('list', { name: 'Files' })
      .getByRole('button', { name: /^Rename / })
      .first();
    await firstRename.click();
    const rename = page.getByRole('dialog', { name: 'Rename file' });
    await rename.getByRole('textbox', { name: 'File name' }).fill(`zz not kept ${run}`);
    await rename.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(rename).toBeHidden();
    await expect(page.getByText(`zz not kept ${run}`)).toHaveCount(0);
  });
});
