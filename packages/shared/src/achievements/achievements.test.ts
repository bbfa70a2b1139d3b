import { describe, expect, it } from 'vitest';
import {
  achievementAwardKey,
  achievementProgress,
  criterionValue,
  thresholdsReached,
  type AchievementMeasures,
} from './achievements.ts';

const measures = (overrides: Partial<AchievementMeasures> = {}): AchievementMeasures => ({
  streakDays: 0,
  streakSince: null,
  practiceMinutes: 0,
  sessionsLogged: 0,
  coursesCompleted: 0,
  chordsMastered: 0,
  ...overrides,
});

describe('achievement criteria', () => {
  it('measures hours from minutes exactly, shown to one decimal rounded down', () => {
    expect(criterionValue('total_practice_hours', measures({ practiceMinutes: 599 }))).toBe(9.9);
    expect(thresholdsReached({ type: 'total_practice_hours', threshold: 10 }, measures({ practiceMinutes: 599 }))).toBe(
      0,
    );
    expect(thresholdsReached({ type: 'total_practice_hours', threshold: 10 }, measures({ practiceMinutes: 600 }))).toBe(
      1,
    );
    expect(thresholdsReached({ type: 'sessions_logged', threshold: 3 }, measures({ sessionsLogged: 10 }))).toBe(3);
  });

  it('keys a non-repeatable earning once, a repeatable one per multiple (and per streak)', () => {
    const once = { id: 'a', repeatable: false, criterion: { type: 'chords_mastered' as const, threshold: 2 } };
    expect(achievementAwardKey(once, measures({ chordsMastered: 1 }))).toBeNull();
    expect(achievementAwardKey(once, measures({ chordsMastered: 7 }))).toBe('achievement:a');
    const every = { id: 'b', repeatable: true, criterion: { type: 'sessions_logged' as const, threshold: 5 } };
    expect(achievementAwardKey(every, measures({ sessionsLogged: 14 }))).toBe('achievement:b:sessions_logged:5:2');
    const streak = { id: 'c', repeatable: true, criterion: { type: 'streak_days' as const, threshold: 7 } };
    expect(achievementAwardKey(streak, measures({ streakDays: 15, streakSince: '2026-03-01' }))).toBe(
      'achievement:c:streak_days:7:2026-03-01:2',
    );
  });

  it('shows progress to the threshold, or to the next multiple; none once a non-repeatable one is earned', () => {
    const once = { id: 'a', repeatable: false, criterion: { type: 'streak_days' as const, threshold: 30 } };
    expect(achievementProgress(once, measures({ streakDays: 12 }), false)).toEqual({ current: 12, target: 30 });
    expect(achievementProgress(once, measures({ streakDays: 40 }), true)).toBeNull();
    const every = { id: 'b', repeatable: true, criterion: { type: 'total_practice_hours' as const, threshold: 10 } };
    expect(achievementProgress(every, measures({ practiceMinutes: 1530 }), true)).toEqual({
      current: 25.5,
      target: 30,
    });
  });
});
