import { and, asc, count, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { pragueToday } from '../../../common/dates.ts';
import type { Db } from '../../../server/db/client.ts';
import { offset, withTotal } from '../../../server/lib/api-schemas.ts';
import { notFound } from '../../../server/lib/http-errors.ts';
import { sanitizeRichText } from '../../../server/lib/rich-text.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { versionsById } from '../../../server/lib/versions.ts';
import { yearsAlong } from '../../../server/lib/years.ts';
import { inArchive, onBoard, stateOf } from './board-state.server.ts';
import { dayFingerprints } from './record.server.ts';
import { archiveTime, noticeCategories, noticeDocuments, noticeItems } from './schema.server.ts';
import type { Notice, NoticeCategory, NoticeQuery, NoticeSummary } from './schemas.ts';
import { noticeSearch } from './search.server.ts';

type Ctx = Pick<ServiceContext, 'db' | 'now'>;

const documentCount = sql<number>`(select count(*)::int from ${noticeDocuments} d where d.item_id = ${noticeItems.id})`;

const summaryColumns = {
  id: noticeItems.id,
  slug: noticeItems.slug,
  title: noticeItems.title,
  categorySlug: noticeCategories.slug,
  categoryName: noticeCategories.name,
  originator: noticeItems.originator,
  referenceNumber: noticeItems.referenceNumber,
  fileMark: noticeItems.fileMark,
  postedOn: noticeItems.postedOn,
  relevantUntil: noticeItems.relevantUntil,
  takenDownAt: noticeItems.takenDownAt,
  documentCount,
};

type SummaryRow = {
  slug: string;
  title: string;
  categorySlug: string;
  categoryName: string;
  originator: string;
  referenceNumber: string | null;
  fileMark: string | null;
  postedOn: string;
  relevantUntil: string | null;
  takenDownAt: Date | null;
  documentCount: number;
};

function toSummary(row: SummaryRow, today: string): NoticeSummary {
  return {
    slug: row.slug,
    title: row.title,
    category: { slug: row.categorySlug, name: row.categoryName },
    originator: row.originator,
    reference_number: row.referenceNumber,
    file_mark: row.fileMark,
    posted_on: row.postedOn,
    relevant_until: row.relevantUntil,
    archived: stateOf(row, today) === 'archived',
    document_count: Number(row.documentCount),
  };
}

/** What the board's and the archive's lists are filtered by. */
function listConditions(today: string, query: Pick<NoticeQuery, 'archive' | 'category' | 'year'>): SQL[] {
  const conditions: SQL[] = [query.archive ? inArchive(today) : onBoard(today)];
  if (query.category) conditions.push(eq(noticeCategories.slug, query.category));
  if (query.year) {
    conditions.push(
      gte(noticeItems.postedOn, `${query.year}-01-01`),
      lt(noticeItems.postedOn, `${query.year + 1}-01-01`),
    );
  }
  return conditions;
}

/** The rows of `ids`, in that order, with their documents' counts. */
async function summariesOf(db: Db, ids: number[], today: string): Promise<NoticeSummary[]> {
  const found = ids.length
    ? await db
        .select(summaryColumns)
        .from(noticeItems)
        .innerJoin(noticeCategories, eq(noticeCategories.id, noticeItems.categoryId))
        .where(inArray(noticeItems.id, ids))
    : [];
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => (byId.has(id) ? [toSummary(byId.get(id)!, today)] : []));
}

/** The board (newest posting first) or the archive (most recently taken down first), a numbered page. */
export async function list({ db, now }: Ctx, query: NoticeQuery): Promise<{ rows: NoticeSummary[]; total: number }> {
  const today = pragueToday(now);
  const where = and(...listConditions(today, query));
  // The page's ids first, by the order's index; its rows (and their documents' counts) for those alone:
  // an archive's page 500 then reads its twenty rows, not the ten thousand before them.
  const { rows: page, total } = await withTotal(
    query,
    db
      .select({ id: noticeItems.id })
      .from(noticeItems)
      .innerJoin(noticeCategories, eq(noticeCategories.id, noticeItems.categoryId))
      .where(where)
      .orderBy(...(query.archive ? ARCHIVE_ORDER : [desc(noticeItems.postedOn), desc(noticeItems.id)]))
      .limit(query.perPage)
      .offset(offset(query)),
    () =>
      db
        .select({ n: count() })
        .from(noticeItems)
        .innerJoin(noticeCategories, eq(noticeCategories.id, noticeItems.categoryId))
        .where(where),
  );
  return {
    rows: await summariesOf(
      db,
      page.map((r) => r.id),
      today,
    ),
    total,
  };
}

