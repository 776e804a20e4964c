import { eq } from 'drizzle-orm';
import { seedAccounts } from '../app/features/accounts/demo.server.ts';
import { seedCommitments } from '../app/features/commitments/demo.server.ts';
import { seedDefects } from '../app/features/defects/demo.server.ts';
import { seedServices } from '../app/features/e-services/demo.server.ts';
import { eventsDemoPhotos, seedEvents } from '../app/features/events/demo.server.ts';
import { galleriesDemoPhotos, seedGalleries } from '../app/features/galleries/demo.server.ts';
import { seedMediaLibrary } from '../app/features/media/demo.server.ts';
import { newsDemoPhotos, seedArticles, seedCategories, seedMoreArticles } from '../app/features/news/demo.server.ts';
import { seedNoticeBoard } from '../app/features/notice-board/demo.server.ts';
import { seedOverviews, seedPages } from '../app/features/pages/demo.server.ts';
import { seedPeople } from '../app/features/people/demo.server.ts';
import { seedRecords } from '../app/features/records/demo.server.ts';
import { seedReservations } from '../app/features/reservations/demo.server.ts';
import { seedLists, seedPosters, seedSettings } from '../app/features/shell/demo.server.ts';
import { seedShop, seedVouchers } from '../app/features/shop/demo.server.ts';
import { seedWaste } from '../app/features/waste/demo.server.ts';
import type { Db, Tx } from '../server/db/client.ts';
import { appMeta } from '../server/db/schema/index.ts';
import { searchSources, services } from './services.ts';

/**
 * The demo content in steps. Each step runs once per database: its marker row
 * and its data go in one transaction, and inserts skip rows that exist, so a
 * second start, or two processes starting at once, add nothing twice. A step
 * added later (demo accounts) still reaches a database seeded before it.
 */
/** The first step's marker: a database that has it holds the demo. */
const SEEDED = 'demo_seeded_at';

const steps: { key: string; run: (tx: Tx, now: Date) => Promise<void> }[] = [
  {
    key: SEEDED,
    run: async (tx) => {
      await seedSettings(tx);
      await seedLists(tx);
      await seedCategories(tx);
      await seedPosters(tx);
    },
  },
  { key: 'demo_accounts_seeded_at', run: (tx) => seedAccounts(tx) },
  { key: 'demo_pages_seeded_at', run: (tx) => seedPages(tx) },
  { key: 'demo_articles_seeded_at', run: (tx) => seedArticles(tx) },
  {
    // One step of four features, kept as it was seeded: more articles, events, albums, the overviews' pages.
    key: 'demo_reading_seeded_at',
    run: async (tx, now) => {
      await seedMoreArticles(tx);
      await seedEvents(tx, now);
      await seedGalleries(tx);
      await seedOverviews(tx);
    },
  },
  { key: 'demo_notice_board_seeded_at', run: (tx, now) => seedNoticeBoard(tx, now) },
  { key: 'demo_records_seeded_at', run: (tx) => seedRecords(tx) },
  { key: 'demo_people_seeded_at', run: (tx, now) => seedPeople(tx, now) },
  { key: 'demo_services_seeded_at', run: (tx, now) => seedServices(tx, now) },
  { key: 'demo_reservations_seeded_at', run: (tx, now) => seedReservations(tx, now) },
  { key: 'demo_commitments_seeded_at', run: (tx, now) => seedCommitments(tx, now) },
  { key: 'demo_waste_seeded_at', run: (tx) => seedWaste(tx) },
  { key: 'demo_defects_seeded_at', run: (tx, now) => seedDefects(tx, now) },
  { key: 'demo_shop_seeded_at', run: (tx) => seedShop(tx) },
  { key: 'demo_vouchers_seeded_at', run: (tx) => seedVouchers(tx) },
  { key: 'demo_media_seeded_at', run: (tx, now) => seedMediaLibrary(tx, now, demoPhotos()) },
];

/** Every drawn photo the demo's content refers to, with the shape it is drawn in (composition/main.ts draws them). */
export const demoPhotos = () => [...newsDemoPhotos(), ...eventsDemoPhotos(), ...galleriesDemoPhotos()];

/**
 * Seeds what the demo lacks, dated from `now` (the server's clock, `CLOCK_AT`).
 * @returns whether this call added anything.
 */
export async function seedDemo(db: Db, now = new Date()): Promise<boolean> {
  let seeded = false;
  for (const step of steps) {
    const ran = await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(appMeta)
        .values({ key: step.key, value: new Date().toISOString() })
        .onConflictDoNothing()
        .returning({ key: appMeta.key });
      if (claimed.length === 0) return false;
      await step.run(tx, now);
      return true;
    });
    seeded ||= ran;
  }
  // New content must be findable; a rebuild of the demo's index takes a moment.
  if (seeded) await services.search.rebuildIndex({ db, now }, searchSources);
  return seeded;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ key: appMeta.key }).from(appMeta).where(eq(appMeta.key, SEEDED));
  return rows.length > 0;
}
