import { expect, expectNoSeriousA11yViolations, registerViaApi, test } from './support/fixtures.ts';

test.describe('chord-change trainer', () => {
  test('one minute of G ↔ C: 25 taps, saved with practice, best and history', async ({ page }) => {
    await registerViaApi(page, 'changes');
    await page.clock.install();
    await page.goto('/library/chords');
    await page.getByRole('link', { name: 'Chord-change trainer' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chord-Change Trainer' })).toBeVisible();

    await page.getByLabel('First chord').selectOption({ label: 'G' });
    await page.getByLabel('Second chord').selectOption({ label: 'C' });
    await expect(page).toHaveURL(/\?a=[0-9a-f-]{36}&b=[0-9a-f-]{36}$/);
    await expect(page.getByText('No tries with G ↔ C yet')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByText('Starting in 3…')).toBeVisible();
    const tapButton = page.getByRole('button', { name: 'Tap' });
    // Taps during the count-in do not count.
    await tapButton.click();
    await page.clock.fastForward(3000);
    await expect(page.getByText('Go! Tap, or press Space or Enter, at every change.')).toBeVisible();
    for (let i = 0; i < 20; i += 1) await tapButton.click();
    for (let i = 0; i < 5; i += 1) await page.keyboard.press('Space');
    await expect(page.getByTestId('trainer-count')).toHaveText(/^25/);
    await page.clock.fastForward(60_000);

    const result = page.getByRole('region', { name: '25 changes in one minute' });
    await expect(result).toBeVisible();
    await expect(result).toContainText('New best!');
    await expect(tapButton).toBeDisabled();
    const logIt = result.getByRole('checkbox', { name: /Log this minute as practice/ });
    await expect(logIt).toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await result.getByRole('button', { name: 'Save result' }).click();
    await expect(page.getByText('Saved: 25 changes — a new best! Logged 1 min of practice for today.')).toBeVisible();

    const history = page.getByRole('region', { name: /^(G ↔ C|C ↔ G): your history$/ });
    await expect(history.getByTestId('pair-best')).toHaveText('25');
    await expect(history.getByTestId('pair-tries')).toHaveText('1');
    await expect(history.getByRole('list', { name: 'Recent tries, newest first' })).toContainText('25 changes');
    await expectNoSeriousA11yViolations(page);

    await page.goto('/practice');
    const recent = page.getByRole('region', { name: 'Recent sessions' });
    await expect(recent).toContainText('1 min');
    await expect(recent).toContainText('Chords');
    await expect(recent).toContainText(/Chord changes: (G ↔ C|C ↔ G) — 25 changes/);
  });
});
