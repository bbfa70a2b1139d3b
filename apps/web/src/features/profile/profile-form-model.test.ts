import { messages, type Profile } from '@woodshed/shared';
import { describe, expect, it } from 'vitest';
import { checkProfileForm, formFieldOf, valuesFromProfile } from './profile-form-model';

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

describe('the profile form', () => {
  it('starts from the stored profile, with blanks for missing text', () => {
    expect(valuesFromProfile(profile)).toMatchObject({ username: 'sam_strummer', bio: '', leaderboardNickname: '' });
  });

  it('sends a valid form as the update the server expects', () => {
    const result = checkProfileForm({ ...valuesFromProfile(profile), timezone: 'Asia/Kolkata' });
    expect(result).toEqual({ ok: true, update: expect.objectContaining({ timezone: 'Asia/Kolkata', bio: '' }) });
  });

  it("reports every field's problem at once, with the server's wording", () => {
    const result = checkProfileForm({
      ...valuesFromProfile(profile),
      username: 'x',
      timezone: 'Nowhere/Atlantis',
      weeklyGoalHours: 41,
      practiceReminderTime: '25:00',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        username: messages.profile.nameLength('Username'),
        timezone: messages.auth.timeZoneInvalid,
        weeklyGoalHours: messages.profile.weeklyGoalRange,
        practiceReminderTime: messages.profile.reminderTimeInvalid,
      },
    });
  });

  it("maps the server's field names onto the form's", () => {
    expect(formFieldOf('gear.1')).toBe('gear');
    expect(formFieldOf('leaderboardNickname')).toBe('leaderboardNickname');
    expect(formFieldOf('somethingElse')).toBeNull();
    expect(formFieldOf(undefined)).toBeNull();
  });
});
