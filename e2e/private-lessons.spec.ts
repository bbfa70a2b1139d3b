import { expect, expectNoSeriousA11yViolations, registerViaApi, test } from './support/fixtures.ts';

test('the private lessons page shows the instructor, what to expect and the scheduling link', async ({ page }) => {
  await registerViaApi(page, 'lessons');
  await page.goto('/');
  await page
    .getByRole('link', { name: /private lessons/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/private-lessons$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Private Lessons' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your instructor' })).toContainText('faculty');
  await expect(page.getByRole('region', { name: 'What to expect' }).getByRole('paragraph')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Schedule a lesson' })).toHaveAttribute(
    'href',
    'mailto:lessons@woodshed.local?subject=Private%20lesson',
  );
  await expectNoSeriousA11yViolations(page);
});
