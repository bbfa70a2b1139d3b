import type { Locator, Page } from '@playwright/test';
import { centreInView } from './support/drag.ts';
import { expect, expectNoSeriousA11yViolations, registerViaApi, test } from './support/fixtures.ts';
import { smallTouchTargets, TOUCH_TARGET_PX } from './support/touch-targets.ts';

/**
 * The Interval Organizer played whole, from a fixed seed: the test reads each question, works out the
 * answer from the spec's pattern table (its own copy, so the app is checked against the spec, not against itself),
 * and plays it by keyboard, mouse drags, clicks and taps.
 */
const SEED = 20_240_615;
const PATTERNS: Record<string, string[]> = {
  seconds: ['C', 'D', 'E', 'F', 'G', 'A', 'B', 'C'],
  thirds: ['C', 'E', 'G', 'B', 'D', 'F', 'A', 'C'],
  fourths: ['C', 'F', 'B', 'E', 'A', 'D', 'G', 'C'],
  fifths: ['C', 'G', 'D', 'A', 'E', 'B', 'F', 'C'],
  sixths: ['C', 'A', 'F', 'D', 'B', 'G', 'E', 'C'],
  sevenths: ['C', 'B', 'A', 'G', 'F', 'E', 'D', 'C'],
};
const QUESTIONS = 15;
/** Slots 2–7 (as the page counts them) take the six movable notes. */
const OPEN_SLOTS = [2, 3, 4, 5, 6, 7];

type Mode = 'keyboard' | 'drag' | 'click' | 'tap';

const question = (page: Page) => page.getByRole('heading', { level: 2, name: /^Arrange the notes in / });
const slot = (page: Page, n: number) => page.getByRole('button', { name: new RegExp(`^Slot ${n}(:|,)`) });
const poolList = (page: Page) => page.getByRole('list', { name: 'Notes to place' });
const poolNote = (page: Page, note: string) => poolList(page).getByRole('button', { name: note, exact: true });
const stat = (page: Page, title: string) => page.locator(`dl > div:has(> dt:text-is("${title}")) > dd`).first();
const dndAnnouncement = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/** The answer to the question on screen, from its wording: "Arrange the notes in thirds, starting and ending on C". */
async function answerOnScreen(page: Page): Promise<string[]> {
  const text = (await question(page).textContent()) ?? '';
  const type = /in (\w+), starting and ending on C$/.exec(text)?.[1] ?? '';
  expect(Object.keys(PATTERNS), `question "${text}"`).toContain(type);
  return PATTERNS[type]!;
}

/** Drags a note with the mouse as a hand would, waiting for what dnd-kit announces at each step. */
async function dragNote(page: Page, from: Locator, to: Locator, overText: string): Promise<void> {
  await centreInView(from);
  await from.hover();
  await page.mouse.down();
  const start = (await from.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2 + 8, start.y + start.height / 2 + 8, { steps: 4 });
  await expect(dndAnnouncement(page)).toContainText('Picked up');
  const box = (await to.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y, { steps: 10 });
  let wiggle = 0;
  await expect(async () => {
    wiggle = 1 - wiggle;
    await page.mouse.move(x + wiggle, y);
    await expect(dndAnnouncement(page)).toContainText(overText, { timeout: 250 });
  }).toPass({ timeout: 10_000 });
  await page.mouse.up();
  await expect(dndAnnouncement(page)).toContainText('dropped on');
}

/**
 * Keyboard only, filling the slots left to right: Down to the pool's first note, Right to the wanted one, Enter to
 * pick it up, Up to the first empty slot, Enter to place it. Focus starts on the question or a slot.
 */
