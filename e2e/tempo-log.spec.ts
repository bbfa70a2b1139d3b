import type { Page } from '@playwright/test';
import type { LibraryListResponse, TempoHistoryResponse } from '@woodshed/shared';
import { DEMO, expect, expectNoSeriousA11yViolations, registerViaApi, signInViaApi, test } from './support/fixtures.ts';

const EXERCISE = 'Spider Walk for Finger Independence';

/** The starter library's exercise, by title. */
async function exerciseId(page: Page): Promise<string> {
  const list = (await (
    await page.request.get(`/api/library?type=exercise&q=${encodeURIComponent('Spider Walk')}`)
  ).json()) as LibraryListResponse;
  const item = list.items.find((candidate) => candidate.title === EXERCISE);
  expect(item, 'the starter exercise').toBeDefined();
  return item!.id;
}

test.describe('tempo log', () => {
  test('logs a tempo on an exercise, replaces it, and a goal follows it', async ({ page }) => {
    // A fresh learner: no tempo history yet (the demo learner has some on this exercise).
    await registerViaApi(page, 'tempo');
    const id = await exerciseId(page);
    await page.goto(`/library/exercises/${id}`);
    const panel = page.getByRole('region', { name: 'Tempo log' });
    await expect(panel.getByText('No tempo logged yet.', { exact: false })).toBeVisible();

    const field = panel.getByRole('spinbutton', { name: 'Clean at BPM' });
    await field.fill('500');
    await panel.getByRole('button', { name: 'Log' }).click();
    await expect(panel.getByRole('alert').getByText('BPM must be a whole number from 20 to 300')).toBeVisible();

    await field.fill('90');
    await panel.getByRole('button', { name: 'Log' }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'BPM' })).toHaveText('Logged 90 BPM for today');
    await field.fill('96');
    await panel.getByRole('button', { name: 'Log' }).click();
    await expect(panel.getByRole('status').filter({ hasText: 'BPM' })).toHaveText("Updated today's tempo to 96 BPM");

    const marks = panel.getByRole('definition');
    await expect(marks).toHaveText(['96 BPMtoday', '96 BPMtoday']);
    await expect(panel.locator('figcaption')).toHaveText(new RegExp(`^${EXERCISE}: one tempo logged, 96 BPM on `));
    await panel.getByText('All entries (1)').click();
    await expect(panel.getByRole('table', { name: `Tempo log of ${EXERCISE}` }).getByRole('row')).toHaveCount(2);

    const metronome = panel.getByRole('link', { name: 'Open metronome at 96 BPM' });
    await expect(metronome).toHaveAttribute('href', `/library/metronome?itemType=exercise&itemId=${id}`);
    await expectNoSeriousA11yViolations(page);

    // A goal with a tempo target: its progress follows the best tempo (96 of 120 = 80 %).
    await page.goto('/goals');
    await page.getByRole('button', { name: 'New Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Goal' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Spider walk at 120 BPM');
    await dialog.getByLabel('Target date', { exact: true }).fill('2027-03-01');
    await dialog.getByRole('combobox', { name: 'Item type' }).selectOption('exercise');
    await dialog.getByRole('combobox', { name: 'Item', exact: true }).selectOption({ label: EXERCISE });
    await dialog.getByRole('spinbutton', { name: 'Target BPM' }).fill('120');
    await expect(dialog.getByRole('slider', { name: 'Progress' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect(dialog).toHaveCount(0);

    const card = page.getByRole('article', { name: 'Spider walk at 120 BPM' });
    await expect(card).toContainText(`${EXERCISE}: best 96 / 120 BPM`);
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
    await expect(card).toContainText('In progress');

    // Removing the target sends null; progress is the user's own again.
    await card.getByRole('button', { name: /Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Goal' });
    await expect(edit.getByRole('combobox', { name: 'Item', exact: true })).toHaveValue(id);
    await edit.getByRole('button', { name: 'Remove tempo target' }).click();
    await edit.getByRole('button', { name: 'Save Goal' }).click();
    await expect(edit).toHaveCount(0);
    await expect(card).not.toContainText('best 96');
    const saved = (await (await page.request.get('/api/goals')).json()) as { items: Array<{ tempoTarget: unknown }> };
    expect(saved.items[0]!.tempoTarget).toBeNull();

    // Deleting the entry empties the item's log.
    await page.goto(`/library/exercises/${id}`);
    await panel.getByText('All entries (1)').click();
    await panel.getByRole('button', { name: /^Delete 96 BPM on / }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(panel.getByText('No tempo logged yet.', { exact: false })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Open metronome' })).toBeVisible();
  });

  test("shows the demo learner's history as a chart with a text summary", async ({ page }) => {
    await signInViaApi(page, DEMO.learner);
    const id = await exerciseId(page);
    await page.goto(`/library/exercises/${id}`);
    const panel = page.getByRole('region', { name: 'Tempo log' });
    await expect(panel.locator('figcaption')).toHaveText(
      new RegExp(`^${EXERCISE}: \\d+ tempos logged, from 72 BPM on .+ to \\d+ BPM on .+; best 104 BPM\\.$`),
    );
    await expect(panel.locator('.recharts-line')).toBeVisible();
    await expect(panel.getByRole('link', { name: /^Open metronome at \d+ BPM$/ })).toBeVisible();

    // Issue 26: the tempo axis reads round, evenly spaced tempos (not 60, 75, 90, 110) ...
    const { entries } = (await (
      await page.request.get(`/api/tempo-log?itemType=exercise&itemId=${id}`)
    ).json()) as TempoHistoryResponse;
    const dots = panel.locator('.recharts-line-dots circle');
    await expect(dots).toHaveCount(entries.length);
    const yTicks = panel.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
    // The ticks are drawn once the chart has measured itself.
    await expect(yTicks.nth(2)).toBeAttached();
    const tempos = (await yTicks.allTextContents()).map(Number);
    const steps = tempos.slice(1).map((tempo, i) => tempo - tempos[i]!);
    expect(new Set(steps).size, `ticks ${tempos.join(', ')}`).toBe(1);
    expect([5, 10, 20, 25, 50]).toContain(steps[0]);
    const tickYs = await yTicks.evaluateAll((ticks) => ticks.map((tick) => tick.getBoundingClientRect().y));
    const gaps = tickYs.slice(1).map((y, i) => y - tickYs[i]!);
    for (const gap of gaps) expect(Math.abs(gap - gaps[0]!)).toBeLessThan(1);
    // ... and the days lie along a time axis: each dot's distance from the first follows the days between them.
    const xs = await dots.evaluateAll((circles) => circles.map((circle) => Number(circle.getAttribute('cx'))));
    const days = entries.map((entry) => Date.parse(entry.date) / 86_400_000);
    const pxPerDay = (xs.at(-1)! - xs[0]!) / (days.at(-1)! - days[0]!);
    for (const [i, x] of xs.entries()) expect(Math.abs(x - xs[0]! - (days[i]! - days[0]!) * pxPerDay)).toBeLessThan(1);
    expect(
      new Set(days.slice(1).map((day, i) => day - days[i]!)).size,
      'the demo days are unevenly spaced',
    ).toBeGreaterThan(1);
  });
});
