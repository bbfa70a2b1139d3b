import { courseInputSchema, messages, moduleInputSchema, type AdminModule } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { NEW_COURSE, toCourseInput } from './course-form-model';
import { lockLabel } from './module-labels';
import { clampedWeight, newModule, toModuleInput, valuesOfModule } from './module-form-model';

const m = messages.courses;
const issues = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('course form', () => {
  it('starts with the spec defaults: beginner, 100 XP, unavailable', () => {
    expect(NEW_COURSE).toMatchObject({ difficulty: 'beginner', xpAwarded: '100', isAvailable: false });
  });

  it('checks with the shared schema and its messages; an empty XP is no number, not 0', () => {
    expect(issues(courseInputSchema.safeParse(toCourseInput({ ...NEW_COURSE, xpAwarded: '' })))).toMatchObject({
      title: m.titleRequired,
      description: m.descriptionRequired,
      heroImageUrl: m.heroRequired,
      thumbnailUrl: m.thumbnailRequired,
      duration: m.durationRequired,
      xpAwarded: m.xpInvalid,
    });
    const valid = {
      ...NEW_COURSE,
      title: 'Blues',
      description: 'Twelve bars',
      heroImageUrl: '/files/images/6f1c2f0e-8a4b-4c1d-9e2f-3a4b5c6d7e8f.png',
      thumbnailUrl: 'https://example.com/t.png',
      duration: '4 weeks',
      xpAwarded: '0',
    };
    expect(courseInputSchema.parse(toCourseInput(valid)).xpAwarded).toBe(0);
    expect(issues(courseInputSchema.safeParse(toCourseInput({ ...valid, xpAwarded: '-1' })))).toEqual({
      xpAwarded: m.xpInvalid,
    });
  });
});

describe('module form', () => {
  const valid = { ...newModule(3), title: 'Scales', description: 'Major scale' };

  it('starts at the given order with weight 1 and no lock', () => {
    expect(moduleInputSchema.parse(toModuleInput(valid))).toMatchObject({
      order: 3,
      weight: 1,
      lockedUntilDay: null,
      videoUrl: null,
      thumbnailUrl: null,
      heroImageUrl: null,
    });
  });

  it('reads blank weight as 1, clamps it to 1–10 and refuses a blank order or a negative lock', () => {
    expect(moduleInputSchema.parse(toModuleInput({ ...valid, weight: '' })).weight).toBe(1);
    expect(moduleInputSchema.parse(toModuleInput({ ...valid, weight: '15' })).weight).toBe(10);
    expect(moduleInputSchema.parse(toModuleInput({ ...valid, weight: '0' })).weight).toBe(1);
    expect(moduleInputSchema.parse(toModuleInput({ ...valid, lockedUntilDay: '2' })).lockedUntilDay).toBe(2);
    expect(issues(moduleInputSchema.safeParse(toModuleInput({ ...valid, order: '', lockedUntilDay: '-1' })))).toEqual({
      order: m.orderInvalid,
      lockedUntilDay: m.lockDaysInvalid,
    });
    expect(issues(moduleInputSchema.safeParse(toModuleInput({ ...valid, videoUrl: 'not a url' })))).toHaveProperty(
      'videoUrl',
    );
  });

  it('shows a typed weight as it will be saved', () => {
    expect(clampedWeight('12')).toBe('10');
    expect(clampedWeight('0')).toBe('1');
    expect(clampedWeight('2.6')).toBe('3');
    expect(clampedWeight('')).toBe('');
  });

  it('fills the form from a saved module, an empty lock as an empty field', () => {
    const saved = { ...valid, order: 2, weight: 4, lockedUntilDay: null, videoUrl: null } as unknown as AdminModule;
    expect(valuesOfModule(saved)).toMatchObject({ order: '2', weight: '4', lockedUntilDay: '', videoUrl: '' });
  });

  it('says when a module opens', () => {
    expect(lockLabel(null)).toBe('Open from enrolment');
    expect(lockLabel(0)).toBe('Open from enrolment');
    expect(lockLabel(1)).toBe('Unlocks 1 day after enrolment');
    expect(lockLabel(2)).toBe('Unlocks 2 days after enrolment');
  });
});
