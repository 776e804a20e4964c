import { eq, inArray } from 'drizzle-orm';
import { seedCommitments } from '../../../app/features/commitments/demo.server.ts';
import { eventsDemoPhotos, seedEvents } from '../../../app/features/events/demo.server.ts';
import { galleriesDemoPhotos, seedGalleries } from '../../../app/features/galleries/demo.server.ts';
import { newsDemoPhotos, seedArticles, seedMoreArticles } from '../../../app/features/news/demo.server.ts';
import { blogCategories } from '../../../app/features/news/schema.server.ts';
import { seedOverviews, seedPages } from '../../../app/features/pages/demo.server.ts';
import { posters, settings } from '../../../app/features/shell/schema.server.ts';
import { seedWaste } from '../../../app/features/waste/demo.server.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { rebuildSearchIndex } from '../../modules/search/indexer.ts';
import type { Db } from '../client.ts';
import { appMeta, countries, currencies, userGroups, users } from '../schema/index.ts';
import { seedNoticeBoard } from './demo-notice-seed.ts';
import { seedPeople } from './demo-people-seed.ts';
import { seedRecords } from './demo-records-seed.ts';
import { seedReservations } from './demo-reservations-seed.ts';
import { seedServices } from './demo-services-seed.ts';
import {
  demoAccounts,
  demoBlogCategories,
  demoCountries,
  demoCurrencies,
  demoGroups,
  demoPosters,
  demoSettings,
} from './demo-town.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The demo content in steps. Each step runs once per database: its marker row
 * and its data go in one transaction, and inserts skip rows that exist, so a
 * second start, or two processes starting at once, add nothing twice. A step
 * added later (demo accounts) still reaches a database seeded before it.
 */
const steps: { key: string; run: (tx: Tx) => Promise<void> }[] = [
  {
    key: 'demo_seeded_at',
    run: async (tx) => {
      await tx
        .insert(settings)
        .values(Object.entries(demoSettings).map(([name, value]) => ({ locale: 'cs', name, value })))
        .onConflictDoNothing();
      await tx.insert(currencies).values(demoCurrencies).onConflictDoNothing();
      await tx.insert(countries).values(demoCountries).onConflictDoNothing();
      await tx.insert(blogCategories).values(demoBlogCategories).onConflictDoNothing();
      await tx.insert(posters).values(demoPosters).onConflictDoNothing();
    },
  },
  {
    key: 'demo_accounts_seeded_at',
    run: async (tx) => {
      await tx.insert(userGroups).values(demoGroups).onConflictDoNothing();
      const groups = await tx
        .select({ id: userGroups.id, key: userGroups.key })
        .from(userGroups)
        .where(
          inArray(
            userGroups.key,
            demoGroups.map((g) => g.key),
          ),
        );
      const groupId = new Map(groups.map((g) => [g.key, g.id]));
      for (const { password, group, ...account } of demoAccounts) {
        await tx
          .insert(users)
          .values({
            ...account,
            passwordHash: await hashPassword(password),
            groupId: group ? groupId.get(group) : null,
            emailConfirmedAt: new Date(),
          })
          .onConflictDoNothing();
      }
    },
  },
  { key: 'demo_pages_seeded_at', run: (tx) => seedPages(tx) },
  { key: 'demo_articles_seeded_at', run: (tx) => seedArticles(tx) },
  {
    // One step of four features, kept as it was seeded: more articles, events, albums, the overviews' pages.
    key: 'demo_reading_seeded_at',
    run: async (tx) => {
      await seedMoreArticles(tx);
      await seedEvents(tx);
      await seedGalleries(tx);
      await seedOverviews(tx);
    },
  },
  { key: 'demo_notice_board_seeded_at', run: (tx) => seedNoticeBoard(tx) },
  { key: 'demo_records_seeded_at', run: (tx) => seedRecords(tx) },
  { key: 'demo_people_seeded_at', run: (tx) => seedPeople(tx) },
  { key: 'demo_services_seeded_at', run: (tx) => seedServices(tx) },
  { key: 'demo_reservations_seeded_at', run: (tx) => seedReservations(tx) },
  { key: 'demo_commitments_seeded_at', run: (tx) => seedCommitments(tx) },
  { key: 'demo_waste_seeded_at', run: (tx) => seedWaste(tx) },
];

/** Every drawn photo the demo's content refers to, with the shape it is drawn in (server/main.ts draws them). */
export const demoPhotos = () => [...newsDemoPhotos(), ...eventsDemoPhotos(), ...galleriesDemoPhotos()];

/** Seeds what the demo lacks. @returns whether this call added anything. */
export async function seedDemo(db: Db): Promise<boolean> {
  let seeded = false;
  for (const step of steps) {
    const ran = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(appMeta)
        .values({ key: step.key, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning({ key: appMeta.key });
      if (claimed.length === 0) return false;
      await step.run(tx);
      return true;
    });
    seeded ||= ran;
  }
  // New content must be findable; a rebuild of the demo's index takes a moment.
  if (seeded) await rebuildSearchIndex(db);
  return seeded;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, steps[0]!.key));
  return rows.length > 0;
}
