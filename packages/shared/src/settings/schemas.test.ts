import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema } from './schemas.ts';

describe('the default dashboard notice', () => {
  const notice = DEFAULT_SITE_SETTINGS.dashboardNotice;

  it('claims no bug or unfinished part that Woodshed does not have', () => {
    for (const claim of [/alpha/i, /still being built/i, /known (bug|issue)/i, /time.?zone/i, /day behind/i]) {
      expect(notice).not.toMatch(claim);
    }
  });

  it('still invites bug reports by e-mail, and is a valid setting', () => {
    expect(notice).toMatch(/bug/i);
    expect(notice).toMatch(/e-mail/i);
    expect(siteSettingsSchema.parse(DEFAULT_SITE_SETTINGS).dashboardNotice).toBe(notice);
  });
});
