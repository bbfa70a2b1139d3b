import { describe, expect, it } from 'vitest';
import { countInTempo, DEFAULT_SETTINGS, formatLoopTime, parseSettings } from './media-practice-settings';

describe('media practice settings', () => {
  it('reads what was stored', () => {
    const stored = { speed: 75, loopA: 1.5, loopB: 4, countIn: true, countInBpm: 90 };
    expect(parseSettings(JSON.stringify(stored))).toEqual(stored);
  });

  it('falls back to the defaults on nothing or garbage', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('42')).toEqual(DEFAULT_SETTINGS);
  });

  it('repairs values out of range', () => {
    expect(parseSettings(JSON.stringify({ speed: 10, loopA: -1, loopB: 2, countInBpm: 999 }))).toEqual({
      speed: 50,
      loopA: null,
      loopB: 2,
      countIn: false,
      countInBpm: 300,
    });
    expect(parseSettings(JSON.stringify({ speed: 200 })).speed).toBe(120);
    expect(parseSettings(JSON.stringify({ speed: 77 })).speed).toBe(75);
  });

  it('drops a B that is not after A', () => {
    expect(parseSettings(JSON.stringify({ loopA: 5, loopB: 5 }))).toMatchObject({ loopA: 5, loopB: null });
  });

  it('counts in at the chosen tempo, else the item tempo at the current speed, else 80', () => {
    expect(countInTempo({ ...DEFAULT_SETTINGS, countInBpm: 100 }, 120)).toBe(100);
    expect(countInTempo({ ...DEFAULT_SETTINGS, speed: 75 }, 120)).toBe(90);
    expect(countInTempo({ ...DEFAULT_SETTINGS, speed: 50 }, 30)).toBe(20);
    expect(countInTempo(DEFAULT_SETTINGS, null)).toBe(80);
  });

  it('writes loop points as m:ss.t', () => {
    expect(formatLoopTime(0)).toBe('0:00.0');
    expect(formatLoopTime(83.44)).toBe('1:23.4');
    expect(formatLoopTime(59.96)).toBe('1:00.0');
  });
});
