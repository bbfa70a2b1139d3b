import type { Page } from '@playwright/test';
import { dragHandleOnto, pickUpWithKeyboard } from './support/drag.ts';
import {
  expectLevelCardMatchesServer,
  xpAwardsOf,
  expect,
  expectNoSeriousA11yViolations,
  registerViaApi,
  registerViaUi,
  test,
  uniqueEmail,
} from './support/fixtures.ts';

const headers = { 'x-requested-with': 'woodshed' };

/** Today in UTC, the zone of a new profile: the date the app must treat as today. */
const todayUtc = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

const tile = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('practice log, history, goals and the dashboard', () => {
  test('a new user logs practice and sees minutes, streak, week, XP and level change', async ({ page }) => {
    await registerViaUi(page, uniqueEmail('practiser'), 'scales-every-morning');

    await expect(tile(page, "Today's Practice")).toContainText('0 min');
    await expect(tile(page, 'Current Streak')).toContainText('0 days');
    await expect(page.getByRole('region', { name: 'Level 0' })).toContainText('100 XP needed for next level');
    await expect(page.getByText('No active goals. Set some goals to track your progress!')).toBeVisible();
    await expect(
      page.getByText('No bookmarks yet. Save resources from the library to access them quickly here.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Practice Log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Practice Log' })).toBeVisible();
    await expect(page.getByLabel('Date', { exact: true })).toHaveValue(todayUtc());
    await expect(page.getByRole('spinbutton', { name: 'Duration (minutes)' })).toHaveValue('30');
    await page.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('45');
    await page.getByRole('group', { name: 'Focus areas' }).getByRole('checkbox', { name: 'Technique' }).check();
    await page.getByRole('textbox', { name: 'Custom focus area 1', exact: true }).fill('Travis picking');
    await page.getByRole('textbox', { name: 'Notes' }).fill('Slow and clean');
    await page.getByRole('button', { name: 'Log Practice' }).click();
    // First session dated today with a 1-day streak: 25 + 2 × 1 XP.
    await expect(page.getByText('+27 XP for practising today!')).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent sessions' });
    await expect(recent).toContainText('45 min');
    await expect(recent).toContainText('Travis picking');
    await expectNoSeriousA11yViolations(page);

    // A backdated session adds to the streak and the week, but earns no XP.
    await page.getByLabel('Date', { exact: true }).fill(daysAgo(1));
    await page.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('30');
    await page.getByRole('button', { name: 'Log Practice' }).click();
    await expect(page.getByText('Practice session logged!')).toBeVisible();
    await expect(page.getByText(/XP for practising today/)).toHaveCount(0);

    // A date later than today is refused with the spec-style message.
    await page.getByLabel('Date', { exact: true }).fill('2999-01-01');
    await page.getByRole('button', { name: 'Log Practice' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The practice date cannot be later than today' }),
    ).toBeVisible();
    await expect(page.getByLabel('Date', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('banner').getByRole('link', { name: 'Woodshed' }).click();
    await expect(tile(page, "Today's Practice")).toContainText('45 min');
    await expect(tile(page, 'Current Streak')).toContainText('2 days');
    // 75 of 420 minutes: 18 %, 1.2 of 7 hours (1.25 rounded down, like every page).
    await expect(tile(page, '7 Day Practice Goal')).toContainText('18%');
    await expect(tile(page, '7 Day Practice Goal')).toContainText('1.2 / 7 hours');
    // Today's daily XP (25 + 2 × a 1-day streak) is an award of its own; the card shows the server's total.
    expect(await xpAwardsOf(page)).toContainEqual(['Daily practice', 27]);
    const level = await expectLevelCardMatchesServer(page);
    await expect(page.getByRole('progressbar', { name: `Progress to Level ${level.level + 1}` })).toHaveAttribute(
      'aria-valuenow',
      String(level.progressPercent),
    );

    // Delete today's session (pending deletion), then restore it.
    await page.goto('/practice');
    await recent.getByRole('button', { name: /^Delete session of .*\(45 min\)/ }).click();
    await expect(
      page.getByText('Session moved to pending deletion. It will be removed for good in 14 days.'),
    ).toBeVisible();
    await expect(recent.getByText('45 min')).toHaveCount(0);
    await page.goto('/');
    await expect(tile(page, "Today's Practice")).toContainText('0 min');
    await page.goto('/practice');
    await recent.getByRole('tab', { name: 'Pending deletion' }).click();
    await expect(recent).toContainText('Will be removed for good on');
    await recent.getByRole('button', { name: /^Restore session of .*\(45 min\)/ }).click();
    await expect(page.getByText('Session restored.')).toBeVisible();
    await page.goto('/');
    await expect(tile(page, "Today's Practice")).toContainText('45 min');
    // Deleting and restoring never changes the XP already earned.
    expect((await expectLevelCardMatchesServer(page)).xp).toBe(level.xp);
  });

  test("refuses a date more than 14 days back and a day beyond 24 hours, with the server's words", async ({
    page,
    consoleErrors,
  }) => {
    // The server's refusals (400) are the point of this test.
    consoleErrors.allow(/status of 400/);
    // An account made through the API has no browser zone: UTC, as todayUtc and daysAgo assume.
    await registerViaApi(page, 'limits');
    await page.goto('/practice');
    const date = page.getByLabel('Date', { exact: true });
    const duration = page.getByRole('spinbutton', { name: 'Duration (minutes)' });
    const submit = page.getByRole('button', { name: 'Log Practice' });
    const form = page.getByRole('form', { name: 'Log a practice session' });
    await expect(date).toHaveAttribute('min', daysAgo(14));
    await expect(date).toHaveAttribute('max', todayUtc());

    // 15 days back: the form's own check (the shared rule) refuses it at once.
    await date.fill(daysAgo(15));
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('The practice date can be at most 14 days ago');
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    expect((await (await page.request.get('/api/practice/sessions')).json()).items).toEqual([]);

    // A day that already holds 23 h 20 min: the server refuses one more hour and says what is left.
    const fullDay = daysAgo(1);
    const seeded = await page.request.post('/api/practice/sessions', {
      headers,
      data: { date: fullDay, duration: 1400 },
    });
    expect(seeded.status()).toBe(201);
    await date.fill(fullDay);
    await duration.fill('60');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText(
      `A day holds at most 24 hours of practice. You have 40 min left on ${fullDay}.`,
    );
    await expect(duration).toHaveAttribute('aria-invalid', 'true');
    await expect(duration).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    // Exactly what is left fits.
    await duration.fill('40');
    await expect(duration).not.toHaveAttribute('aria-invalid', 'true');
    await submit.click();
    await expect(page.getByText('Practice session logged!')).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);

    // Restoring a session into a full day is refused with the reason, not the generic failure.
    const extra = await page.request.post('/api/practice/sessions', {
      headers,
      data: { date: daysAgo(2), duration: 100 },
    });
    const extraId = (await extra.json()).session.id as string;
    expect((await page.request.post(`/api/practice/sessions/${extraId}/delete`, { headers })).status()).toBe(200);
    expect(
      (
        await page.request.post('/api/practice/sessions', { headers, data: { date: daysAgo(2), duration: 1400 } })
      ).status(),
    ).toBe(201);
    await page.reload();
    const recent = page.getByRole('region', { name: 'Recent sessions' });
    await recent.getByRole('tab', { name: 'Pending deletion' }).click();
    await recent.getByRole('button', { name: /^Restore session of .*\(100 min\)/ }).click();
    await expect(recent.getByRole('alert')).toHaveText(
      `This session cannot be restored: a day holds at most 24 hours of practice. You have 40 min left on ${daysAgo(2)}.`,
    );
    await expect(recent).toContainText('100 min');

    // A browser clock a day behind lets 15 days back past the form's check: the server still refuses it,
    // and its message shows in the red banner.
    await page.clock.setFixedTime(new Date(Date.now() - 86_400_000));
    await page.reload();
    await expect(date).toHaveAttribute('min', daysAgo(15));
    await date.fill(daysAgo(15));
    await duration.fill('30');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('The practice date can be at most 14 days ago');
    await expect(date).toHaveAttribute('aria-invalid', 'true');
    const dates = (
      (await (await page.request.get('/api/practice/sessions?limit=50')).json()).items as Array<{ date: string }>
    ).map((s) => s.date);
    expect(dates).not.toContain(daysAgo(15));
  });

  test('pages the practice history and filters it by focus area', async ({ page }) => {
    await registerViaUi(page, uniqueEmail('historian'), 'arpeggios-all-day');
    const areas = (await (await page.request.get('/api/focus-areas')).json()).items as Array<{
      id: number;
      name: string;
    }>;
    const rhythm = areas.find((a) => a.name === 'Rhythm')!;
    for (let i = 1; i <= 12; i++) {
      const response = await page.request.post('/api/practice/sessions', {
        headers,
        data: { date: daysAgo(i), duration: 10 + i, focusAreaIds: i <= 3 ? [rhythm.id] : [] },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/practice');
    await page.getByRole('link', { name: 'View full history' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Practice History' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'sessions' })).toHaveText('12 sessions');
    const table = page.getByRole('table', { name: 'Practice sessions' });
    await expect(table.getByRole('row')).toHaveCount(11);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination).toContainText('Page 1 of 2');
    await pagination.getByRole('button', { name: 'Next' }).click();
    await expect(pagination).toContainText('Page 2 of 2');
    await expect(table.getByRole('row')).toHaveCount(3);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('combobox', { name: 'Focus area' }).selectOption({ label: 'Rhythm' });
    await expect(page.getByRole('status').filter({ hasText: 'session' })).toHaveText('3 sessions');
    await expect(table.getByRole('row')).toHaveCount(4);

    await page.getByRole('tab', { name: 'Pending deletion' }).click();
    await expect(page.getByText('No practice sessions found.')).toBeVisible();
  });

  test('creates a goal with milestones and sees it among the active goals', async ({ page }) => {
    await registerViaUi(page, uniqueEmail('goal-setter'), 'barre-chords-soon');
    await page.goto('/goals');
    await expect(page.getByText('No goals yet. Set your first SMART goal!')).toBeVisible();
    await page.getByRole('button', { name: 'New Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Goal' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('');
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Title and target date are required');

    await dialog.getByRole('textbox', { name: 'Title' }).fill('Play a clean F barre chord');
    await dialog.getByLabel('Target date', { exact: true }).fill('2027-03-01');
    await dialog.getByRole('textbox', { name: 'Specific', exact: true }).fill('All six strings ring');
    await dialog.getByRole('combobox', { name: 'Status' }).selectOption('in_progress');
    await dialog.getByRole('slider', { name: 'Progress' }).fill('40');
    await dialog.getByRole('slider', { name: 'Priority' }).fill('80');
    await dialog.getByRole('button', { name: 'Add milestone' }).click();
    await dialog.getByRole('textbox', { name: 'Milestone 1 description' }).fill('Hold the barre for 10 seconds');
    await dialog.getByRole('button', { name: 'Add milestone' }).click();
    await dialog.getByRole('textbox', { name: 'Milestone 2 description' }).fill('Change from C to F in time');
    await dialog.getByRole('checkbox', { name: 'Milestone 1 completed' }).check();
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect(dialog).toHaveCount(0);

    const card = page.getByRole('article', { name: 'Play a clean F barre chord' });
    await expect(card).toContainText('In progress');
    await expect(card).toContainText('Priority 80%');
    await expect(card).toContainText('1 of 2 completed');
    await expectNoSeriousA11yViolations(page);

    // A saved milestone's tick is written at once.
    await card.getByRole('checkbox', { name: 'Change from C to F in time' }).check();
    await expect(card).toContainText('2 of 2 completed');
    const saved = (await (await page.request.get('/api/goals')).json()).items[0];
    expect(saved.milestones.map((m: { isCompleted: boolean }) => m.isCompleted)).toEqual([true, true]);

    await page.goto('/');
    const goals = page.getByRole('region', { name: 'Active Goals' });
    await expect(goals).toContainText('Play a clean F barre chord');
    await expect(goals).toContainText('Priority 80%');
    await expect(goals).toContainText('In progress');
    await expect(goals.getByRole('progressbar', { name: 'Play a clean F barre chord progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  test('reorders dashboard bookmarks by drag, with the keyboard and the mouse', async ({ page }) => {
    await registerViaUi(page, uniqueEmail('bookmarker'), 'favourite-licks');
    const list = (await (await page.request.get('/api/library?type=jam_track')).json()).items as Array<{
      id: string;
      title: string;
    }>;
    for (const item of list.slice(0, 3)) {
      expect((await page.request.post('/api/bookmarks', { headers, data: { contentId: item.id } })).status()).toBe(201);
    }
    const titles = list.slice(0, 3).map((i) => i.title);
    await page.reload();
    const section = page.getByRole('region', { name: 'Bookmarked Resources' });
    const order = () => section.getByRole('heading', { level: 3 }).allTextContents();
    await expect.poll(order).toEqual(titles);

    // Keyboard: pick up the first, move it one place on, drop it.
    // Each step waits for what a screen-reader user hears in dnd-kit's live region.
    const announcement = page.locator('[id^="DndLiveRegion"]');
    await pickUpWithKeyboard(page, section.getByRole('button', { name: `Reorder ${titles[0]}` }), 'Picked up');
    await page.keyboard.press('ArrowRight');
    await expect(announcement).toContainText('position 2 of 3');
    await page.keyboard.press('Space');
    await expect(announcement).toContainText('dropped');
    await expect.poll(order).toEqual([titles[1], titles[0], titles[2]]);
    const saved = async () =>
      ((await (await page.request.get('/api/bookmarks')).json()).items as Array<{ item: { title: string } }>).map(
        (b) => b.item.title,
      );
    await expect.poll(saved).toEqual([titles[1], titles[0], titles[2]]);

    // Mouse: drag the last onto the first.
    await dragHandleOnto(
      page,
      section.getByRole('button', { name: `Reorder ${titles[2]}` }),
      section.getByRole('button', { name: `Reorder ${titles[1]}` }),
      'over position 1 of 3',
    );
    await expect.poll(order).toEqual([titles[2], titles[1], titles[0]]);
    await expect.poll(saved).toEqual([titles[2], titles[1], titles[0]]);

    // Remove one, after confirming.
    await section.getByRole('button', { name: `Remove ${titles[1]}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(order).toEqual([titles[2], titles[0]]);
  });

  test('corrects a logged session in the form, with the server refusing a full day (issue 12)', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    await registerViaApi(page, 'editor');
    const seed = async (data: Record<string, unknown>) => {
      const response = await page.request.post('/api/practice/sessions', { headers, data });
      expect(response.status()).toBe(201);
      return (await response.json()) as { session: { id: string }; xpAwarded: number };
    };
    const { session, xpAwarded } = await seed({ date: todayUtc(), duration: 20, notes: 'first take' });
    await seed({ date: daysAgo(1), duration: 1400 });
    await page.goto('/practice');
    const recent = page.getByRole('region', { name: 'Recent sessions' });

    // Keyboard: Enter on Edit fills the form and puts focus on its date.
    await recent.getByRole('button', { name: /^Edit session of .*\(20 min\)/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Edit practice session' })).toBeVisible();
    const date = page.getByLabel('Date', { exact: true });
    const duration = page.getByRole('spinbutton', { name: 'Duration (minutes)' });
    await expect(date).toBeFocused();
    await expect(date).toHaveValue(todayUtc());
    await expect(duration).toHaveValue('20');
    await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('first take');

    // Moving it to a day that holds 23 h 20 min: the server's words.
    await date.fill(daysAgo(1));
    await duration.fill('60');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page
        .getByRole('alert')
        .getByText(`A day holds at most 24 hours of practice. You have 40 min left on ${daysAgo(1)}.`),
    ).toBeVisible();

    await date.fill(todayUtc());
    await duration.fill('50');
    await page.getByRole('textbox', { name: 'Notes' }).fill('corrected');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Practice session updated.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Log a practice session' })).toBeVisible();
    await expect(recent).toContainText('50 min');
    await expect(recent).toContainText('corrected');
    const saved = await (await page.request.get(`/api/practice/sessions/${session.id}`)).json();
    expect(saved).toMatchObject({ duration: 50, notes: 'corrected', date: todayUtc() });
    // Correcting never grants or takes back XP.
    expect((await xpAwardsOf(page)).filter(([description]) => description === 'Daily practice')).toEqual([
      ['Daily practice', xpAwarded],
    ]);
    await page.goto('/');
    await expectLevelCardMatchesServer(page);
  });

  test('after Delete focus leaves the rows, so a second Enter deletes nothing; Undo restores (issue 12)', async ({
    page,
  }) => {
    await registerViaApi(page, 'undoer');
    for (const [days, minutes] of [
      [0, 10],
      [1, 20],
      [2, 30],
    ] as const) {
      const response = await page.request.post('/api/practice/sessions', {
        headers,
        data: { date: daysAgo(days), duration: minutes },
      });
      expect(response.status()).toBe(201);
    }
    const active = async () =>
      ((await (await page.request.get('/api/practice/sessions?status=active')).json()).items as unknown[]).length;
    await page.goto('/practice');
    const recent = page.getByRole('region', { name: 'Recent sessions' });
    await recent.getByRole('button', { name: /^Delete session of .*\(10 min\)/ }).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Session moved to pending deletion. It will be removed for good in 14 days.'),
    ).toBeVisible();
    await expect(recent.getByRole('button', { name: /^Delete session of/ })).toHaveCount(2);
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-session-action'))).toBe(false);
    await page.keyboard.press('Enter');
    // Give a mistaken second deletion time to happen.
    await page.waitForTimeout(1000);
    expect(await active()).toBe(2);
    await expect(recent.getByRole('button', { name: /^Delete session of/ })).toHaveCount(2);

    await recent.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Session restored.')).toBeVisible();
    await expect(recent.getByRole('button', { name: /^Delete session of/ })).toHaveCount(3);
    expect(await active()).toBe(3);
    await expect(recent.getByRole('button', { name: 'Undo' })).toHaveCount(0);
  });

  test('a new user quick-logs on the dashboard and is welcomed back after (issue 12)', async ({ page }) => {
    await registerViaApi(page, 'quick');
    await page.goto('/');
    await expect(tile(page, "Today's Practice")).toContainText('0 min');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome');
    const quick = page.getByRole('region', { name: 'Quick log' });
    await quick.getByRole('spinbutton', { name: 'Minutes' }).fill('15');
    await quick.getByRole('combobox', { name: 'Focus area' }).selectOption({ label: 'Technique' });
    await quick.getByRole('button', { name: 'Log today' }).click();
    await expect(quick.getByRole('status')).toContainText('Practice session logged!');
    await expect(quick.getByRole('status')).toContainText('+27 XP for practising today!');
    await expect(tile(page, "Today's Practice")).toContainText('15 min');
    await expect(tile(page, 'Current Streak')).toContainText('1 day');
    expect(await xpAwardsOf(page)).toContainEqual(['Daily practice', 27]);
    await expectLevelCardMatchesServer(page);
    await expectNoSeriousA11yViolations(page);
    const sessions = (await (await page.request.get('/api/practice/sessions?status=active')).json()).items;
    expect(sessions).toMatchObject([{ date: todayUtc(), duration: 15 }]);
    expect(sessions[0].focusAreaIds).toHaveLength(1);

    await page.reload();
    await expect(tile(page, "Today's Practice")).toContainText('15 min');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  });

  test('edits a session from the history table, keyboard only; pending rows restore first (issue 12)', async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(/status of 400/);
    await registerViaApi(page, 'history-editor');
    const seed = async (data: Record<string, unknown>) => {
      const response = await page.request.post('/api/practice/sessions', { headers, data });
      expect(response.status()).toBe(201);
      return ((await response.json()) as { session: { id: string } }).session.id;
    };
    await seed({ date: daysAgo(1), duration: 20, notes: 'scales' });
    await seed({ date: daysAgo(2), duration: 1400 });
    const moved = await seed({ date: daysAgo(3), duration: 30, notes: 'chord changes' });
    const pending = await seed({ date: daysAgo(4), duration: 25 });
    expect((await page.request.post(`/api/practice/sessions/${pending}/delete`, { headers })).status()).toBe(200);

    await page.goto('/practice/history');
    const table = page.getByRole('table', { name: 'Practice sessions' });
    const editLabels = () =>
      table
        .getByRole('button', { name: /^Edit session of/ })
        .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
    await expect
      .poll(editLabels)
      .toEqual([
        expect.stringContaining('(20 min)'),
        expect.stringContaining('(1,400 min)'),
        expect.stringContaining('(30 min)'),
      ]);

    // Tab from the full day's Delete reaches the next row's Edit; Enter opens the form filled with it.
    await table.getByRole('button', { name: /^Delete session of .*\(1,400 min\)/ }).focus();
    await page.keyboard.press('Tab');
    const edit = table.getByRole('button', { name: /^Edit session of .*\(30 min\)/ });
    await expect(edit).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit practice session' });
    const date = dialog.getByLabel('Date', { exact: true });
    const duration = dialog.getByRole('spinbutton', { name: 'Duration (minutes)' });
    await expect(date).toBeFocused();
    await expect(date).toHaveValue(daysAgo(3));
    await expect(duration).toHaveValue('30');
    await expect(dialog.getByRole('textbox', { name: 'Notes' })).toHaveValue('chord changes');
    await expectNoSeriousA11yViolations(page);

    // Into the full day: the server's words in the form, which stays open.
    await date.fill(daysAgo(2));
    await duration.fill('60');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(
      `A day holds at most 24 hours of practice. You have 40 min left on ${daysAgo(2)}.`,
    );
    await expect(duration).toBeFocused();

    // Moved to today: the row updates and rises to the top, and focus is back on its Edit button.
    await date.fill(todayUtc());
    await duration.fill('45');
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Practice session updated.')).toBeVisible();
    await expect
      .poll(editLabels)
      .toEqual([
        expect.stringContaining('(45 min)'),
        expect.stringContaining('(20 min)'),
        expect.stringContaining('(1,400 min)'),
      ]);
    await expect(table.getByRole('button', { name: /^Edit session of .*\(45 min\)/ })).toBeFocused();
    expect(await (await page.request.get(`/api/practice/sessions/${moved}`)).json()).toMatchObject({
      date: todayUtc(),
      duration: 45,
      notes: 'chord changes',
    });

    // Cancel (and Escape) leave the session as it was, with focus back on the Edit button.
    const twenty = table.getByRole('button', { name: /^Edit session of .*\(20 min\)/ });
    await twenty.focus();
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(twenty).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(twenty).toBeFocused();

    // On a phone the rows become cards, Edit included, with nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await twenty.scrollIntoViewIfNeeded();
    await expect(twenty).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A session pending deletion has no Edit (the server answers 409 for it): Restore first.
    await page.getByRole('tab', { name: 'Pending deletion' }).click();
    await expect(page).toHaveURL(/status=deleted/);
    await expect(table.getByRole('button', { name: /^Restore session of .*\(25 min\)/ })).toBeVisible();
    await expect(table.getByRole('button', { name: /^Edit session of/ })).toHaveCount(0);
  });

  test("the dashboard's quick log refreshes the practice lists already in the cache, without a reload (issue 12)", async ({
    page,
  }) => {
    await registerViaApi(page, 'quick-cache');
    await page.setViewportSize({ width: 1280, height: 800 });
    // Both lists are fetched (empty) and cached before the quick log.
    await page.goto('/practice/history');
    await expect(page.getByText('No practice sessions found.')).toBeVisible();
    await page.getByRole('link', { name: 'Back to Practice Log' }).click();
    const recent = page.getByRole('region', { name: 'Recent sessions' });
    await expect(recent).toContainText('No practice sessions yet.');
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));

    await page.getByRole('link', { name: 'Woodshed' }).click();
    const quick = page.getByRole('region', { name: 'Quick log' });
    await quick.getByRole('spinbutton', { name: 'Minutes' }).fill('17');
    await quick.getByRole('button', { name: 'Log today' }).click();
    await expect(quick.getByRole('status')).toContainText('Practice session logged!');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Practice Log' }).click();
    await expect(recent.getByRole('button', { name: /^Delete session of .*\(17 min\)/ })).toBeVisible();
    await page.getByRole('link', { name: 'View full history' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'session' })).toHaveText('1 session');
    await expect(
      page
        .getByRole('table', { name: 'Practice sessions' })
        .getByRole('button', { name: /^Edit session of .*\(17 min\)/ }),
    ).toBeVisible();
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
  });

  test('a session edited onto another history page leaves focus on the session count (issue 12)', async ({ page }) => {
    await registerViaApi(page, 'history-mover');
    for (let i = 1; i <= 11; i++) {
      const response = await page.request.post('/api/practice/sessions', {
        headers,
        data: { date: daysAgo(i), duration: 10 + i },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/practice/history?page=2');
    const table = page.getByRole('table', { name: 'Practice sessions' });
    const oldest = table.getByRole('button', { name: /^Edit session of .*\(21 min\)/ });
    await oldest.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit practice session' });
    await dialog.getByLabel('Date', { exact: true }).fill(todayUtc());
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    // Today's date takes it to the top of page 1; page 2 now holds the next oldest.
    await expect(table.getByRole('button', { name: /^Edit session of .*\(20 min\)/ })).toBeVisible();
    await expect(oldest).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'sessions' })).toBeFocused();
    await expect(page.getByText('Practice session updated.')).toBeVisible();
  });
});
