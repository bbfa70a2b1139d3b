import { profileUpdateSchema, type Profile, type ProfileUpdate } from '@woodshed/shared';

/** The edit form's values: what the inputs hold (a blank nickname is sent as '' and stored as null). */
export interface ProfileFormValues {
  username: string;
  bio: string;
  gear: string[];
  genres: string[];
  influences: string[];
  timezone: string;
  weeklyGoalHours: number;
  dailyPracticeReminder: boolean;
  practiceReminderTime: string;
  leaderboardNickname: string;
}
export type ProfileField = keyof ProfileFormValues;

/** The order the fields appear in, so the first problem can be focused. */
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'username',
  'bio',
  'gear',
  'genres',
  'influences',
  'timezone',
  'weeklyGoalHours',
  'dailyPracticeReminder',
  'practiceReminderTime',
  'leaderboardNickname',
];

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

export type ProfileFormResult =
  { ok: true; update: ProfileUpdate } | { ok: false; errors: Partial<Record<ProfileField, string>> };

/** Checks the form with the server's own schema: every field's first problem at once, keyed by field. */
export function checkProfileForm(values: ProfileFormValues): ProfileFormResult {
  const update: ProfileUpdate = { ...values };
  const parsed = profileUpdateSchema.safeParse(update);
  if (parsed.success) return { ok: true, update };
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ProfileField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A field name from the server's error envelope ('gear.1' → 'gear'), when it is one of the form's. */
export function formFieldOf(serverField: string | undefined): ProfileField | null {
  const head = serverField?.split('.')[0];
  return PROFILE_FIELDS.find((field) => field === head) ?? null;
}
