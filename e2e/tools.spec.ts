import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, expectNoSeriousA11yViolations, signInViaApi, test } from './support/fixtures.ts';

/** The tools announce what they play in a polite live region; tests read it instead of listening. */
const liveStatus = (page: Page) => page.locator('p[role="status"][aria-live="polite"].sr-only');

const slider = (scope: Page | Locator, name: string) => scope.getByRole('slider', { name, exact: true });

async function centreOf(locator: Locator): Promise<{ x: number; y: number }> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await centreOf(from);
  const end = await centreOf(to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2, { steps: 4 });
  await page.mouse.move(end.x, end.y, { steps: 4 });
  await page.mouse.up();
}

test.describe('interactive tools', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, DEMO.learner);
  });

  test('each tool is reachable from the library navigation', async ({ page }) => {
    await page.goto('/library');
    const nav = page.getByRole('navigation', { name: 'Library' });
    for (const [link, heading] of [
      ['Circle of Notes', 'Circle of Notes'],
      ['Interactive Fretboard', 'Interactive Fretboard'],
      ['Sine Wave Playground', 'Sine Wave Playground'],
    ]) {
      await nav.getByRole('link', { name: link }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
      await expect(page).toHaveTitle(`${heading} · Woodshed`);
    }
  });

  test('circle of notes: keys play notes, O and L change the octave within 0–8', async ({ page }) => {
    await page.goto('/library/circle-of-notes');
    const circle = page.getByRole('button', { name: 'C4', exact: true });
    await expect(circle).toBeVisible();
    await expect(page.getByRole('button', { name: 'C♯4 / D♭4' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const recent = page.getByRole('region', { name: 'Recently played' }).getByRole('listitem');
    await page.keyboard.press('a');
    await expect(liveStatus(page)).toHaveText('Playing C4');
    await page.keyboard.press('w');
    await expect(liveStatus(page)).toHaveText('Playing C♯4');
    for (const key of ['s', 'e', 'd', 'f', 't', 'g', 'y', 'h', 'u', 'j']) await page.keyboard.press(key);
    await expect(liveStatus(page)).toHaveText('Playing B4');
    await expect(recent).toHaveText(['B4', 'A♯4', 'A4', 'G♯4', 'G4', 'F♯4', 'F4', 'E4']);
    // Keys that are not notes do nothing.
    await page.keyboard.press('k');
    await expect(recent.first()).toHaveText('B4');

    const octave = page.getByRole('group', { name: 'Octave' }).getByLabel('Current octave');
    await expect(octave).toHaveText('4');
    for (let i = 0; i < 4; i++) await page.keyboard.press('o');
    await expect(octave).toHaveText('8');
    await page.keyboard.press('O');
    await expect(octave).toHaveText('8');
    await expect(liveStatus(page)).toHaveText('Octave 8 is the highest');
    await expect(page.getByRole('button', { name: 'Raise octave (O)' })).toBeDisabled();
    await page.keyboard.press('j');
    await expect(liveStatus(page)).toHaveText('Playing B8');

    for (let i = 0; i < 9; i++) await page.keyboard.press('l');
    await expect(octave).toHaveText('0');
    await expect(liveStatus(page)).toHaveText('Octave 0 is the lowest');
    await expect(page.getByRole('button', { name: 'Lower octave (L)' })).toBeDisabled();
    await page.keyboard.press('a');
    await expect(liveStatus(page)).toHaveText('Playing C0');
    await page.getByRole('button', { name: 'Raise octave (O)' }).click();
    await expect(octave).toHaveText('1');
    // A focused note button plays with Enter.
    await page.getByRole('button', { name: 'G1', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(liveStatus(page)).toHaveText('Playing G1');
  });

  test('circle of notes: clicking plays, dragging names the interval', async ({ page }) => {
    await page.goto('/library/circle-of-notes');
    const note = (name: string) => page.getByRole('button', { name, exact: true });
    const interval = page.getByRole('region', { name: 'Interval' });

    await note('E4').click();
    await expect(liveStatus(page)).toHaveText('Playing E4');
    await expect(interval).toContainText('Drag from one note');

    await drag(page, note('C4'), note('E4'));
    await expect(interval).toContainText('Major 3rd');
    await expect(interval).toContainText('C4 up to E4, 4 half-steps');
    await expect(liveStatus(page)).toHaveText('C4 up to E4: Major 3rd');

    await drag(page, note('E4'), note('C4'));
    await expect(interval).toContainText('Minor 6th');
    await expect(interval).toContainText('E4 up to C5, 8 half-steps');

    await drag(page, note('F4'), note('B4'));
    await expect(interval).toContainText('Tritone');
    await drag(page, note('G4'), page.getByRole('button', { name: 'F♯4 / G♭4' }));
    await expect(interval).toContainText('Major 7th');

    // A press that moves less than 5 px is a click: it plays and measures nothing.
    const a = await centreOf(note('A4'));
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(a.x + 3, a.y + 2);
    await page.mouse.up();
    await expect(liveStatus(page)).toHaveText('Playing A4');
    await expect(interval).toContainText('Drag from one note');

    // Keyboard alternative to dragging: Shift with a note measures from the last note played.
    await page.keyboard.press('Shift+D');
    await expect(interval).toContainText('Perfect 5th');
    await expect(interval).toContainText('A4 up to E5');
    await expectNoSeriousA11yViolations(page);
  });

  test('circle of notes: a tap plays and a touch drag names the interval', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await signInViaApi(page, DEMO.learner);
    await page.goto('/library/circle-of-notes');
    const note = (name: string) => page.getByRole('button', { name, exact: true });
    await note('D4').tap();
    await expect(liveStatus(page)).toHaveText('Playing D4');

    const touch = await context.newCDPSession(page);
    const from = await centreOf(note('D4'));
    const to = await centreOf(note('A4'));
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
    for (let step = 1; step <= 5; step++) {
      const x = from.x + ((to.x - from.x) * step) / 5;
      const y = from.y + ((to.y - from.y) * step) / 5;
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
    }
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page.getByRole('region', { name: 'Interval' })).toContainText('Perfect 5th');
    await expect(liveStatus(page)).toHaveText('D4 up to A4: Perfect 5th');
    await context.close();
  });

  test('fretboard: tunings, scales, chords, labels and left-handed view', async ({ page }) => {
    await page.goto('/library/interactive-fretboard');
    const position = (name: string) => page.getByRole('button', { name, exact: true });
    await expect(page.getByRole('heading', { level: 2, name: 'A minor pentatonic' })).toBeVisible();
    await expect(position('String 6 fret 5: A2, root')).toBeVisible();
    await expect(position('String 1 fret 3: G4, ♭7')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await position('String 6 fret 3: G2, ♭7').click();
    await expect(liveStatus(page)).toHaveText('Playing G2 (string 6, fret 3)');
    await page.keyboard.press('ArrowRight');
    await expect(position('String 6 fret 4: G♯2')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(liveStatus(page)).toHaveText('Playing C♯3 (string 5, fret 4)');

    const tuning = page.getByRole('combobox', { name: 'Tuning' });
    const stringCount = async () =>
      new Set(
        await page
          .getByRole('button', { name: /^String \d fret/ })
          .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')!.split(' ')[1])),
      ).size;
    await tuning.selectOption('drop-d');
    await expect(position('String 6 fret 0: D2, 4')).toBeVisible();
    await tuning.selectOption('seven-string');
    await expect(position('String 7 fret 0: B1')).toBeVisible();
    expect(await stringCount()).toBe(7);
    await tuning.selectOption('eight-string');
    await expect(position('String 8 fret 0: F♯1')).toBeVisible();
    expect(await stringCount()).toBe(8);
    await tuning.selectOption('ukulele');
    await expect(position('String 4 fret 0: G4, ♭7')).toBeVisible();
    await expect(position('String 1 fret 0: A4, root')).toBeVisible();
    expect(await stringCount()).toBe(4);
    await tuning.selectOption('violin-mandolin');
    await expect(position('String 4 fret 0: G3, ♭7')).toBeVisible();
    await tuning.selectOption('e-flat');
    await expect(position('String 6 fret 0: E♭2')).toBeVisible();
    await tuning.selectOption('drop-c');
    await expect(position('String 6 fret 0: C2, ♭3')).toBeVisible();
    await tuning.selectOption('standard');

    await page.getByRole('button', { name: 'Chord', exact: true }).click();
    await page.getByRole('combobox', { name: 'Root' }).selectOption({ label: 'G' });
    await page.getByRole('combobox', { name: 'Chord' }).selectOption({ label: 'Dominant 7th (7)' });
    await expect(page.getByRole('heading', { level: 2, name: 'G7' })).toBeVisible();
    await expect(position('String 1 fret 1: F4, ♭7')).toBeVisible();
    const dot = position('String 1 fret 1: F4, ♭7').locator('text');
    await expect(dot).toHaveText('F');
    await page.getByRole('button', { name: 'Intervals' }).click();
    await expect(dot).toHaveText('♭7');

    await page.getByRole('button', { name: 'Scale', exact: true }).click();
    await page.getByRole('combobox', { name: 'Root' }).selectOption({ label: 'C' });
    await page.getByRole('combobox', { name: 'Scale' }).selectOption({ label: 'Lydian (mode 4)' });
    await expect(page.getByRole('heading', { level: 2, name: 'C lydian' })).toBeVisible();
    await expect(position('String 1 fret 2: F♯4, ♯4')).toBeVisible();

    const low = await centreOf(position('String 6 fret 1: F2'));
    const high = await centreOf(position('String 6 fret 12: E3, 3'));
    expect(low.x).toBeLessThan(high.x);
    await page.getByRole('checkbox', { name: 'Left-handed (mirrored) view' }).check();
    await expect(page.getByRole('group', { name: /left-handed/ })).toBeVisible();
    const mirroredLow = await centreOf(position('String 6 fret 1: F2'));
    const mirroredHigh = await centreOf(position('String 6 fret 12: E3, 3'));
    expect(mirroredLow.x).toBeGreaterThan(mirroredHigh.x);
    await expectNoSeriousA11yViolations(page);
  });

  test('fretboard: the number of frets and the starting fret refuse out-of-range values', async ({ page }) => {
    await page.goto('/library/interactive-fretboard');
    const frets = page.getByRole('spinbutton', { name: 'Number of frets' });
    const start = page.getByRole('spinbutton', { name: 'Starting fret' });
    const fretNumbers = () =>
      page
        .getByRole('button', { name: /^String 1 fret / })
        .evaluateAll((els) => els.map((el) => Number(/fret (\d+)/.exec(el.getAttribute('aria-label')!)![1])));
    await expect.poll(fretNumbers).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);

    await frets.fill('25');
    await expect(
      page.getByText('Number of frets must be a whole number from 4 to 24. The board still shows 12.'),
    ).toBeVisible();
    await expect(frets).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(fretNumbers).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    await frets.fill('3');
    await expect(
      page.getByText('Number of frets must be a whole number from 4 to 24.', { exact: false }),
    ).toBeVisible();
    await frets.fill('4');
    await expect(frets).not.toHaveAttribute('aria-invalid', 'true');
    await expect.poll(fretNumbers).toEqual([0, 1, 2, 3, 4]);

    await start.fill('21');
    await expect(
      page.getByText(
        'Starting fret must be a whole number from 0 to 20 (24 minus the number of frets). The board still shows 0.',
      ),
    ).toBeVisible();
    await expect.poll(fretNumbers).toEqual([0, 1, 2, 3, 4]);
    await start.fill('-1');
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await start.fill('20');
    await expect.poll(fretNumbers).toEqual([21, 22, 23, 24]);
    await expect(page.getByRole('button', { name: 'String 1 fret 24: E6' })).toBeVisible();

    // More frets no longer fit after fret 20: the starting fret moves down, and says so.
    await frets.fill('12');
    await expect(start).toHaveValue('12');
    await expect(page.getByText('Starting fret moved to 12 so the board still ends by fret 24.')).toBeVisible();
    await expect.poll(fretNumbers).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    await frets.fill('24');
    await expect(start).toHaveValue('0');
    await expect.poll(async () => (await fretNumbers()).length).toBe(25);
  });

  test('sine playground: sliders with the spec ranges update the drawing', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/library/sine-wave-playground');
    const canvas = page.getByRole('img', { name: /sine wave/ });
    await expect(canvas).toHaveAccessibleName(
      'One sine wave: 440 Hz at amplitude 100, phase 0.00; global phase 0.00π.',
    );
    // Reduced motion: nothing moves by itself.
    await expect(page.getByRole('button', { name: 'Animate' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const wave1 = page.getByRole('group', { name: 'Wave 1' });
    const ranges: [Locator, string, string][] = [
      [slider(wave1, 'Amplitude'), '0', '200'],
      [slider(wave1, 'Frequency'), '0', '2000'],
      [slider(wave1, 'Phase'), '0', '10'],
      [slider(page, 'Line width'), '1', '50'],
      [slider(page, 'Zoom'), '1', '200'],
      [slider(page, 'Global phase'), '0', String(8 * Math.PI)],
    ];
    for (const [control, min, max] of ranges) {
      await expect(control).toHaveAttribute('min', min);
      await expect(control).toHaveAttribute('max', max);
    }
    await expect(slider(wave1, 'Frequency')).toHaveValue('440');

    const pixels = () => canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());
    let before = await pixels();
    for (const [control, value] of [
      [slider(wave1, 'Frequency'), '880'],
      [slider(wave1, 'Amplitude'), '150'],
      [slider(wave1, 'Phase'), '2'],
      [slider(page, 'Line width'), '12'],
      [slider(page, 'Zoom'), '120'],
      [slider(page, 'Global phase'), '3.14'],
    ] as const) {
      await control.fill(value);
      await expect.poll(pixels).not.toBe(before);
      before = await pixels();
    }
    await expect(canvas).toHaveAccessibleName(
      /^One sine wave: 880 Hz at amplitude 150, phase 2\.00; global phase 1\.00π\.$/,
    );

    await page.getByRole('combobox', { name: 'Guitar note for wave 1' }).selectOption('E2');
    await expect(wave1.getByText('82.41 Hz')).toBeVisible();
    await page.getByRole('button', { name: 'Generate harmonic series' }).click();
    await expect(page.getByRole('group', { name: /^Wave \d+$/ })).toHaveCount(9);
    await expect(page.getByRole('group', { name: 'Wave 9' }).getByText('741.69 Hz')).toBeVisible();
    await expect(canvas).toHaveAccessibleName(/^Sum of 9 sine waves: 82\.41 Hz at amplitude 150/);

    await page.getByRole('button', { name: 'Remove wave 9' }).click();
    await expect(page.getByRole('group', { name: /^Wave \d+$/ })).toHaveCount(8);
    await page.getByRole('button', { name: 'Add wave' }).click();
    await expect(page.getByRole('group', { name: /^Wave \d+$/ })).toHaveCount(9);

    await page.getByRole('button', { name: 'Play sound' }).click();
    await expect(page.getByRole('button', { name: 'Stop sound' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Stop sound' }).click();
    await expect(page.getByRole('button', { name: 'Play sound' })).toHaveAttribute('aria-pressed', 'false');
  });

  test('sine playground: the default harmonic series keeps 8 overtones within 2000 Hz, and the waves animate', async ({
    page,
  }) => {
    await page.goto('/library/sine-wave-playground');
    const canvas = page.getByRole('img', { name: /sine wave/ });
    await expect(page.getByRole('button', { name: 'Pause animation' })).toBeVisible();
    const pixels = () => canvas.evaluate((element: HTMLCanvasElement) => element.toDataURL());
    const first = await pixels();
    await expect.poll(pixels).not.toBe(first);

    await page.getByRole('button', { name: 'Generate harmonic series' }).click();
    await expect(page.getByRole('group', { name: /^Wave \d+$/ })).toHaveCount(9);
    await expect(
      page.getByText('Built on 220 Hz, an octave below 440 Hz, so all 9 harmonics stay within 2000 Hz.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Pause animation' }).click();
    await expect(page.getByRole('button', { name: 'Animate' })).toBeVisible();
  });

  test('the tools fit a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of [
      '/library/circle-of-notes',
      '/library/interactive-fretboard',
      '/library/sine-wave-playground',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('interactive tools: what a new user trips over', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, DEMO.learner);
  });

  test('circle of notes: the keyboard card shows with a mouse, not on a touch screen until a key is pressed', async ({
    page,
    browser,
  }) => {
    await page.goto('/library/circle-of-notes');
    await expect(page.getByRole('region', { name: 'Keyboard' })).toBeVisible();

    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await signInViaApi(phone, DEMO.learner);
    await phone.goto('/library/circle-of-notes');
    await expect(phone.getByRole('button', { name: 'C4', exact: true })).toBeVisible();
    await expect(phone.getByRole('region', { name: 'Recently played' })).toBeVisible();
    await expect(phone.getByRole('region', { name: 'Keyboard' })).toHaveCount(0);
    // A tablet with a keyboard attached: the first key press brings the card (and plays the note).
    await phone.keyboard.press('a');
    await expect(liveStatus(phone)).toHaveText('Playing C4');
    await expect(phone.getByRole('region', { name: 'Keyboard' })).toBeVisible();
    await context.close();
  });

  test('fretboard: the inlays at frets 3, 5, 7, 9 and 12 never overlap a note marker', async ({ page }) => {
    await page.goto('/library/interactive-fretboard');
    await page.getByRole('combobox', { name: 'Scale' }).selectOption({ label: 'All notes (chromatic)' });
    const board = page.getByRole('group', { name: /^Fretboard, / });
    for (const [tuning, strings] of [
      ['standard', 6],
      ['seven-string', 7],
      ['ukulele', 4],
    ] as const) {
      await page.getByRole('combobox', { name: 'Tuning' }).selectOption(tuning);
      await expect(page.getByRole('button', { name: new RegExp(`^String ${strings} fret 12: `) })).toBeVisible();
      const { inlays, markers, overlaps } = await board.evaluate((svg) => {
        const circle = (element: Element) => {
          const box = element.getBoundingClientRect();
          return { x: box.x + box.width / 2, y: box.y + box.height / 2, r: box.width / 2 };
        };
        // The wood (inlays) is the drawing's decorative group; the markers are the filled dots in the positions.
        const inlayCircles = Array.from(svg.querySelectorAll(':scope > g[aria-hidden="true"] circle'), circle);
        const markerCircles = Array.from(svg.querySelectorAll('[role="button"] circle'))
          .filter((element) => {
            const style = getComputedStyle(element);
            return style.fill !== 'none' && style.opacity !== '0';
          })
          .map(circle);
        const hits = inlayCircles.flatMap((inlay) =>
          markerCircles
            .filter((marker) => Math.hypot(marker.x - inlay.x, marker.y - inlay.y) < marker.r + inlay.r)
            .map(
              (marker) =>
                `inlay at ${Math.round(inlay.x)},${Math.round(inlay.y)} / marker at ${Math.round(marker.x)},${Math.round(marker.y)}`,
            ),
        );
        return { inlays: inlayCircles.length, markers: markerCircles.length, overlaps: hits };
      });
      // Frets 0–12: one inlay each at 3, 5, 7 and 9, two at 12; a marker on every position.
      expect(inlays, tuning).toBe(6);
      expect(markers, tuning).toBe(13 * strings);
      expect(overlaps, tuning).toEqual([]);
    }
  });

  test('sine playground: a single wave is drawn in the colour its card shows', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/library/sine-wave-playground');
    const canvas = page.getByRole('img', { name: /sine wave/ });
    await expect(canvas).toHaveAccessibleName(/^One sine wave/);
    await expect(page.getByRole('button', { name: 'Animate' })).toBeVisible();
    const swatch = await page
      .getByRole('group', { name: 'Wave 1' })
      .getByRole('heading', { name: 'Wave 1' })
      .locator('span[aria-hidden="true"]')
      .evaluate((element) => getComputedStyle(element).backgroundColor);
    // The line's colour: the commonest fully opaque colour on the canvas (the grid and axis are thin and grey).
    const drawn = () =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const { data } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
        const counts = new Map<string, number>();
        for (let i = 0; i < data.length; i += 4) {
          if (data[i + 3] !== 255) continue;
          const colour = `rgb(${data[i]}, ${data[i + 1]}, ${data[i + 2]})`;
          if (['rgb(231, 229, 228)', 'rgb(168, 162, 158)'].includes(colour)) continue;
          counts.set(colour, (counts.get(colour) ?? 0) + 1);
        }
        return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
      });
    await expect.poll(drawn).toBe(swatch);
  });
});
