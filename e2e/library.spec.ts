import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoSeriousA11yViolations, signInViaApi, test } from './support/fixtures.ts';

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

test.describe('learner library', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, DEMO.learner);
  });

  test('browses, searches and filters the library', async ({ page }) => {
    await page.goto('/library');
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Library' })).toBeVisible();
    await expect(results(page).getByRole('status')).toHaveText(/\d+ resources/);
    await expect(results(page).getByRole('heading', { level: 2, name: 'How to Practise So It Sticks' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await search(page).fill('blues');
    await search(page).press('Enter');
    await expect(page).toHaveURL(/q=blues/);
    await expect(
      results(page).getByRole('heading', { level: 2, name: 'The Blues Scale Across the Neck' }),
    ).toBeVisible();
    await expect(results(page).getByRole('heading', { level: 2, name: '12-Bar Blues in A' })).toBeVisible();
    await expect(results(page).getByRole('heading', { level: 2, name: 'Strumming in 4/4' })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Type' }).selectOption('jam_track');
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(['12-Bar Blues in A']);
    await page.getByRole('combobox', { name: 'Difficulty' }).selectOption('advanced');
    await expect(results(page).getByText('No jam tracks found matching your criteria.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await search(page).fill('zzzz-nothing');
    await search(page).press('Enter');
    await expect(results(page).getByText('No resources found matching your criteria.')).toBeVisible();

    await page.goto('/library/articles?q=chord');
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(['Reading Chord Diagrams']);
    await page.goto('/library/exercises');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Technique');
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(['Spider Walk for Finger Independence']);
    await search(page).fill('nothing-like-this');
    await search(page).press('Enter');
    await expect(results(page).getByText('No exercises found matching your criteria.')).toBeVisible();
  });

  test('opens each type of item with its media', async ({ page }) => {
    await page.goto('/library/articles');
    await results(page).getByRole('link', { name: 'How to Practise So It Sticks' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How to Practise So It Sticks' })).toBeVisible();
    await expect(page.getByText('5 min read')).toBeVisible();
    await expect(page.getByText('Twenty focused minutes a day')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto('/library/videos');
    await results(page).getByRole('link', { name: 'Strumming in 4/4' }).click();
    const video = page.getByLabel('Video: Strumming in 4/4');
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('src', /^\/files\/videos\/.+\.webm$/);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
    await expect(page.getByText('Alex Rivera')).toBeVisible();

    await page.goto('/library/exercises');
    await results(page).getByRole('link', { name: 'One-Minute Chord Changes' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Focus areas' })).toBeVisible();
    await expect(page.getByText('Set a timer for one minute.')).toBeVisible();

    await page.goto('/library/repertoire');
    await results(page).getByRole('link', { name: 'Greensleeves' }).click();
    await expect(page.getByText('Traditional (English)')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Sheet music/ })).toHaveAttribute('href', /^\/files\/documents\//);
    await expect(page.getByRole('link', { name: /^Tab/ })).toHaveAttribute('href', /^\/files\/documents\//);
    const audio = page.getByLabel('Backing track for Greensleeves');
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThanOrEqual(1);
    expect(await audio.evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(5);

    // From the all-resources list a jam track opens at /library/jam-tracks/{id}, after the existence check.
    await page.goto('/library?type=jam_track');
    await results(page).getByRole('link', { name: '12-Bar Blues in A' }).click();
    await expect(page).toHaveURL(/\/library\/jam-tracks\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: '12-Bar Blues in A' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Chord progression' })).toBeVisible();
    await expect(page.getByText('96 BPM')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('bookmarks and unbookmarks, and the state survives a reload', async ({ page }) => {
    await page.goto('/library/jam-tracks');
    const title = 'Minor Groove in A';
    await results(page)
      .getByRole('button', { name: `Bookmark ${title}` })
      .click();
    await expect(results(page).getByRole('button', { name: `Remove bookmark from ${title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.reload();
    await expect(results(page).getByRole('button', { name: `Remove bookmark from ${title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const bookmarks = await (await page.request.get('/api/bookmarks')).json();
    expect(bookmarks.items.map((b: { item: { title: string } }) => b.item.title)).toContain(title);

    await results(page).getByRole('link', { name: title }).click();
    await page.getByRole('button', { name: `Remove bookmark from ${title}` }).click();
    await expect(page.getByRole('button', { name: `Bookmark ${title}` })).toHaveAttribute('aria-pressed', 'false');
    // The button turns at once; the removal reaches the server a moment later.
    await expect
      .poll(async () => {
        const after = await (await page.request.get('/api/bookmarks')).json();
        return after.items.map((b: { item: { title: string } }) => b.item.title);
      })
      .not.toContain(title);
  });

  test('an item unpublished after the list loaded cannot be opened', async ({ page, request, consoleErrors }) => {
    consoleErrors.allow(/status of 404/);
    // The superadmin works in a separate API session (the `request` fixture keeps its own cookies).
    const headers = { 'x-requested-with': 'woodshed' };
    expect((await request.post('/api/auth/login', { headers, data: DEMO.admin })).status()).toBe(200);
    const created = await request.post('/api/admin/library', {
      headers,
      data: {
        contentType: 'video',
        title: 'Soon to vanish',
        description: 'A lesson that will be unpublished',
        category: 'Testing',
        details: { videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
      },
    });
    expect(created.status()).toBe(201);
    const { id } = await created.json();

    await page.goto('/library?q=vanish');
    await expect(results(page).getByRole('heading', { level: 2, name: 'Soon to vanish' })).toBeVisible();
    const unpublish = await request.patch(`/api/admin/library/${id}/published`, {
      headers,
      data: { published: false },
    });
    expect(unpublish.status()).toBe(200);

    await results(page).getByRole('link', { name: 'Soon to vanish' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Content does not exist (or is unpublished).');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/library\?q=vanish/);
    await page.goto(`/library/videos/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Video not found' })).toBeVisible();
  });
});
