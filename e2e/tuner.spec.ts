import { writeFileSync } from 'node:fs';
import { chromium, type Browser, type Page, type TestInfo } from '@playwright/test';
import {
  collectConsoleProblems,
  DEMO,
  expect,
  expectNoSeriousA11yViolations,
  signInViaApi,
  test,
} from './support/fixtures.ts';

/**
 * The tuner on Chromium's fake microphone: the browser plays a WAV we synthesise (a fundamental with harmonics and
 * a little noise, looped) as if it came from the microphone, and the page must read its note within ±2 cents.
 */

const SAMPLE_RATE = 48_000;

/** A 16-bit mono WAV of a sustained string-like tone (2 s, looped by the fake device). */
function writeToneWav(path: string, frequency: number): void {
  const samples = 2 * SAMPLE_RATE;
  const data = Buffer.alloc(samples * 2);
  let seed = 7;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 30 - 1;
  };
  for (let i = 0; i < samples; i++) {
    const t = i / SAMPLE_RATE;
    let value = 0;
    for (let n = 1; n <= 8; n++) value += (0.35 / n ** 1.5) * Math.sin(2 * Math.PI * n * frequency * t + n);
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value + 0.004 * noise())) * 32_767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  writeFileSync(path, Buffer.concat([header, data]));
}

/** Records every microphone stream and audio context the page makes, so the test can see them released. */
function probeMedia(): void {
  const probe = { streams: [] as MediaStream[], contexts: [] as AudioContext[], constraints: [] as unknown[] };
  (window as unknown as { __tunerProbe: typeof probe }).__tunerProbe = probe;
  const devices = navigator.mediaDevices;
  const getUserMedia = devices.getUserMedia.bind(devices);
  devices.getUserMedia = async (constraints) => {
    probe.constraints.push(constraints);
    const stream = await getUserMedia(constraints);
    probe.streams.push(stream);
    return stream;
  };
  const Original = window.AudioContext;
  window.AudioContext = class extends Original {
    constructor(options?: AudioContextOptions) {
      super(options);
      probe.contexts.push(this);
    }
  };
}

interface ProbeState {
  requests: number;
  constraints: unknown[];
  liveTracks: number;
  openContexts: number;
}

const probeState = (page: Page): Promise<ProbeState> =>
  page.evaluate(() => {
    const probe = (
      window as unknown as {
        __tunerProbe: { streams: MediaStream[]; contexts: AudioContext[]; constraints: unknown[] };
      }
    ).__tunerProbe;
    return {
      requests: probe.streams.length,
      constraints: probe.constraints,
      liveTracks: probe.streams.flatMap((stream) => stream.getTracks()).filter((track) => track.readyState === 'live')
        .length,
      openContexts: probe.contexts.filter((context) => context.state !== 'closed').length,
    };
  });

