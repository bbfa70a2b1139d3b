import { messages, type Profile } from '@woodshed/shared';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { fieldProblems } from '@/components/ui/form';
import { profileFormResolver, valuesFromProfile, type ProfileFormValues } from './profile-form-model';

const profile: Profile = {
  username: 'sam_strummer',
  bio: null,
  gear: ['Telecaster'],
  genres: [],
  influences: [],
  timezone: 'America/Chicago',
  weeklyGoalHours: 5,
  membershipLevel: 'Free',
  dailyPracticeReminder: false,
  practiceReminderTime: '09:00',
  leaderboardNickname: null,
  level: { xp: 0, level: 0, nextLevel: 1, progressPercent: 0, xpNeeded: 100 },
  updatedAt: '2026-11-23T10:00:00.000Z',
};

const options: ResolverOptions<ProfileFormValues> = { fields: {}, shouldUseNativeValidation: false };
const resolve = (values: ProfileFormValues) => profileFormResolver(values, undefined, options);

describe('the profile form', () => {
  it('starts from the stored profile, with blanks for missing text', () => {
    expect(valuesFromProfile(profile)).toMatchObject({ username: 'sam_strummer', bio: '', leaderboardNickname: '' });
  });

  it('sends a valid form as typed, for the server to parse', async () => {
    const values = { ...valuesFromProfile(profile), timezone: 'Asia/Kolkata' };
    expect(await resolve(values)).toEqual({ values, errors: {} });
  });

  it("reports every field's problem at once, with the server's wording", async () => {
    const { errors } = await resolve({
      ...valuesFromProfile(profile),
      username: 'x',
      timezone: 'Nowhere/Atlantis',
      weeklyGoalHours: 41,
      practiceReminderTime: '25:00',
    });
    expect(fieldProblems(errors as FieldErrors<ProfileFormValues>, [])).toEqual([
      messages.profile.nameLength('Username'),
      messages.auth.timeZoneInvalid,
      messages.profile.weeklyGoalRange,
      messages.profile.reminderTimeInvalid,
    ]);
  });
});
