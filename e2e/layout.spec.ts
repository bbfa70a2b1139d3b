import type { Page } from '@playwright/test';
import { DEMO, expect, registerViaApi, signInViaApi, test } from './support/fixtures.ts';

test.describe('layout on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, DEMO.learner);
  });

  test('the library strip opens at its start and never cuts through the tools heading', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Library' });
    const strip = nav.locator('div').first();
    const scrollLeft = () => strip.evaluate((element) => element.scrollLeft);

    for (const path of ['/library', '/library/articles']) {
      await page.goto(path);
      await expect(nav.getByRole('link', { name: 'All Resources' })).toBeVisible();
      await expect.poll(scrollLeft, path).toBe(0);
    }

    /** How much of the element the strip shows: 'whole', 'none' or 'cut'. */
    const shown = (name: string) =>
      nav.getByText(name, { exact: true }).evaluate((element) => {
        const scroller = element.closest('nav')!.querySelector('div')!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        if (box.left >= scroller.left && box.right <= scroller.right) return 'whole';
        return box.right <= scroller.left || box.left >= scroller.right ? 'none' : 'cut';
      });
    await page.goto('/library/circle-of-notes');
    await expect(nav.getByRole('link', { name: 'Circle of Notes' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => shown('Interactive Tools')).toBe('whole');
    await expect.poll(() => shown('Circle of Notes')).toBe('whole');
    // The later tools do not fit beside the heading: the active link comes into view whole, the heading is
    // either whole or out of view, never cut through its words.
    for (const [path, link] of [
      ['/library/interactive-fretboard', 'Interactive Fretboard'],
      ['/library/sine-wave-playground', 'Sine Wave Playground'],
      ['/library/chords', 'Guitar Chords'],
    ] as const) {
      await page.goto(path);
      await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
      await expect.poll(() => shown(link), path).toBe('whole');
      expect(await shown('Interactive Tools'), path).not.toBe('cut');
    }
  });

  test('the account menu names the account whole when the top bar has to cut it', async ({ page }) => {
    // A new account has no username yet: the menu reads its e-mail, longer than the top bar can show.
    const email = await registerViaApi(page, 'layout-a-rather-long-address');
    await page.goto('/');
    const trigger = page.getByRole('button', { name: email });
    const cut = await trigger.locator('span').evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut).toBe(true);
    await trigger.click();
    const whole = page.getByRole('menu').getByText(email, { exact: true });
    await expect(whole).toBeVisible();
    const box = await whole.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  });

  /**
   * Text that can be seen below the top of the dialog's buttons, other than the buttons' own labels: page text
   * outside the dialog counts (the overlay only tints it); dialog text counts where nothing covers it.
   */
  async function textBelowButtons(page: Page, buttonNames: string[]): Promise<string[]> {
    return page.evaluate((names) => {
      const dialog = document.querySelector('[role="dialog"]')!;
      const buttons = Array.from(dialog.querySelectorAll('button')).filter((button) =>
        names.includes(button.textContent!.trim()),
      );
      const buttonRow = buttons[0]!.parentElement!;
      const buttonsTop = Math.min(...buttons.map((button) => button.getBoundingClientRect().top));
      const dialogBox = dialog.getBoundingClientRect();
      const found = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        const text = node.textContent!.trim();
        if (!text || !element || buttonRow.contains(node) || !element.checkVisibility()) continue;
        const inDialog = dialog.contains(node);
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const line of Array.from(range.getClientRects())) {
          const x = line.left + line.width / 2;
          for (let y = Math.max(line.top, buttonsTop) + 1; y < Math.min(line.bottom, window.innerHeight); y += 3) {
            const insideDialog =
              x >= dialogBox.left && x <= dialogBox.right && y >= dialogBox.top && y <= dialogBox.bottom;
            const seen = inDialog ? element.contains(document.elementFromPoint(x, y)) : !insideDialog;
            if (seen) found.add(`${text.slice(0, 40)} (y ${Math.round(y)})`);
          }
        }
      }
      return [...found];
    }, buttonNames);
  }

  test('the New Goal dialog: its buttons are the last thing on the screen, the form scrolls above them', async ({
    page,
  }) => {
    await page.goto('/goals');
    await page.getByRole('button', { name: 'New Goal' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'New Goal' });
    await expect(dialog.getByRole('button', { name: 'Create Goal' })).toBeVisible();
    expect(await textBelowButtons(page, ['Cancel', 'Create Goal'])).toEqual([]);

    // Scrolled to the end, and with the error banner showing, nothing appears below the buttons either.
    await dialog.getByText('Add milestone').scrollIntoViewIfNeeded();
    expect(await textBelowButtons(page, ['Cancel', 'Create Goal'])).toEqual([]);
    await dialog.getByRole('button', { name: 'Create Goal' }).click();
    await expect(dialog.getByText('Title and target date are required')).toBeVisible();
    expect(await textBelowButtons(page, ['Cancel', 'Create Goal'])).toEqual([]);
    await expect(dialog.getByRole('button', { name: 'Create Goal' })).toBeInViewport({ ratio: 1 });
  });
});

test.describe('the school name from Site Settings', () => {
  // The reviewer's school, and one at the 60-character limit.
  const NAMES = ['Riverside Guitar School', 'The Riverside Community School of Guitar, Bass and Ukulele'];

  /** The name shows whole in the top bar: on screen, not cut or clipped, clear of the account menu. */
  async function expectWholeName(page: Page, name: string, width: number) {
    const shown = page.getByRole('banner').getByText(name, { exact: true });
    await expect(shown, page.url()).toBeVisible();
    await expect(shown, page.url()).toBeInViewport({ ratio: 1 });
    const fit = await shown.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const menu = document.querySelector('header button[aria-haspopup="menu"]')?.getBoundingClientRect();
      return {
        clipped: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
        right: box.right,
        clearOfMenu: !menu || box.right <= menu.left,
      };
    });
    expect(fit.clipped, `${page.url()} at ${width} px: cut`).toBe(false);
    expect(fit.clearOfMenu, `${page.url()} at ${width} px: under the menu`).toBe(true);
    expect(fit.right).toBeLessThanOrEqual(width);
  }

  for (const width of [390, 1280]) {
    test(`shows whole at ${width} px on the sign-in page and on signed-in pages`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      let name = NAMES[0]!;
      // The public site information, as a superadmin's saved settings give it; the real school stays unnamed for
      // the tests that run alongside.
      await page.route('**/api/site', (route) => route.fulfill({ json: { schoolName: name } }));
      for (const next of NAMES) {
        name = next;
        await page.goto('/login');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectWholeName(page, name, width);
      }
      await signInViaApi(page, DEMO.learner);
      for (const next of NAMES) {
        name = next;
        for (const path of ['/', '/practice', '/library/metronome', '/session-summaries', '/calendar']) {
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expectWholeName(page, name, width);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        }
      }
    });
  }
});
