import type { Page } from '@playwright/test';
import { DEMO, expect, latestMailTo, registerViaUi, signInViaApi, solveCaptcha, test, uniqueEmail } from './support/fixtures.ts';

async function openUserMenu(page: Page, name: string) {
  await page.getByRole('button', { name }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

test('a new user registers with the real CAPTCHA, signs out, and signs in again', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  await registerViaUi(page, email, 'first-song-learned');

  await openUserMenu(page, email);
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  // Signed out, a protected page sends the visitor to sign in, and back there afterwards.
  await page.goto('/goals');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-song-learned');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();

  // The session survives a reload (HttpOnly cookie).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Goals' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'woodshed_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
});

test('registration rules show the spec messages in order', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 40[09]/);
  await page.goto('/register');
  const submit = page.getByRole('button', { name: 'Create account' });
  const alert = page.getByRole('alert');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('rules'));
  await page.getByLabel('Password', { exact: true }).fill('short');
  await submit.click();
  await expect(alert).toHaveText('You must agree to the Privacy Policy and Terms of Service');
  await page.getByLabel('I agree to the Privacy Policy and Terms of Service').check();
  await submit.click();
  await expect(alert).toHaveText('You must be 13 years or older to create an account');
  await page.getByLabel('I confirm that I am 13 years or older').check();
  await submit.click();
  await expect(alert).toHaveText('Please complete the CAPTCHA verification');
  await solveCaptcha(page);
  await submit.click();
  await expect(alert).toHaveText('Password must be at least 8 characters long');
  // Common passwords are refused by the server.
  await page.getByLabel('Password', { exact: true }).fill('password1');
  await submit.click();
  await expect(alert).toHaveText('This password is too common. Please choose a less predictable one.');
  // An address already registered.
  await page.getByLabel('Email', { exact: true }).fill(DEMO.learner.email);
  await page.getByLabel('Password', { exact: true }).fill('a-fine-new-password');
  await submit.click();
  await expect(alert).toHaveText('An account with this email already exists. Sign in or reset your password.');
});

test('a wrong password gives the spec message', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 401/);
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(DEMO.learner.email);
  await page.getByLabel('Password', { exact: true }).fill('not-my-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to sign in. Please check your credentials.');
  await expect(page).toHaveURL(/\/login$/);
});

test('a password is reset through the e-mailed link, and the link works once', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 400/);
  const email = uniqueEmail('forgetful');
  await registerViaUi(page, email, 'original-password-1');
  await openUserMenu(page, email);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toHaveText('Check your email for a password reset link.');

  const mail = await latestMailTo(email);
  expect(mail.subject).toBe('Reset your Woodshed password');
  const link = mail.text.match(/http:\/\/localhost:\d+\/update-password#access_token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page).not.toHaveURL(/access_token/);
  await page.getByLabel('New password').fill('brand-new-password');
  await page.getByLabel('Confirm password').fill('brand-new-passw0rd');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Confirm password').fill('short');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password must be at least 8 characters long');
  await page.getByLabel('New password').fill('brand-new-password');
  await page.getByLabel('Confirm password').fill('brand-new-password');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status').filter({ hasText: 'Password updated' })).toHaveText(
    'Password updated successfully. Please sign in with your new password.',
  );

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('brand-new-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

  // The same link again is refused.
  await openUserMenu(page, email);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(link!);
  await page.getByLabel('New password').fill('yet-another-password');
  await page.getByLabel('Confirm password').fill('yet-another-password');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid password reset link. Please request a new one.');
});

test('the update page without a token sends the visitor to sign in with a notice', async ({ page }) => {
  await page.goto('/update-password');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText('Invalid password reset link. Please request a new one.');
});

test('a learner who opens an /admin path is sent to the dashboard, and sees no Admin entry', async ({ page }) => {
  await signInViaApi(page, DEMO.learner);
  await page.goto('/admin/users/00000000-0000-4000-8000-000000000001');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await openUserMenu(page, 'sam_strummer');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
});

test('a superadmin sees Admin in the menu and reaches the admin dashboard', async ({ page }) => {
  await signInViaApi(page, DEMO.admin);
  await page.goto('/');
  await openUserMenu(page, 'admin');
  for (const item of ['Profile', 'Stats', 'Level Guide', 'Leaderboard', 'Achievements', 'Calendar', 'Help', 'Admin', 'Sign Out']) {
    await expect(page.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
