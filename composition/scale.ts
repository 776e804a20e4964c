import { eq, sql } from 'drizzle-orm';
import { scaleAccounts } from '../app/features/accounts/scale.server.ts';
import { scaleCommitments } from '../app/features/commitments/scale.server.ts';
import { scaleCases } from '../app/features/e-services/scale.server.ts';
import { scaleEvents } from '../app/features/events/scale.server.ts';
import { scaleGalleries } from '../app/features/galleries/scale.server.ts';
import { scaleNews } from '../app/features/news/scale.server.ts';
import { scaleNoticeBoard } from '../app/features/notice-board/scale.server.ts';
import { scaleRecords } from '../app/features/records/scale.server.ts';
import { scaleReservations } from '../app/features/reservations/scale.server.ts';
import { scaleAudit } from '../app/features/staff/scale.server.ts';
import { scaleWaste } from '../app/features/waste/scale.server.ts';
import type { Db } from '../server/db/client.ts';
import { type ScaleContext, VOLUME, type Volume } from '../server/db/scale/plan.ts';
import { appMeta, users } from '../server/db/schema/index.ts';
import type { Files } from '../server/lib/file-store.ts';
import { oneRow } from '../server/lib/item-save.ts';
import { seedDemo } from './seed.ts';
import { searchSources, services } from './services.ts';

const MARKER = 'scale_seeded_at';

/** A small PDF every generated record and notice carries: the volume is in the rows, not the bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/**
 * The demo town with fifteen years of a town of 50,000 behind it (`npm run demo:scale`), or `factor`
 * of that (the tests run 1/500 through the same code). Deterministic: the same rows every time, from
 * row numbers, not chance. Once per database, in one transaction with its marker; then the search
 * index is built anew and the database vacuumed and analysed. Reports each part's time to `log`.
 */
export async function scaleDemo(
  db: Db,
  files: Files,
  { factor = 1, now = new Date(), log = () => {} }: { factor?: number; now?: Date; log?: (line: string) => void } = {},
): Promise<boolean> {
  await seedDemo(db, now);
  const count = (what: keyof Volume) => Math.max(1, Math.round(VOLUME[what] * factor));
  await files.media.write('scale/oznameni.pdf', PDF);
  /** Runs a step and logs its time, under a name that may tell what it made. */
  const timed = async <T>(what: string | ((result: T) => string), step: () => Promise<T>) => {
    const started = performance.now();
    const result = await step();
    log(`${typeof what === 'string' ? what : what(result)}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return result;
  };
  const ran = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: MARKER, value: now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (!claimed.length) return false;
    const residents = await timed(`${count('accounts')} accounts`, () => scaleAccounts({ db: tx, now, count }));
    const heavy = await oneRow(
      tx.select({ id: users.id }).from(users).where(eq(users.email, 'jana.novakova@vzorov.example')),
      () => new Error('The scale data needs the demo account jana.novakova@vzorov.example: the demo is seeded first.'),
    );
    const staff = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.scope} ?| array['admin','editor:news','editor:events','editor:notice-board']`);
    const ctx: ScaleContext = { db: tx, files, now, count, residents, heavy: heavy.id, staff: staff.map((s) => s.id) };
    const file = '/media/scale/oznameni.pdf';
    await timed(`${count('notices')} notices`, () => scaleNoticeBoard(ctx, file));
    await timed(`${count('articles')} articles`, () => scaleNews(ctx));
    await timed(`${count('events')} events`, () => scaleEvents(ctx));
    await timed('records', () => scaleRecords(ctx, file));
    await timed(`${count('galleries')} galleries`, () => scaleGalleries(ctx));
    await timed(`${count('cases')} cases`, () => scaleCases(ctx));
    await timed(`${count('commitments')} commitments`, () => scaleCommitments(ctx));
    await timed(`${count('bins')} bins`, () => scaleWaste(ctx));
    await timed(`${count('bookings')} bookings`, () => scaleReservations(ctx));
    await timed(`${count('audit')} audit entries`, () => scaleAudit(ctx));
    return true;
  });
  if (!ran) return false;
  await timed(
    (documents) => `search index, ${documents} documents`,
    () => services.search.rebuildIndex({ db, now }, searchSources),
  );
  // As a town's database is after its first night's autovacuum: the planner's statistics, and the
  // visibility map and flushed index lists that the reads rely on. Left to autovacuum, this work ran
  // under the first minutes of the scale bench.
  await timed('vacuum and analyze', () => db.execute(sql`vacuum (analyze)`));
  return true;
}
