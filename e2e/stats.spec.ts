import type { Locator } from '@playwright/test';
import { DEMO, expect, expectNoSeriousA11yViolations, registerViaApi, signInViaApi, test } from './support/fixtures.ts';

const headers = { 'x-requested-with': 'woodshed' };
const isoDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test.describe('stats', () => {
  test('a new user logs practice and rates a chord, and sees the figures, the bars and the heat map', async ({
    page,
  }) => {
    await registerViaApi(page, 'stats');
    await page.goto('/stats');
    await expect(page.getByRole('heading', { level: 1, name: 'Stats' })).toBeVisible();
    await expect(page.getByText('0.0 hours')).toBeVisible();
    // Nothing practised yet: no longest day, no first practice.
    await expect(page.getByText('Longest Practice Day')).toHaveCount(0);
    await expect(page.getByText('First Practice', { exact: true })).toHaveCount(0);

    // A new account is in UTC: today and yesterday in UTC.
    for (const [date, duration] of [
      [isoDaysAgo(0), 30],
      [isoDaysAgo(1), 60],
    ] as const) {
      expect((await page.request.post('/api/practice/sessions', { headers, data: { date, duration } })).status()).toBe(
        201,
      );
    }
    const chords = (await (await page.request.get('/api/chords')).json()).items as Array<{ id: string }>;
    expect(
      (
        await page.request.put(`/api/chords/${chords[0]!.id}/mastery`, { headers, data: { masteryRating: 5 } })
      ).status(),
    ).toBe(200);

    await page.reload();
    const cards = page.locator('dl');
    await expect(cards).toContainText('1.5 hours');
    await expect(cards).toContainText('2 sessions logged');
    // 90 minutes over 2 days.
    await expect(cards).toContainText('45.0 min/day');
    await expect(cards).toContainText('Longest Practice Day');
    await expect(cards).toContainText('1.0 hours');
    await expect(cards).toContainText('First Practice');

    const mastery = page.getByRole('region', { name: 'Chord Mastery' });
    await expect(mastery.getByRole('progressbar', { name: 'Mastered chords' })).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`^1 of ${chords.length} chords`),
    );
    await expect(mastery.getByRole('progressbar', { name: 'Not Started chords' })).toHaveAttribute(
      'aria-valuetext',
      new RegExp(`^${chords.length - 1} of ${chords.length} chords`),
    );

    const heatmap = page.getByRole('region', { name: 'Practice over the last 12 months' });
    await expect(heatmap).toContainText('2 days with practice');
    await expect(heatmap.getByRole('img', { name: /Heat map of practice/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await heatmap.getByRole('button', { name: 'Show as table' }).click();
    const table = heatmap.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(1 + (await table.getByRole('rowheader').count()));
    await expect(table.getByRole('cell', { name: '60', exact: true })).toHaveCount(1);
    await expect(table.getByRole('cell', { name: '30', exact: true })).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });

  test('on a 390 px phone the heat map opens at today, the latest end, also after the table', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInViaApi(page, DEMO.learner);
    await page.goto('/stats');
    const scroller = page.getByRole('region', { name: 'Heat map' });
    const squares = scroller.locator('[title]');
    /** Whether the square shows whole inside the scroller's visible width. */
    const shownWhole = (square: Locator) =>
      square.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const view = element.closest('[role="region"]')!.getBoundingClientRect();
        return box.left >= view.left && box.right <= view.right;
      });
    const expectOpensAtToday = async () => {
      await expect(squares.last()).toBeVisible();
      // The squares do not all fit: there is something to scroll, and the scroller sits at its end.
      expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
      await expect.poll(() => shownWhole(squares.last())).toBe(true);
      expect(await shownWhole(squares.first())).toBe(false);
      expect(
        await scroller.evaluate((element) => element.scrollWidth - element.clientWidth - element.scrollLeft),
      ).toBeLessThanOrEqual(1);
    };
    await expectOpensAtToday();
    // The last square is today's, by the stats' own date.
    const { today } = (await (await page.request.get('/api/stats')).json()) as { today: string };
    const [year, month, day] = today.split('-').map(Number) as [number, number, number];
    const todayShown = new Date(Date.UTC(year, month - 1, day)).toLocaleDateString('en-US', {
      timeZone: 'UTC',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    await expect(squares.last()).toHaveAttribute('title', new RegExp(`^\\w+, ${todayShown}:`));

    const heatmap = page.getByRole('region', { name: 'Practice over the last 12 months' });
    await heatmap.getByRole('button', { name: 'Show as table' }).click();
    await heatmap.getByRole('button', { name: 'Show as squares' }).click();
    await expectOpensAtToday();
  });

  test('45 minutes read 0.7 hours on the stats, the dashboard, the achievements and the leaderboard', async ({
    page,
  }) => {
    await registerViaApi(page, 'hours');
    expect(
      (
        await page.request.post('/api/practice/sessions', { headers, data: { date: isoDaysAgo(0), duration: 45 } })
      ).status(),
    ).toBe(201);

    await page.goto('/stats');
    await expect(page.locator('dl')).toContainText('0.7 hours');

    await page.goto('/');
    await expect(page.getByRole('progressbar', { name: '7 day practice goal progress' })).toHaveAttribute(
      'aria-valuetext',
      /0\.7 \/ 7 hours/,
    );

    // The demo school's "Ten Hours In": practice hours towards 10.
    await page.goto('/achievements');
    await expect(page.getByRole('article', { name: 'Ten Hours In' })).toContainText('0.7 / 10 hours');

    await page.goto('/leaderboard?board=practice&period=week');
    await expect(page.getByRole('row').filter({ hasText: '(you)' }).first()).toContainText('0.7 h');
  });
});