async function placeByKeyboard(page: Page, notes: Array<[number, string]>): Promise<void> {
  for (const [n, note] of notes) {
    const focusedIsSlot = await page.evaluate(() => !!document.activeElement?.closest('[data-io-row="slots"]'));
    if (!focusedIsSlot) await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    const pool = await poolList(page).getByRole('button').allTextContents();
    for (let i = 0; i < pool.indexOf(note); i++) await page.keyboard.press('ArrowRight');
    await expect(poolNote(page, note)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(poolNote(page, note)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(slot(page, n)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slot(page, n)).toHaveAccessibleName(`Slot ${n}: ${note}`);
  }
}

/** Puts each note into its slot (numbers as the page shows them, 1–8) the given way. */
async function place(page: Page, mode: Mode, notes: Array<[number, string]>): Promise<void> {
  if (mode === 'keyboard') return placeByKeyboard(page, notes);
  for (const [n, note] of notes) {
    if (mode === 'drag') {
      await dragNote(page, poolNote(page, note), slot(page, n), `over slot ${n}`);
    } else {
      if (mode === 'tap') await poolNote(page, note).tap();
      else await poolNote(page, note).click();
      await expect(poolNote(page, note)).toHaveAttribute('aria-pressed', 'true');
      if (mode === 'tap') await slot(page, n).tap();
      else await slot(page, n).click();
    }
    await expect(slot(page, n)).toHaveAccessibleName(`Slot ${n}: ${note}`);
  }
}

async function submit(page: Page, mode: Mode): Promise<void> {
  const button = page.getByRole('button', { name: 'Submit' });
  if (mode === 'keyboard') {
    // From slot 7 with the pool empty, Submit is next.
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
  } else if (mode === 'tap') {
    await button.tap();
  } else {
    await button.click();
  }
}

/**
 * Answers the question on screen and returns the points the page gave, after checking them against the rules:
 * 1000 plus, on a first attempt, (60 − whole seconds) × 10.
 */
async function answer(
  page: Page,
  mode: Mode,
  { wrongFirst = false, shownAt }: { wrongFirst?: boolean; shownAt: number },
): Promise<number> {
  const pattern = await answerOnScreen(page);
  const notes = OPEN_SLOTS.map((n) => [n, pattern[n - 1]!] as [number, string]);
  if (wrongFirst) {
    // Slots 2 and 3 the wrong way round, then swap them by dragging one onto the other.
    const second = pattern[1]!;
    const third = pattern[2]!;
    await place(page, mode, [[2, third], [3, second], ...notes.slice(2)]);
    await submit(page, mode);
    await expect(page.getByRole('alert')).toHaveText('Incorrect. Try again!');
    await expect(stat(page, 'Attempts')).toHaveText('1');
    await dragNote(page, slot(page, 2), slot(page, 3), 'over slot 3');
    await expect(slot(page, 2)).toHaveAccessibleName(`Slot 2: ${second}`);
    await expect(slot(page, 3)).toHaveAccessibleName(`Slot 3: ${third}`);
    await expect(page.getByRole('alert')).toHaveCount(0);
  } else {
    await place(page, mode, notes);
  }
  await submit(page, mode);
  const correct = page.getByRole('status').filter({ hasText: /^Correct! \+1000 points \(Speed Bonus: \+\d+\)$/ });
  await expect(correct).toBeVisible();
  const bonus = Number(/\+(\d+)\)$/.exec((await correct.textContent())!)![1]);
  const seconds = Math.ceil((Date.now() - shownAt) / 1000);
  if (wrongFirst) {
    expect(bonus).toBe(0);
  } else {
    expect(bonus % 10).toBe(0);
    expect(bonus).toBeLessThanOrEqual(600);
    expect(bonus).toBeGreaterThanOrEqual((60 - seconds) * 10);
  }
  return 1000 + bonus;
}

const counter = (page: Page, n: number) => page.getByText(`Question ${n} of ${QUESTIONS}`, { exact: true });

/**
 * Plays a whole game from question 1, checking the counter and the running score; returns the final score.
 * `firstShownAt`: a time no later than when the page showed question 1 (the speed bonus counts from then).
 */
async function playWholeGame(page: Page, firstShownAt: number, modeOf: (n: number) => Mode, wrongAt = 0) {
  let score = 0;
  let shownAt = firstShownAt;
  for (let n = 1; n <= QUESTIONS; n++) {
    await expect(counter(page, n)).toBeVisible();
    await expect(stat(page, 'Attempts')).toHaveText('0');
    score += await answer(page, modeOf(n), { wrongFirst: n === wrongAt, shownAt });
    await expect(stat(page, 'Score')).toHaveText(String(score));
    if (n < QUESTIONS) {
      // The next question follows after 2 s, and focus goes to it.
      await expect(counter(page, n + 1)).toBeVisible();
      shownAt = Date.now();
      await expect(question(page)).toBeFocused();
    }
  }
  return score;
}

async function expectCompleted(page: Page, score: number): Promise<void> {
  await expect(page.getByRole('heading', { name: "Congratulations! You've completed all questions!" })).toBeVisible();
  await expect(page.getByText(`Game Complete! Final Score: ${score}`, { exact: true })).toBeVisible();
  await expect(page.getByText('New high score!')).toBeVisible();
  await expect(page.getByText(`High score: ${score}`, { exact: true })).toBeVisible();
  // The server kept it: the user's high score.
  const response = await page.request.get('/api/games/high-scores');
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { intervalOrganizer: number | null }).intervalOrganizer).toBe(score);
}

