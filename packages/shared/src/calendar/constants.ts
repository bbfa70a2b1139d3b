import { PROFILE_TIME_ZONES } from '../auth/index.ts';

/**
 * An event takes any IANA zone (issue 25); the spec's eight choices (the profile list's first eight) stay the first
 * suggestions of the picker. Events stored before issue 25 named them by short keys (Eastern, …; migration 0016 maps
 * them to these IANA ids).
 */
export const EVENT_TIME_ZONE_SUGGESTIONS: readonly string[] = PROFILE_TIME_ZONES.slice(0, 8);
export const RECURRING_PERIODS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RecurringPeriod = (typeof RECURRING_PERIODS)[number];
export const EVENT_VISIBILITIES = ['public', 'private'] as const;
export type EventVisibility = (typeof EVENT_VISIBILITIES)[number];
export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 10_000;
export const EVENT_LOCATION_MAX = 300;
export const EVENT_OCCURRENCES_MAX = 1000;
/** The longest span one occurrences request may cover (a month view with its leading and trailing days). */
export const CALENDAR_RANGE_MAX_DAYS = 62;
