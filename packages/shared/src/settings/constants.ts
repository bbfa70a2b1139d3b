/**
 * The dashboard notice shipped by default. It claims no defects Woodshed does not have (no
 * time-zone bugs, no unfinished screens): a school replaces it with its own news in the site settings.
 */
export const DEFAULT_DASHBOARD_NOTICE =
  'Welcome to Woodshed! Your school posts its news here. Found a bug or have an idea? Tell us by e-mail.';
export const DEFAULT_BUG_REPORT_EMAIL = 'support@woodshed.local';
/** The private-lessons page shipped by default; a superadmin changes it in the site settings. */
export const DEFAULT_PRIVATE_LESSONS = {
  instructorBio:
    "Lessons are taught by the school's faculty: working guitarists who have taught players of every age and level, from first chords to jazz harmony and fingerstyle arrangements.",
  whatToExpect:
    'A 45-minute one-to-one lesson, in person or by video call.\nWe start from your goals and your practice log, work on one or two things in depth, and you leave with a plan for the week.\nAfter each lesson a session summary appears in Woodshed with the notes and any attachments.',
  schedulingUrl: 'mailto:lessons@woodshed.local?subject=Private%20lesson',
} as const;

export const SCHOOL_NAME_MAX = 60;
export const DASHBOARD_NOTICE_MAX = 1000;
export const PRIVATE_LESSONS_TEXT_MAX = 4000;
