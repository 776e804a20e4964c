import { type SiteSettings, type StoredSetting, settingSchemas } from '../../../common/settings.ts';

/**
 * Turns the stored name/value list into typed settings. A value that does
 * not fit its schema is logged and replaced by an empty one, so one bad
 * setting cannot take the whole site down.
 */
export function toSiteSettings(entries: StoredSetting[]): SiteSettings {
  const byName = new Map(entries.map((entry) => [entry.name, entry.value]));
  const read = <K extends keyof SiteSettings>(name: K, fallback: SiteSettings[K]): SiteSettings[K] => {
    const parsed = settingSchemas[name].safeParse(byName.get(name) ?? fallback);
    if (parsed.success) return parsed.data as SiteSettings[K];
    console.error(`setting "${name}" does not match its schema`, parsed.error.issues);
    return fallback;
  };
  return {
    intropopup: read('intropopup', null),
    topmenu: read('topmenu', []),
    openinghours: read('openinghours', []),
    openinghoursinfo: read('openinghoursinfo', null),
    bottommenu: read('bottommenu', []),
    meetingid: read('meetingid', null),
    townhall: read('townhall', null),
  };
}
