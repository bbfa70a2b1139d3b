/**
 * The tempo log and the chord-change trainer (issue 19): the rules the server stores by and the pages show.
 */

/** A chord pair in one order whatever order it was played in, so A–B and B–A share one history. */
export function canonicalChordPair(chordAId: string, chordBId: string): [string, string] {
  return chordAId <= chordBId ? [chordAId, chordBId] : [chordBId, chordAId];
}

/** Changes per minute of a try, one decimal: a one-minute try reads as its count. */
export function changesPerMinute(changes: number, durationSeconds: number): number {
  return Math.round((changes * 600) / durationSeconds) / 10;
}

/** Whole minutes a try logs as practice: at least one (a practice session is never shorter). */
export function chordChangePracticeMinutes(durationSeconds: number): number {
  return Math.max(1, Math.round(durationSeconds / 60));
}

/**
 * A tempo goal's progress in percent: the best logged tempo over the target, rounded, at most 100; 0 with nothing
 * logged. Integer arithmetic, so 119 of 120 BPM reads 99 and only the target itself reads 100.
 */
export function tempoGoalProgress(bestBpm: number | null, targetBpm: number): number {
  if (bestBpm === null) return 0;
  if (bestBpm >= targetBpm) return 100;
  return Math.min(99, Math.round((100 * bestBpm) / targetBpm));
}
