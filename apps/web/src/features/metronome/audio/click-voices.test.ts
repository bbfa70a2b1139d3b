import { describe, expect, it } from 'vitest';
import { parsePrefs, DEFAULT_PREFS } from '../settings';
import { CLICK_SOUNDS, clickSamples, clickVoice } from './click-voices';

describe('click voices', () => {
  it.each(CLICK_SOUNDS.map((sound) => sound.id))('%s starts at full level and ends at silence', (sound) => {
    for (const voice of ['accent', 'group', 'beat', 'subdivision'] as const) {
      for (const rate of [8_000, 16_000, 44_100, 48_000]) {
        const samples = clickSamples(sound, voice, rate);
        expect(samples[0]).toBeGreaterThan(0.4);
        expect(Math.abs(samples.at(-1)!)).toBe(0);
        expect(samples.length / rate).toBeLessThan(0.1);
        expect(Math.max(...samples.map(Math.abs))).toBeLessThanOrEqual(1);
      }
    }
  });

  it('beat one gets the accent, other group starts a lighter one', () => {
    expect(clickVoice({ kind: 'accent', beat: 1, groupStart: true })).toBe('accent');
    expect(clickVoice({ kind: 'beat', beat: 1, groupStart: true })).toBe('beat');
    expect(clickVoice({ kind: 'beat', beat: 5, groupStart: true })).toBe('group');
    expect(clickVoice({ kind: 'subdivision', beat: 2, groupStart: false })).toBe('subdivision');
  });
});

describe('stored settings', () => {
  it('keeps playable settings and falls back to the defaults on anything else', () => {
    const prefs = { ...DEFAULT_PREFS, bpm: 132, signatureId: '7/8' };
    expect(parsePrefs(JSON.stringify(prefs))).toEqual(prefs);
    expect(parsePrefs(null)).toBe(DEFAULT_PREFS);
    expect(parsePrefs('{not json')).toBe(DEFAULT_PREFS);
    expect(parsePrefs(JSON.stringify({ ...prefs, bpm: 400 }))).toBe(DEFAULT_PREFS);
    expect(parsePrefs(JSON.stringify({ ...prefs, sound: 'cowbell' }))).toBe(DEFAULT_PREFS);
    expect(parsePrefs(JSON.stringify({ ...prefs, speed: { ...prefs.speed, stepBpm: 0 } }))).toBe(DEFAULT_PREFS);
  });
});