/** A Chromium of its own whose microphone plays `wavPath` (launch options are shared in playwright.config). */
async function launchWithFakeMicrophone(testInfo: TestInfo, wavPath: string): Promise<Browser> {
  const shared = testInfo.project.use.launchOptions ?? {};
  return chromium.launch({
    ...shared,
    args: [
      ...(shared.args ?? []),
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${wavPath}`,
    ],
  });
}

async function openTuner(browser: Browser, baseURL: string | undefined): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  // This browser is the test's own, so the suite's console watch does not see it.
  const errors: string[] = [];
  collectConsoleProblems(context, errors);
  await page.addInitScript(probeMedia);
  await signInViaApi(page, DEMO.learner);
  await page.goto('/library/tuner');
  await expect(page.getByRole('heading', { level: 1, name: 'Tuner' })).toBeVisible();
  return { page, errors };
}

const meterValue = async (page: Page): Promise<number> =>
  Number(await page.getByRole('meter', { name: 'Cents off the note' }).getAttribute('aria-valuenow'));

/** Waits until the meter reads within ±2 cents of `cents` (the reading settles within a second). */
async function expectCents(page: Page, cents: number): Promise<void> {
  await expect.poll(async () => Math.abs((await meterValue(page)) - cents), { timeout: 10_000 }).toBeLessThanOrEqual(2);
  // And stays there: a few readings later it still holds.
  for (let i = 0; i < 3; i++) {
    await page.waitForTimeout(200);
    expect(Math.abs((await meterValue(page)) - cents)).toBeLessThanOrEqual(2);
  }
}

test.describe('tuner', () => {
  test('reads A2 from the microphone, follows A4 and the tuning, and releases the microphone', async ({
    baseURL,
  }, testInfo) => {
    const wav = testInfo.outputPath('a2-110hz.wav');
    writeToneWav(wav, 110);
    const browser = await launchWithFakeMicrophone(testInfo, wav);
    try {
      const { page, errors } = await openTuner(browser, baseURL);
      // Nothing asks for the microphone before the click.
      expect((await probeState(page)).requests).toBe(0);
      await expect(page.getByRole('meter', { name: 'Cents off the note' })).toHaveAttribute(
        'aria-valuetext',
        'No clear note',
      );

      // Start at the default A4 = 440 Hz on standard tuning.
      await page.getByLabel('A4 reference (Hz)').fill('440');
      await page.getByLabel('Tuning').selectOption('standard');
      await page.getByRole('button', { name: 'Start tuner' }).click();
      await expect(page.getByTestId('tuner-note')).toHaveText('A2');
      await expectCents(page, 0);
      await expect(page.getByText('In tune', { exact: true })).toBeVisible();
      await expect(page.getByText('Nearest string: 5 (A2)')).toBeVisible();
      const state = await probeState(page);
      expect(state.requests).toBe(1);
      expect(state.constraints[0]).toEqual({
        audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
        video: false,
      });
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath('tuner-listening.png'), fullPage: true });

      // A4 = 446 Hz: A2 is 111.5 Hz, so 110 Hz reads 23.4 cents flat.
      await page.getByLabel('A4 reference (Hz)').fill('446');
      await expectCents(page, 1200 * Math.log2(110 / 111.5));
      await expect(page.getByTestId('tuner-note')).toHaveText('A2');
      await expect(page.getByText('Flat — tune up')).toBeVisible();
      // The stepper: down to 445 Hz (A2 = 111.25 Hz).
      await page.getByRole('button', { name: 'Lower A4 by 1 Hz' }).click();
      await expect(page.getByLabel('A4 reference (Hz)')).toHaveValue('445');
      await expectCents(page, 1200 * Math.log2(110 / 111.25));

      // E♭ standard: its strings, and 110 Hz is nearest to the A♭2 string.
      await page.getByLabel('Tuning').selectOption('e-flat');
      const strings = page.getByRole('region', { name: 'Strings' }).getByRole('button');
      await expect(strings).toHaveCount(6);
      await expect(strings.first()).toContainText('E♭2');
      await expect(page.getByText('Nearest string: 5 (A♭2)')).toBeVisible();
      await expect(strings.nth(1)).toContainText('(nearest string)');

      // Stop releases the microphone: every track ended, the audio context closed.
      await page.getByRole('button', { name: 'Stop' }).click();
      await expect(page.getByRole('button', { name: 'Start tuner' })).toBeVisible();
      await expect.poll(async () => probeState(page)).toMatchObject({ liveTracks: 0, openContexts: 0 });

      // Leaving the page while listening releases it too.
      await page.getByRole('button', { name: 'Start tuner' }).click();
      await expect(page.getByTestId('tuner-note')).toHaveText('A2');
      expect(await probeState(page)).toMatchObject({ requests: 2, liveTracks: 1, openContexts: 1 });
      await page
        .getByRole('navigation', { name: 'Library' })
        .getByRole('link', { name: 'Interactive Fretboard' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Interactive Fretboard' })).toBeVisible();
      await expect.poll(async () => probeState(page)).toMatchObject({ liveTracks: 0, openContexts: 0 });

      // The tuning and A4 are remembered in this browser.
      await page.getByRole('navigation', { name: 'Library' }).getByRole('link', { name: 'Tuner' }).click();
      await expect(page.getByLabel('A4 reference (Hz)')).toHaveValue('445');
      await expect(page.getByLabel('Tuning')).toHaveValue('e-flat');
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test('reads a low E 20 cents sharp within ±2 cents', async ({ baseURL }, testInfo) => {
    const wav = testInfo.outputPath('e2-plus-20-cents.wav');
    writeToneWav(wav, 440 * 2 ** ((40 + 0.2 - 69) / 12));
    const browser = await launchWithFakeMicrophone(testInfo, wav);
    try {
      const { page, errors } = await openTuner(browser, baseURL);
      await page.getByRole('button', { name: 'Start tuner' }).click();
      await expect(page.getByTestId('tuner-note')).toHaveText('E2');
      await expectCents(page, 20);
      await expect(page.getByText('Sharp — tune down')).toBeVisible();
      await expect(page.getByRole('meter', { name: 'Cents off the note' })).toHaveAttribute(
        'aria-valuetext',
        /^(19|20|21|22|18) cents sharp$/,
      );
      await page.getByRole('button', { name: 'Stop' }).click();
      await expect.poll(async () => probeState(page)).toMatchObject({ liveTracks: 0, openContexts: 0 });
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test.describe('without a microphone', () => {
    test.beforeEach(async ({ page }) => {
      await signInViaApi(page, DEMO.learner);
    });

    test('a refused microphone shows how to allow it; a wrong A4 is refused', async ({ page }) => {
      await page.addInitScript(() => {
        navigator.mediaDevices.getUserMedia = () =>
          Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
      });
      await page.goto('/library');
      await page.getByRole('navigation', { name: 'Library' }).getByRole('link', { name: 'Tuner' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Tuner' })).toBeVisible();
      await expect(page).toHaveTitle('Tuner · Woodshed');

      await page.getByRole('button', { name: 'Start tuner' }).click();
      const banner = page.getByRole('alert');
      await expect(banner).toContainText('The microphone is not available');
      await expect(banner).toContainText('Allow it for this site');
      await expect(page.getByRole('button', { name: 'Start tuner' })).toBeVisible();

      const a4 = page.getByLabel('A4 reference (Hz)');
      await a4.fill('450');
      await expect(page.getByText('A4 must be from 432 to 446 Hz. The tuner stays at 440 Hz.')).toBeVisible();
      await expect(a4).toHaveAttribute('aria-invalid', 'true');
      await a4.fill('432');
      await expect(a4).not.toHaveAttribute('aria-invalid', 'true');
      // At 432 Hz the strings' targets move with it: A2 = 108.0 Hz.
      await expect(page.getByRole('region', { name: 'Strings' })).toContainText('108.0 Hz');
      await expectNoSeriousA11yViolations(page);
    });

    test('the page fits a phone', async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/library/tuner');
      await expect(page.getByRole('button', { name: 'Start tuner' })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: testInfo.outputPath('tuner-390.png'), fullPage: true });
    });
  });
});
