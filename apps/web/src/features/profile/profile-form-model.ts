import { zodResolver } from '@hookform/resolvers/zod';
import { profileUpdateSchema, type Profile, type ProfileUpdate } from '@woodshed/shared';
import type { Resolver } from 'react-hook-form';

/** The edit form's values: what the inputs hold (a blank nickname is sent as '' and stored as null). */
export interface ProfileFormValues extends ProfileUpdate {
  leaderboardNickname: string;
}

export const valuesFromProfile = (profile: Profile): ProfileFormValues => ({
  username: profile.username ?? '',
  bio: profile.bio ?? '',
  gear: [...profile.gear],
  genres: [...profile.genres],
  influences: [...profile.influences],
  timezone: profile.timezone,
  weeklyGoalHours: profile.weeklyGoalHours,
  dailyPracticeReminder: profile.dailyPracticeReminder,
  practiceReminderTime: profile.practiceReminderTime,
  leaderboardNickname: profile.leaderboardNickname ?? '',
});

/**
 * The server's own schema over the form: every field's first problem at once. A valid form is sent as typed
 * (`raw`), since the server parses the update itself (blank to null and the like).
 */
export const profileFormResolver = zodResolver(profileUpdateSchema, undefined, { raw: true }) as Resolver<
  ProfileFormValues,
  unknown,
  ProfileUpdate
>;
