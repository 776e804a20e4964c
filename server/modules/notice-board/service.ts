import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { pragueToday } from '../../../common/dates.ts';
import type { Notice, NoticeSummary } from '../../../common/notice-board.ts';
import type { Db } from '../../db/client.ts';
import { noticeCategories, noticeDocuments, noticeItems } from '../../db/schema/index.ts';
import { type ListQuery, offset, withTotal } from '../../lib/api-schemas.ts';
import { sanitizeRichText } from '../../lib/rich-text.ts';

/**
 * Where an item is, from its dates and today's date in Prague: on the board
 * from the day it is posted through its relevant-until day, in the archive
 * from the next day, and nowhere before it is posted. Nothing has to run.
 */
export const onBoard = (today: string) =>
  and(lte(noticeItems.postedOn, today), or(isNull(noticeItems.relevantUntil), gte(noticeItems.relevantUntil, today)))!;
export const inArchive = (today: string) => lt(noticeItems.relevantUntil, today);

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
    archived: row.relevantUntil !== null && row.relevantUntil < today,
    document_count: Number(row.documentCount),
  };
}

export interface NoticeQuery extends ListQuery {
  archive?: boolean;
  category?: string;
  /** The year it was posted. */
  year?: number;
}

/** The board (newest posting first) or the archive (most recently taken down first). */
export async function listNotices(db: Db, query: NoticeQuery, now = new Date()) {
  const today = pragueToday(now);
  const conditions: SQL[] = [query.archive ? inArchive(today) : onBoard(today)];
  if (query.category) conditions.push(eq(noticeCategories.slug, query.category));
  if (query.year) {
    conditions.push(
      gte(noticeItems.postedOn, `${query.year}-01-01`),
      lt(noticeItems.postedOn, `${query.year + 1}-01-01`),
    );
  }
  const where = and(...conditions);
  const { rows, total } = await withTotal(
    query,
    db
      .select(summaryColumns)
      .from(noticeItems)
      .innerJoin(noticeCategories, eq(noticeCategories.id, noticeItems.categoryId))
      .where(where)
      .orderBy(
        ...(query.archive ? [desc(noticeItems.relevantUntil)] : []),
        desc(noticeItems.postedOn),
        desc(noticeItems.id),
      )
      .limit(query.perPage)
      .offset(offset(query)),
    () =>
      db
        .select({ n: count() })
        .from(noticeItems)
        .innerJoin(noticeCategories, eq(noticeCategories.id, noticeItems.categoryId))
        .where(where),
  );
  return { rows: rows.map((r) => toSummary(r, today)), total };
}

export async function listNoticeCategories(db: Db) {
  return db
    .select({ slug: noticeCategories.slug, name: noticeCategories.name })
    .from(noticeCategories)
    .orderBy(asc(noticeCategories.position), asc(noticeCategories.name));
}

/** The years in which the items of the board or of the archive were posted, newest first. */
export async function noticeYears(db: Db, archive: boolean, now = new Date()) {
  const today = pragueToday(now);
  const year = sql<number>`extract(year from ${noticeItems.postedOn})::int`;
  const rows = await db
    .selectDistinct({ year })
    .from(noticeItems)
    .where(archive ? inArchive(today) : onBoard(today))
    .orderBy(desc(year));
  return rows.map((r) => Number(r.year));
}

/** One item that has been posted (on the board or in the archive), or null. */
export async function getNotice(db: Db, slug: string, now = new Date()): Promise<Notice | null> {
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
  if (!row) return null;
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

/** Everything on the board today with its documents, for the open data and the feed. */
export async function boardWithDocuments(db: Db, now = new Date()) {
  const today = pragueToday(now);
  const items = await db
    .select({ ...summaryColumns, description: noticeItems.description })
    .from(noticeItems)
    .innerJoin(noticeCategories, eq(noticeCategories.id, noticeItems.categoryId))
    .where(onBoard(today))
    .orderBy(desc(noticeItems.postedOn), desc(noticeItems.id))
    .limit(1000);
  const documents = items.length
    ? await db
        .select({ itemId: noticeDocuments.itemId, name: noticeDocuments.name, url: noticeDocuments.url })
        .from(noticeDocuments)
        .where(
          inArray(
            noticeDocuments.itemId,
            items.map((i) => i.id),
          ),
        )
        .orderBy(asc(noticeDocuments.itemId), asc(noticeDocuments.position))
    : [];
  return items.map((item) => ({
    ...toSummary(item, today),
    description: item.description,
    documents: documents.filter((d) => d.itemId === item.id).map(({ name, url }) => ({ name, url })),
  }));
}
