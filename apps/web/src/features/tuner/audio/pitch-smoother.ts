/**
 * Steadies the needle: the median of the latest readings (a stray octave or a noisy frame never shows), held through
 * a few frames without a clear note (between a pluck's attack and its ring), then dropped.
 */

/** How many of the latest clear readings the median takes (at 20 readings a second: a quarter of a second). */
export const SMOOTHING_READINGS = 5;
/** After this many frames in a row without a clear note, the tuner shows "No clear note". */
export const MISSES_BEFORE_SILENCE = 6;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Returns a function that takes each frame's frequency (null: no clear note) and answers the steady one. */
export function createPitchSmoother(
  size = SMOOTHING_READINGS,
  missesBeforeSilence = MISSES_BEFORE_SILENCE,
): (frequency: number | null) => number | null {
  const readings: number[] = [];
  let misses = 0;
  return (frequency) => {
    if (frequency === null) {
      misses += 1;
      if (misses >= missesBeforeSilence) readings.length = 0;
    } else {
      misses = 0;
      readings.push(frequency);
      if (readings.length > size) readings.shift();
    }
    return readings.length > 0 ? median(readings) : null;
  };
}
