import {
  DEFAULT_BUG_REPORT_EMAIL,
  DEFAULT_DASHBOARD_NOTICE,
  DEFAULT_PRIVATE_LESSONS,
  type PrivateLessons,
} from '@woodshed/shared';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';

/**
 * The site settings a superadmin can change (DESIGN §5.14), by their key in `site_settings`, with the
 * default shipped for each. A key without a row means its default. The admin settings page adds its keys here.
 */
export const SITE_SETTING_DEFAULTS = {
  dashboard_notice: DEFAULT_DASHBOARD_NOTICE,
  bug_report_email: DEFAULT_BUG_REPORT_EMAIL,
  private_lessons_bio: DEFAULT_PRIVATE_LESSONS.instructorBio,
  private_lessons_what_to_expect: DEFAULT_PRIVATE_LESSONS.whatToExpect,
  private_lessons_scheduling_url: DEFAULT_PRIVATE_LESSONS.schedulingUrl,
} as const satisfies Record<string, string>;

export type SiteSettingKey = keyof typeof SITE_SETTING_DEFAULTS;
export type SiteSettings = Record<SiteSettingKey, string>;

const SITE_SETTING_KEYS = Object.keys(SITE_SETTING_DEFAULTS) as SiteSettingKey[];

const isKnownKey = (key: string): key is SiteSettingKey => Object.hasOwn(SITE_SETTING_DEFAULTS, key);

/** Every known setting, stored values over the defaults; one primary-key lookup. */
export async function getSiteSettings(db: DbOrTx): Promise<SiteSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, SITE_SETTING_KEYS));
  const settings: SiteSettings = { ...SITE_SETTING_DEFAULTS };
  for (const row of rows) if (isKnownKey(row.key)) settings[row.key] = row.value;
  return settings;
}

/** The private-lessons page (spec part 2 §2) from the site settings. */
export async function getPrivateLessons(db: DbOrTx): Promise<PrivateLessons> {
  const settings = await getSiteSettings(db);
  return {
    instructorBio: settings.private_lessons_bio,
    whatToExpect: settings.private_lessons_what_to_expect,
    schedulingUrl: settings.private_lessons_scheduling_url,
  };
}
