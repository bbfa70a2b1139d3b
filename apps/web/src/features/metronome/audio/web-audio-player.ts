import type { Click, ClickKind } from '@woodshed/shared';
import { clickSamples, clickVoice, type ClickSoundId, type ClickVoice } from './click-voices';

/** The user's volumes, 0–1 each: the accent, the other beats (and group starts), the subdivisions. */
export type ClickVolumes = Record<ClickKind, number>;

export const DEFAULT_VOLUMES: ClickVolumes = { accent: 0.9, beat: 0.7, subdivision: 0.5 };

/** Plays a click at its time on the audio clock; returns how to cancel it (null when nothing was scheduled). */
export interface ClickPlayer {
  play(click: Click): (() => void) | null;
}

/** A volume change glides over this time constant, so moving a slider never clicks. */
const VOLUME_GLIDE_SECONDS = 0.01;

/**
 * The Web Audio side of the metronome: one buffer source per click, started at the click's exact time
 * (`start(time)`), through a gain per kind of click (the three volume sliders) into the destination.
 */
export class WebAudioClickPlayer implements ClickPlayer {
  private readonly gains: Record<ClickKind, GainNode>;
  private readonly buffers = new Map<string, AudioBuffer>();

  constructor(
    private readonly context: BaseAudioContext,
    destination: AudioNode = context.destination,
    private sound: ClickSoundId = 'wood',
    volumes: ClickVolumes = DEFAULT_VOLUMES,
  ) {
    const master = new GainNode(context, { gain: 0.9 });
    master.connect(destination);
    const gain = (kind: ClickKind) => {
      const node = new GainNode(context, { gain: volumes[kind] });
      node.connect(master);
      return node;
    };
    this.gains = { accent: gain('accent'), beat: gain('beat'), subdivision: gain('subdivision') };
  }

  setSound(sound: ClickSoundId): void {
    this.sound = sound;
  }

  setVolumes(volumes: ClickVolumes): void {
    for (const kind of ['accent', 'beat', 'subdivision'] as const) {
      this.gains[kind].gain.setTargetAtTime(volumes[kind], this.context.currentTime, VOLUME_GLIDE_SECONDS);
    }
  }

  private buffer(voice: ClickVoice): AudioBuffer {
    const key = `${this.sound}:${voice}`;
    let buffer = this.buffers.get(key);
    if (!buffer) {
      const samples = clickSamples(this.sound, voice, this.context.sampleRate);
      buffer = this.context.createBuffer(1, samples.length, this.context.sampleRate);
      buffer.copyToChannel(samples, 0);
      this.buffers.set(key, buffer);
    }
    return buffer;
  }

  play(click: Click): (() => void) | null {
    // A gap-trainer bar: silence (the visual beat still shows it).
    if (click.muted) return null;
    const source = new AudioBufferSourceNode(this.context, { buffer: this.buffer(clickVoice(click)) });
    source.connect(this.gains[click.kind]);
    source.addEventListener('ended', () => source.disconnect(), { once: true });
    source.start(click.time);
    return () => {
      try {
        source.stop();
      } catch {
        // Already stopped.
      }
      source.disconnect();
    };
  }
}
