import { SITE_SETTING_LABELS, type FileUsage } from '@woodshed/shared';
import { siteSettings } from '../../db/schema/index.ts';
import { mentionsFile, type FileUsageProvider } from '../../lib/file-usages.ts';
import { fieldOfKey } from './service.ts';

/** Site settings whose text mentions a stored file (a bio or notice linking it, a scheduling link to it). */
export const settingFileUsages: FileUsageProvider = {
  name: 'settings',
  columns: [siteSettings.value],
  async find(db, file) {
    const rows = await db
      .select({ key: siteSettings.key })
      .from(siteSettings)
      .where(mentionsFile(siteSettings.value, file));
    return rows.flatMap(({ key }): FileUsage[] => {
      const field = fieldOfKey(key);
      // A stored key this version no longer knows shows nowhere, so nothing breaks with the file.
      return field ? [{ id: key, title: SITE_SETTING_LABELS[field], kind: 'setting', field: 'text' }] : [];
    });
  },
};
