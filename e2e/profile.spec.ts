import { expect, expectNoSeriousA11yViolations, registerViaApi, test } from './support/fixtures.ts';

test.describe('profile', () => {
  test('a new user fills in the profile, sees it after a reload, and Cancel keeps what was stored', async ({
    page,
  }) => {
    await registerViaApi(page, 'profile');
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const details = page.locator('dl');
    await expect(details).toContainText('Membership level');
    await expect(details).toContainText('Free');
    await expect(details).toContainText('UTC');
    await expect(details).toContainText('7 hours');
    await expect(page.getByRole('heading', { level: 2, name: 'Level 0' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Practice history' })).toHaveAttribute('href', '/practice/history');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    const username = `picker_${Date.now().toString(36)}`;
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Bio').fill('Fingerstyle and slide, after work.');
    await form.getByLabel('Gear', { exact: true }).fill('Telecaster, Boss Katana');
    await form.getByLabel('Gear', { exact: true }).press('Enter');
    await form.getByLabel('Genres', { exact: true }).fill('Blues');
    await form.getByLabel('Genres', { exact: true }).press('Enter');
    await form.getByLabel('Time zone').fill('Asia/Kolkata');
    // The slider by keyboard: 7 → 8 hours in two steps of 0.5.
    await form.getByLabel('Weekly goal').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await form.getByLabel('E-mail me a reminder on days I have not practised').check();
    await form.getByLabel('Reminder time').fill('18:30');
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Profile saved.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
    const expectSaved = async () => {
      await expect(details).toContainText(username);
      await expect(details).toContainText('Fingerstyle and slide, after work.');
      await expect(details.getByRole('listitem')).toHaveText(['Telecaster', 'Boss Katana', 'Blues']);
      await expect(details).toContainText('Asia/Kolkata');
      await expect(details).toContainText('8 hours');
      await expect(details).toContainText('On, at 18:30');
    };
    await expectSaved();
    await page.reload();
    await expectSaved();

    // Cancel leaves the stored profile as it was.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await form.getByLabel('Username').fill('someone-else');
    await form.getByRole('button', { name: 'Cancel' }).click();
    // Unsaved changes: asked first; Keep editing keeps the text, Discard leaves it.
    const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(form.getByLabel('Username')).toHaveValue('someone-else');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(details).toContainText(username);
    await expect(details).not.toContainText('someone-else');
  });

  test("refuses another user's username and a bad time zone, next to the fields, the first focused", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 409/);
    await registerViaApi(page, 'profile-first');
    const taken = `taken_${Date.now().toString(36)}`;
    const response = await page.request.get('/api/profile');
    const stored = await response.json();
    const { level: _level, updatedAt: _updated, membershipLevel: _membership, ...fields } = stored;
    expect(
      (
        await page.request.put('/api/profile', {
          headers: { 'x-requested-with': 'woodshed' },
          data: { ...fields, username: taken, bio: '', leaderboardNickname: '' },
        })
      ).status(),
    ).toBe(200);

    await page.context().clearCookies();
    await registerViaApi(page, 'profile-second');
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByLabel('Username').fill('ab');
    await form.getByLabel('Time zone').fill('Mars/Olympus');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByRole('alert').getByText('Username must be 3 to 30 characters long.')).toBeVisible();
    await expect(form.getByRole('alert').getByText('Please choose a valid time zone', { exact: false })).toBeVisible();
    await expect(form.getByLabel('Username')).toBeFocused();

    await form.getByLabel('Time zone').fill('Pacific/Auckland');
    await form.getByLabel('Username').fill(taken.toUpperCase());
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await expect(form.getByRole('alert').getByText('That username is taken. Please choose another.')).toBeVisible();
    await expect(form.getByLabel('Username')).toBeFocused();
  });
});

test.describe('your data', () => {
  test('downloads everything and the practice log, then deletes the account after the password', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    const password = 'chords-in-their-order';
    const email = await registerViaApi(page, 'leaving', password);
    const headers = { 'x-requested-with': 'woodshed' };
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (
        await page.request.post('/api/practice/sessions', {
          headers,
          data: { date: today, duration: 25, notes: 'Scales, then "Blackbird"' },
        })
      ).status(),
    ).toBe(201);
    await page.goto('/profile');
    const yourData = page.getByRole('region', { name: 'Your data' });

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      yourData.getByRole('link', { name: 'Download all my data (JSON)' }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^woodshed-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await streamText(await json.createReadStream()));
    expect(data.account.email).toBe(email);
    expect(data.tables.practice_sessions).toHaveLength(1);

    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      yourData.getByRole('link', { name: 'Download practice sessions (CSV)' }).click(),
    ]);
    const lines = (await streamText(await csv.createReadStream())).trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,duration_minutes,focus_areas,notes,logged_at,status');
    expect(lines[1]).toContain(`${today},25,,"Scales, then ""Blackbird""",`);

    await yourData.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByText('That password is not right.')).toBeVisible();
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Your account and everything in it have been deleted.')).toBeVisible();
    const signIn = await page.request.post('/api/auth/login', { headers, data: { email, password } });
    expect(signIn.status()).toBe(401);
  });
});

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}
