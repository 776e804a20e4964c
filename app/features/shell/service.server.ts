import { and, asc, count, eq, gt, ilike, isNull, lte, or } from 'drizzle-orm';
import type { SiteSettings } from '../../../common/settings.ts';
import { type ListQuery, offset, withTotal } from '../../../server/lib/api-schemas.ts';
import { likePattern } from '../../../server/lib/like.ts';
import { publicRead } from '../../../server/lib/read-cache.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import type { MediaUsage } from '../media/schemas.ts';
import { countries as countryTable, currencies as currencyTable, posters } from './schema.server.ts';
import { cachedSettings, invalidateSettings } from './settings-cache.server.ts';

/** `GET /api/settings/{locale}`: the settings as name/value pairs (spec §7), a page of them. */
export async function list(ctx: Pick<ServiceContext, 'db'>, query: ListQuery) {
  const { entries } = await cachedSettings(ctx.db);
  const start = offset(query);
  return { rows: entries.slice(start, start + query.perPage), total: entries.length };
}

/** The settings as the pages use them: typed, a bad value replaced by an empty one. */
export async function site(ctx: Pick<ServiceContext, 'db'>): Promise<SiteSettings> {
  return (await cachedSettings(ctx.db)).site;
}

/** Called by whatever changes settings, so every page shows the change at once. */
export function invalidate(ctx: Pick<ServiceContext, 'db'>): void {
  invalidateSettings(ctx.db);
}

/** Banners that are switched on and within their display window now. */
export const banners = publicRead(async function banners(ctx: Pick<ServiceContext, 'db' | 'now'>, query: ListQuery) {
  const { db, now } = ctx;
  const where = and(
    eq(posters.active, true),
    or(isNull(posters.activeFrom), lte(posters.activeFrom, now)),
    or(isNull(posters.activeTo), gt(posters.activeTo, now)),
  );
  const { rows, total } = await withTotal(
    query,
    db
      .select({
        id: posters.id,
        title: posters.title,
        text: posters.text,
        link: posters.link,
        url: posters.imageUrl,
        width: posters.imageWidth,
        height: posters.imageHeight,
        alt: posters.imageAlt,
      })
      .from(posters)
      .where(where)
      .orderBy(asc(posters.position), asc(posters.id))
      .limit(query.perPage)
      .offset(offset(query)),
    () => db.select({ n: count() }).from(posters).where(where),
  );
  return {
    rows: rows.map(({ url, width, height, alt, ...poster }) => ({ ...poster, image: { url, width, height, alt } })),
    total,
  };
});

/** `GET /api/lists/currencies`: the currencies, the default (Czech koruna) among them. */
export async function currencies(ctx: Pick<ServiceContext, 'db'>, query: ListQuery) {
  const { db } = ctx;
  return withTotal(
    query,
    db
      .select({
        id: currencyTable.id,
        code: currencyTable.code,
        rate: currencyTable.rate,
        decimals: currencyTable.decimals,
        is_default: currencyTable.isDefault,
        enabled: currencyTable.enabled,
        name: currencyTable.name,
        symbol_before: currencyTable.symbolBefore,
        symbol_after: currencyTable.symbolAfter,
      })
      .from(currencyTable)
      .orderBy(asc(currencyTable.id))
      .limit(query.perPage)
      .offset(offset(query)),
    () => db.select({ n: count() }).from(currencyTable),
  );
}

/** `GET /api/lists/countries`: the countries (the site offers only Czech). */
export async function countries(ctx: Pick<ServiceContext, 'db'>, query: ListQuery) {
  const { db } = ctx;
  return withTotal(
    query,
    db
      .select({ id: countryTable.id, code: countryTable.code, iso: countryTable.iso, name: countryTable.name })
      .from(countryTable)
      .orderBy(asc(countryTable.position), asc(countryTable.id))
      .limit(query.perPage)
      .offset(offset(query)),
    () => db.select({ n: count() }).from(countryTable),
  );
}

export { adminBanner, adminBanners, deleteBanner, moveBanner, saveBanner } from './staff/banners.server.ts';
export { editableSettings, saveSetting } from './staff/settings.server.ts';

/** Where an image of the media library is used here (`prefix`: its address without the extension), for its where-used list. */
export async function usesMedia(ctx: Pick<ServiceContext, 'db'>, prefix: string): Promise<MediaUsage[]> {
  const rows = await ctx.db
    .select({ title: posters.title })
    .from(posters)
    .where(ilike(posters.imageUrl, likePattern(prefix)))
    .orderBy(asc(posters.id))
    .limit(100);
  return rows.map((r) => ({ kind: 'Banner na úvodní stránce', title: r.title, url: '/' }));
}

/** A library image got a better description: the copies kept with the banners say it too. */
export async function mediaDescribed(ctx: Pick<ServiceContext, 'db'>, mediaId: number, alt: string): Promise<void> {
  await ctx.db.update(posters).set({ imageAlt: alt }).where(eq(posters.imageMediaId, mediaId));
}
