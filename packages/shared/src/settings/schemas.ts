import { z } from 'zod';
import { messages } from '../admin/index.ts';
import { isSingleLine, requiredLines, singleLineText } from '../common/index.ts';
import {
  DASHBOARD_NOTICE_MAX,
  DEFAULT_BUG_REPORT_EMAIL,
  DEFAULT_DASHBOARD_NOTICE,
  DEFAULT_PRIVATE_LESSONS,
  PRIVATE_LESSONS_TEXT_MAX,
  SCHOOL_NAME_MAX,
} from './constants.ts';

/** GET /api/private-lessons: the page's texts and where the scheduling link goes. */
export const privateLessonsSchema = z.object({
  instructorBio: z.string(),
  /** Paragraphs separated by line breaks. */
  whatToExpect: z.string(),
  /** An https: or mailto: address. */
  schedulingUrl: z.string(),
});
export type PrivateLessons = z.infer<typeof privateLessonsSchema>;

const a = messages.admin;

/** GET /api/site (public): what every page's top bar shows beside "Woodshed"; null when the school has no name. */
export const siteInfoSchema = z.object({ schoolName: z.string().nullable() });
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** A scheduling link: https: (or http:) or mailto:, as the private-lessons page opens it. */
const schedulingUrlSchema = z
  .string({ error: a.schedulingUrlInvalid })
  .trim()
  .max(2048, a.schedulingUrlInvalid)
  .refine((value) => {
    // new URL() silently drops tabs and line breaks, which would be stored with the link.
    if (!isSingleLine(value)) return false;
    try {
      return ['https:', 'http:', 'mailto:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, a.schedulingUrlInvalid);

/** GET and PUT /api/admin/settings: every setting at once; PUT answers the saved settings. */
export const siteSettingsSchema = z.object({
  /** Empty: no name shown. */
  schoolName: singleLineText('School name').max(SCHOOL_NAME_MAX, a.schoolNameTooLong),
  dashboardNotice: requiredLines('Dashboard notice', DASHBOARD_NOTICE_MAX, a.noticeRequired, a.noticeTooLong),
  bugReportEmail: z.email(a.bugReportEmailInvalid).max(254, a.bugReportEmailInvalid),
  privateLessonsBio: requiredLines(
    'Instructor bio',
    PRIVATE_LESSONS_TEXT_MAX,
    a.privateLessonsBioRequired,
    a.privateLessonsTextTooLong,
  ),
  privateLessonsWhatToExpect: requiredLines(
    'What to expect',
    PRIVATE_LESSONS_TEXT_MAX,
    a.privateLessonsWhatToExpectRequired,
    a.privateLessonsTextTooLong,
  ),
  privateLessonsSchedulingUrl: schedulingUrlSchema,
});
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;
export type SiteSettingsValues = z.infer<typeof siteSettingsSchema>;

/** Each setting's name, as the settings page labels its field (and the file-usage list names a setting). */
export const SITE_SETTING_LABELS: Record<keyof SiteSettingsValues, string> = {
  schoolName: 'School name',
  dashboardNotice: 'Dashboard notice',
  bugReportEmail: 'Bug-report e-mail',
  privateLessonsBio: 'Instructor bio',
  privateLessonsWhatToExpect: 'What to expect',
  privateLessonsSchedulingUrl: 'Scheduling link',
};

/** The shipped defaults, for the settings page's "Restore default" buttons. */
export const DEFAULT_SITE_SETTINGS: SiteSettingsValues = {
  schoolName: '',
  dashboardNotice: DEFAULT_DASHBOARD_NOTICE,
  bugReportEmail: DEFAULT_BUG_REPORT_EMAIL,
  privateLessonsBio: DEFAULT_PRIVATE_LESSONS.instructorBio,
  privateLessonsWhatToExpect: DEFAULT_PRIVATE_LESSONS.whatToExpect,
  privateLessonsSchedulingUrl: DEFAULT_PRIVATE_LESSONS.schedulingUrl,
};
