import { LEVEL_COUNT } from './constants.ts';

export interface LevelThreshold {
  level: number;
  xpRequired: number;
}

export interface LevelProgress {
  /** 0 below the first threshold. */
  level: number;
  /** The next level, or null at the top level. */
  nextLevel: number | null;
  /** Rounded percent towards the next level, 0–100; 100 at the top level. */
  progressPercent: number;
  /** XP still needed for the next level; 0 at the top level. */
  xpNeeded: number;
  currentThreshold: number;
  nextThreshold: number | null;
}

/** Cumulative XP required for level n is 50 × n × (n + 1). */
export function xpRequiredForLevel(level: number): number {
  return 50 * level * (level + 1);
}

export function defaultLevelTable(count: number = LEVEL_COUNT): LevelThreshold[] {
  return Array.from({ length: count }, (_, i) => ({ level: i + 1, xpRequired: xpRequiredForLevel(i + 1) }));
}

const clampPercent = (value: number): number => Math.min(100, Math.max(0, Math.round(value)));

/**
 * Spec part 1 §4.6: the current level is the highest whose threshold is at most the XP;
 * progress is the rounded share of the way to the next threshold, clamped to 0–100.
 */
export function computeLevel(xp: number, table: readonly LevelThreshold[]): LevelProgress {
  const levels = [...table].sort((a, b) => a.xpRequired - b.xpRequired);
  const safeXp = Math.max(0, xp);
  const first = levels[0];
  if (!first) {
    return { level: 0, nextLevel: null, progressPercent: 100, xpNeeded: 0, currentThreshold: 0, nextThreshold: null };
  }
  let currentIndex = -1;
  for (let i = 0; i < levels.length; i++) {
    if (levels[i]!.xpRequired <= safeXp) currentIndex = i;
    else break;
  }
  if (currentIndex === -1) {
    return {
      level: 0,
      nextLevel: first.level,
      progressPercent: clampPercent((safeXp / first.xpRequired) * 100),
      xpNeeded: first.xpRequired - safeXp,
      currentThreshold: 0,
      nextThreshold: first.xpRequired,
    };
  }
  const current = levels[currentIndex]!;
  const next = levels[currentIndex + 1];
  if (!next) {
    return {
      level: current.level,
      nextLevel: null,
      progressPercent: 100,
      xpNeeded: 0,
      currentThreshold: current.xpRequired,
      nextThreshold: null,
    };
  }
  const span = next.xpRequired - current.xpRequired;
  return {
    level: current.level,
    nextLevel: next.level,
    progressPercent: span > 0 ? clampPercent(((safeXp - current.xpRequired) / span) * 100) : 100,
    xpNeeded: next.xpRequired - safeXp,
    currentThreshold: current.xpRequired,
    nextThreshold: next.xpRequired,
  };
}
