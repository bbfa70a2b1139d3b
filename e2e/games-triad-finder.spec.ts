import type { Page } from '@playwright/test';
import {
  createTriadRound,
  isLine,
  matchesTarget,
  messages,
  prettyNoteName,
  roundScore,
  TF_LINES,
  TF_ROUND_COUNT,
  type TriadFinderTarget,
  type TriadLine,
  type TriadRound,
} from '@woodshed/shared';
import { expect, expectNoSeriousA11yViolations, registerViaApi, test } from './support/fixtures.ts';
import { smallTouchTargets } from './support/touch-targets.ts';

/** The seed every test replays: the test builds the same rounds as the page. */
const SEED = 1_234_567;
const N = 7;

/** The game the page will play: round i is built after the targets before it, with each round's mode. */
function plannedRounds(extendedByRound: readonly boolean[] = []): TriadRound[] {
  const rounds: TriadRound[] = [];
  for (let i = 0; i < TF_ROUND_COUNT; i++) {
    rounds.push(
      createTriadRound(
        SEED,
        i,
        rounds.map((r) => r.target),
        extendedByRound[i] ?? false,
      ),
    );
  }
  return rounds;
}

const triadName = (target: TriadFinderTarget) => prettyNoteName(target);
const spoken = (note: string) =>
  note.replace(/^([A-G])(#|b)?$/, (_, l: string, a?: string) => (a ? `${l} ${a === '#' ? 'sharp' : 'flat'}` : l));
const place = (cell: number) => `Row ${Math.floor(cell / N) + 1}, column ${(cell % N) + 1}`;
const cellByPlace = (page: Page, cell: number) =>
  page.getByRole('grid', { name: 'Board' }).getByRole('gridcell', { name: new RegExp(`^${place(cell)}(:|$)`) });
const feedback = (page: Page) => page.locator('p[role="status"][aria-live="polite"]');
const stat = (page: Page, label: string) =>
  page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');

/** Moves the board's focus from one cell to another with the arrow keys, then chooses it with Enter or Space. */
async function chooseByKeyboard(page: Page, cursor: { cell: number }, cell: number, key = 'Enter'): Promise<void> {
  const rows = Math.floor(cell / N) - Math.floor(cursor.cell / N);
  const columns = (cell % N) - (cursor.cell % N);
  for (let i = 0; i < Math.abs(rows); i++) await page.keyboard.press(rows > 0 ? 'ArrowDown' : 'ArrowUp');
  for (let i = 0; i < Math.abs(columns); i++) await page.keyboard.press(columns > 0 ? 'ArrowRight' : 'ArrowLeft');
  cursor.cell = cell;
  await page.keyboard.press(key);
}

/** Every cell's accessible name as the page should give it for a board with nothing selected or found. */
const expectedLabels = (round: TriadRound) => round.board.notes.map((note, cell) => `${place(cell)}: ${spoken(note)}`);

/** A line away from the hidden triads that does not hold the target. */
function wrongLine(round: TriadRound): readonly number[] {
  const hidden = new Set(round.board.triads.flat());
  return TF_LINES.find(
    (line) =>
      line.every((c) => !hidden.has(c)) &&
      !matchesTarget(
        line.map((c) => round.board.notes[c]!),
        round.target,
      ),
  )!;
}

test.describe('Triad Finder', () => {
  test('a round by keyboard and mouse: wrong notes, not in line, a fourth choice, the popup and the round score', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.clock.install();
    await registerViaApi(page, 'triads');
    const rounds = plannedRounds([false, false, true]);
    const [first, second, third] = rounds as [TriadRound, TriadRound, TriadRound];

    await page.goto(`/games/triad-matcher?seed=${SEED}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Triad Finder' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'C Major Key' })).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    // From here on the page's time moves only when the test says so (axe, which needs timers, runs in the others).
    await page.clock.pauseAt(Date.now() + 1000);

    await page.getByRole('button', { name: 'Start game' }).click();
    const banner = page.getByRole('heading', { level: 2, name: messages.games.findTriads(triadName(first.target)) });
    await expect(banner).toBeVisible();
    await expect(stat(page, 'Round')).toHaveText('Round 1 of 10');
    await expect(feedback(page)).toHaveText(`Round 1 of 10. ${messages.games.findTriads(triadName(first.target))}.`);
    // During the intro the notes are hidden and the timer does not run.
    await expect(cellByPlace(page, 0)).toHaveAccessibleName(place(0));
    await page.clock.runFor(1200);
    const names = page.getByRole('grid', { name: 'Board' }).getByRole('gridcell');
    await expect(names).toHaveCount(49);
    await expect
      .poll(() => names.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))))
      .toEqual(expectedLabels(first));
    await expect(cellByPlace(page, 24)).toBeFocused();

    // Wrong notes in a line, by mouse: the message, the three shown as chosen until the feedback's second is over.
    const [w1, w2, w3] = wrongLine(first) as [number, number, number];
    for (const cell of [w1, w2, w3]) await cellByPlace(page, cell).click();
    await expect(feedback(page)).toHaveText(messages.games.wrongNotes(triadName(first.target)));
    for (const cell of [w1, w2, w3]) await expect(cellByPlace(page, cell)).toHaveAccessibleName(/, selected$/);

    // A fourth choice drops the oldest; the new three are checked.
    const fourth = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((d) => (w3 + d) % 49).find((c) => ![w1, w2, w3].includes(c))!;
    await cellByPlace(page, fourth).click();
    await expect(cellByPlace(page, w1)).not.toHaveAccessibleName(/selected/);
    for (const cell of [w2, w3, fourth]) await expect(cellByPlace(page, cell)).toHaveAccessibleName(/, selected$/);
    const fourthNotes = [w2, w3, fourth].map((c) => first.board.notes[c]!);
    const fourthFound = isLine([w2, w3, fourth]) && matchesTarget(fourthNotes, first.target);
    expect(fourthFound).toBe(false);
    await expect(feedback(page)).toHaveText(
      matchesTarget(fourthNotes, first.target)
        ? messages.games.notInLine
        : messages.games.wrongNotes(triadName(first.target)),
    );
    await page.clock.runFor(1000);
    await expect(page.getByRole('gridcell', { name: /, selected$/ })).toHaveCount(0);

    // The target's notes, not in a line: two of one hidden triad and the missing note from another.
    const [t1, t2] = first.board.triads as [TriadLine, TriadLine];
    const missing = t2.find(
      (c) => ![first.board.notes[t1[0]], first.board.notes[t1[1]]].includes(first.board.notes[c]),
    )!;
    for (const cell of [t1[0], t1[1], missing]) await cellByPlace(page, cell).click();
    await expect(feedback(page)).toHaveText(messages.games.notInLine);
    await page.clock.runFor(1000);
    await expect(page.getByRole('gridcell', { name: /, selected$/ })).toHaveCount(0);

    // The first triad: one cell by mouse, the others by keyboard from there; the popup shows for a second.
    const cursor = { cell: t1[2] };
    await cellByPlace(page, t1[2]).click();
    await chooseByKeyboard(page, cursor, t1[0]);
    await chooseByKeyboard(page, cursor, t1[1], ' ');
    await expect(page.getByTestId('score-popup')).toHaveText('+100');
    await expect(feedback(page)).toHaveText(`Found a ${triadName(first.target)} triad: +100. 1 of 5 found.`);
    for (const cell of t1) await expect(cellByPlace(page, cell)).toHaveAccessibleName(/, found$/);
    await expect(stat(page, 'Score')).toHaveText('100');
    // A found cell cannot be chosen again.
    await cellByPlace(page, t1[0]).click({ force: true });
    cursor.cell = t1[0];
    await expect(cellByPlace(page, t1[0])).toHaveAccessibleName(/, found$/);
    await page.clock.runFor(1000);
    await expect(page.getByTestId('score-popup')).toHaveCount(0);

    // The other four by keyboard alone.
    for (const line of first.board.triads.slice(1)) {
      for (const cell of [line[1], line[2], line[0]]) await chooseByKeyboard(page, cursor, cell);
      await expect(cellByPlace(page, line[0])).toBeFocused();
    }
    // The page's clock moved only for the three feedback seconds: 1,000 − 3 × 10 time bonus.
    const firstScore = roundScore(5, 3, false);
    expect(firstScore).toBe(1470);
    await expect(feedback(page)).toHaveText(
      'Round 1 complete: 1,470 points (500 for the triads + 970 time bonus). The next round starts in a moment.',
    );
    await expect(stat(page, 'Time')).toHaveText('0:03');
    await expect(stat(page, 'Score')).toHaveText('1,470');
    const table = page.getByRole('table', { name: 'Points by round' });
    await expect(table.getByRole('row', { name: 'Round 1 1,470' })).toBeVisible();

    // The next round after 2 s and its intro; then the round timer runs.
    await page.clock.runFor(2000);
    await expect(stat(page, 'Round')).toHaveText('Round 2 of 10');
    await page.clock.runFor(1200);
    await expect(
      page.getByRole('heading', { level: 2, name: messages.games.findTriads(triadName(second.target)) }),
    ).toBeVisible();
    await expect
      .poll(() => names.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label'))))
      .toEqual(expectedLabels(second));
    const setVisibility = (state: 'hidden' | 'visible') =>
      page.evaluate((value) => {
        Object.defineProperty(document, 'visibilityState', { value, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    // A hidden tab does not pause it: the server caps the score by the run's wall time.
    await setVisibility('hidden');
    await page.clock.runFor(3000);
    await setVisibility('visible');
    await expect(stat(page, 'Time')).toHaveText('0:03');

    // Switching C Major Key off applies from the next round; this one keeps its target.
    await page.getByRole('switch', { name: 'C Major Key' }).click();
    await expect(page.getByText('Sharps and flats from the next round.')).toBeVisible();
    await cellByPlace(page, cursor.cell).focus();
    for (const line of second.board.triads) for (const cell of line) await chooseByKeyboard(page, cursor, cell);
    await expect(stat(page, 'Score')).toHaveText((firstScore + roundScore(5, 3, false)).toLocaleString('en-US'));
    await page.clock.runFor(2000);
    await expect(
      page.getByRole('heading', { level: 2, name: messages.games.findTriads(triadName(third.target)) }),
    ).toBeVisible();
    expect(third.extended).toBe(true);
    await page.clock.runFor(1200);
    await expect(cellByPlace(page, 0)).toHaveAccessibleName(`${place(0)}: ${spoken(third.board.notes[0]!)}`);
  });

  test('a whole game by keyboard ends in the overlay with the final score, which is saved', async ({ page }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await registerViaApi(page, 'triads-game');
    const rounds = plannedRounds();
    await page.goto(`/games/triad-matcher?seed=${SEED}`);
    await page.getByRole('button', { name: 'Start game' }).click();

    const cursor = { cell: 24 };
    const roundScores: number[] = [];
    for (const [i, round] of rounds.entries()) {
      await expect(stat(page, 'Round')).toHaveText(`Round ${i + 1} of 10`);
      await expect(
        page.getByRole('heading', { level: 2, name: messages.games.findTriads(triadName(round.target)) }),
      ).toBeVisible();
      // Playable once the notes show.
      await expect(cellByPlace(page, 0)).toHaveAccessibleName(`${place(0)}: ${spoken(round.board.notes[0]!)}`);
      for (const [t, line] of round.board.triads.entries()) {
        for (const cell of line) await chooseByKeyboard(page, cursor, cell);
        // Mid-game, with found triads on the board: still no serious accessibility problem.
        if (i === 0 && t === 2) await expectNoSeriousA11yViolations(page);
      }
      await expect(feedback(page)).toHaveText(new RegExp(`^Round ${i + 1} complete`));
      const [minutes, secs] = (await stat(page, 'Time').textContent())!.split(':').map(Number);
      const seconds = minutes! * 60 + secs!;
      roundScores.push(roundScore(5, seconds, false));
      await expect(
        page.getByRole('table', { name: 'Points by round' }).getByRole('row', { name: new RegExp(`^Round ${i + 1} `) }),
      ).toHaveText(new RegExp(roundScores.at(-1)!.toLocaleString('en-US')));
    }

    const total = roundScores.reduce((sum, s) => sum + s, 0);
    const dialog = page.getByRole('dialog', { name: 'Game complete' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(messages.games.finalScore(total));
    await expect(dialog.getByRole('button', { name: 'Play Again' })).toBeFocused();
    await expect(dialog.getByText('New high score!')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // The server kept it: the first game of a fresh account is its high score.
    const scores = (await (await page.request.get('/api/games/high-scores')).json()) as { triadFinder: number };
    expect(scores.triadFinder).toBe(total);

    await dialog.getByRole('button', { name: 'Play Again' }).click();
    await expect(dialog).toBeHidden();
    await expect(stat(page, 'Round')).toHaveText('Round 1 of 10');
    // Focus is back on the board, where it was when the game ended.
    await expect(page.locator('[role="gridcell"]:focus')).toHaveCount(1);
  });

  test('fits a 390 px screen without sideways scrolling, every cell and button a 44 px touch target', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await registerViaApi(page, 'triads-phone');
    const [first] = plannedRounds() as [TriadRound];
    await page.goto(`/games/triad-matcher?seed=${SEED}`);
    const main = page.getByRole('main');
    await expect(page.getByRole('switch', { name: 'C Major Key' })).toBeVisible();
    expect(await smallTouchTargets(main)).toEqual([]);
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(cellByPlace(page, 0)).toHaveAccessibleName(`${place(0)}: ${spoken(first.board.notes[0]!)}`);
    const line = first.board.triads[0]!;
    for (const cell of line) await cellByPlace(page, cell).click();
    await expect(feedback(page)).toContainText('1 of 5 found');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const board = (await page.getByRole('grid', { name: 'Board' }).boundingBox())!;
    expect(board.x).toBeGreaterThanOrEqual(0);
    expect(board.x + board.width).toBeLessThanOrEqual(390);
    const cell = (await cellByPlace(page, 0).boundingBox())!;
    expect(cell.width).toBeGreaterThanOrEqual(44);
    expect(await smallTouchTargets(main)).toEqual([]);
    await expectNoSeriousA11yViolations(page);
  });
});
