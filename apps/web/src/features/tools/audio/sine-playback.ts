import type { SineWave } from '@woodshed/shared';
import { audioOutput } from './audio-output';

/** Below this a "wave" is no tone at all (0 Hz would only push the speaker out): it is not played. */
const LOWEST_AUDIBLE_HZ = 20;
const RAMP_SECONDS = 0.05;
const SMOOTHING_SECONDS = 0.02;
/** The summed amplitude at which the output is at full level (the amplitude slider's maximum). */
const FULL_SCALE_AMPLITUDE = 200;
const LEVEL = 0.3;

export interface SinePlayback {
  /** Follows the sliders: frequency and level glide; a change in the waves or their phases cross-fades. */
  update(waves: readonly SineWave[]): void;
  stop(): void;
}

interface Voice {
  oscillator: OscillatorNode;
  level: GainNode;
}

const audible = (waves: readonly SineWave[]) => waves.filter((wave) => wave.frequency >= LOWEST_AUDIBLE_HZ);
const gainFor = (waves: readonly SineWave[]) =>
  LEVEL /
  Math.max(
    FULL_SCALE_AMPLITUDE,
    waves.reduce((sum, wave) => sum + wave.amplitude, 0),
  );
const phasesOf = (waves: readonly SineWave[]) => waves.map((wave) => wave.phase.toFixed(3)).join();

/**
 * Plays the current sum of sine waves, one oscillator each. A wave's phase is honoured by starting its
 * oscillator that fraction of a cycle later (so waves of one frequency in opposite phase cancel, as drawn).
 * Starting and stopping ramp the level, so neither clicks.
 */
export function startSinePlayback(initialWaves: readonly SineWave[]): SinePlayback | null {
  const audio = audioOutput();
  if (!audio) return null;
  const { context, output } = audio;
  let waves = audible(initialWaves);
  let bus = new GainNode(context, { gain: 0 });
  bus.connect(output);
  let voices = startVoices(context, bus, waves);
  rampTo(bus, 1);

  function startVoices(ctx: AudioContext, destination: GainNode, list: readonly SineWave[]): Voice[] {
    const scale = gainFor(list);
    const now = ctx.currentTime + 0.01;
    return list.map((wave) => {
      const oscillator = new OscillatorNode(ctx, { frequency: wave.frequency });
      const level = new GainNode(ctx, { gain: wave.amplitude * scale });
      oscillator.connect(level).connect(destination);
      const cycle = 1 / wave.frequency;
      const phase = ((wave.phase % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI);
      oscillator.start(now + (((2 * Math.PI - phase) % (2 * Math.PI)) / (2 * Math.PI)) * cycle);
      return { oscillator, level };
    });
  }

  function rampTo(node: GainNode, value: number) {
    const now = context.currentTime;
    node.gain.cancelScheduledValues(now);
    node.gain.setValueAtTime(node.gain.value, now);
    node.gain.linearRampToValueAtTime(value, now + RAMP_SECONDS);
  }

  function release(oldBus: GainNode, oldVoices: Voice[]) {
    rampTo(oldBus, 0);
    const stopAt = context.currentTime + RAMP_SECONDS + 0.02;
    for (const voice of oldVoices) voice.oscillator.stop(stopAt);
    setTimeout(() => oldBus.disconnect(), (RAMP_SECONDS + 0.1) * 1000);
  }

  return {
    update(nextWaves) {
      const next = audible(nextWaves);
      if (next.length === waves.length && phasesOf(next) === phasesOf(waves)) {
        const scale = gainFor(next);
        next.forEach((wave, index) => {
          const voice = voices[index]!;
          voice.oscillator.frequency.setTargetAtTime(wave.frequency, context.currentTime, SMOOTHING_SECONDS);
          voice.level.gain.setTargetAtTime(wave.amplitude * scale, context.currentTime, SMOOTHING_SECONDS);
        });
      } else {
        release(bus, voices);
        bus = new GainNode(context, { gain: 0 });
        bus.connect(output);
        voices = startVoices(context, bus, next);
        rampTo(bus, 1);
      }
      waves = next;
    },
    stop() {
      release(bus, voices);
      voices = [];
    },
  };
}
