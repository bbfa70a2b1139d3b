import {
  SCHEDULE_AHEAD_SECONDS,
  SCHEDULER_INTERVAL_MS,
  scheduleClicks,
  startMetronome,
  type Click,
  type MetronomeSettings,
  type MetronomeState,
} from '@woodshed/shared';
import type { ClickPlayer } from './web-audio-player';

/** Anything with an audio clock: an AudioContext, an OfflineAudioContext, or a fake one in tests. */
export interface AudioClock {
  readonly currentTime: number;
}

/** The first bar line comes this long after Start, so the first click is never late. */
export const START_DELAY_SECONDS = 0.06;
/**
 * While the page is hidden browsers run its timers at most once a second; the loop then schedules this far ahead
 * so no click is skipped (stop still cancels them: every scheduled click can be taken back).
 */
export const HIDDEN_AHEAD_SECONDS = 1.5;

interface Scheduled {
  click: Click;
  cancel: (() => void) | null;
}

/**
 * The metronome engine: the shared scheduler (`startMetronome`, `scheduleClicks`) run from a lookahead loop every
 * SCHEDULER_INTERVAL_MS, handing each click to the player at its exact time on the audio clock. Timers only decide
 * when to look ahead, never when a click sounds. The visual beat asks `clickAt(currentTime)`: the latest click
 * whose time has come, so sound and picture follow the same clock.
 */
export class MetronomeEngine {
  private settings: MetronomeSettings;
  private state: MetronomeState | null = null;
  private queue: Scheduled[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly clock: AudioClock,
    private readonly player: ClickPlayer,
    settings: MetronomeSettings,
    /** How far ahead each run looks; by default further while the page is hidden. */
    private readonly aheadSeconds: () => number = defaultAhead,
  ) {
    this.settings = settings;
  }

  get running(): boolean {
    return this.state !== null;
  }

  /** New settings apply from the next bar line (the scheduler reads them there). */
  setSettings(settings: MetronomeSettings): void {
    this.settings = settings;
  }

  /** Starts with the first bar line at `at` (audio-clock seconds) and, unless `loop` is false, the lookahead loop. */
  start(at = this.clock.currentTime + START_DELAY_SECONDS, { loop = true } = {}): void {
    this.stop();
    this.state = startMetronome(this.settings, at);
    this.tick();
    if (loop) this.timer = setInterval(() => this.tick(), SCHEDULER_INTERVAL_MS);
  }

  /** Stops the loop and takes back every click that has not sounded yet. */
  stop(): void {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.state = null;
    const now = this.clock.currentTime;
    for (const { click, cancel } of this.queue) if (click.time > now) cancel?.();
    this.queue = [];
  }

  /** One run of the loop: schedules the clicks from now to now + the lookahead. */
  tick(): void {
    if (this.state === null) return;
    const now = this.clock.currentTime;
    this.scheduleWindow(now, now + this.aheadSeconds());
  }

  /** Schedules the clicks in [from, to) of the audio clock (the loop's window; the offline render calls it too). */
  scheduleWindow(from: number, to: number): Click[] {
    if (this.state === null) return [];
    const { clicks, state } = scheduleClicks(this.settings, this.state, from, to);
    this.state = state;
    for (const click of clicks) this.queue.push({ click, cancel: this.player.play(click) });
    return clicks;
  }

  /** The latest click whose time has come (the one the visual beat shows), or null before the first. */
  clickAt(time: number): Click | null {
    let index = -1;
    while (index + 1 < this.queue.length && this.queue[index + 1]!.click.time <= time) index++;
    if (index < 0) return null;
    // Older clicks are done: keep the current one only.
    if (index > 0) this.queue.splice(0, index);
    return this.queue[0]!.click;
  }
}

function defaultAhead(): number {
  return typeof document !== 'undefined' && document.hidden ? HIDDEN_AHEAD_SECONDS : SCHEDULE_AHEAD_SECONDS;
}
