import type { Locator, Page } from '@playwright/test';
import {
  GAME_SCORE_LIMITS,
  GAME_TITLES,
  GAMES,
  LEADERBOARD_BOARDS,
  LEADERBOARD_TAB_LABELS,
  messages,
  type HighScoresResponse,
  type LeaderboardBoard,
  type LeaderboardResponse,
} from '@woodshed/shared';
import { DEMO, expect, expectNoSeriousA11yViolations, registerViaApi, signInViaApi, test } from './support/fixtures.ts';

const headers = { 'x-requested-with': 'woodshed' };
const grouped = new Intl.NumberFormat('en-US');
const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const isLeaderboardCall = (url: string, board: LeaderboardBoard, period: 'all' | 'week') => {
  const { pathname, searchParams } = new URL(url);
  return (
    pathname === '/api/leaderboard' && searchParams.get('board') === board && searchParams.get('period') === period
  );
};

const tab = (page: Page, board: LeaderboardBoard) =>
  page.getByRole('tablist', { name: 'Leaderboards' }).getByRole('tab', { name: LEADERBOARD_TAB_LABELS[board] });
/** The ranking once it is the board's own (not the previous one kept on screen while loading). */
async function ranking(page: Page, board: LeaderboardBoard): Promise<Locator> {
  const table = page.getByRole('tabpanel').getByRole('table');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveText(LEADERBOARD_TAB_LABELS[board]);
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  await expect(table.getByRole('caption')).toContainText(LEADERBOARD_TAB_LABELS[board]);
  return table;
}
/** [rank, value cell text] of the top rows (the own row below a break is left out). */
async function topRows(table: Locator): Promise<Array<{ rank: number; value: string }>> {
  const rows = table.locator('tbody').first().getByRole('row');
  const cells = await rows.evaluateAll((trs) =>
    trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')),
  );
  return cells.map(([rank, value]) => ({ rank: Number(rank), value: value! }));
}

