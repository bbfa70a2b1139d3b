import { DEFAULT_BUG_REPORT_EMAIL, DEFAULT_DASHBOARD_NOTICE } from '@woodshed/shared';
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
