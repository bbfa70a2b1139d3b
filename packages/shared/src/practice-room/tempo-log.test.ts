import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BPM_MAX, BPM_MIN } from '../metronome/index.ts';
import { canonicalChordPair, changesPerMinute, chordChangePracticeMinutes, tempoGoalProgress } from './tempo-log.ts';

const bpmArb = fc.integer({ min: BPM_MIN, max: BPM_MAX });

describe('chord pairs', () => {
  it('are one pair in either order', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), (a, b) => {
        const pair = canonicalChordPair(a, b);
        expect(canonicalChordPair(b, a)).toEqual(pair);
        expect(new Set(pair)).toEqual(new Set([a, b]));
        expect(pair[0] <= pair[1]).toBe(true);
      }),
    );
  });
});

describe('changes per minute', () => {
  it('reads a one-minute try as its count and scales others, one decimal', () => {
    expect(changesPerMinute(34, 60)).toBe(34);
    expect(changesPerMinute(20, 30)).toBe(40);
    expect(changesPerMinute(50, 90)).toBe(33.3);
    expect(changesPerMinute(0, 60)).toBe(0);
  });
});

describe('practice minutes of a try', () => {
  it('rounds to whole minutes, never below one', () => {
    expect(chordChangePracticeMinutes(60)).toBe(1);
    expect(chordChangePracticeMinutes(10)).toBe(1);
    expect(chordChangePracticeMinutes(89)).toBe(1);
    expect(chordChangePracticeMinutes(90)).toBe(2);
    expect(chordChangePracticeMinutes(600)).toBe(10);
  });
});

describe('tempo goal progress', () => {
  it('is the best over the target, rounded, and 100 only at the target', () => {
    expect(tempoGoalProgress(null, 120)).toBe(0);
    expect(tempoGoalProgress(60, 120)).toBe(50);
    expect(tempoGoalProgress(100, 120)).toBe(83);
    expect(tempoGoalProgress(119, 120)).toBe(99);
    expect(tempoGoalProgress(120, 120)).toBe(100);
    expect(tempoGoalProgress(300, 120)).toBe(100);
  });

  it('stays within 0–100, grows with the best tempo and reads 100 exactly when reached', () => {
    fc.assert(
      fc.property(bpmArb, bpmArb, bpmArb, (best, other, target) => {
        const progress = tempoGoalProgress(best, target);
        expect(Number.isInteger(progress)).toBe(true);
        expect(progress).toBeGreaterThanOrEqual(0);
        expect(progress).toBeLessThanOrEqual(100);
        expect(progress === 100).toBe(best >= target);
        if (other >= best) expect(tempoGoalProgress(other, target)).toBeGreaterThanOrEqual(progress);
      }),
    );
  });
});