const archiveKey = [archiveTime(noticeItems), noticeItems.postedOn, noticeItems.id] as const;
const ARCHIVE_ORDER = archiveKey.map((part) => desc(part));

/**
 * A page of the archive read from where the last one ended (keyset paging): `older` than an item,
 * or `newer` than one, never counting or skipping what came before. Fifteen years are 1,500
 * pages; the thousandth costs what the first does. Gives the items to continue from either way,
 * or null where the archive ends; an item that is not in it starts from the newest.
 */
export async function archivePage(
  { db, now }: Ctx,
  query: Pick<NoticeQuery, 'category' | 'year' | 'perPage'> & { older?: string; newer?: string },
): Promise<{ rows: NoticeSummary[]; older: string | null; newer: string | null }> {
  const today = pragueToday(now);
  const from = query.older ?? query.newer;
  const [key] = from
    ? await db
        .select({ at: archiveTime(noticeItems), posted: noticeItems.postedOn, id: noticeItems.id })
        .from(noticeItems)
        .where(and(eq(noticeItems.slug, from), inArchive(today)))
    : [];
  const forward = !key || query.older !== undefined;
  const conditions = listConditions(today, { archive: true, ...query });
  if (key) {
    const row = sql`(${sql.join([...archiveKey], sql`, `)})`;
    const at = sql`(${key.at}::date, ${key.posted}::date, ${key.id}::int)`;
    conditions.push(forward ? sql`${row} < ${at}` : sql`${row} > ${at}`);
  }
  const found = await db
    .select({ id: noticeItems.id })
    .from(noticeItems)
    .innerJoin(noticeCategories, eq(noticeCategories.id, noticeItems.categoryId))
    .where(and(...conditions))
    .orderBy(...(forward ? ARCHIVE_ORDER : archiveKey.map((part) => asc(part))))
    .limit(query.perPage + 1);
  const more = found.length > query.perPage;
  const ids = found.slice(0, query.perPage).map((r) => r.id);
  if (!forward) ids.reverse();
  const rows = await summariesOf(db, ids, today);
  const first = rows[0]?.slug ?? null;
  const last = rows.at(-1)?.slug ?? null;
  return {
    rows,
    older: forward ? (more ? last : null) : last,
    newer: forward ? (key ? first : null) : more ? first : null,
  };
}

export async function categories({ db }: Pick<ServiceContext, 'db'>): Promise<NoticeCategory[]> {
  return db
    .select({ slug: noticeCategories.slug, name: noticeCategories.name })
    .from(noticeCategories)
    .orderBy(asc(noticeCategories.position), asc(noticeCategories.name));
}

/** The years in which the items of the board or of the archive were posted, newest first. */
export async function years({ db, now }: Ctx, archive: boolean): Promise<number[]> {
  const today = pragueToday(now);
  if (!archive) {
    // The board's few items come along the archive's index (onBoard); their years are at hand.
    const year = sql<number>`extract(year from ${noticeItems.postedOn})::int`;
    const rows = await db.selectDistinct({ year }).from(noticeItems).where(onBoard(today)).orderBy(desc(year));
    return rows.map((r) => Number(r.year));
  }
  return yearsAlong(db, noticeItems, noticeItems.postedOn, inArchive(today));
}

/** One item that has been posted (on the board or in the archive); anything else is not found. */
export async function get({ db, now }: Ctx, slug: string): Promise<Notice> {
  const today = pragueToday(now);
  const [row] = await db
    .select({
      ...summaryColumns,
      description: noticeItems.description,
      withholdPersonalData: noticeItems.withholdPersonalData,
    })
    .from(noticeItems)
    .innerJoin(noticeCategories, eq(noticeCategories.id, noticeItems.categoryId))
    .where(and(eq(noticeItems.slug, slug), lte(noticeItems.postedOn, today)))
    .limit(1);
  if (!row) throw notFound('Položka úřední desky neexistuje.');
  const summary = toSummary(row, today);
  const withheld = summary.archived && row.withholdPersonalData;
  const documents = withheld
    ? []
    : await db
        .select({
          name: noticeDocuments.name,
          url: noticeDocuments.url,
          media_type: noticeDocuments.mediaType,
          size: noticeDocuments.size,
        })
        .from(noticeDocuments)
        .where(eq(noticeDocuments.itemId, row.id))
        .orderBy(asc(noticeDocuments.position));
  return {
    ...summary,
    document_count: documents.length,
    description: withheld ? '' : sanitizeRichText(row.description),
    documents,
    withheld,
  };
}

