import type { Browser, Page } from '@playwright/test';
import { addDaysToDate, messages } from '@woodshed/shared';
import { DEMO, expect, expectNoSeriousA11yViolations, registerViaApi, signInViaApi, test } from './support/fixtures.ts';

// Names no other test uses: public events are seen by every signed-in user.
const run = Date.now().toString(36);
const WEEKLY = `Zebra Lesson ${run}`;
const WEEKLY_RENAMED = `Zebra Lesson ${run} moved`;
const PRIVATE = `Zebra Private ${run}`;
const OPEN_DAY = `Zebra Open Day ${run}`;
const EARLY = `Zebra Early ${run}`;
const m = messages.calendar;
const CSRF = { 'x-requested-with': 'woodshed' };

/** Today in UTC, the zone of an account made without one (and the zone the events are made in). */
const today = new Date().toISOString().slice(0, 10);
const nextWeek = addDaysToDate(today, 7);
/** Noon UTC: the same calendar date for the learner whatever the day. */
const WEEKLY_DAYS = [0, 7, 14, 21].map((n) => addDaysToDate(nextWeek, n));

async function expectFitsWidth(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

async function deleteLeftovers(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page, DEMO.teacher);
  const response = await page.request.get('/api/calendar/events');
  const { items } = (await response.json()) as { items: Array<{ id: string; title: string }> };
  for (const item of items.filter((event) => event.title.includes(run))) {
    await page.request.delete(`/api/calendar/events/${item.id}`, { headers: CSRF });
  }
  await context.close();
}

/** The day list of /calendar?date=… */
const dayList = (page: Page) => page.getByRole('region', { name: /^\w+day, / });

