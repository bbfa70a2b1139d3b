import { NOTE_DURATION_SECONDS } from '@woodshed/shared';
import { audioOutput } from './audio-output';

/** Where along the string it is plucked (a fifth of the way from the bridge, like a pick near the bridge). */
const PLUCK_POSITION = 0.2;
const PARTIALS = 32;
const ATTACK_SECONDS = 0.004;
const PEAK_GAIN = 0.32;
/** The last stretch fades linearly to exactly zero, so no note ever ends with a click. */
const RELEASE_SECONDS = 0.06;

const pluckWaves = new WeakMap<BaseAudioContext, PeriodicWave>();

/** The spectrum of an ideal plucked string: partial n at sin(nπp)/n² (p = pluck position). */
function pluckWave(context: BaseAudioContext): PeriodicWave {
  let wave = pluckWaves.get(context);
  if (!wave) {
    const real = new Float32Array(PARTIALS + 1);
    const imag = new Float32Array(PARTIALS + 1);
    for (let n = 1; n <= PARTIALS; n++) imag[n] = Math.sin(n * Math.PI * PLUCK_POSITION) / (n * n);
    wave = context.createPeriodicWave(real, imag);
    pluckWaves.set(context, wave);
  }
  return wave;
}

/**
 * Plays a soft plucked-string tone of about 1.5 s: a 4 ms attack, an exponential decay and a low-pass filter
 * closing over the first half second (the string loses its brightness first, as a real one does).
 */
export function playPluck(frequency: number, delaySeconds = 0): void {
  const audio = audioOutput();
  if (!audio) return;
  const { context, output } = audio;
  const start = context.currentTime + 0.01 + delaySeconds;
  const end = start + NOTE_DURATION_SECONDS;
  // High notes sound louder at the same level; ease them off a little.
  const peak = PEAK_GAIN * Math.min(1, Math.sqrt(440 / Math.max(frequency, 110)) * 1.2);

  const oscillator = new OscillatorNode(context, { frequency });
  oscillator.setPeriodicWave(pluckWave(context));
  const tone = new BiquadFilterNode(context, { type: 'lowpass', Q: 0.8 });
  const nyquist = context.sampleRate / 2;
  tone.frequency.setValueAtTime(Math.min(Math.max(frequency * 12, 3000), nyquist * 0.9), start);
  tone.frequency.exponentialRampToValueAtTime(Math.min(Math.max(frequency * 2, 600), nyquist * 0.9), start + 0.5);
  const envelope = new GainNode(context, { gain: 0 });
  envelope.gain.setValueAtTime(0, start);
  envelope.gain.linearRampToValueAtTime(peak, start + ATTACK_SECONDS);
  envelope.gain.exponentialRampToValueAtTime(peak * 0.02, end - RELEASE_SECONDS);
  envelope.gain.linearRampToValueAtTime(0, end);

  oscillator.connect(tone).connect(envelope).connect(output);
  oscillator.start(start);
  oscillator.stop(end + 0.01);
  oscillator.addEventListener('ended', () => envelope.disconnect(), { once: true });
}
