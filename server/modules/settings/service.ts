import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { settings } from '../../db/schema/index.ts';
import { type ListQuery, MAX_PER_PAGE, offset } from '../../lib/api-schemas.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';

/** Every page reads the settings; they change seldom. A change shows within this time, or at once after `invalidateSettings`. */
const SETTINGS_TTL_MS = 5000;
const caches = new WeakMap<Db, TtlCache<{ name: string; value: unknown }[]>>();

function cacheFor(db: Db) {
  const existing = caches.get(db);
  if (existing) return existing;
  const cache = new TtlCache<{ name: string; value: unknown }[]>(SETTINGS_TTL_MS);
  caches.set(db, cache);
  return cache;
}

/** All settings of a locale, a short list (bounded all the same), from the per-process cache. */
function allSettings(db: Db, locale: string) {
  // `async` matters: a Drizzle query is a thenable that runs again on every `await`; the cache must hold one result.
  return cacheFor(db).get(locale, async () =>
    db
      .select({ name: settings.name, value: settings.value })
      .from(settings)
      .where(eq(settings.locale, locale))
      .orderBy(asc(settings.name))
      .limit(10 * MAX_PER_PAGE),
  );
}

export async function listSettings(db: Db, locale: string, query: ListQuery) {
  const all = await allSettings(db, locale);
  const start = offset(query);
  return { rows: all.slice(start, start + query.perPage), total: all.length };
}

/** Called by whatever changes settings, so every page shows the change at once. */
export function invalidateSettings(db: Db): void {
  caches.get(db)?.clear();
}

/** One setting's value, or undefined. */
export async function getSetting(db: Db, locale: string, name: string): Promise<unknown> {
  return (await allSettings(db, locale)).find((s) => s.name === name)?.value;
}
