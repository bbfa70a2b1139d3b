/**
 * @woodshed/shared: the contract of the web app and the server, one folder per feature (docs/architecture.md).
 * Each folder's index.ts is also a subpath (`@woodshed/shared/<feature>`); the root re-exports them all.
 */
import { messages as accountMessages } from './account/index.ts';
import { messages as achievementsMessages } from './achievements/index.ts';
import { messages as adminMessages } from './admin/index.ts';
import { messages as authMessages } from './auth/index.ts';
import { messages as calendarMessages } from './calendar/index.ts';
import { messages as chordsMessages } from './chords/index.ts';
import { messages as collectionsMessages } from './collections/index.ts';
import { messages as commonMessages } from './common/index.ts';
import { messages as coursesMessages } from './courses/index.ts';
import { messages as dashboardMessages } from './dashboard/index.ts';
import { messages as gamesMessages } from './games/index.ts';
import { messages as goalsMessages } from './goals/index.ts';
import { messages as leaderboardMessages } from './leaderboard/index.ts';
import { messages as libraryMessages } from './library/index.ts';
import { messages as metronomeMessages } from './metronome/index.ts';
import { messages as musicMessages } from './music/index.ts';
import { messages as practiceMessages } from './practice/index.ts';
import { messages as practiceRoomMessages } from './practice-room/index.ts';
import { messages as profileMessages } from './profile/index.ts';
import { messages as remindersMessages } from './reminders/index.ts';
import { messages as routinesMessages } from './routines/index.ts';
import { messages as settingsMessages } from './settings/index.ts';
import { messages as statsMessages } from './stats/index.ts';
import { messages as storageMessages } from './storage/index.ts';
import { messages as summariesMessages } from './summaries/index.ts';
import { messages as tunerMessages } from './tuner/index.ts';
import { messages as xpMessages } from './xp/index.ts';

export * from './account/index.ts';
export * from './achievements/index.ts';
export * from './admin/index.ts';
export * from './auth/index.ts';
export * from './calendar/index.ts';
export * from './chords/index.ts';
export * from './collections/index.ts';
export * from './common/index.ts';
export * from './courses/index.ts';
export * from './dashboard/index.ts';
export * from './games/index.ts';
export * from './goals/index.ts';
export * from './leaderboard/index.ts';
export * from './library/index.ts';
export * from './metronome/index.ts';
export * from './music/index.ts';
export * from './practice/index.ts';
export * from './practice-room/index.ts';
export * from './profile/index.ts';
export * from './reminders/index.ts';
export * from './routines/index.ts';
export * from './settings/index.ts';
export * from './stats/index.ts';
export * from './storage/index.ts';
export * from './summaries/index.ts';
export * from './tuner/index.ts';
export * from './xp/index.ts';

/**
 * Every user-visible message, once: each feature's sections (`<feature>/messages.ts`), `messages.auth`, `messages.errors`
 * and so on. A feature's own index exports `messages` with only its sections, so `messages.auth.x` reads the same
 * from either import; this one takes precedence over theirs here. Wording follows the product specification, except
 * where docs/decisions.md says otherwise.
 */
export const messages = {
  ...accountMessages,
  ...achievementsMessages,
  ...adminMessages,
  ...authMessages,
  ...calendarMessages,
  ...chordsMessages,
  ...collectionsMessages,
  ...commonMessages,
  ...coursesMessages,
  ...dashboardMessages,
  ...gamesMessages,
  ...goalsMessages,
  ...leaderboardMessages,
  ...libraryMessages,
  ...metronomeMessages,
  ...musicMessages,
  ...practiceMessages,
  ...practiceRoomMessages,
  ...profileMessages,
  ...remindersMessages,
  ...routinesMessages,
  ...settingsMessages,
  ...statsMessages,
  ...storageMessages,
  ...summariesMessages,
  ...tunerMessages,
  ...xpMessages,
} as const;
