import { SCHEDULE_AHEAD_SECONDS, SCHEDULER_INTERVAL_MS, type MetronomeSettings } from '@woodshed/shared';
import { MetronomeEngine } from './engine';
import type { ClickSoundId } from './click-voices';
import { WebAudioClickPlayer, type ClickVolumes } from './web-audio-player';

export interface ClickTrackOptions {
  settings: MetronomeSettings;
  seconds: number;
  sampleRate: number;
  /** The first bar line, audio-clock seconds. */
  startTime: number;
  sound?: ClickSoundId;
  volumes?: ClickVolumes;
}

/**
 * Renders a click track with the metronome's own engine and player into an OfflineAudioContext, running the
 * lookahead loop as the page does (a window of SCHEDULE_AHEAD_SECONDS every SCHEDULER_INTERVAL_MS of clock), and
 * returns the mono samples. The timing proof (e2e/metronome.spec.ts) measures every onset of it.
 */
export async function renderClickTrack(options: ClickTrackOptions): Promise<Float32Array> {
  const { settings, seconds, sampleRate, startTime } = options;
  const context = new OfflineAudioContext({ numberOfChannels: 1, length: Math.ceil(seconds * sampleRate), sampleRate });
  const player = new WebAudioClickPlayer(context, context.destination, options.sound ?? 'wood', options.volumes);
  const engine = new MetronomeEngine(context, player, settings);
  engine.start(startTime, { loop: false });
  const interval = SCHEDULER_INTERVAL_MS / 1000;
  for (let run = 1; run * interval < seconds; run++) {
    const now = run * interval;
    engine.scheduleWindow(now, Math.min(seconds, now + SCHEDULE_AHEAD_SECONDS));
  }
  const buffer = await context.startRendering();
  return buffer.getChannelData(0);
}
