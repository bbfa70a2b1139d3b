import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, registerViaUi, test, uniqueEmail } from './support/fixtures.ts';

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
    await expect(page.getByText('No bookmarks yet. Save resources from the library to access them quickly here.')).toBeVisible();
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
    await expect(page.getByText('The practice date cannot be later than today')).toBeVisible();
    await expect(page.getByLabel('Date', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('banner').getByRole('link', { name: 'Woodshed' }).click();
    await expect(tile(page, "Today's Practice")).toContainText('45 min');
    await expect(tile(page, 'Current Streak')).toContainText('2 days');
    // 75 of 420 minutes: 18 %, 1.3 of 7 hours.
    await expect(tile(page, '7 Day Practice Goal')).toContainText('18%');
    await expect(tile(page, '7 Day Practice Goal')).toContainText('1.3 / 7 hours');
    await expect(page.getByRole('region', { name: 'Level 0' })).toContainText('27 XP');
    await expect(page.getByRole('region', { name: 'Level 0' })).toContainText('73 XP needed for next level');
    await expect(page.getByRole('progressbar', { name: 'Progress to Level 1' })).toHaveAttribute('aria-valuenow', '27');

    // Delete today's session (pending deletion), then restore it.
    await page.goto('/practice');
    await recent.getByRole('button', { name: /^Delete session of .*\(45 min\)/ }).click();
    await expect(page.getByText('Session moved to pending deletion. It will be removed for good in 14 days.')).toBeVisible();
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
    await expect(page.getByRole('region', { name: 'Level 0' })).toContainText('27 XP');
  });

  test('pages the practice history and filters it by focus area', async ({ page }) => {
    await registerViaUi(page, uniqueEmail('historian'), 'arpeggios-all-day');
    const areas = (await (await page.request.get('/api/focus-areas')).json()).items as Array<{ id: number; name: string }>;
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

    await page.getByRole('tab', { name: 'Deleted' }).click();
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
    await expect(goals.getByRole('progressbar', { name: 'Play a clean F barre chord progress' })).toHaveAttribute('aria-valuenow', '40');
  });

  test('reorders dashboard bookmarks by drag, with the keyboard and the mouse', async ({ page }) => {
    await registerViaUi(page, uniqueEmail('bookmarker'), 'favourite-licks');
    const list = (await (await page.request.get('/api/library?type=jam_track')).json()).items as Array<{ id: string; title: string }>;
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
    await section.getByRole('button', { name: `Reorder ${titles[0]}` }).focus();
    await page.keyboard.press('Space');
    await expect(announcement).toContainText('Picked up');
    await page.keyboard.press('ArrowRight');
    await expect(announcement).toContainText('position 2 of 3');
    await page.keyboard.press('Space');
    await expect(announcement).toContainText('dropped');
    await expect.poll(order).toEqual([titles[1], titles[0], titles[2]]);
    const saved = async () => ((await (await page.request.get('/api/bookmarks')).json()).items as Array<{ item: { title: string } }>).map((b) => b.item.title);
    await expect.poll(saved).toEqual([titles[1], titles[0], titles[2]]);

    // Mouse: drag the last onto the first.
    await section.scrollIntoViewIfNeeded();
    const from = await section.getByRole('button', { name: `Reorder ${titles[2]}` }).boundingBox();
    const to = await section.getByRole('button', { name: `Reorder ${titles[1]}` }).boundingBox();
    await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
    await page.mouse.down();
    await page.mouse.move(from!.x + from!.width / 2 + 10, from!.y + from!.height / 2 + 10, { steps: 5 });
    await page.mouse.move(to!.x + to!.width / 2, to!.y + to!.height / 2, { steps: 15 });
    await page.mouse.up();
    await expect.poll(order).toEqual([titles[2], titles[1], titles[0]]);
    await expect.poll(saved).toEqual([titles[2], titles[1], titles[0]]);

    // Remove one, after confirming.
    await section.getByRole('button', { name: `Remove ${titles[1]}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
    await expect.poll(order).toEqual([titles[2], titles[0]]);
  });
});
