import { messages, type AdminAchievement } from '@woodshed/shared';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  achievementResolver,
  criterionText,
  formFieldOf,
  NEW_ACHIEVEMENT,
  toAchievementInput,
  valuesOfAchievement,
  type AchievementFormValues,
} from './achievement-form-model';

const m = messages.achievements;
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<AchievementFormValues>;
const resolve = (values: AchievementFormValues) => achievementResolver(values, undefined, options);
const messagesOf = (errors: Record<string, { message?: string } | undefined>) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));

const valid: AchievementFormValues = {
  ...NEW_ACHIEVEMENT,
  title: 'Zebra Streak',
  description: 'Three days in a row',
  iconUrl: '/files/images/0b7f2c4e-5d7a-4a39-9f0e-1c2d3e4f5a6b.png',
};

describe('achievement form', () => {
  it('starts with the spec defaults: 100 XP, repeatable, no criterion', () => {
    expect(NEW_ACHIEVEMENT).toMatchObject({ xpAwarded: '100', repeatable: true, criterionType: '' });
  });

  it('flags the required fields with the shared messages; an empty XP is no number, not 0', async () => {
    const { errors } = await resolve({ ...NEW_ACHIEVEMENT, xpAwarded: '' });
    expect(messagesOf(errors)).toEqual({
      title: m.titleRequired,
      description: m.descriptionRequired,
      xpAwarded: m.xpInvalid,
      iconUrl: m.iconRequired,
    });
    expect(messagesOf((await resolve({ ...valid, xpAwarded: '0' })).errors)).toEqual({ xpAwarded: m.xpInvalid });
  });

  it('puts a criterion problem beside the threshold input', async () => {
    for (const threshold of ['', '0', '2.5']) {
      const { errors } = await resolve({ ...valid, criterionType: 'streak_days', threshold });
      expect(messagesOf(errors)).toEqual({ threshold: m.thresholdInvalid });
    }
  });

  it('sends no criterion for "None", else the type and threshold; a blank hero is none', async () => {
    const none = await resolve({ ...valid, threshold: 'ignored' });
    expect(none.values).toMatchObject({ criterion: null, heroImageUrl: null, xpAwarded: 100, repeatable: true });
    const streak = await resolve({ ...valid, criterionType: 'streak_days', threshold: '3', xpAwarded: '150' });
    expect(streak.values).toMatchObject({ criterion: { type: 'streak_days', threshold: 3 }, xpAwarded: 150 });
    expect(toAchievementInput({ ...valid, criterionType: 'sessions_logged', threshold: ' ' }).criterion).toEqual({
      type: 'sessions_logged',
      threshold: Number.NaN,
    });
  });

  it('opens a saved achievement with its values', () => {
    const saved: AdminAchievement = {
      id: '00000000-0000-4000-8000-000000000001',
      title: 'Week',
      description: 'Seven days',
      xpAwarded: 250,
      iconUrl: '/files/images/1b7f2c4e-5d7a-4a39-9f0e-1c2d3e4f5a6b.png',
      heroImageUrl: null,
      repeatable: false,
      criterion: { type: 'streak_days', threshold: 7 },
      earnedByCount: 2,
      createdAt: '2025-01-01T00:00:00.000Z',
    };
    expect(valuesOfAchievement(saved)).toEqual({
      title: 'Week',
      description: 'Seven days',
      xpAwarded: '250',
      iconUrl: '/files/images/1b7f2c4e-5d7a-4a39-9f0e-1c2d3e4f5a6b.png',
      heroImageUrl: '',
      repeatable: false,
      criterionType: 'streak_days',
      threshold: '7',
    });
  });

  it('states the criterion in words', () => {
    expect(criterionText({ type: 'streak_days', threshold: 7 })).toBe('Practice streak ≥ 7 days');
    expect(criterionText({ type: 'total_practice_hours', threshold: 1000 })).toBe('Total practice ≥ 1,000 hours');
    // A count of one takes the singular (issue 26).
    expect(criterionText({ type: 'courses_completed', threshold: 1 })).toBe('Courses completed ≥ 1 course');
    expect(criterionText({ type: 'courses_completed', threshold: 2 })).toBe('Courses completed ≥ 2 courses');
    expect(criterionText({ type: 'total_practice_hours', threshold: 1 })).toBe('Total practice ≥ 1 hour');
    expect(criterionText(null)).toBe('Awarded by hand');
  });
});

describe('a refused save', () => {
  it('goes beside the field the server named, the criterion parts to their own inputs', () => {
    expect(formFieldOf('criterion.threshold')).toBe('threshold');
    expect(formFieldOf('criterion.type')).toBe('criterionType');
    expect(formFieldOf('iconUrl')).toBe('iconUrl');
    expect(formFieldOf('title')).toBe('title');
    expect(formFieldOf('nonsense')).toBeNull();
  });
});
