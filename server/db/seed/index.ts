import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { appMeta, blogCategories, countries, currencies, posters, settings } from '../schema/index.ts';
import { demoBlogCategories, demoCountries, demoCurrencies, demoPosters, demoSettings } from './demo-town.ts';

const SEEDED_KEY = 'demo_seeded_at';

/**
 * Seeds the demo town once. The marker row and the data go in one transaction,
 * and every insert skips rows that exist (natural keys), so a second run, or
 * two processes starting at once, add nothing twice.
 * @returns whether this call seeded.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) return false;

    await tx
      .insert(settings)
      .values(Object.entries(demoSettings).map(([name, value]) => ({ locale: 'cs', name, value })))
      .onConflictDoNothing();
    await tx.insert(currencies).values(demoCurrencies).onConflictDoNothing();
    await tx.insert(countries).values(demoCountries).onConflictDoNothing();
    await tx.insert(blogCategories).values(demoBlogCategories).onConflictDoNothing();
    await tx.insert(posters).values(demoPosters).onConflictDoNothing();
    return true;
  });
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, SEEDED_KEY));
  return rows.length > 0;
}
