import { midiToFrequencyAt, noteMidi, readPitch } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { createPitchDetector } from './detect-pitch';
import { synthPluck } from './synth-note';

const FRAME = 4096;
const NOTES = ['E2', 'A2', 'D3', 'G3', 'B3', 'E4', 'A4', 'E5', 'B5', 'E6'];
const OFFSETS = [0, 10, -10, 30, -30];
const A4S = [432, 440, 446];
const RATES = [48_000, 44_100];

describe('pitch detection on synthesised guitar notes', () => {
  for (const sampleRate of RATES) {
    const detect = createPitchDetector(FRAME);
    for (const a4 of A4S) {
      it(`reads E2–E6 at ±0/10/30 cents within 2 cents (A4 = ${a4} Hz, ${sampleRate} Hz)`, () => {
        let seed = 1;
        for (const note of NOTES) {
          for (const cents of OFFSETS) {
            const frequency = midiToFrequencyAt(noteMidi(note) + cents / 100, a4);
            // Early in the note (bright) and later (duller, quieter): both must read.
            for (const startSeconds of [0.15, 1.2]) {
              const frame = synthPluck({ frequency, sampleRate, length: FRAME, startSeconds, seed: seed++ });
              const estimate = detect(frame, sampleRate);
              const label = `${note} ${cents} cents at ${startSeconds} s`;
              expect(estimate, label).not.toBeNull();
              const reading = readPitch(estimate!.frequency, a4);
              expect(reading.note, label).toBe(note);
              expect(Math.abs(reading.cents - cents), `${label}: read ${reading.cents}`).toBeLessThanOrEqual(2);
            }
          }
        }
      });
    }
  }

  it('reads the lowest strings of the 7- and 8-string tunings (B1, F#1)', () => {
    const detect = createPitchDetector(FRAME);
    for (const note of ['B1', 'F#1']) {
      const frame = synthPluck({ frequency: midiToFrequencyAt(noteMidi(note)), sampleRate: 48_000, length: FRAME });
      const reading = readPitch(detect(frame, 48_000)!.frequency);
      expect(reading.note).toBe(note);
      expect(Math.abs(reading.cents)).toBeLessThanOrEqual(2);
    }
  });

  it('finds no clear note in silence or in noise', () => {
    const detect = createPitchDetector(FRAME);
    expect(detect(new Float32Array(FRAME), 48_000)).toBeNull();
    const noise = synthPluck({ frequency: 110, sampleRate: 48_000, length: FRAME, amplitude: 0, noise: 0.05 });
    expect(detect(noise, 48_000)).toBeNull();
    // A note far below the noise floor of a quiet room is not read either.
    const whisper = synthPluck({ frequency: 110, sampleRate: 48_000, length: FRAME, amplitude: 0.0005, noise: 0 });
    expect(detect(whisper, 48_000)).toBeNull();
  });
});
