export const FACULTY_NAME_MAX = 80;
export const FACULTY_TITLE_MAX = 120;
export const FACULTY_BIO_MAX = 2000;
export const SUMMARY_SHORT_DESCRIPTION_MAX = 200;
/** Members of one summary (a group session); the first is the primary member. */
export const SUMMARY_MEMBERS_MAX = 30;
export const SUMMARY_ATTACHMENTS_MAX = 10;
export const SUMMARY_HOMEWORK_MAX = 20;
export const SUMMARY_SEARCH_MAX = 100;
export const SUMMARIES_PAGE_SIZE = 20;
/** After 'Session Summary Created' the form goes to the user's page after this delay. */
export const SUMMARY_REDIRECT_DELAY_MS = 2000;
/** Private storage folder of attachments: served only through the summary's members-only route, never /files. */
export const SESSION_ATTACHMENT_FOLDER = 'session-attachments';
/** Uploaded attachments not used by a summary within this time are deleted by housekeeping. */
export const PENDING_ATTACHMENT_TTL_HOURS = 24;
export const SESSION_TYPES = ['all', 'private', 'group'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
