import {
  DEFAULT_BUG_REPORT_EMAIL,
  DEFAULT_DASHBOARD_NOTICE,
  DEFAULT_PRIVATE_LESSONS,
  type PrivateLessons,
  type SiteInfo,
  type SiteSettingsValues,
} from '@woodshed/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { siteSettings } from '../../db/schema/index.ts';

/**
 * The site settings a superadmin can change, by their key in `site_settings`, with the
 * default shipped for each. A key without a row means its default. The admin settings page adds its keys here.
 */
export const SITE_SETTING_DEFAULTS = {
  /** Empty: the top bar shows "Woodshed" alone. */
  school_name: '',
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

/** The private-lessons page from the site settings. */
export async function getPrivateLessons(db: DbOrTx): Promise<PrivateLessons> {
  const settings = await getSiteSettings(db);
  return {
    instructorBio: settings.private_lessons_bio,
    whatToExpect: settings.private_lessons_what_to_expect,
    schedulingUrl: settings.private_lessons_scheduling_url,
  };
}

/** The stored key of each field of the admin's settings form. */
const KEY_OF_FIELD: Record<keyof SiteSettingsValues, SiteSettingKey> = {
  schoolName: 'school_name',
  dashboardNotice: 'dashboard_notice',
  bugReportEmail: 'bug_report_email',
  privateLessonsBio: 'private_lessons_bio',
  privateLessonsWhatToExpect: 'private_lessons_what_to_expect',
  privateLessonsSchedulingUrl: 'private_lessons_scheduling_url',
};

const FIELDS = Object.keys(KEY_OF_FIELD) as (keyof SiteSettingsValues)[];

/** The settings form's field of a stored key, undefined for a key it does not edit. */
export const fieldOfKey = (key: string): keyof SiteSettingsValues | undefined =>
  FIELDS.find((field) => KEY_OF_FIELD[field] === key);

const toValues = (settings: SiteSettings): SiteSettingsValues =>
  Object.fromEntries(FIELDS.map((field) => [field, settings[KEY_OF_FIELD[field]]])) as SiteSettingsValues;

/** GET /api/admin/settings: every setting as the settings page edits it. */
export async function getSiteSettingsValues(db: DbOrTx): Promise<SiteSettingsValues> {
  return toValues(await getSiteSettings(db));
}

/**
 * PUT /api/admin/settings: writes every setting, in one upsert statement (so all or none), even those equal to
 * their default — a later change of a shipped default then leaves a school's saved choice alone.
 */
export async function saveSiteSettings(db: DbOrTx, values: SiteSettingsValues): Promise<SiteSettingsValues> {
  await db
    .insert(siteSettings)
    .values(FIELDS.map((field) => ({ key: KEY_OF_FIELD[field], value: values[field] })))
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
  return getSiteSettingsValues(db);
}

/** GET /api/site (public): the school's name beside "Woodshed", null when it has none. */
export async function getSiteInfo(db: DbOrTx): Promise<SiteInfo> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, 'school_name' satisfies SiteSettingKey));
  return { schoolName: row?.value ? row.value : null };
}
