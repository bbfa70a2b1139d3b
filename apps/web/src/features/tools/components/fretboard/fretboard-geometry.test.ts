import { describe, expect, it } from 'vitest';
import { fretboardLayout, inlayGaps, INLAY_RADIUS, MARKER_RADIUS } from './fretboard-geometry';

/** A marker's outline reaches past its radius by half its widest stroke (3, for the note just played). */
const MARKER_REACH = MARKER_RADIUS + 1.5;
const allFrets = Array.from({ length: 25 }, (_, fret) => fret);

describe('fretboard inlays', () => {
  it.each([4, 6, 7, 8])('never touch a note marker on a %i-string board', (stringCount) => {
    const layout = fretboardLayout(allFrets, stringCount, false);
    expect(layout.inlays.length).toBeGreaterThan(0);
    for (const inlay of layout.inlays) {
      for (let row = 0; row < stringCount; row++) {
        const marker = { x: layout.columns.get(inlay.fret)!.centre, y: layout.stringY(row) };
        const distance = Math.hypot(marker.x - inlay.x, marker.y - inlay.y);
        expect(distance, `fret ${inlay.fret}, string row ${row}`).toBeGreaterThan(MARKER_REACH + INLAY_RADIUS);
      }
    }
  });

  it('mark frets 3, 5, 7, 9 and 15–21 once and 12 and 24 twice, on the board', () => {
    const layout = fretboardLayout(allFrets, 6, false);
    const count = (fret: number) => layout.inlays.filter((inlay) => inlay.fret === fret).length;
    expect([3, 5, 7, 9, 15, 17, 19, 21].map(count)).toEqual([1, 1, 1, 1, 1, 1, 1, 1]);
    expect([12, 24].map(count)).toEqual([2, 2]);
    expect([0, 1, 2, 4, 6, 8, 10, 11, 13].map(count)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    for (const inlay of layout.inlays) {
      expect(inlay.y).toBeGreaterThan(layout.stringY(0));
      expect(inlay.y).toBeLessThan(layout.stringY(5));
    }
  });

  it('sit in the middle gap, and the two of the 12th fret symmetric about the middle', () => {
    expect(inlayGaps(7, 6)).toEqual([2]);
    expect(inlayGaps(12, 6)).toEqual([1, 3]);
    expect(inlayGaps(5, 4)).toEqual([1]);
    expect(inlayGaps(12, 4)).toEqual([0, 2]);
    // Seven strings: the middle is string 4, so the single inlay sits beside it, the pair either side of it.
    expect(inlayGaps(9, 7)).toEqual([2]);
    expect(inlayGaps(24, 7)).toEqual([1, 4]);
    expect(inlayGaps(12, 8)).toEqual([2, 4]);
  });
});