for (const width of [390, 1280]) {
  test.describe(`leaderboard at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, locale: 'en-US' });

    test('the demo learner is ranked on every board; XP descends; practice shows hours; This week asks again', async ({
      page,
    }) => {
      await signInViaApi(page, DEMO.learner);
      await page.goto('/leaderboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
      await expect(tab(page, 'xp')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText(messages.leaderboard.topShown)).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: 'Level Guide' })).toHaveAttribute('href', '/level-guide');
      await expect(main.getByRole('link', { name: 'Games', exact: true })).toHaveAttribute('href', '/games');

      for (const board of LEADERBOARD_BOARDS) {
        await tab(page, board).click();
        await expect(page).toHaveURL(board === 'xp' ? /\/leaderboard$/ : new RegExp(`\\?board=${board}$`));
        const table = await ranking(page, board);
        const mine = table.getByRole('row').filter({ hasText: '(you)' });
        await expect(mine, board).toHaveCount(1);
        await expect(mine).toHaveAttribute('aria-current', 'true');
        const rows = await topRows(table);
        expect(rows.length, board).toBeGreaterThan(1);
        expect(rows.length).toBeLessThanOrEqual(100);
        const values = rows.map(({ value }) => Number(value.replace(/[^\d.]/g, '')));
        // Best first, and standard competition ranking (1, 2, 2, 4).
        rows.forEach(({ rank }, index) => {
          if (index === 0) expect(rank).toBe(1);
          else if (values[index] === values[index - 1]) expect(rank).toBe(rows[index - 1]!.rank);
          else {
            expect(values[index]!).toBeLessThan(values[index - 1]!);
            expect(rank).toBe(index + 1);
          }
        });
        if (board === 'practice') {
          for (const { value } of rows) expect(value).toMatch(/^\d{1,3}(,\d{3})*\.\d h$/);
        } else {
          for (const { value } of rows) expect(value).toMatch(/^\d{1,3}(,\d{3})*$/);
        }
        await expect(page.getByRole('group', { name: 'Period' })).toHaveCount(
          board === 'xp' || board === 'practice' ? 1 : 0,
        );
        await expect(page.getByText(messages.leaderboard.notRanked)).toHaveCount(0);
        await expect(page.getByText(messages.leaderboard.empty)).toHaveCount(0);
      }
      await expectNoSeriousA11yViolations(page);
      // The page itself never scrolls sideways, even with the table on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // This week: a new request, and the first day of the 7 is shown.
      for (const board of ['practice', 'xp'] as const) {
        await tab(page, board).click();
        await ranking(page, board);
        const answer = page.waitForResponse((response) => isLeaderboardCall(response.url(), board, 'week'));
        await page.getByRole('group', { name: 'Period' }).getByText('This week').click();
        const week = (await (await answer).json()) as LeaderboardResponse;
        expect(week.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        await expect(page).toHaveURL(/period=week/);
        await expect(page.getByRole('radio', { name: 'This week' })).toBeChecked();
        await expect(page.getByRole('tabpanel')).toContainText(
          `This week is the last 7 days, since ${weekday.format(new Date(`${week.since}T00:00:00Z`))}, today included.`,
        );
        const table = await ranking(page, board);
        await expect(table.getByRole('caption')).toContainText('this week');
        await expectNoSeriousA11yViolations(page);
        await page.getByRole('group', { name: 'Period' }).getByText('All time').click();
        await expect(page).not.toHaveURL(/period=/);
      }
    });

    test('/games shows the high scores and both games are playable', async ({ page }) => {
      await signInViaApi(page, DEMO.learner);
      const scores = (await (await page.request.get('/api/games/high-scores')).json()) as HighScoresResponse;
      await page.goto('/games');
      await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
      await expect(page.getByText('Coming Soon', { exact: false })).toHaveCount(0);
      for (const game of GAMES) {
        const score = scores[game];
        expect(score, `the demo learner has a ${game} high score`).not.toBeNull();
        const card = page.getByRole('article', { name: GAME_TITLES[game] });
        await expect(card).toContainText(`High score: ${grouped.format(score!)}`);
        await expect(card.getByRole('link', { name: `View ranking of ${GAME_TITLES[game]}` })).toHaveAttribute(
          'href',
          `/leaderboard?board=${game}`,
        );
      }
      await expectNoSeriousA11yViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.getByRole('link', { name: 'Play Interval Organizer' }).click();
      await expect(page).toHaveURL(/\/games\/interval-organizer$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Interval Organizer' })).toBeVisible();
      await page.goBack();
      await page.getByRole('link', { name: 'Play Triad Finder' }).click();
      await expect(page).toHaveURL(/\/games\/triad-matcher$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Triad Finder' })).toBeVisible();
      await page.goBack();
      await page.getByRole('main').getByRole('link', { name: 'Leaderboard', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
    });
  });
}

test.describe('leaderboard', () => {
  test.use({ locale: 'en-US' });

  test('tabs and the period switch work by keyboard alone, and Back retraces them', async ({ page }) => {
    await signInViaApi(page, DEMO.learner);
    await page.goto('/leaderboard');
    await ranking(page, 'xp');
    await tab(page, 'xp').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'practice')).toBeFocused();
    await expect(tab(page, 'practice')).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?board=practice$/);
    await ranking(page, 'practice');
    await page.keyboard.press('End');
    await expect(tab(page, 'triadFinder')).toBeFocused();
    await expect(page).toHaveURL(/\?board=triadFinder$/);
    await ranking(page, 'triadFinder');
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'xp')).toBeFocused();
    // Radix moves the focus a tick after the key (so each press waits for it, as a person would).
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'triadFinder')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'intervalOrganizer')).toBeFocused();
    await ranking(page, 'intervalOrganizer');
    await page.keyboard.press('Home');
    await expect(tab(page, 'xp')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'practice')).toBeFocused();
    await ranking(page, 'practice');

    // Into the panel, then the period switch: arrows pick This week.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('radio', { name: 'All time' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'This week' })).toBeChecked();
    await expect(page).toHaveURL(/\?board=practice&period=week$/);
    await expect((await ranking(page, 'practice')).getByRole('caption')).toContainText('this week');

    // Back: the period, then the tabs in the order they were shown.
    await page.goBack();
    await expect(page).toHaveURL(/\?board=practice$/);
    await expect(page.getByRole('radio', { name: 'All time' })).toBeChecked();
    await page.goBack();
    await expect(tab(page, 'xp')).toHaveAttribute('aria-selected', 'true');
    await page.goBack();
    await expect(tab(page, 'intervalOrganizer')).toHaveAttribute('aria-selected', 'true');
    await ranking(page, 'intervalOrganizer');
  });

  test('a newcomer is not on a game board until they finish a game, then is ranked there', async ({ page }) => {
    const game = 'intervalOrganizer';
    const { minSeconds, min } = GAME_SCORE_LIMITS[game];
    test.skip(minSeconds > 45, `a ${game} game takes at least ${minSeconds} s`);
    test.setTimeout(60_000 + minSeconds * 1000);

    await registerViaApi(page, 'leaderboard');
    // The game starts now; the pages are checked while its minimum duration passes.
    const started = await page.request.post('/api/games/runs', { headers, data: { game } });
    expect(started.status(), await started.text()).toBe(201);
    const run = (await started.json()) as { id: string };
    const startedAt = Date.now();

    await page.goto(`/leaderboard?board=${game}`);
    const table = await ranking(page, game);
    expect((await topRows(table)).length).toBeGreaterThan(0);
    await expect(table.getByText('(you)')).toHaveCount(0);
    await expect(page.getByText(messages.leaderboard.notRanked)).toBeVisible();
    await expect(page.getByRole('link', { name: `Play ${GAME_TITLES[game]}` })).toHaveAttribute(
      'href',
      '/games/interval-organizer',
    );
    await expectNoSeriousA11yViolations(page);

    await page.goto('/games');
    await expect(page.getByRole('article', { name: GAME_TITLES.intervalOrganizer })).toContainText(
      messages.games.noHighScore,
    );
    await expect(page.getByRole('article', { name: GAME_TITLES.triadFinder })).toContainText(
      messages.games.noHighScore,
    );

    await page.waitForTimeout(Math.max(0, minSeconds * 1000 + 1000 - (Date.now() - startedAt)));
    // Every score of the game is a multiple of 10.
    const score = min + 1230;
    const finished = await page.request.post(`/api/games/runs/${run.id}/finish`, { headers, data: { score } });
    expect(finished.status(), await finished.text()).toBe(200);

    await page.reload();
    await expect(page.getByRole('article', { name: GAME_TITLES.intervalOrganizer })).toContainText(
      `High score: ${grouped.format(score)}`,
    );
    await expect(page.getByRole('article', { name: GAME_TITLES.triadFinder })).toContainText(
      messages.games.noHighScore,
    );

    await page.getByRole('link', { name: `View ranking of ${GAME_TITLES[game]}` }).click();
    const ranked = await ranking(page, game);
    const mine = ranked.getByRole('row').filter({ hasText: '(you)' });
    await expect(mine).toHaveCount(1);
    await expect(mine.getByRole('cell').last()).toHaveText(grouped.format(score));
    await expect(page.getByText(messages.leaderboard.notRanked)).toHaveCount(0);
    // No e-mail is ever shown as a name.
    await expect(ranked).not.toContainText('@');
    // Still nowhere on the other game's board.
    await tab(page, 'triadFinder').click();
    await ranking(page, 'triadFinder');
    await expect(page.getByText(messages.leaderboard.notRanked)).toBeVisible();
  });
});
