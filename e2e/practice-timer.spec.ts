import { expect, expectNoSeriousA11yViolations, registerViaApi, test } from './support/fixtures.ts';

/** Today in UTC, the zone of a new profile. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

test.describe('practice timer', () => {
  test('runs across pages and a reload, and logs its minutes with the focus of the open page', async ({ page }) => {
    await registerViaApi(page, 'timer');
    await page.clock.install();
    await page.goto('/practice');

    const card = page.getByRole('region', { name: 'Practice timer' });
    await expect(card.getByTestId('timer-card-time')).toHaveText(/0:00/);
    await card.getByRole('button', { name: 'Start timer' }).click();
    await expect(card.getByRole('status')).toHaveText('Running');
    await page.clock.fastForward('05:00');
    await expect(card.getByTestId('timer-card-time')).toHaveText(/5:0\d/);
    // On /practice the large card shows the timer; the compact bar does not.
    await expect(page.getByTestId('timer-bar-time')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    // Elsewhere the compact bar shows it and keeps counting.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click();
    const bar = page.getByRole('region', { name: 'Practice timer' });
    await expect(bar.getByTestId('timer-bar-time')).toHaveText(/5:\d\d/);
    await page.goto('/library/exercises');
    await page.locator('main a[href^="/library/exercises/"]').first().click();
    await expect(page).toHaveURL(/\/library\/exercises\/[0-9a-f-]{36}$/);
    await page.clock.fastForward('02:00');
    await expect(bar.getByTestId('timer-bar-time')).toHaveText(/7:\d\d/);
    await expectNoSeriousA11yViolations(page);

    // Paused time does not count.
    await bar.getByRole('button', { name: 'Pause' }).click();
    await expect(bar).toContainText('(paused)');
    await page.clock.fastForward('10:00');
    await expect(bar.getByTestId('timer-bar-time')).toHaveText(/7:\d\d/);
    await bar.getByRole('button', { name: 'Resume' }).click();

    // A reload keeps it running.
    await page.reload();
    await expect(bar.getByTestId('timer-bar-time')).toHaveText(/7:\d\d/);
    await page.clock.fastForward('01:00');
    await expect(bar.getByTestId('timer-bar-time')).toHaveText(/8:\d\d/);

    // On a phone the bar covers none of the page: the page ends above it.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const barBox = await bar.boundingBox();
    const mainBox = await page.locator('main').boundingBox();
    expect(barBox && mainBox && mainBox.y + mainBox.height <= barBox.y + 1).toBe(true);

    await bar.getByRole('button', { name: 'Stop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log this practice session?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('spinbutton', { name: 'Duration (minutes)' })).toHaveValue('8');
    await expect(dialog.getByLabel('Date', { exact: true })).toHaveValue(todayUtc());
    // An exercise was open: Technique.
    await expect(dialog.getByRole('checkbox', { name: 'Technique' })).toBeChecked();
    await expect(bar).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Log Practice' }).click();
    await expect(dialog).toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/practice');
    const recent = page.getByRole('region', { name: 'Recent sessions' });
    await expect(recent).toContainText('8 min');
    await expect(recent).toContainText('Technique');
    await expect(page.getByRole('button', { name: 'Start timer' })).toBeVisible();
  });

  test('Discard keeps nothing', async ({ page }) => {
    await registerViaApi(page, 'timer-discard');
    await page.clock.install();
    await page.goto('/practice');
    await page.getByRole('button', { name: 'Start timer' }).click();
    await page.clock.fastForward('03:00');
    await page.getByRole('region', { name: 'Practice timer' }).getByRole('button', { name: 'Stop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log this practice session?' });
    await expect(dialog.getByRole('spinbutton', { name: 'Duration (minutes)' })).toHaveValue('3');
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Recent sessions' })).not.toContainText('3 min');
    await expect(page.getByRole('button', { name: 'Start timer' })).toBeVisible();
  });

  test('on a phone, Log Practice and Discard stay in view at the bottom of the dialog, whatever its height', async ({
    page,
  }) => {
    await registerViaApi(page, 'timer-phone');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await page.goto('/practice');
    const dialog = page.getByRole('dialog', { name: 'Log this practice session?' });
    /** The button shows whole, inside the dialog, and nothing covers its middle. */
    const expectReachable = async (name: string) => {
      const button = dialog.getByRole('button', { name, exact: true });
      await expect(button).toBeInViewport({ ratio: 1 });
      expect(
        await button.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const dialogBox = element.closest('[role="dialog"]')!.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return box.bottom <= dialogBox.bottom && !!hit && element.contains(hit);
        }),
        name,
      ).toBe(true);
    };

    for (const height of [844, 667, 480]) {
      await page.setViewportSize({ width: 390, height });
      await page.getByRole('button', { name: 'Start timer' }).click();
      await page.clock.fastForward('04:00');
      await page.getByRole('region', { name: 'Practice timer' }).getByRole('button', { name: 'Stop' }).click();
      await expect(dialog.getByRole('spinbutton', { name: 'Duration (minutes)' })).toHaveValue('4');
      await expectReachable('Log Practice');
      await expectReachable('Discard');
      // Scrolled to the end of the form, too.
      await dialog.getByRole('textbox', { name: 'Notes' }).scrollIntoViewIfNeeded();
      await expectReachable('Log Practice');
      if (height !== 480) {
        await dialog.getByRole('button', { name: 'Discard' }).click();
        await expect(dialog).toHaveCount(0);
      }
    }
    await dialog.getByRole('button', { name: 'Log Practice' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Recent sessions' })).toContainText('4 min');
  });
});
