import { type SettingEntry, type SiteSettings, settingSchemas } from '../../common/settings.ts';

/**
 * Turns the API's name/value list into typed settings. A value that does not
 * fit its schema is logged and replaced by an empty one, so one bad setting
 * cannot take the whole site down.
 */
export function toSiteSettings(entries: SettingEntry[]): SiteSettings {
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

/** A short, stable key of an announcement: a changed text is a new announcement. */
export function announcementKey(popup: { title: string; text: string }): string {
  let hash = 5381;
  for (const char of `${popup.title}\n${popup.text}`) hash = ((hash * 33) ^ char.codePointAt(0)!) >>> 0;
  return hash.toString(36);
}
