import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoSeriousA11yViolations, registerViaApi, test } from './support/fixtures.ts';
import { dragHandleOnto, pickUpWithKeyboard } from './support/drag.ts';

const headers = { 'x-requested-with': 'woodshed' };

async function createCollectionViaApi(page: Page, data: object): Promise<{ id: string }> {
  const response = await page.request.post('/api/collections', { headers, data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

const collection = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const materialTitles = (page: Page, title: string) =>
  collection(page, title)
    .getByRole('list', { name: `Materials in ${title}` })
    .getByRole('heading', { level: 3 })
    .allTextContents();

test.describe('collections and practice materials', () => {
  test('adds an article and a chord to new and existing collections, and refuses a duplicate', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 409/);
    await registerViaApi(page);

    await page.goto('/practice-materials');
    await expect(page.getByRole('heading', { level: 1, name: 'Practice Materials' })).toBeVisible();
    await expect(page.getByText('No collections yet. Create your first one!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Collection' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // From an article: the dialog's create-new mode makes the collection with the article in it.
    const article = 'How to Practise So It Sticks';
    await page.goto('/library/articles');
    await page.getByRole('region', { name: 'Results' }).getByRole('link', { name: article }).click();
    await expect(page.getByRole('heading', { level: 1, name: article })).toBeVisible();
    const addArticle = page.getByRole('button', { name: `Add to collection: ${article}` });
    await expectNoSeriousA11yViolations(page);
    await addArticle.click();
    const dialog = page.getByRole('dialog', { name: 'Add to Collection' });
    await expect(dialog.getByText('No collections yet. Create your first one!')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Create new collection' }).click();
    await dialog.getByRole('button', { name: 'Create and Add' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Title is required');
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Morning Routine');
    await dialog.getByRole('textbox', { name: 'Description (optional)' }).fill('Before work, with coffee');
    await dialog.getByRole('button', { name: 'Create and Add' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Added to new collection successfully!');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Morning Routine' })).toContainText('Added');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    await expect(addArticle).toBeFocused();

    // An existing collection, and one that gets the article behind the dialog's back: refused, with a clear message.
    await createCollectionViaApi(page, { title: 'Blues Study' });
    const theory = await createCollectionViaApi(page, { title: 'Theory Notes', icon: 'Lightbulb', color: '#059669' });
    await page.reload();
    await addArticle.click();
    await dialog.getByRole('button', { name: 'Add to Blues Study' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Added to collection successfully!');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Blues Study' })).toContainText('Added');
    const articleId = page.url().split('/').at(-1)!;
    const sneaky = await page.request.post(`/api/collections/${theory.id}/materials`, {
      headers,
      data: { materialType: 'article', materialId: articleId },
    });
    expect(sneaky.status()).toBe(201);
    await dialog.getByRole('button', { name: 'Add to Theory Notes' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('This item is already in the collection.');
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Theory Notes' })).toContainText('Added');
    await page.keyboard.press('Escape');
    await expect(addArticle).toBeFocused();

    // From a chord card on the chords page.
    await page.goto('/library/chords');
    const chordCard = page.getByRole('article', { name: 'Am', exact: true });
    await chordCard.getByRole('button', { name: 'Add Am to a collection' }).click();
    await expect(dialog).toContainText('Choose a collection for "Am".');
    await dialog.getByRole('button', { name: 'Create new collection' }).click();
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Chord Drills');
    await dialog.getByRole('button', { name: 'Create and Add' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Added to new collection successfully!');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Newest first, each with its materials: the article's title, description and difficulty; the chord's name, notes and picture.
    await page.goto('/practice-materials');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([
      'Chord Drills',
      'Theory Notes',
      'Blues Study',
      'Morning Routine',
    ]);
    await expect(collection(page, 'Morning Routine')).toContainText('Before work, with coffee');
    const articleCard = collection(page, 'Morning Routine').getByRole('article', { name: article });
    await expect(articleCard).toContainText('Article');
    await expect(articleCard).toContainText('Beginner');
    const amCard = collection(page, 'Chord Drills').getByRole('article', { name: 'Am' });
    await expect(amCard).toContainText('A · C · E');
    await expect(amCard.getByRole('img', { name: /Am/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('creates, edits, fills, annotates, reorders, empties and deletes a collection', async ({ page }) => {
    await registerViaApi(page);
    await page.goto('/practice-materials');

    await page.getByRole('button', { name: 'New Collection' }).click();
    const form = page.getByRole('dialog', { name: 'New Collection' });
    await form.getByRole('textbox', { name: 'Title' }).fill('Warm-ups');
    await form.getByRole('textbox', { name: 'Description (optional)' }).fill('Ten minutes before anything else');
    await expect(form.getByRole('radio', { name: 'Folder' })).toBeChecked();
    await form.getByRole('radio', { name: 'Guitar' }).check();
    await form.getByRole('radio', { name: 'Emerald' }).check();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Create Collection' }).click();
    await expect(form).toBeHidden();
    const warmUps = collection(page, 'Warm-ups');
    await expect(warmUps).toContainText('Ten minutes before anything else');
    await expect(warmUps).toContainText('No materials yet.');
    await expect(warmUps.getByRole('heading', { level: 2, name: 'Warm-ups' })).toBeFocused();
    await expect(warmUps).toHaveCSS('border-left-color', 'rgb(5, 150, 105)');

    // Edit: every field, which the original could not do.
    await warmUps.getByRole('button', { name: 'Edit Warm-ups' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Collection' });
    await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue('Warm-ups');
    await expect(edit.getByRole('radio', { name: 'Guitar' })).toBeChecked();
    await expect(edit.getByRole('radio', { name: 'Emerald' })).toBeChecked();
    await edit.getByRole('textbox', { name: 'Title' }).fill('Daily Warm-ups');
    await edit.getByRole('radio', { name: 'Clock' }).check();
    await edit.getByRole('radio', { name: 'Violet' }).check();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    const daily = collection(page, 'Daily Warm-ups');
    await expect(daily).toHaveCSS('border-left-color', 'rgb(124, 58, 237)');
    await expect(daily.getByRole('button', { name: 'Edit Daily Warm-ups' })).toBeFocused();

    // Add Material: one search over library items and chords.
    const addMaterial = daily.getByRole('button', { name: 'Add Material to Daily Warm-ups' });
    await addMaterial.click();
    const picker = page.getByRole('dialog', { name: 'Add Material to Daily Warm-ups' });
    const search = picker.getByRole('searchbox', { name: 'Search library items and chords' });
    await expect(search).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await search.fill('spider');
    await picker.getByRole('button', { name: 'Add Spider Walk for Finger Independence' }).click();
    await expect(picker.getByRole('status').filter({ hasText: /^Added/ })).toHaveText(
      'Added "Spider Walk for Finger Independence" to Daily Warm-ups.',
    );
    await expect(picker.getByRole('listitem').filter({ hasText: 'Spider Walk for Finger Independence' })).toContainText(
      'Added',
    );
    // Chords answer to their quality words as on the chords page (issue 26).
    await search.fill('half-dim');
    await expect(picker.getByRole('button', { name: 'Add Bm7b5', exact: true })).toBeVisible();
    await expect(picker.getByRole('button', { name: 'Add F#m7b5', exact: true })).toBeVisible();
    await search.fill('em7');
    await picker.getByRole('button', { name: 'Add Em7', exact: true }).click();
    await expect(picker.getByRole('status').filter({ hasText: /^Added/ })).toHaveText('Added "Em7" to Daily Warm-ups.');
    await search.fill('strumming');
    await picker.getByRole('button', { name: 'Add Strumming in 4/4' }).click();
    await expect(picker.getByRole('status').filter({ hasText: /^Added/ })).toHaveText(
      'Added "Strumming in 4/4" to Daily Warm-ups.',
    );
    await picker.getByRole('button', { name: 'Done' }).click();
    await expect(addMaterial).toBeFocused();
    const order = () => materialTitles(page, 'Daily Warm-ups');
    await expect.poll(order).toEqual(['Spider Walk for Finger Independence', 'Em7', 'Strumming in 4/4']);
    await expect(daily.getByRole('article', { name: 'Em7' })).toContainText('E · G · B · D');
    await expectNoSeriousA11yViolations(page);

    // Notes on a material.
    await daily.getByRole('button', { name: 'Notes on Em7' }).click();
    const notes = page.getByRole('dialog', { name: 'Notes on Em7' });
    await notes.getByRole('textbox', { name: 'Notes' }).fill('Slow first, then 80 bpm');
    await notes.getByRole('button', { name: 'Save Notes' }).click();
    await expect(notes).toBeHidden();
    await expect(daily.getByRole('article', { name: 'Em7' })).toContainText('Slow first, then 80 bpm');
    await expect(daily.getByRole('button', { name: 'Notes on Em7' })).toBeFocused();

    // Reorder with the keyboard (each step waits for what a screen reader hears), then with the mouse.
    const announcement = page.locator('[id^="DndLiveRegion"]');
    await pickUpWithKeyboard(
      page,
      daily.getByRole('button', { name: 'Reorder Strumming in 4/4' }),
      'Picked up Strumming in 4/4, position 3 of 3',
    );
    await page.keyboard.press('ArrowLeft');
    await expect(announcement).toContainText('position 2 of 3');
    await page.keyboard.press('ArrowLeft');
    await expect(announcement).toContainText('position 1 of 3');
    await page.keyboard.press('Space');
    await expect(announcement).toContainText('dropped at position 1 of 3');
    await expect.poll(order).toEqual(['Strumming in 4/4', 'Spider Walk for Finger Independence', 'Em7']);
    const saved = async () => {
      const body = (await (await page.request.get('/api/collections')).json()) as {
        items: Array<{ materials: Array<{ item: { kind: string; title?: string; name?: string } | null }> }>;
      };
      return body.items[0]!.materials.map((material) => material.item?.title ?? material.item?.name);
    };
    await expect.poll(saved).toEqual(['Strumming in 4/4', 'Spider Walk for Finger Independence', 'Em7']);

    await dragHandleOnto(
      page,
      daily.getByRole('button', { name: 'Reorder Em7' }),
      daily.getByRole('button', { name: 'Reorder Spider Walk for Finger Independence' }),
      'over position 2 of 3',
    );
    await expect.poll(order).toEqual(['Strumming in 4/4', 'Em7', 'Spider Walk for Finger Independence']);
    await expect.poll(saved).toEqual(['Strumming in 4/4', 'Em7', 'Spider Walk for Finger Independence']);

    // Open goes to the item; a chord opens on the chords page.
    await daily.getByRole('link', { name: 'Open Spider Walk for Finger Independence' }).click();
    await expect(page).toHaveURL(/\/library\/exercises\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Spider Walk for Finger Independence' })).toBeVisible();
    await page.goBack();
    await daily.getByRole('link', { name: 'Open Em7' }).click();
    await expect(page).toHaveURL(/\/library\/chords\?chord=[0-9a-f-]{36}$/);
    await page.goBack();

    // Remove, after confirming; focus goes to the collection's heading.
    await daily.getByRole('button', { name: 'Remove Em7' }).click();
    const confirmRemove = page.getByRole('alertdialog', { name: 'Remove "Em7"?' });
    await expect(confirmRemove).toContainText('It is taken out of "Daily Warm-ups" only');
    await confirmRemove.getByRole('button', { name: 'Remove' }).click();
    await expect(confirmRemove).toBeHidden();
    await expect.poll(order).toEqual(['Strumming in 4/4', 'Spider Walk for Finger Independence']);
    await expect(daily.getByRole('heading', { level: 2, name: 'Daily Warm-ups' })).toBeFocused();

    // Delete, after confirming (Cancel first keeps it).
    await daily.getByRole('button', { name: 'Delete Daily Warm-ups' }).click();
    const confirmDelete = page.getByRole('alertdialog', { name: 'Delete collection?' });
    await expect(confirmDelete).toContainText('Delete the collection "Daily Warm-ups"?');
    await confirmDelete.getByRole('button', { name: 'Cancel' }).click();
    await expect(daily).toBeVisible();
    await expect(daily.getByRole('button', { name: 'Delete Daily Warm-ups' })).toBeFocused();
    await daily.getByRole('button', { name: 'Delete Daily Warm-ups' }).click();
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await expect(daily).toBeHidden();
    await expect(page.getByText('No collections yet. Create your first one!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Collection' })).toBeFocused();
  });

  test('an item unpublished after it was collected shows as unavailable and can be removed', async ({
    page,
    request,
  }) => {
    // The superadmin works in a separate API session (the `request` fixture keeps its own cookies).
    expect((await request.post('/api/auth/login', { headers, data: DEMO.admin })).status()).toBe(200);
    const created = await request.post('/api/admin/library', {
      headers,
      data: {
        contentType: 'exercise',
        title: 'Soon to be withdrawn',
        description: 'An exercise that will be unpublished',
        category: 'Testing',
        details: { instructions: '<p>Play it once.</p>' },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await registerViaApi(page);
    await createCollectionViaApi(page, {
      title: 'Odds and Ends',
      material: { materialType: 'exercise', materialId: id },
    });
    await page.goto('/practice-materials');
    const odds = collection(page, 'Odds and Ends');
    await expect(odds.getByRole('article', { name: 'Soon to be withdrawn' })).toBeVisible();

    expect(
      (await request.patch(`/api/admin/library/${id}/published`, { headers, data: { published: false } })).status(),
    ).toBe(200);
    await page.reload();
    const gone = odds.getByRole('article', { name: 'Unavailable exercise' });
    await expect(gone).toContainText('This item is no longer available.');
    await expect(gone.getByRole('link')).toHaveCount(0);
    await expect(gone.getByRole('button', { name: /^Notes/ })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await gone.getByRole('button', { name: 'Remove Unavailable exercise' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect(odds).toContainText('No materials yet.');
  });
});
