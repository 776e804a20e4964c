import { asc, count } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, currencies } from '../../db/schema/index.ts';
import { type ListQuery, offset, withTotal } from '../../lib/api-schemas.ts';

export async function listCurrencies(db: Db, query: ListQuery) {
  return withTotal(
    query,
    db
      .select({
        id: currencies.id,
        code: currencies.code,
        rate: currencies.rate,
        decimals: currencies.decimals,
        is_default: currencies.isDefault,
        enabled: currencies.enabled,
        name: currencies.name,
        symbol_before: currencies.symbolBefore,
        symbol_after: currencies.symbolAfter,
      })
      .from(currencies)
      .orderBy(asc(currencies.id))
      .limit(query.perPage)
      .offset(offset(query)),
    () => db.select({ n: count() }).from(currencies),
  );
}

export async function listCountries(db: Db, query: ListQuery) {
  return withTotal(
    query,
    db
      .select({ id: countries.id, code: countries.code, iso: countries.iso, name: countries.name })
      .from(countries)
      .orderBy(asc(countries.position), asc(countries.id))
      .limit(query.perPage)
      .offset(offset(query)),
    () => db.select({ n: count() }).from(countries),
  );
}
