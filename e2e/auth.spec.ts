import type { Page } from '@playwright/test';
import {
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  latestMailTo,
  registerViaApi,
  registerViaUi,
  signInViaApi,
  solveCaptcha,
  test,
  uniqueEmail,
} from './support/fixtures.ts';

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

test('sign-up reports every problem at once, each beside its field, with focus on the first', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 40[09]/);
  await page.goto('/register');
  const submit = page.getByRole('button', { name: 'Create account' });
  const email = page.getByLabel('Email', { exact: true });
  const password = page.getByLabel('Password', { exact: true });
  const terms = page.getByLabel('I agree to the Privacy Policy and Terms of Service');
  const age = page.getByLabel('I confirm that I am 13 years or older');
  const robot = page.getByLabel("I'm not a robot");

  // Nothing filled in: all five problems, in page order.
  await submit.click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription('Email is required');
  await expect(password).toHaveAccessibleDescription(/Password is required$/);
  await expect(terms).toHaveAccessibleDescription('You must agree to the Privacy Policy and Terms of Service');
  await expect(age).toHaveAccessibleDescription('You must be 13 years or older to create an account');
  await expect(robot).toHaveAccessibleDescription('Please complete the CAPTCHA verification');
  await expect(robot).toHaveAttribute('aria-invalid', 'true');

  // A bad e-mail, a 5-character password and the consent box unticked: three problems reported together.
  await email.fill('not-an-email');
  await password.fill('short');
  await age.check();
  await solveCaptcha(page);
  await submit.click();
  await expect(email).toBeFocused();
  for (const field of [email, password, terms]) await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  await expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters long$/);
  await expect(terms).toHaveAccessibleDescription('You must agree to the Privacy Policy and Terms of Service');
  await expect(age).not.toHaveAttribute('aria-invalid');
  // Solved, the widget's checkbox is named "Verified".
  await expect(page.locator('altcha-widget input[type="checkbox"]')).not.toHaveAttribute('aria-invalid');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // Common passwords are refused by the server, beside the password field.
  await email.fill(uniqueEmail('rules'));
  await password.fill('password1');
  await terms.check();
  await submit.click();
  await expect(password).toBeFocused();
  await expect(password).toHaveAccessibleDescription(
    /This password is too common\. Please choose a less predictable one\.$/,
  );
  // An address already registered.
  await email.fill(DEMO.learner.email);
  await password.fill('a-fine-new-password');
  await submit.click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(
    'An account with this email already exists. Sign in or reset your password.',
  );
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

test('after repeated failed sign-ins the form asks for the CAPTCHA, and the owner gets in with it', async ({
  page,
  consoleErrors,
}) => {
  consoleErrors.allow(/status of 401/);
  const password = 'open-string-drills';
  const email = await registerViaApi(page, 'guarded', password);
  await page.context().clearCookies();

  await page.goto('/login');
  const alert = page.getByRole('alert');
  const robot = page.getByLabel("I'm not a robot");
  const submit = page.getByRole('button', { name: 'Sign in' });
  const signInAnswered = () => page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
  await expect(robot).toHaveCount(0);
  await page.getByLabel('Email', { exact: true }).fill(email);
  // Five wrong passwords from this browser's address: the fifth answer asks for the CAPTCHA from now on.
  for (let i = 0; i < 5; i++) {
    await page.getByLabel('Password', { exact: true }).fill(`wrong-password-${i}`);
    const answered = signInAnswered();
    await submit.click();
    expect((await answered).status()).toBe(401);
    await expect(alert).toHaveText('Failed to sign in. Please check your credentials.');
  }
  await expect(robot).toBeVisible();
  await expect(robot).toBeFocused();
  await submit.click();
  await expect(alert).toHaveText('Please complete the CAPTCHA verification');

  // On a fresh visit the right password alone is not enough from this address; the server says why.
  await page.reload();
  await expect(robot).toHaveCount(0);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submit.click();
  await expect(alert).toHaveText(
    'Too many failed sign-ins for this account. Please complete the CAPTCHA verification and try again.',
  );
  await expect(robot).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await solveCaptcha(page);
  await submit.click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome( back)?\b/ })).toBeVisible();
});

test('a password is reset through the e-mailed link, and the link works once', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 400/);
  const email = uniqueEmail('forgetful');
  await registerViaUi(page, email, 'original-password-1');
  await openUserMenu(page, email);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The address typed on the sign-in form comes along, and stays out of the URL.
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toHaveText(
    'Check your email for a password reset link.',
  );

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
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome( back)?$/ })).toBeVisible();

  // The same link again is refused as soon as the page opens, before any typing.
  await openUserMenu(page, email);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(link!);
  await expect(page.getByRole('alert')).toHaveText('Invalid password reset link. Please request a new one.');
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});

test('an unknown reset link offers a new one instead of the form', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 400/);
  await page.goto('/update-password#access_token=no-such-token-0123456789');
  await expect(page.getByRole('alert')).toHaveText('Invalid password reset link. Please request a new one.');
  await expect(page.getByLabel('New password')).toHaveCount(0);
  await expect(page).not.toHaveURL(/access_token/);
  await expectNoSeriousA11yViolations(page);
  // Keyboard: the skip link, then straight to the way out.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
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
  // The demo learner has practised: the greeting is "Welcome back" with the username.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, sam_strummer' })).toBeVisible();
  await openUserMenu(page, 'sam_strummer');
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
});

test('a superadmin sees Admin in the menu and reaches the admin dashboard', async ({ page }) => {
  await signInViaApi(page, DEMO.admin);
  await page.goto('/');
  await openUserMenu(page, 'admin');
  for (const item of [
    'Profile',
    'Stats',
    'Level Guide',
    'Leaderboard',
    'Achievements',
    'Calendar',
    'Help',
    'Admin',
    'Sign Out',
  ]) {
    await expect(page.getByRole('menuitem', { name: item, exact: true })).toBeVisible();
  }
  await page.getByRole('menuitem', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('a browser in Auckland', () => {
  test.use({ timezoneId: 'Pacific/Auckland' });

  test('signs up with its time zone, and the dashboard resets at Auckland midnight', async ({ page }) => {
    await registerViaUi(page, uniqueEmail('kiwi'), 'tui-birdsong-42');
    const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { timezone: string } };
    expect(session.user.timezone).toBe('Pacific/Auckland');
    await expect(page.getByText(/Resets in .+ \(Pacific\/Auckland\)/)).toBeVisible();
  });
});
