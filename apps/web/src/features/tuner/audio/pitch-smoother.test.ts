import { describe, expect, it } from 'vitest';
import { createPitchSmoother } from './pitch-smoother';

describe('pitch smoother', () => {
  it('answers the median of the latest readings, so a stray octave never shows', () => {
    const smooth = createPitchSmoother(5, 3);
    expect(smooth(110)).toBe(110);
    expect(smooth(220)).toBe(165);
    expect(smooth(110.5)).toBe(110.5);
    expect(smooth(110.2)).toBeCloseTo(110.35);
    expect(smooth(110.1)).toBe(110.2);
  });

  it('follows a new note once it holds most of the window', () => {
    const smooth = createPitchSmoother(5, 3);
    for (let i = 0; i < 5; i++) smooth(110);
    expect(smooth(147)).toBe(110);
    expect(smooth(147)).toBe(110);
    expect(smooth(147)).toBe(147);
  });

  it('holds through a few unclear frames, then reports no note', () => {
    const smooth = createPitchSmoother(5, 3);
    smooth(82.4);
    expect(smooth(null)).toBe(82.4);
    expect(smooth(null)).toBe(82.4);
    expect(smooth(null)).toBeNull();
    // A fresh note starts a fresh window.
    expect(smooth(196)).toBe(196);
  });
});
