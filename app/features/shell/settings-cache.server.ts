import { asc, eq } from 'drizzle-orm';
import type { SettingEntry, SiteSettings } from '../../../common/settings.ts';
import type { Db } from '../../../server/db/client.ts';
import { MAX_PER_PAGE } from '../../../server/lib/api-schemas.ts';
import { TtlCache } from '../../../server/lib/ttl-cache.ts';
import { toSiteSettings } from './read-settings.ts';
import { settings } from './schema.server.ts';

/** Every page reads the settings; they change seldom. A change shows within this time, or at once after `invalidate`. */
const SETTINGS_TTL_MS = 5000;
const LOCALE = 'cs';

interface Cached {
  /** Parsed once per cache fill, not once per page. */
  site: SiteSettings;
  entries: SettingEntry[];
}
const caches = new WeakMap<Db, TtlCache<Cached>>();

function cacheFor(db: Db) {
  const existing = caches.get(db);
  if (existing) return existing;
  const cache = new TtlCache<Cached>(SETTINGS_TTL_MS);
  caches.set(db, cache);
  return cache;
}

/** All settings of the locale, a short list (bounded all the same), from the per-process cache. */
export function cachedSettings(db: Db): Promise<Cached> {
  return cacheFor(db).get(LOCALE, async () => {
    const stored = await db
      .select({ name: settings.name, value: settings.value })
      .from(settings)
      .where(eq(settings.locale, LOCALE))
      .orderBy(asc(settings.name))
      .limit(10 * MAX_PER_PAGE);
    const site = toSiteSettings(stored);
    // The API gives each known setting as the site reads it: a malformed value is the empty one there too.
    const entries: SettingEntry[] = [
      { name: 'bottommenu', value: site.bottommenu },
      { name: 'intropopup', value: site.intropopup },
      { name: 'meetingid', value: site.meetingid },
      { name: 'openinghours', value: site.openinghours },
      { name: 'openinghoursinfo', value: site.openinghoursinfo },
      { name: 'topmenu', value: site.topmenu },
      { name: 'townhall', value: site.townhall },
    ];
    return { site, entries };
  });
}

/** Empties the cache, so the next page reads the settings just saved. */
export function invalidateSettings(db: Db): void {
  caches.get(db)?.clear();
}
