import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Scrolls an element to the middle of the window: near an edge, dnd-kit scrolls the page while an item is
 * picked up, and what was measured before no longer lies under the pointer.
 */
export async function centreInView(element: Locator): Promise<void> {
  await element.evaluate((node) => node.scrollIntoView({ block: 'center', inline: 'center' }));
}

/**
 * Drags one reorder handle onto another with the mouse, as a user would, waiting at each step for what
 * dnd-kit's live region says (picked up, over the target), and drops only once the drag is heard over the
 * target.
 */
export async function dragHandleOnto(page: Page, handle: Locator, target: Locator, overText: string): Promise<void> {
  const announcement = page.locator('[id^="DndLiveRegion"]');
  await centreInView(handle);
  await handle.hover();
  await page.mouse.down();
  const from = await handle.boundingBox();
  await page.mouse.move(from!.x + from!.width / 2 + 8, from!.y + from!.height / 2 + 8, { steps: 4 });
  await expect(announcement).toContainText('Picked up');
  const to = await target.boundingBox();
  const x = to!.x + to!.width / 2;
  const y = to!.y + to!.height / 2;
  await page.mouse.move(x, y, { steps: 15 });
  // dnd-kit finds what is under the pointer on each move, from rects it measures a frame after the pick-up:
  // a burst of moves can end before that. A hand on a mouse never rests perfectly still.
  let wiggle = 0;
  await expect(async () => {
    wiggle = 1 - wiggle;
    await page.mouse.move(x + wiggle, y);
    await expect(announcement).toContainText(overText, { timeout: 250 });
  }).toPass({ timeout: 10_000 });
  await page.mouse.up();
  await expect(announcement).toContainText('dropped at');
}

/**
 * Picks up a sortable item with the keyboard (focus its handle, Space) and waits until arrow keys move it.
 * dnd-kit announces the pick-up at once but starts listening for keys in a `setTimeout` after it; a key pressed
 * in between is lost (seen on a loaded machine). A timer set after the announcement runs after dnd-kit's.
 */
export async function pickUpWithKeyboard(page: Page, handle: Locator, pickedUpText: string): Promise<void> {
  await centreInView(handle);
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(page.locator('[id^="DndLiveRegion"]')).toContainText(pickedUpText);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
