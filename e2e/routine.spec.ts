import type { Page } from '@playwright/test';
import { centreInView, dragHandleOnto, pickUpWithKeyboard } from './support/drag.ts';
import { expect, expectNoSeriousA11yViolations, registerViaApi, test } from './support/fixtures.ts';

const headers = { 'x-requested-with': 'woodshed' };

const current = (page: Page) => page.getByRole('region').filter({ hasText: 'Current routine' });
/** The completion notice (the drag-and-drop live region is a status too). */
const notice = (page: Page) =>
  current(page)
    .getByRole('status')
    .filter({ hasText: /^Logged/ });
const phaseList = (page: Page, title: string) => page.getByRole('list', { name: `Phases of ${title}` });
const phaseOrder = (page: Page, title: string) =>
  phaseList(page, title).getByRole('heading', { level: 3 }).allTextContents();
const phase = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const archived = (page: Page) => page.getByRole('region', { name: 'Archived routines' });

async function createRoutineViaApi(page: Page, title: string, phases: Array<{ phaseType: string; duration: number }>) {
  const created = await page.request.post('/api/routines', {
    headers,
    data: { title, description: 'Set up by the test' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const ids: string[] = [];
  for (const data of phases) {
    const added = await page.request.post(`/api/routines/${id}/phases`, { headers, data });
    expect(added.status(), await added.text()).toBe(201);
    ids.push(((await added.json()) as { id: string }).id);
  }
  return { id, phaseIds: ids };
}

test.describe('routine', () => {
  test('builds a routine, reorders, completes, resets, archives, restores and deletes', async ({ page }) => {
    await registerViaApi(page, 'routine');
    await page.goto('/routine');
    await expect(page.getByRole('heading', { level: 1, name: 'Routine' })).toBeVisible();
    await expect(page.getByText('No current routine yet. Create your first one!')).toBeVisible();
    await expect(page.getByText(/^\d+\.\d h since last reset · \d+\.\d h until next reset$/)).toBeVisible();
    await expect(archived(page)).toContainText('No archived routines.');
    await expectNoSeriousA11yViolations(page);

    // Create: both fields required, the first invalid one focused.
    await page.getByRole('button', { name: 'Create Routine' }).click();
    const form = page.getByRole('dialog', { name: 'New Routine' });
    await form.getByRole('button', { name: 'Create Routine' }).click();
    await expect(form.getByRole('alert').getByText('Title is required')).toBeVisible();
    await expect(form.getByRole('alert').getByText('Short description is required')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('textbox', { name: 'Title' }).fill('Morning Chops');
    await form.getByRole('textbox', { name: 'Short description' }).fill('Before work, with coffee');
    await form.getByRole('button', { name: 'Create Routine' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Morning Chops' })).toBeFocused();
    await expect(current(page)).toContainText('Before work, with coffee');
    await expect(current(page)).toContainText('No phases yet. Add your first phase.');

    // Three phases: the type is required, the duration defaults to 15, and an empty duration is 1 minute.
    const addPhase = page.getByRole('button', { name: 'Add Phase' });
    const phaseForm = page.getByRole('dialog', { name: 'Add Phase' });
    await addPhase.click();
    await phaseForm.getByRole('button', { name: 'Add Phase' }).click();
    await expect(phaseForm.getByRole('alert').getByText(/^Phase type must be one of/)).toBeVisible();
    await expect(phaseForm.getByRole('combobox', { name: 'Phase type' })).toBeFocused();
    await expect(phaseForm.getByRole('spinbutton', { name: 'Duration (minutes)' })).toHaveValue('15');
    await phaseForm.getByRole('combobox', { name: 'Phase type' }).selectOption('Warmup');
    await phaseForm.getByRole('button', { name: 'Add Phase' }).click();
    await expect(phaseForm).toBeHidden();
    await expect(addPhase).toBeFocused();
    await expect(phase(page, 'Warmup')).toContainText('15 min');

    await addPhase.click();
    await phaseForm.getByRole('combobox', { name: 'Phase type' }).selectOption('Technical Development');
    await phaseForm.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('');
    await phaseForm.getByRole('textbox', { name: 'Description (optional)' }).fill('Alternate picking, sixteenths');
    await phaseForm.getByRole('button', { name: 'Add Phase' }).click();
    await expect(phaseForm).toBeHidden();
    await expect(phase(page, 'Technical Development')).toContainText('1 min');
    await expect(phase(page, 'Technical Development')).toContainText('Alternate picking, sixteenths');

    await addPhase.click();
    await phaseForm.getByRole('combobox', { name: 'Phase type' }).selectOption('Creative Development');
    await phaseForm.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('20');
    await phaseForm.getByRole('button', { name: 'Add Phase' }).click();
    await expect(phaseForm).toBeHidden();
    const order = () => phaseOrder(page, 'Morning Chops');
    await expect.poll(order).toEqual(['Warmup', 'Technical Development', 'Creative Development']);
    await expect(phase(page, 'Creative Development')).toContainText('20 min');

    // Reorder with the keyboard (each step waits for what a screen reader hears), then with the mouse.
    const announcement = page.locator('[id^="DndLiveRegion"]');
    const creativeHandle = page.getByRole('button', { name: 'Move Creative Development phase' });
    await pickUpWithKeyboard(page, creativeHandle, 'Picked up Creative Development, position 3 of 3');
    await page.keyboard.press('ArrowUp');
    await expect(announcement).toContainText('position 2 of 3');
    await page.keyboard.press('ArrowUp');
    await expect(announcement).toContainText('position 1 of 3');
    await page.keyboard.press('Space');
    await expect(announcement).toContainText('dropped at position 1 of 3');
    await expect.poll(order).toEqual(['Creative Development', 'Warmup', 'Technical Development']);

    await dragHandleOnto(
      page,
      page.getByRole('button', { name: 'Move Technical Development phase' }),
      page.getByRole('button', { name: 'Move Warmup phase' }),
      'over position 2 of 3',
    );
    await expect.poll(order).toEqual(['Creative Development', 'Technical Development', 'Warmup']);
    await page.reload();
    await expect.poll(order).toEqual(['Creative Development', 'Technical Development', 'Warmup']);

    // Complete with a message: green with a check, the session logged, the daily XP shown.
    await phase(page, 'Warmup').getByRole('button', { name: 'Complete Warmup' }).click();
    const complete = page.getByRole('dialog', { name: 'Complete Warmup' });
    await expect(complete).toContainText('Logs 15 min of Warmup in your practice log.');
    await complete.getByRole('textbox', { name: 'Message (optional)' }).fill('  Slow and clean  ');
    await expectNoSeriousA11yViolations(page);
    await complete.getByRole('button', { name: 'Complete' }).click();
    await expect(complete).toBeHidden();
    await expect(notice(page)).toContainText('Logged 15 min of Warmup.');
    await expect(notice(page)).toContainText(/\+\d+ XP for practising today!/);
    await expect(phase(page, 'Warmup')).toContainText('Completed today');
    await expect(phase(page, 'Warmup').getByRole('button', { name: 'Complete Warmup' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 3, name: 'Warmup' })).toBeFocused();
    await expect(current(page)).toContainText('1 of 3 phases completed today');
    await expectNoSeriousA11yViolations(page);

    // The session is in the practice history with the routine's note, and on the dashboard.
    await page.goto('/practice/history');
    const row = page
      .getByRole('table', { name: 'Practice sessions' })
      .getByRole('row')
      .filter({ hasText: 'Routine: Morning Chops — Warmup' });
    await expect(row).toContainText('Slow and clean');
    await expect(row).toContainText('15 min');
    await page.goto('/');
    await expect(page.getByRole('region', { name: "Today's Practice" })).toContainText('15 min');

    // Reset one phase, then Reset All.
    await page.goto('/routine');
    await expect(phase(page, 'Warmup')).toContainText('Completed today');
    await phase(page, 'Warmup').getByRole('button', { name: 'Reset Warmup' }).click();
    await expect(phase(page, 'Warmup').getByRole('button', { name: 'Complete Warmup' })).toBeFocused();
    await expect(phase(page, 'Warmup')).not.toContainText('Completed today');

    await phase(page, 'Technical Development').getByRole('button', { name: 'Complete Technical Development' }).click();
    await page
      .getByRole('dialog', { name: 'Complete Technical Development' })
      .getByRole('button', { name: 'Complete' })
      .click();
    await expect(phase(page, 'Technical Development')).toContainText('Completed today');
    await expect(notice(page)).toContainText('Logged 1 min of Technical Development.');
    await page.getByRole('button', { name: 'Reset All' }).click();
    await expect(phase(page, 'Technical Development')).not.toContainText('Completed today');
    await expect(current(page)).toContainText('0 of 3 phases completed today');
    await expect(page.getByRole('button', { name: 'Reset All' })).toBeFocused();

    // A second routine archives the first; Restore brings it back with its phases.
    await page.getByRole('button', { name: 'New Routine' }).click();
    const second = page.getByRole('dialog', { name: 'New Routine' });
    await expect(second).toContainText('Your current routine "Morning Chops" moves to the archived list.');
    await second.getByRole('textbox', { name: 'Title' }).fill('Evening Jam');
    await second.getByRole('textbox', { name: 'Short description' }).fill('Loose improvisation over backing tracks');
    await second.getByRole('button', { name: 'Create Routine' }).click();
    await expect(second).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: 'Evening Jam' })).toBeFocused();
    await expect(current(page)).toContainText('No phases yet. Add your first phase.');
    const archivedChops = archived(page).getByRole('article', { name: 'Morning Chops' });
    await expect(archivedChops).toContainText('Before work, with coffee');
    await expect(archivedChops).toContainText(/Created \w{3} \d{1,2}, \d{4}/);

    await archivedChops.getByRole('button', { name: 'Restore Morning Chops' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Morning Chops' })).toBeFocused();
    await expect.poll(order).toEqual(['Creative Development', 'Technical Development', 'Warmup']);
    const archivedJam = archived(page).getByRole('article', { name: 'Evening Jam' });
    await expect(archivedJam).toBeVisible();

    // Delete the archived one, after confirming.
    await archivedJam.getByRole('button', { name: 'Delete Evening Jam' }).click();
    const confirmRoutine = page.getByRole('alertdialog', { name: 'Delete routine?' });
    await expect(confirmRoutine).toContainText(
      'Delete the routine "Evening Jam" and its phases? This cannot be undone.',
    );
    await confirmRoutine.getByRole('button', { name: 'Delete' }).click();
    await expect(confirmRoutine).toBeHidden();
    await expect(archived(page)).toContainText('No archived routines.');
    await expect(page.getByRole('heading', { level: 2, name: 'Archived routines' })).toBeFocused();

    // Delete a phase: focus goes to the one that took its place.
    await phase(page, 'Creative Development')
      .getByRole('button', { name: 'Delete Creative Development phase' })
      .click();
    const confirmPhase = page.getByRole('alertdialog', { name: 'Delete phase?' });
    await expect(confirmPhase).toContainText('Delete the Creative Development phase? This cannot be undone.');
    await confirmPhase.getByRole('button', { name: 'Delete' }).click();
    await expect(confirmPhase).toBeHidden();
    await expect.poll(order).toEqual(['Technical Development', 'Warmup']);
    await expect(page.getByRole('heading', { level: 3, name: 'Technical Development' })).toBeFocused();
    await expectNoSeriousA11yViolations(page);

    // Delete the current routine: the page is empty again, and focus is on Create Routine.
    await current(page).getByRole('button', { name: 'Delete Morning Chops' }).click();
    await confirmRoutine.getByRole('button', { name: 'Delete' }).click();
    await expect(confirmRoutine).toBeHidden();
    await expect(page.getByText('No current routine yet. Create your first one!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Routine' })).toBeFocused();
  });

  test('on a phone: the 24-hour day refused in the server words, already completed, unsaved changes', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    consoleErrors.allow(/status of 409/);
    await page.setViewportSize({ width: 390, height: 844 });
    await registerViaApi(page, 'routine-phone');
    const routine = await createRoutineViaApi(page, 'Long Day', [
      { phaseType: 'Warmup', duration: 30 },
      { phaseType: 'Free Form', duration: 1440 },
      { phaseType: 'Warmup', duration: 10 },
    ]);
    await page.goto('/routine');
    await expect(page.getByRole('heading', { level: 2, name: 'Long Day' })).toBeVisible();
    // Two phases of one type are told apart by their place among that type.
    await expect(page.getByRole('button', { name: 'Complete Warmup (1)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move Warmup (2) phase' })).toBeVisible();
    const hasNoSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await hasNoSideScroll()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Complete Warmup (1)' }).click();
    await page.getByRole('dialog', { name: 'Complete Warmup (1)' }).getByRole('button', { name: 'Complete' }).click();
    await expect(phase(page, 'Warmup (1)')).toContainText('Completed today');

    // 30 minutes are logged today: 1,440 more would pass 24 hours. The server's message, not the generic one.
    await page.getByRole('button', { name: 'Complete Free Form' }).click();
    const freeForm = page.getByRole('dialog', { name: 'Complete Free Form' });
    await freeForm.getByRole('button', { name: 'Complete' }).click();
    await expect(freeForm.getByRole('alert')).toContainText('A day holds at most 24 hours of practice.');
    await expect(freeForm.getByRole('alert')).not.toContainText('Failed to complete phase');

    // A typed message is not lost to Escape without asking.
    await freeForm.getByRole('textbox', { name: 'Message (optional)' }).fill('Marathon');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await expect(discard).toBeVisible();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(freeForm.getByRole('textbox', { name: 'Message (optional)' })).toHaveValue('Marathon');
    await freeForm.getByRole('button', { name: 'Cancel' }).click();
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(freeForm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Complete Free Form' })).toBeFocused();
    await expect(phase(page, 'Free Form')).not.toContainText('Completed today');

    // Completed elsewhere (another tab) meanwhile: the server's words, and the page catches up.
    const elsewhere = await page.request.post(`/api/routines/${routine.id}/phases/${routine.phaseIds[2]}/complete`, {
      headers,
      data: {},
    });
    expect(elsewhere.status(), await elsewhere.text()).toBe(200);
    await page.getByRole('button', { name: 'Complete Warmup (2)' }).click();
    const again = page.getByRole('dialog', { name: 'Complete Warmup (2)' });
    await again.getByRole('button', { name: 'Complete' }).click();
    await expect(again.getByRole('alert')).toHaveText('This phase is already completed today.');
    await again.getByRole('button', { name: 'Cancel' }).click();
    await expect(again).toBeHidden();
    await expect(phase(page, 'Warmup (2)')).toContainText('Completed today');
    await expect(page.getByRole('heading', { level: 3, name: 'Warmup (2)' })).toBeFocused();
    expect(await hasNoSideScroll()).toBe(true);
  });

  test('reorders phases by touch (press and hold, then drag); a refused reorder is put back', async ({
    browser,
    consoleErrors,
  }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await registerViaApi(page, 'routine-touch');
    await createRoutineViaApi(page, 'Thumbs', [
      { phaseType: 'Warmup', duration: 5 },
      { phaseType: 'Technical Development', duration: 10 },
      { phaseType: 'Free Form', duration: 15 },
    ]);
    await page.goto('/routine');
    const order = () => phaseOrder(page, 'Thumbs');
    await expect.poll(order).toEqual(['Warmup', 'Technical Development', 'Free Form']);

    const announcement = page.locator('[id^="DndLiveRegion"]');
    const handle = page.getByRole('button', { name: 'Move Free Form phase' });
    const target = page.getByRole('button', { name: 'Move Warmup phase' });
    await centreInView(page.getByRole('button', { name: 'Move Technical Development phase' }));
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
    const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
    const touch = await context.newCDPSession(page);
    const touchAt = (type: 'touchStart' | 'touchMove', point: { x: number; y: number }) =>
      touch.send('Input.dispatchTouchEvent', { type, touchPoints: [point] });

    // Held still, the finger picks the phase up (a quick swipe would scroll the page instead).
    await touchAt('touchStart', start);
    await expect(announcement).toContainText('Picked up Free Form, position 3 of 3');
    for (let step = 1; step <= 10; step++) {
      await touchAt('touchMove', {
        x: start.x + ((end.x - start.x) * step) / 10,
        y: start.y + ((end.y - start.y) * step) / 10,
      });
    }
    let wiggle = 0;
    await expect(async () => {
      wiggle = 1 - wiggle;
      await touchAt('touchMove', { x: end.x + wiggle, y: end.y });
      await expect(announcement).toContainText('over position 1 of 3', { timeout: 250 });
    }).toPass({ timeout: 10_000 });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(announcement).toContainText('dropped at position 1 of 3');
    await expect.poll(order).toEqual(['Free Form', 'Warmup', 'Technical Development']);
    await page.reload();
    await expect.poll(order).toEqual(['Free Form', 'Warmup', 'Technical Development']);

    // A refused reorder puts the order back and says so (the browser notes the 500 answer it is given).
    consoleErrors.allow(/status of 500/);
    await page.route('**/phases/reorder', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong' } } }),
    );
    const warmupHandle = page.getByRole('button', { name: 'Move Warmup phase' });
    await pickUpWithKeyboard(page, warmupHandle, 'Picked up Warmup, position 2 of 3');
    await page.keyboard.press('ArrowDown');
    await expect(announcement).toContainText('over position 3 of 3');
    await page.keyboard.press('Space');
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to reorder phases' })).toBeVisible();
    await expect.poll(order).toEqual(['Free Form', 'Warmup', 'Technical Development']);
    await context.close();
  });
});
