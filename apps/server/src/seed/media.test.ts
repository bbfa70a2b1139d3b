import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  chordVoicing,
  formatDuration,
  renderBackingTrack,
  renderThumbnail,
  wavDurationSeconds,
  webmDurationSeconds,
} from './media.ts';

const midiOf = (frequency: number) => Math.round(69 + 12 * Math.log2(frequency / 440));

describe('generated starter-library media', () => {
  it('voices chords from their symbols, bass note first', () => {
    // E2 = MIDI 40; A2 = 45; Bb2 = 46; F#2 = 42.
    expect(midiOf(chordVoicing('E')[0]!)).toBe(40);
    expect(midiOf(chordVoicing('Am')[0]!)).toBe(45);
    expect(midiOf(chordVoicing('Bb')[0]!)).toBe(46);
    expect(midiOf(chordVoicing('F#m7')[0]!)).toBe(42);
    const aMinorClasses = new Set(chordVoicing('Am').map((f) => midiOf(f) % 12));
    expect(aMinorClasses).toEqual(new Set([9, 0, 4]));
    const e7Classes = new Set(chordVoicing('E7').map((f) => midiOf(f) % 12));
    expect(e7Classes).toEqual(new Set([4, 8, 11, 2]));
    expect(() => chordVoicing('H7')).toThrow('Unknown chord symbol');
    expect(() => chordVoicing('Cxyz')).toThrow('Unknown chord quality');
  });

  it('renders a 16-bit mono WAV of the right length, deterministically', () => {
    const wav = renderBackingTrack({ chords: ['A', 'D'], bpm: 120, beatsPerChord: 2, repeats: 1, sampleRate: 8000 });
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    expect(wav.subarray(8, 16).toString()).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(8000);
    // 4 beats of 0.5 s plus a 2-second tail.
    expect(wav.readUInt32LE(40)).toBe((4 * 4000 + 2 * 8000) * 2);
    expect(
      renderBackingTrack({ chords: ['A', 'D'], bpm: 120, beatsPerChord: 2, repeats: 1, sampleRate: 8000 }).equals(wav),
    ).toBe(true);
    let peak = 0;
    for (let i = 44; i < wav.length; i += 2) peak = Math.max(peak, Math.abs(wav.readInt16LE(i)));
    expect(peak).toBeGreaterThan(20_000);
  });

  it('renders a valid PNG thumbnail', () => {
    const png = renderThumbnail(30, 64, 36);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.readUInt32BE(16)).toBe(64);
    expect(png.readUInt32BE(20)).toBe(36);
    expect(png.subarray(png.length - 8, png.length - 4).toString()).toBe('IEND');
  });

  it('measures media lengths and formats them as m:ss (issue 12)', () => {
    const wav = renderBackingTrack({ chords: ['A', 'D'], bpm: 120, beatsPerChord: 2, repeats: 1, sampleRate: 8000 });
    // 4 beats of 0.5 s plus the 2-second tail.
    expect(wavDurationSeconds(wav)).toBe(4);
    const webm = readFileSync(path.join(import.meta.dirname, 'assets', 'lesson-v3.webm'));
    expect(webmDurationSeconds(webm)).toBeCloseTo(12.007, 2);
    expect(formatDuration(12.007)).toBe('0:12');
    expect(formatDuration(19.5)).toBe('0:20');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(3725)).toBe('1:02:05');
  });
});