test.describe('Interval Organizer', () => {
  test('a whole seeded game by keyboard, mouse drags and clicks, with a wrong answer and an empty submit', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await registerViaApi(page, 'interval');
    await page.goto(`/games/interval-organizer?seed=${SEED}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Interval Organizer' })).toBeVisible();
    await expect(page).toHaveTitle('Interval Organizer · Woodshed');
    await expect(counter(page, 1)).toBeVisible();
    await expect(stat(page, 'Score')).toHaveText('0');
    await expect(page.getByRole('list', { name: 'Slots' }).getByRole('listitem')).toHaveCount(8);
    await expect(page.getByRole('list', { name: 'Slots' })).toContainText('Slot 1: C, fixed');
    await expect(page.getByRole('list', { name: 'Slots' })).toContainText('Slot 8: C, fixed');
    expect((await poolList(page).getByRole('button').allTextContents()).sort()).toEqual(['A', 'B', 'D', 'E', 'F', 'G']);
    await expectNoSeriousA11yViolations(page);

    // The same seed deals the same game: the first question and pool survive a reload.
    const firstQuestion = await question(page).textContent();
    const firstPool = await poolList(page).getByRole('button').allTextContents();
    const shownAt = Date.now();
    await page.reload();
    await expect(question(page)).toHaveText(firstQuestion!);
    expect(await poolList(page).getByRole('button').allTextContents()).toEqual(firstPool);

    // Submit with empty slots: refused, no attempt counted.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill all the slots!');
    await expect(stat(page, 'Attempts')).toHaveText('0');

    // Escape puts a picked-up note down.
    await poolNote(page, 'D').focus();
    await page.keyboard.press('Enter');
    await expect(poolNote(page, 'D')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(poolNote(page, 'D')).toHaveAttribute('aria-pressed', 'false');
    // Delete sends a placed note back; a note picked up from a slot can be returned with a button.
    await poolNote(page, 'D').click();
    await slot(page, 2).click();
    await expect(slot(page, 2)).toHaveAccessibleName('Slot 2: D');
    await page.keyboard.press('Delete');
    await expect(slot(page, 2)).toHaveAccessibleName('Slot 2, empty');
    await poolNote(page, 'D').click();
    await slot(page, 2).click();
    await slot(page, 2).click();
    await expect(slot(page, 2)).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Return D to the pool' }).click();
    await expect(slot(page, 2)).toHaveAccessibleName('Slot 2, empty');
    await expect(poolNote(page, 'D')).toBeFocused();
    await slot(page, 2).focus();

    const modes: Mode[] = ['keyboard', 'drag', 'click'];
    const score = await playWholeGame(page, shownAt, (n) => modes[(n - 1) % modes.length]!, 2);
    await expectCompleted(page, score);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Play Again' }).click();
    await expect(counter(page, 1)).toBeVisible();
    await expect(stat(page, 'Score')).toHaveText('0');
    await expect(slot(page, 2)).toHaveAccessibleName('Slot 2, empty');
  });
});

test.describe('Interval Organizer at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('by touch: mute is remembered, Reset Game asks first, and a whole game', async ({ page }) => {
    test.setTimeout(240_000);
    await registerViaApi(page, 'interval-phone');
    await page.goto(`/games/interval-organizer?seed=${SEED + 1}`);
    await expect(counter(page, 1)).toBeVisible();
    const noHorizontalScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noHorizontalScroll()).toBe(true);
    await expectNoSeriousA11yViolations(page);

    const mute = page.getByRole('button', { name: 'Mute' });
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await mute.tap();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    let shownAt = Date.now();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');

    // One question in, Reset Game asks; Keep playing keeps the game, Reset Game starts over.
    const score = await answer(page, 'tap', { shownAt });
    await expect(stat(page, 'Score')).toHaveText(String(score));
    await expect(counter(page, 2)).toBeVisible();
    await page.getByRole('button', { name: 'Reset Game' }).tap();
    const dialog = page.getByRole('alertdialog', { name: 'Reset the game?' });
    await dialog.getByRole('button', { name: 'Keep playing' }).tap();
    await expect(dialog).toBeHidden();
    await expect(stat(page, 'Score')).toHaveText(String(score));
    await page.getByRole('button', { name: 'Reset Game' }).tap();
    shownAt = Date.now();
    await dialog.getByRole('button', { name: 'Reset Game' }).tap();
    await expect(counter(page, 1)).toBeVisible();
    await expect(stat(page, 'Score')).toHaveText('0');

    const final = await playWholeGame(page, shownAt, () => 'tap');
    expect(await noHorizontalScroll()).toBe(true);
    await expectCompleted(page, final);
    await expectNoSeriousA11yViolations(page);
  });

  test('every slot, note and button is at least a 44 px touch target', async ({ page }) => {
    await registerViaApi(page, 'interval-targets');
    await page.goto(`/games/interval-organizer?seed=${SEED}`);
    await expect(counter(page, 1)).toBeVisible();
    const main = page.getByRole('main');
    const slotBox = (await slot(page, 2).boundingBox())!;
    expect(slotBox.width).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    expect(slotBox.height).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    expect(await smallTouchTargets(main)).toEqual([]);

    // A note placed, then picked up again from its slot: the pool offers to take it back.
    const note = (await poolList(page).getByRole('button').first().textContent())!.trim();
    await poolNote(page, note).tap();
    await slot(page, 2).tap();
    await expect(slot(page, 2)).toHaveAccessibleName(`Slot 2: ${note}`);
    await slot(page, 2).tap();
    await expect(page.getByRole('button', { name: `Return ${note} to the pool` })).toBeVisible();
    expect(await smallTouchTargets(main)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
