import { z } from 'zod';
import { timeZoneSchema } from '../auth/index.ts';
import { multiLineText, singleLineText } from '../common/index.ts';
import { levelSummarySchema } from '../xp/index.ts';
import {
  PROFILE_LIST_ITEM_MAX,
  PROFILE_LIST_MAX_ITEMS,
  PROFILE_BIO_MAX,
  PROFILE_NAME_MAX,
  PROFILE_NAME_MIN,
  WEEKLY_GOAL_MAX_HOURS,
  WEEKLY_GOAL_MIN_HOURS,
  WEEKLY_GOAL_STEP_HOURS,
} from './constants.ts';
import { messages } from './messages.ts';

const m = messages.profile;

/** Letters, digits, '_', '-' and '.', starting with a letter or digit: shown on leaderboards and in URLs. */
const PUBLIC_NAME = /^[\p{L}\p{N}][\p{L}\p{N}_.-]*$/u;

const publicName = (label: 'Username' | 'Leaderboard nickname') =>
  z
    .string()
    .trim()
    .min(PROFILE_NAME_MIN, m.nameLength(label))
    .max(PROFILE_NAME_MAX, m.nameLength(label))
    .regex(PUBLIC_NAME, m.nameCharacters(label));

/** A list the user adds to and removes from (gear, genres, influences): trimmed, no blanks, no repeats. */
const profileList = (label: string) =>
  z
    .array(singleLineText(label).min(1, m.listItemBlank(label)).max(PROFILE_LIST_ITEM_MAX, m.listItemLength(label)))
    .max(PROFILE_LIST_MAX_ITEMS, m.listTooLong(label))
    .refine((items) => new Set(items.map((item) => item.toLowerCase())).size === items.length, {
      message: m.listRepeats(label),
    });

/** 'HH:MM', 00:00–23:59. */
export const reminderTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, m.reminderTimeInvalid);

export const weeklyGoalHoursSchema = z
  .number({ error: m.weeklyGoalRange })
  .min(WEEKLY_GOAL_MIN_HOURS, m.weeklyGoalRange)
  .max(WEEKLY_GOAL_MAX_HOURS, m.weeklyGoalRange)
  .refine((hours) => Number.isInteger(hours / WEEKLY_GOAL_STEP_HOURS), { message: m.weeklyGoalRange });

/** PUT /api/profile: every editable field. A blank bio or nickname is stored as null. */
export const profileUpdateSchema = z.object({
  username: publicName('Username'),
  bio: multiLineText('Bio')
    .max(PROFILE_BIO_MAX, m.bioLength)
    .transform((bio) => (bio === '' ? null : bio)),
  gear: profileList('Gear'),
  genres: profileList('Genres'),
  influences: profileList('Influences'),
  timezone: timeZoneSchema,
  weeklyGoalHours: weeklyGoalHoursSchema,
  dailyPracticeReminder: z.boolean(),
  practiceReminderTime: reminderTimeSchema,
  leaderboardNickname: z.union([
    z
      .string()
      .trim()
      .length(0)
      .transform(() => null),
    publicName('Leaderboard nickname'),
    z.null(),
  ]),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

export const membershipLevelSchema = z.object({ id: z.number().int(), name: z.string(), shortDescription: z.string() });
export type MembershipLevel = z.infer<typeof membershipLevelSchema>;

export const profileSchema = z.object({
  username: z.string().nullable(),
  bio: z.string().nullable(),
  gear: z.array(z.string()),
  genres: z.array(z.string()),
  influences: z.array(z.string()),
  timezone: z.string(),
  weeklyGoalHours: z.number(),
  /** The level's name, 'Free' when none is set. */
  membershipLevel: z.string(),
  dailyPracticeReminder: z.boolean(),
  practiceReminderTime: z.string(),
  leaderboardNickname: z.string().nullable(),
  level: levelSummarySchema,
  updatedAt: z.iso.datetime(),
});
export type Profile = z.infer<typeof profileSchema>;