/** Items of the board the open data reads per query: a few hundred rows, and their documents in one more. */
const BOARD_BATCH = 250;

/**
 * Everything on the board today with its documents, a batch at a time, newest posting first: the open
 * data writes each batch out before it reads the next, so a board of any size is never in memory.
 * Each query goes on after the last row of the one before (keyset on posting day and id, the order's
 * tie-break), not past skipped rows; and none holds a transaction while a slow client reads.
 */
export async function* boardBatches({ db, now }: Ctx, batchSize = BOARD_BATCH) {
  const today = pragueToday(now);
  let after: { postedOn: string; id: number } | undefined;
  for (;;) {
    const items = await db
      .select({
        id: noticeItems.id,
        slug: noticeItems.slug,
        title: noticeItems.title,
        categoryName: noticeCategories.name,
        referenceNumber: noticeItems.referenceNumber,
        fileMark: noticeItems.fileMark,
        postedOn: noticeItems.postedOn,
        relevantUntil: noticeItems.relevantUntil,
      })
      .from(noticeItems)
      .innerJoin(noticeCategories, eq(noticeCategories.id, noticeItems.categoryId))
      .where(
        and(
          onBoard(today),
          after &&
            or(
              lt(noticeItems.postedOn, after.postedOn),
              and(eq(noticeItems.postedOn, after.postedOn), lt(noticeItems.id, after.id)),
            ),
        ),
      )
      .orderBy(desc(noticeItems.postedOn), desc(noticeItems.id))
      .limit(batchSize);
    if (items.length === 0) return;
    const documents = await db
      .select({ itemId: noticeDocuments.itemId, name: noticeDocuments.name, url: noticeDocuments.url })
      .from(noticeDocuments)
      .where(
        inArray(
          noticeDocuments.itemId,
          items.map((i) => i.id),
        ),
      )
      .orderBy(asc(noticeDocuments.itemId), asc(noticeDocuments.position));
    const byItem = new Map<number, { name: string; url: string }[]>();
    for (const { itemId, name, url } of documents) {
      if (!byItem.has(itemId)) byItem.set(itemId, []);
      byItem.get(itemId)!.push({ name, url });
    }
    yield items.map((item) => ({
      slug: item.slug,
      title: item.title,
      category: { name: item.categoryName },
      posted_on: item.postedOn,
      relevant_until: item.relevantUntil,
      reference_number: item.referenceNumber,
      file_mark: item.fileMark,
      documents: byItem.get(item.id) ?? [],
    }));
    if (items.length < batchSize) return;
    after = items.at(-1);
  }
}

/** Everything on the board today with its documents at once: for small uses (a test's look at one item). */
export async function boardWithDocuments(ctx: Ctx) {
  const items = [];
  for await (const batch of boardBatches(ctx)) items.push(...batch);
  return items;
}

export { proof, proofPdf } from './proof.server.ts';
export { recordDays, verifyChain } from './record.server.ts';
export { DOCUMENT_LIMITS, documentProblem } from './staff/documents.server.ts';
export { adminGet, adminList, workItems } from './staff/notices.server.ts';
export { changeDocuments, save } from './staff/save.server.ts';
export { takeDown, takeDownMany } from './staff/take-down.server.ts';

/**
 * The fingerprints of the board's days, newest first: published so that anyone can keep them and
 * later show that the record was not rewritten (decision 0017).
 */
export async function fingerprints({ db }: Ctx, query: { page: number; perPage: number }) {
  return dayFingerprints(db, query);
}

/** What this feature gives the site search (the search reads no table of ours). */
export const searchSources = [noticeSearch];

/** What this feature tells its e-mail subscribers. */
export { noticeAnnouncer as announcer } from './announcer.server.ts';

/** The versions of the notices of `ids` still here (an import's check for office edits and deletions). */
export const noticeVersions = (ctx: Pick<ServiceContext, 'db'>, ids: readonly number[]) =>
  versionsById(ctx.db, noticeItems, noticeItems, ids);
