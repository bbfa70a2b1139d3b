export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const MIN_AGE = 13;

/** The spec's twelve time zones (part 2 §9), listed first in pickers; any IANA zone is valid (timeZoneSchema). */
export const PROFILE_TIME_ZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'America/Phoenix',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;
/** An IANA zone name, checked by timeZoneSchema where it enters. */
export type ProfileTimeZone = string;
export const DEFAULT_TIME_ZONE: ProfileTimeZone = 'UTC';

/** Header every mutating API request must carry (CSRF). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'woodshed';

export const SESSION_COOKIE = 'woodshed_session';
export const SESSION_SLIDING_DAYS = 30;
export const SESSION_ABSOLUTE_DAYS = 90;
export const RESET_TOKEN_TTL_MINUTES = 60;
/**
 * Reset e-mails per address: none sooner than RESET_MAIL_GAP_MINUTES after the last one, at most RESET_MAILS_PER_HOUR
 * in an hour. Requests beyond that answer the same and send nothing; a link already sent stays valid, so the owner
 * always has a usable one (the newest was sent within the hour a link lives).
 */
export const RESET_MAIL_GAP_MINUTES = 5;
export const RESET_MAILS_PER_HOUR = 3;
/**
 * Failed sign-ins on one account (from any address, within the 15-minute window) after which an address that has
 * itself failed on that account must solve the CAPTCHA before its password is checked. Addresses without
 * failures on the account are never asked, so the owner is not locked out.
 */
export const SIGN_IN_CAPTCHA_AFTER_FAILURES = 5;
