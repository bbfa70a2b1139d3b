import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Page } from '@playwright/test';
import { DEMO, expect, expectNoSeriousA11yViolations, signInViaApi, test } from './support/fixtures.ts';

const headers = { 'x-requested-with': 'woodshed' };
const beatDisplay = (page: Page) => page.getByRole('region', { name: 'Metronome' }).getByTestId('beat-display');
const currentBpm = (page: Page) => page.getByRole('region', { name: 'Metronome' }).getByTestId('current-bpm');
const bpmField = (page: Page) => page.getByRole('spinbutton', { name: 'BPM', exact: true });

test.describe('metronome: clicks on the audio clock', () => {
  test('a 5-minute click track at 300 BPM rendered offline has every onset within 1 ms of its ideal time', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // The page's own engine and player, bundled as they are (no copy of the timing code in the test).
    const bundle = await build({
      entryPoints: [
        fileURLToPath(new URL('../apps/web/src/features/metronome/audio/render-click-track.ts', import.meta.url)),
      ],
      bundle: true,
      format: 'iife',
      globalName: 'metronomeProof',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    await page.setContent('<!doctype html><title>Click track</title>');
    await page.addScriptTag({ content: bundle.outputFiles[0]!.text });

    const SAMPLE_RATE = 16_000;
    const START = 0.0503; // Not on a sample boundary, to be fair.
    const BPM = 300;
    const result = await page.evaluate(
      async ({ sampleRate, start, bpm }) => {
        const proof = (
          window as unknown as { metronomeProof: { renderClickTrack: (options: object) => Promise<Float32Array> } }
        ).metronomeProof;
        const samples = await proof.renderClickTrack({
          settings: {
            bpm,
            signatureId: '4/4',
            subdivision: 'none',
            accentBeatOne: true,
            speedTrainer: null,
            gapTrainer: null,
          },
          seconds: 300,
          sampleRate,
          startTime: start,
          sound: 'wood',
          volumes: { accent: 1, beat: 1, subdivision: 1 },
        });
        // An onset: the first sample above the threshold after silence; then wait out the click (100 ms).
        const THRESHOLD = 0.05;
        const refractory = Math.round(0.1 * sampleRate);
        const onsets: number[] = [];
        for (let i = 0; i < samples.length; i++) {
          if (Math.abs(samples[i]!) > THRESHOLD) {
            onsets.push(i / sampleRate);
            i += refractory;
          }
        }
        const period = 60 / bpm;
        let maxError = 0;
        onsets.forEach((onset, n) => {
          maxError = Math.max(maxError, Math.abs(onset - (start + n * period)));
        });
        return { count: onsets.length, maxError, length: samples.length };
      },
      { sampleRate: SAMPLE_RATE, start: START, bpm: BPM },
    );
    expect(result.length).toBe(300 * SAMPLE_RATE);
    expect(result.count).toBe(1500);
    expect(result.maxError).toBeLessThan(0.001);
    test.info().annotations.push({ type: 'max onset error', description: `${(result.maxError * 1000).toFixed(3)} ms` });
  });
});

test.describe('metronome page', () => {
  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, DEMO.learner);
  });

  test('reachable from the library navigation; Space starts it, the beat moves, Space stops it', async ({ page }) => {
    await page.goto('/library');
    await page.getByRole('navigation', { name: 'Library' }).getByRole('link', { name: 'Metronome' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Metronome' })).toBeVisible();
    await expect(page).toHaveTitle('Metronome · Woodshed');
    await expectNoSeriousA11yViolations(page);

    const display = beatDisplay(page);
    await expect(display).toHaveAttribute('data-beat', '0');
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press(' ');
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible();
    await expect(display).toHaveAttribute('data-beat', '1');
    await expect(display).toHaveAttribute('data-beat', '2');
    await expect(display).toHaveAttribute('data-beat', '3');
    await expect(display).toHaveAttribute('data-bar', /[1-9]/);
    await expectNoSeriousA11yViolations(page);
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press(' ');
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
    await expect(display).toHaveAttribute('data-beat', '0');
    await expect(display).toContainText('Stopped');
  });

  test('the speed trainer moves the tempo 60 → 65 → 70 every bar and shows the next change', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/library/metronome');
    const speed = page.getByRole('region', { name: 'Speed trainer' });
    await speed.getByLabel(/Speed trainer on/).check();
    await speed.getByRole('spinbutton', { name: 'Start BPM' }).fill('60');
    await speed.getByRole('spinbutton', { name: 'Target BPM' }).fill('70');
    await speed.getByRole('spinbutton', { name: 'Step (BPM)' }).fill('5');
    await speed.getByRole('spinbutton', { name: 'Change every' }).fill('1');
    await expect(speed.getByRole('combobox', { name: 'Unit' })).toHaveValue('bars');
    await page.getByRole('button', { name: 'Start' }).click();

    await expect(currentBpm(page)).toHaveText('60');
    await expect(page.getByText('Next: +5 BPM at bar 2')).toBeVisible();
    await expect(currentBpm(page)).toHaveText('65', { timeout: 8_000 });
    await expect(page.getByText('Next: +5 BPM at bar 3')).toBeVisible();
    await expect(currentBpm(page)).toHaveText('70', { timeout: 8_000 });
    // The target reached without loop back: no further change.
    await expect(page.getByText(/^Next:/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Stop' }).click();

    // Remembered in this browser.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Speed trainer' }).getByLabel(/Speed trainer on/)).toBeChecked();
    await expect(page.getByRole('spinbutton', { name: 'Target BPM' })).toHaveValue('70');
  });

  test('tap tempo: taps every 500 ms give 120 BPM', async ({ page }) => {
    await page.clock.install();
    await page.goto('/library/metronome');
    const tap = page.getByRole('button', { name: 'Tap tempo' });
    await expect(tap).toBeVisible();
    // Paused once the page is up: only runFor moves its clock (performance.now), so the taps are 500 ms apart.
    await page.clock.pauseAt(Date.now() + 60_000);
    for (let i = 0; i < 6; i++) {
      await tap.click();
      await page.clock.runFor(500);
    }
    await expect(bpmField(page)).toHaveValue('120');
    await expect(page.getByRole('slider', { name: 'Tempo' })).toHaveValue('120');
  });

  test('arrow keys change the BPM by 1, with Shift by 5, and the change is announced', async ({ page }) => {
    await page.goto('/library/metronome');
    await expect(bpmField(page)).toHaveValue('80');
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('ArrowUp');
    await expect(bpmField(page)).toHaveValue('81');
    await page.keyboard.press('Shift+ArrowRight');
    await expect(bpmField(page)).toHaveValue('86');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(bpmField(page)).toHaveValue('80');
    await expect(page.locator('p[role="status"][aria-live="polite"]')).toHaveText('80 BPM');
    // In a text field the arrows are the field's own.
    await bpmField(page).focus();
    await page.keyboard.press('ArrowUp');
    await expect(bpmField(page)).toHaveValue('81');
    await expect(page.getByRole('slider', { name: 'Tempo' })).toHaveValue('81');
  });

  test('while playing, ↑ and + change the big readout at once, with the field and the slider', async ({ page }) => {
    await page.goto('/library/metronome');
    // 20 BPM in 7/8: a bar lasts 21 s, so a readout that waited for the next bar line would still say 20.
    await bpmField(page).fill('20');
    await page.getByRole('combobox', { name: 'Time signature' }).selectOption('7/8');
    await page.getByRole('button', { name: 'Start' }).click();
    const display = beatDisplay(page);
    await expect(display).toHaveAttribute('data-beat', '1');
    await expect(currentBpm(page)).toHaveText('20');

    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('ArrowUp');
    await expect(bpmField(page)).toHaveValue('21');
    await expect(page.getByRole('slider', { name: 'Tempo' })).toHaveValue('21');
    await expect(currentBpm(page)).toHaveText('21', { timeout: 3_000 });
    await page.getByRole('button', { name: 'Faster (+1 BPM)' }).click();
    await expect(bpmField(page)).toHaveValue('22');
    await expect(currentBpm(page)).toHaveText('22', { timeout: 3_000 });
    // Still the first bar: the readout did not wait for the new tempo to be heard.
    await expect(display).toHaveAttribute('data-bar', '1');
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(currentBpm(page)).toHaveText('22');
  });

  test('fits a 390 px phone: the cards and Start stay inside the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/library/metronome');
    await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
    const overflow = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      body: document.body.scrollWidth - document.body.clientWidth,
    }));
    expect(overflow).toEqual({ document: 0, body: 0 });
    const rightEdges = await page
      .locator('main section, main button')
      .evaluateAll((elements) => elements.map((element) => Math.ceil(element.getBoundingClientRect().right)));
    expect(Math.max(...rightEdges)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: 'Start' })).toBeInViewport({ ratio: 1 });
  });

  test('opened for an exercise: starts at its last logged tempo and logs a clean tempo', async ({ page }) => {
    const list = await page.request.get('/api/library?type=exercise&page=1&pageSize=1');
    expect(list.status()).toBe(200);
    const exercise = ((await list.json()) as { items: Array<{ id: string; title: string }> }).items[0]!;
    const logged = await page.request.post('/api/tempo-log', {
      headers,
      data: { itemType: 'exercise', itemId: exercise.id, bpm: 96 },
    });
    expect([200, 201]).toContain(logged.status());

    await page.goto(`/library/metronome?itemType=exercise&itemId=${exercise.id}`);
    const panel = page.getByRole('region', { name: exercise.title });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Last logged: 96 BPM');
    await expect(bpmField(page)).toHaveValue('96');
    await expectNoSeriousA11yViolations(page);

    await page.locator('body').click({ position: { x: 1, y: 1 } });
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowUp');
    await panel.getByRole('button', { name: 'Log clean at 100 BPM' }).click();
    await expect(panel.getByRole('status')).toHaveText("Updated today's tempo to 100 BPM");
    await expect(panel).toContainText('Last logged: 100 BPM');
  });
});
