import type { Page } from '@playwright/test';
import type { LibraryListResponse } from '@woodshed/shared';
import { DEMO, expect, expectNoSeriousA11yViolations, signInViaApi, test } from './support/fixtures.ts';

const TRACK = '12-Bar Blues in A';

async function jamTrackId(page: Page): Promise<string> {
  const list = (await (
    await page.request.get(`/api/library?type=jam_track&q=${encodeURIComponent('12-Bar Blues')}`)
  ).json()) as LibraryListResponse;
  const item = list.items.find((candidate) => candidate.title === TRACK);
  expect(item, 'the starter jam track (with its generated WAV backing track)').toBeDefined();
  return item!.id;
}

const media = (page: Page) =>
  page.evaluate(() => {
    const audio = document.querySelector('audio')!;
    return {
      playbackRate: audio.playbackRate,
      preservesPitch: audio.preservesPitch,
      paused: audio.paused,
      currentTime: audio.currentTime,
    };
  });

const seekTo = (page: Page, seconds: number) =>
  page.evaluate(
    (to) =>
      new Promise<void>((resolve) => {
        const audio = document.querySelector('audio')!;
        audio.addEventListener('seeked', () => resolve(), { once: true });
        audio.currentTime = to;
      }),
    seconds,
  );

test.describe('loop and slow down', () => {
  test('slows a backing track to 75 % with pitch kept and loops A–B', async ({ page }) => {
    await signInViaApi(page, DEMO.learner);
    const id = await jamTrackId(page);
    await page.goto(`/library/jam-tracks/${id}`);
    const controls = page.getByRole('group', { name: 'Slow down and loop the backing track' });
    await expect(controls).toBeVisible();
    await page.evaluate(() =>
      document.querySelector('audio')!.readyState >= 1
        ? undefined
        : new Promise((resolve) =>
            document.querySelector('audio')!.addEventListener('loadedmetadata', resolve, { once: true }),
          ),
    );

    await controls.getByRole('slider', { name: 'Speed (pitch kept)' }).fill('75');
    await expect.poll(async () => (await media(page)).playbackRate).toBe(0.75);
    expect((await media(page)).preservesPitch).toBe(true);

    await seekTo(page, 1);
    await controls.getByRole('button', { name: 'Set A' }).click();
    await seekTo(page, 2);
    // The key works as the button does while the controls have focus.
    await page.keyboard.press(']');
    await expect(controls).toContainText('A–B loop: 0:01.0 to 0:02.0');
    await expect(controls.getByRole('status')).toHaveText('Looping from 0:01.0 to 0:02.0.');
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });

    // Count the jumps back to A while it plays.
    await page.evaluate(() => {
      const audio = document.querySelector('audio')!;
      const w = window as unknown as { jumpsToA: number; latest: number };
      w.jumpsToA = 0;
      w.latest = 0;
      audio.addEventListener('seeked', () => {
        if (Math.abs(audio.currentTime - 1) < 0.05) w.jumpsToA += 1;
      });
      audio.addEventListener('timeupdate', () => (w.latest = Math.max(w.latest, audio.currentTime)));
    });
    await controls.getByRole('button', { name: 'Play loop' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { jumpsToA: number }).jumpsToA), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2);
    const latest = await page.evaluate(() => (window as unknown as { latest: number }).latest);
    // Never far past B (a frame or a timeupdate late at most).
    expect(latest).toBeLessThan(2.3);
    await page.evaluate(() => document.querySelector('audio')!.pause());

    // Kept for this item: speed and loop come back after a reload.
    await page.reload();
    await expect(controls.getByRole('slider', { name: 'Speed (pitch kept)' })).toHaveValue('75');
    await expect(controls).toContainText('A–B loop: 0:01.0 to 0:02.0');
    await expect.poll(async () => (await media(page)).playbackRate).toBe(0.75);

    // Count-in before the loop: a bar of clicks, then the track plays.
    await controls.getByRole('checkbox', { name: 'Count in before each repeat' }).check();
    await controls.getByRole('button', { name: 'Play loop' }).click();
    await expect(controls.getByText('Counting in…')).toBeVisible();
    await expect(controls.getByText('Counting in…')).toHaveCount(0, { timeout: 10_000 });
    await expect.poll(async () => (await media(page)).paused).toBe(false);
    await page.evaluate(() => document.querySelector('audio')!.pause());

    // \ clears the loop.
    await controls.getByRole('button', { name: 'Set A' }).focus();
    await page.keyboard.press('\\');
    await expect(controls).toContainText('A–B loop: off');
  });
});