test.describe('calendar', () => {
  test.afterAll(async ({ browser }) => deleteLeftovers(browser));

  test('an event creator makes a weekly and a private event; a learner sees only the weekly one, on its four days', async ({
    page,
    browser,
    consoleErrors,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInViaApi(page, DEMO.teacher);

    // ── The teacher creates the events ──────────────────────────────────────
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await page.getByRole('link', { name: 'Manage Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Create Event' }).click();
    const form = page.getByRole('form', { name: 'Create Event' });
    await expect(form.getByRole('textbox', { name: 'Title' })).toBeVisible();
    // An empty save: the shared schema's words in the banner (and beside the fields), focus on Title.
    await form.getByRole('button', { name: 'Create Event' }).click();
    await expect(form.getByRole('alert').getByText(m.titleRequired)).toBeVisible();
    await expect(form.getByRole('alert').getByText(m.startRequired)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Title' })).toBeFocused();

    await form.getByRole('textbox', { name: 'Title' }).fill(WEEKLY);
    await form.getByRole('textbox', { name: 'Description' }).fill('Bring a capo.');
    await form.getByLabel('Start', { exact: true }).fill(`${nextWeek}T12:00`);
    await form.getByLabel('End', { exact: true }).fill(`${nextWeek}T13:00`);
    await form.getByRole('combobox', { name: 'Time zone' }).fill('UTC');
    await expect(form.getByRole('combobox', { name: 'Repeats every' })).toBeDisabled();
    await form.getByRole('checkbox', { name: 'Recurring event' }).check();
    await form.getByRole('combobox', { name: 'Repeats every' }).selectOption('weekly');
    // An end date clears the occurrences, and occurrences clear the end date.
    await form.getByRole('spinbutton', { name: 'Occurrences' }).fill('9');
    await form.getByLabel('End date').fill(addDaysToDate(nextWeek, 60));
    await expect(form.getByRole('spinbutton', { name: 'Occurrences' })).toHaveValue('');
    await form.getByRole('spinbutton', { name: 'Occurrences' }).fill('4');
    await expect(form.getByLabel('End date')).toHaveValue('');
    await form.getByRole('textbox', { name: 'Location' }).fill('Studio B');
    await form.getByRole('textbox', { name: 'Event link' }).fill('https://example.com/lesson');
    await expect(form.getByText(m.requiredCourseNote)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Create Event' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Manage Events' })).toBeVisible();
    await expect(page.getByText(`Created "${WEEKLY}".`)).toBeVisible();
    await expect(page.getByRole('article', { name: WEEKLY })).toContainText('Repeats weekly, 4 times');

    await page.getByRole('link', { name: 'Create Event' }).click();
    const second = page.getByRole('form', { name: 'Create Event' });
    await second.getByRole('textbox', { name: 'Title' }).fill(PRIVATE);
    await second.getByLabel('Start', { exact: true }).fill(`${addDaysToDate(nextWeek, 1)}T12:00`);
    await second.getByRole('combobox', { name: 'Time zone' }).fill('UTC');
    await second.getByRole('combobox', { name: 'Visibility' }).selectOption('private');
    await second.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText(`Created "${PRIVATE}".`)).toBeVisible();
    // Newest created first.
    const rows = page.getByRole('list', { name: 'Your events' }).getByRole('article');
    await expect(rows.first()).toHaveAccessibleName(PRIVATE);
    await expect(page.getByRole('article', { name: PRIVATE })).toContainText('Private');

    // The creator sees the private one on their calendar.
    await page.goto(`/calendar?date=${addDaysToDate(nextWeek, 1)}`);
    await expect(dayList(page).getByRole('article', { name: PRIVATE })).toBeVisible();

    // ── A fresh learner, at phone width ─────────────────────────────────────
    const learnerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const learner = await learnerContext.newPage();
    await registerViaApi(learner, 'calendar');
    for (const date of WEEKLY_DAYS) {
      await learner.goto(`/calendar?date=${date}`);
      const occurrence = dayList(learner).getByRole('article', { name: WEEKLY });
      await expect(occurrence).toContainText('Studio B');
      await expect(occurrence.getByRole('link', { name: /^Event link/ })).toHaveAttribute(
        'href',
        'https://example.com/lesson',
      );
      await expect(occurrence.getByRole('link', { name: /^Add to my calendar/ })).toHaveAttribute(
        'href',
        /\/api\/calendar\/events\/[0-9a-f-]+\/ics$/,
      );
      await expect(learner.locator(`td[data-date="${date}"]`)).toHaveAccessibleName(/\d+ events?$/);
    }
    await expectFitsWidth(learner, 390);
    await expectNoSeriousA11yViolations(learner);
    for (const date of [addDaysToDate(nextWeek, -7), addDaysToDate(nextWeek, 28), addDaysToDate(nextWeek, 1)]) {
      await learner.goto(`/calendar?date=${date}`);
      await expect(dayList(learner).getByRole('heading', { level: 2 })).toBeVisible();
      await expect(learner.getByRole('status').filter({ hasText: /: (no events|\d+ events?)$/ })).toBeAttached();
      await expect(learner.getByText(WEEKLY)).toHaveCount(0);
      await expect(learner.getByText(PRIVATE)).toHaveCount(0);
    }
    // Exactly four days in the weeks around them, and never the private event.
    const response = await learner.request.get(
      `/api/calendar/occurrences?from=${addDaysToDate(nextWeek, -7)}&to=${addDaysToDate(nextWeek, 35)}`,
    );
    const { items } = (await response.json()) as { items: Array<{ title: string; date: string }> };
    expect(items.filter((item) => item.title === WEEKLY).map((item) => item.date)).toEqual(WEEKLY_DAYS);
    expect(items.filter((item) => item.title === PRIVATE)).toEqual([]);

    // Keyboard: one day in the tab order; arrows move, Enter selects, Page Down shows the next month.
    await learner.goto(`/calendar?date=${nextWeek}`);
    await expect(learner.getByRole('link', { name: 'Manage Events' })).toHaveCount(0);
    await learner.getByRole('button', { name: 'Next month' }).focus();
    await learner.keyboard.press('Tab');
    const cell = (date: string) => learner.locator(`td[data-date="${date}"]`);
    await expect(cell(nextWeek)).toBeFocused();
    await expect(learner.locator('td[tabindex="0"]')).toHaveCount(1);
    await learner.keyboard.press('ArrowRight');
    await expect(cell(addDaysToDate(nextWeek, 1))).toBeFocused();
    await learner.keyboard.press('ArrowLeft');
    await learner.keyboard.press('ArrowDown');
    await expect(cell(WEEKLY_DAYS[1]!)).toBeFocused();
    await learner.keyboard.press('Enter');
    await expect(cell(WEEKLY_DAYS[1]!)).toHaveAttribute('aria-selected', 'true');
    await expect(dayList(learner).getByRole('article', { name: WEEKLY })).toBeVisible();
    const month = await learner.locator('#calendar-month-heading').textContent();
    await learner.keyboard.press('PageDown');
    await expect(learner.locator('#calendar-month-heading')).not.toHaveText(month!);
    await learner.keyboard.press('Home');
    await expect(learner.locator('td:focus')).toHaveCount(1);

    // A learner has no events to manage.
    await learner.goto('/calendar/manage');
    await expect(learner).toHaveURL(/\/calendar$/);
    await expect(learner.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();

    // ── The teacher edits and deletes ───────────────────────────────────────
    await page.goto('/calendar/manage');
    await page.getByRole('article', { name: WEEKLY }).getByRole('link', { name: /^Edit/ }).click();
    const edit = page.getByRole('form', { name: 'Edit Event' });
    await expect(edit.getByRole('textbox', { name: 'Title' })).toHaveValue(WEEKLY);
    await expect(edit.getByRole('spinbutton', { name: 'Occurrences' })).toHaveValue('4');
    await edit.getByRole('textbox', { name: 'Title' }).fill(WEEKLY_RENAMED);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText(`Saved "${WEEKLY_RENAMED}".`)).toBeVisible();

    await learner.goto(`/calendar?date=${WEEKLY_DAYS[3]}`);
    await expect(dayList(learner).getByRole('article', { name: WEEKLY_RENAMED })).toBeVisible();

    for (const title of [WEEKLY_RENAMED, PRIVATE]) {
      await page
        .getByRole('article', { name: title })
        .getByRole('button', { name: /^Delete/ })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete event?' });
      await expect(confirm).toContainText(m.deleteConfirm);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByText(`Deleted "${title}".`)).toBeVisible();
      await expect(page.getByRole('article', { name: title })).toHaveCount(0);
    }

    // Edit opens only the creator's own events: anything else goes back with 'Failed to load event'.
    consoleErrors.allow(/404/);
    await page.goto('/calendar/edit/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/calendar\/manage$/);
    await expect(page.getByRole('alert')).toHaveText(m.eventLoadFailed);

    await learnerContext.close();
  });

  test('the month shown is in the address: each step is a history entry and a reload stays (issue 26)', async ({
    page,
  }) => {
    await registerViaApi(page, 'calendar-months');
    /** The month `n` months from this one (UTC, the zone of an account made without one): its id and its heading. */
    const month = (n: number) => {
      const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
      first.setUTCMonth(first.getUTCMonth() + n);
      const title = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
      return { id: first.toISOString().slice(0, 7), title: title.format(first) };
    };
    const heading = page.locator('#calendar-month-heading');
    const next = page.getByRole('button', { name: 'Next month' });

    await page.goto('/calendar');
    await expect(heading).toHaveText(month(0).title);
    await next.click();
    await expect(heading).toHaveText(month(1).title);
    await expect(page).toHaveURL(new RegExp(`/calendar\\?month=${month(1).id}$`));
    await next.click();
    await expect(heading).toHaveText(month(2).title);
    await expect(page).toHaveURL(new RegExp(`/calendar\\?month=${month(2).id}$`));

    await page.reload();
    await expect(heading).toHaveText(month(2).title);
    await expect(page.locator(`td[data-date="${month(2).id}-01"]`)).toBeVisible();

    await page.goBack();
    await expect(heading).toHaveText(month(1).title);
    await expect(page).toHaveURL(new RegExp(`/calendar\\?month=${month(1).id}$`));
    // Choosing a day in the month shown replaces the entry: Back still steps to the month before.
    await page.locator(`td[data-date="${month(1).id}-10"]`).click();
    await expect(page).toHaveURL(new RegExp(`/calendar\\?date=${month(1).id}-10$`));
    await expect(dayList(page).getByRole('heading', { level: 2 })).toBeVisible();
    await page.goBack();
    await expect(heading).toHaveText(month(0).title);
    await expect(page).toHaveURL(/\/calendar$/);
    await page.goForward();
    await expect(heading).toHaveText(month(1).title);

    // A month that is not one shows this one.
    await page.goto('/calendar?month=2026-13');
    await expect(heading).toHaveText(month(0).title);
    await page.goto('/calendar?month=december');
    await expect(heading).toHaveText(month(0).title);
  });

  test('an all-day event in London comes first in its day; the subscribe links open in calendar apps', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const day = addDaysToDate(nextWeek, 2);
    await signInViaApi(page, DEMO.teacher);
    // A timed event at the very start of the day in the teacher's own zone (the default), made through the API.
    const early = await page.request.post('/api/calendar/events', {
      headers: CSRF,
      data: { title: EARLY, startsAt: `${day}T00:05`, recurring: false },
    });
    expect(early.status()).toBe(201);

    await page.goto('/calendar/create');
    const form = page.getByRole('form', { name: 'Create Event' });
    await form.getByRole('textbox', { name: 'Title' }).fill(OPEN_DAY);
    await form.getByRole('checkbox', { name: 'All day' }).check();
    await form.getByLabel('Start date').fill(day);
    const zone = form.getByRole('combobox', { name: 'Time zone' });
    await zone.fill('Europe/London');
    await form.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText(`Created "${OPEN_DAY}".`)).toBeVisible();
    const created = (await (await page.request.get('/api/calendar/events')).json()) as {
      items: Array<{ title: string; allDay: boolean; timeZone: string; startsAt: string }>;
    };
    expect(created.items.find((item) => item.title === OPEN_DAY)).toMatchObject({
      allDay: true,
      timeZone: 'Europe/London',
      startsAt: day,
    });

    await page.goto(`/calendar?date=${day}`);
    const articles = dayList(page).getByRole('article');
    await expect(articles.first()).toHaveAccessibleName(OPEN_DAY);
    await expect(articles.first()).toContainText('All day');
    await expect(dayList(page).getByRole('article', { name: EARLY })).toBeVisible();

    // Subscribe links: webcal:// for Apple, Google's and Outlook's "add by URL" (links only).
    const subscriber = await page.context().browser()!.newContext();
    const learner = await subscriber.newPage();
    await registerViaApi(learner, 'calendar-feed');
    await learner.goto('/calendar');
    await learner.getByRole('button', { name: 'Create subscription link' }).click();
    const url = await learner.getByRole('textbox', { name: 'Your calendar feed URL' }).inputValue();
    expect(url).toMatch(/\/api\/calendar\/feeds\//);
    const webcal = url.replace(/^https?:/, 'webcal:');
    const links = learner.getByRole('list', { name: 'Add to a calendar app' });
    await expect(links.getByRole('link', { name: /^Add to Apple Calendar/ })).toHaveAttribute('href', webcal);
    await expect(links.getByRole('link', { name: /^Add to Google Calendar/ })).toHaveAttribute(
      'href',
      `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}`,
    );
    await expect(links.getByRole('link', { name: /^Add to Outlook/ })).toHaveAttribute(
      'href',
      `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(url)}`,
    );
    await expect(links.getByRole('button', { name: 'Copy Google Calendar link' })).toBeVisible();
    await subscriber.close();
  });
});
