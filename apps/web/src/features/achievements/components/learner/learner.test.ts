import { criterionValue, formatHours, type AchievementMeasures, type NoticesResponse } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { criterionText, formatMeasure, progressPercent, progressText } from './format';
import { toNoticeItems } from './notice-items';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('achievement progress', () => {
  it('reads as the spec writes it, hours with one decimal', () => {
    expect(progressText('streak_days', 12, 30)).toBe('12 / 30 days');
    expect(progressText('total_practice_hours', 12.345, 50)).toBe('12.3 / 50 hours');
    expect(progressText('total_practice_hours', 0, 10)).toBe('0.0 / 10 hours');
    expect(progressText('sessions_logged', 1200, 2000)).toBe('1,200 / 2,000 sessions');
    expect(formatMeasure('chords_mastered', 3.9)).toBe('3');
    expect(progressText('courses_completed', 0, 1)).toBe('0 / 1 course');
    expect(criterionText('sessions_logged', 1)).toBe('Sessions logged: 1 session');
    expect(criterionText('streak_days', 30)).toBe('Practice streak: 30 days');
  });

  it('writes the hours of the API the way every other page writes the same minutes', () => {
    const measures = (practiceMinutes: number): AchievementMeasures => ({
      streakDays: 0,
      streakSince: null,
      practiceMinutes,
      sessionsLogged: 0,
      coursesCompleted: 0,
      chordsMastered: 0,
    });
    for (const minutes of [0, 5, 45, 59, 60, 599, 3408, 75_000]) {
      const current = criterionValue('total_practice_hours', measures(minutes));
      expect(formatMeasure('total_practice_hours', current)).toBe(formatHours(minutes));
    }
  });

  it('is a share of the target, clamped to 0–100', () => {
    expect(progressPercent(12, 30)).toBe(40);
    expect(progressPercent(45, 30)).toBe(100);
    expect(progressPercent(-1, 30)).toBe(0);
    expect(progressPercent(0, 0)).toBe(100);
  });
});

describe('toNoticeItems', () => {
  const through = '2026-03-05T10:00:00.000Z';
  it('says each achievement earned, then the level reached, each with a stable id', () => {
    const notices: NoticesResponse = {
      achievements: [
        { achievementId: A, title: 'First Steps', xpAwarded: 50, earnedAt: '2026-03-05T09:00:00.000Z' },
        { achievementId: B, title: 'Week Warrior', xpAwarded: 100, earnedAt: '2026-03-05T09:30:00.000Z' },
      ],
      levelReached: 3,
      through,
    };
    expect(toNoticeItems(notices)).toEqual([
      { id: `achievement:${A}:2026-03-05T09:00:00.000Z`, text: 'Achievement earned: First Steps (+50 XP)' },
      { id: `achievement:${B}:2026-03-05T09:30:00.000Z`, text: 'Achievement earned: Week Warrior (+100 XP)' },
      { id: 'level:3', text: 'Level up! You reached Level 3.' },
    ]);
  });

  it('tells a repeatable achievement earned again as a new notice', () => {
    const once = toNoticeItems({
      achievements: [{ achievementId: A, title: 'Ten Hours', xpAwarded: 10, earnedAt: '2026-03-01T09:00:00.000Z' }],
      levelReached: null,
      through,
    });
    const again = toNoticeItems({
      achievements: [{ achievementId: A, title: 'Ten Hours', xpAwarded: 10, earnedAt: '2026-03-05T09:00:00.000Z' }],
      levelReached: null,
      through,
    });
    expect(once[0]!.id).not.toBe(again[0]!.id);
  });

  it('is empty when there is nothing to tell', () => {
    expect(toNoticeItems({ achievements: [], levelReached: null, through })).toEqual([]);
  });
});
