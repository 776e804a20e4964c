import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, formatDate, pragueTime, pragueToday } from '../../../common/dates.ts';
import type { Db, Tx } from '../../../server/db/client.ts';
import { readDemo } from '../../../server/db/seed/demo-data.ts';
import type { FileStore } from '../../../server/lib/file-store.ts';
import { simplePdf } from '../../../server/lib/pdf.ts';
import { noticeCategories, noticeDocuments, noticeItems } from './schema.server.ts';

const slug = z.string().regex(/^[a-z0-9-]{1,150}$/);

/** The board's categories (demo/notice-board/categories.yaml), in the filter's order. */
const categoriesFile = z.array(z.object({ slug, name: z.string() }));

/** The demo town's notices (demo/notice-board/notices.yaml), dated in days from the day of seeding. */
const noticesFile = z.array(
  z.object({
    slug,
    title: z.string(),
    /** HTML, 1–3 <p>; may contain a <ul>. */
    description: z.string(),
    category: z.string(),
    originator: z.string(),
    referenceNumber: z.string().nullable(),
    fileMark: z.string().nullable(),
    /** Days from the day the demo is seeded (negative = in the past); untilDay is inclusive, null = without a set end. */
    postedDay: z.number().int(),
    untilDay: z.number().int().nullable(),
    /** Personal data to be withheld once the notice leaves the board. */
    personalData: z.boolean().optional(),
    documents: z.array(z.object({ name: z.string(), text: z.string() })),
  }),
);

const demoNotices = () => readDemo('notice-board/notices', noticesFile);

/** The notice board's items, dated from the day of seeding so the demo always has a board and an archive. */
export async function seedNoticeBoard(tx: Tx, now = new Date()) {
  await tx
    .insert(noticeCategories)
    .values(readDemo('notice-board/categories', categoriesFile).map((c, position) => ({ ...c, position })))
    .onConflictDoNothing();
  const categories = await tx.select({ id: noticeCategories.id, slug: noticeCategories.slug }).from(noticeCategories);
  const categoryId = new Map(categories.map((c) => [c.slug, c.id]));
  const today = pragueToday(now);
  await tx
    .insert(noticeItems)
    .values(
      demoNotices().map((n) => ({
        slug: n.slug,
        title: n.title,
        description: n.description,
        categoryId: categoryId.get(n.category)!,
        originator: n.originator,
        referenceNumber: n.referenceNumber,
        fileMark: n.fileMark,
        postedOn: addDays(today, n.postedDay),
        relevantUntil: n.untilDay === null ? null : addDays(today, n.untilDay),
        withholdPersonalData: n.personalData ?? false,
      })),
    )
    .onConflictDoNothing();
}

const documentPath = (slug: string, index: number) => `deska/${slug}-${index + 1}.pdf`;

/**
 * The attachments of the demo's notices: real PDFs generated here (no
 * internet), written to the media store and recorded with their size. Idempotent: a
 * restart adds nothing, a new store gets the same files again.
 */
export async function writeDemoNoticeDocuments(db: Db, media: FileStore): Promise<number> {
  const notices = demoNotices();
  const items = await db
    .select({
      id: noticeItems.id,
      slug: noticeItems.slug,
      postedOn: noticeItems.postedOn,
      originator: noticeItems.originator,
      title: noticeItems.title,
    })
    .from(noticeItems)
    .where(
      inArray(
        noticeItems.slug,
        notices.map((n) => n.slug),
      ),
    );
  const bySlug = new Map(items.map((i) => [i.slug, i]));
  // One query for what is recorded, not one per document at every start.
  const recordedUrls = new Set((await db.select({ url: noticeDocuments.url }).from(noticeDocuments)).map((d) => d.url));
  let written = 0;
  for (const notice of notices) {
    const item = bySlug.get(notice.slug);
    if (!item) continue;
    for (const [index, document] of notice.documents.entries()) {
      const relative = documentPath(notice.slug, index);
      const url = `/media/${relative}`;
      const recorded = recordedUrls.has(url);
      if (recorded && (await media.exists(relative))) continue;
      const pdf = await simplePdf({
        title: item.title,
        header: item.originator,
        paragraphs: [document.text],
        footer: `Vyvěšeno na úřední desce Města Vzorov dne ${formatDate(pragueTime(item.postedOn, '12:00'))}. Příloha: ${document.name}`,
        // The same input gives the same bytes, so the recorded size stays true.
        date: pragueTime(item.postedOn, '08:00'),
      });
      await media.write(relative, pdf);
      written++;
      if (!recorded) {
        await db.insert(noticeDocuments).values({
          itemId: item.id,
          position: index,
          name: document.name,
          url,
          mediaType: 'application/pdf',
          size: pdf.length,
          sha256: createHash('sha256').update(pdf).digest('hex'),
        });
      }
    }
  }
  return written;
}
