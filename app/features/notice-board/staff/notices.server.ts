import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { addDays, pragueToday } from '../../../../common/dates.ts';
import type { WorkItem } from '../../../../common/work-items.ts';
import { offset } from '../../../../server/lib/api-schemas.ts';
import { countUpTo } from '../../../../server/lib/count-up-to.ts';
import { notFound } from '../../../../server/lib/http-errors.ts';
import { type ItemKind, oneRow, type TxContext } from '../../../../server/lib/item-save.ts';
import { contains } from '../../../../server/lib/like.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { indexChanged } from '../../search/service.server.ts';
import { inState, stateOf } from '../board-state.server.ts';
import { noticeCategories, noticeDocuments, noticeItems, noticeText } from '../schema.server.ts';
import { type EditableNotice, NOTICE_STATES, type NoticeAdminQuery, type NoticeRow } from '../schemas.ts';
import { noticeSearch } from '../search.server.ts';

// The notice-board editors' operations (section `notice-board`): every item, before its posting
// day and in the archive too. Each change is chained into the board's record and the audit log in
// the transaction that makes it (`save.server.ts`, `take-down.server.ts`); here the list, one item
// opened, and what waits within a week.

/** A notice to the one save of an item: its audit entries, its refusals, its place in the search. */
export const NOTICE: ItemKind = {
  entity: 'notice',
  what: 'Položku',
  missing: 'Položka úřední desky neexistuje.',
  reindex: (ctx, ids) => indexChanged(ctx, noticeSearch, ids),
};

/** The same for a take-down: the search keeps the item, as the archive is searched as the board is. */
export const NOTICE_UNSEARCHED: ItemKind = { entity: NOTICE.entity, what: NOTICE.what, missing: NOTICE.missing };

/** The item as it stands, locked for the transaction's change. */
export const lockNotice = (tx: TxContext, id: number) =>
  tx.db
    .select({
      id: noticeItems.id,
      title: noticeItems.title,
      postedOn: noticeItems.postedOn,
      relevantUntil: noticeItems.relevantUntil,
      takenDownAt: noticeItems.takenDownAt,
      version: noticeItems.version,
    })
    .from(noticeItems)
    .where(eq(noticeItems.id, id))
    .for('update');

const rowColumns = {
  id: noticeItems.id,
  slug: noticeItems.slug,
  title: noticeItems.title,
  category: noticeCategories.name,
  referenceNumber: noticeItems.referenceNumber,
  postedOn: noticeItems.postedOn,
  relevantUntil: noticeItems.relevantUntil,
  takenDownAt: noticeItems.takenDownAt,
  updatedAt: noticeItems.updatedAt,
};

type RowData = {
  id: number;
  slug: string;
  title: string;
  category: string;
  referenceNumber: string | null;
  postedOn: string;
  relevantUntil: string | null;
  takenDownAt: Date | null;
  updatedAt: Date;
};

const toRow = (row: RowData, today: string): NoticeRow => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  category: row.category,
  reference_number: row.referenceNumber,
  posted_on: row.postedOn,
  relevant_until: row.relevantUntil,
  state: stateOf(row, today),
  updated_at: row.updatedAt.toISOString(),
});

const SORTS: Record<NoticeAdminQuery['sort'], SQL[]> = {
  newest: [desc(noticeItems.postedOn), desc(noticeItems.id)],
  oldest: [asc(noticeItems.postedOn), asc(noticeItems.id)],
  ending: [sql`${noticeItems.relevantUntil} asc nulls last`, desc(noticeItems.id)],
  title: [asc(sql`unaccent(lower(${noticeItems.title}))`), asc(noticeItems.id)],
};

/**
 * The editors' list: found by words (name, reference number, file mark, originator), state, category
 * and posting days, ordered as asked, a page at a time, with how many are in each state.
 */
export async function adminList(ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>, query: NoticeAdminQuery) {
  requireStaff(ctx, 'notice-board');
  const today = pragueToday(ctx.now);
  const filters: SQL[] = [];
  if (query.q) filters.push(contains(noticeText(noticeItems), query.q));
  if (query.category) filters.push(eq(noticeCategories.slug, query.category));
  if (query.from) filters.push(gte(noticeItems.postedOn, query.from));
  if (query.to) filters.push(lte(noticeItems.postedOn, query.to));
  const where = and(...filters, ...(query.state ? [inState(query.state, today)] : []));
  const counting = (condition: SQL | undefined) =>
    countUpTo(
      ctx.db,
      ctx.db
        .select({ id: noticeItems.id })
        .from(noticeItems)
        .innerJoin(noticeCategories, eq(noticeCategories.id, noticeItems.categoryId))
        .where(condition)
        .$dynamic(),
    );
  const [rows, counted, ...states] = await Promise.all([
    ctx.db
      .select(rowColumns)
      .from(noticeItems)
      .innerJoin(noticeCategories, eq(noticeCategories.id, noticeItems.categoryId))
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.perPage)
      .offset(offset(query)),
    counting(where),
    ...NOTICE_STATES.map((state) => counting(and(...filters, inState(state, today)))),
  ]);
  const counts: Record<NoticeRow['state'], number> = { upcoming: 0, posted: 0, archived: 0 };
  NOTICE_STATES.forEach((state, i) => {
    counts[state] = states[i]?.total ?? 0;
  });
  const countsCapped = NOTICE_STATES.filter((_, i) => states[i]?.capped);
  return { rows: rows.map((row) => toRow(row, today)), ...counted, counts, countsCapped };
}

/** One item as its editor opens it, with its documents' hashes. */
export async function adminGet(ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>, id: number): Promise<EditableNotice> {
  requireStaff(ctx, 'notice-board');
  const row = await oneRow(
    ctx.db
      .select({
        ...rowColumns,
        categorySlug: noticeCategories.slug,
        description: noticeItems.description,
        originator: noticeItems.originator,
        fileMark: noticeItems.fileMark,
        withhold: noticeItems.withholdPersonalData,
        version: noticeItems.version,
      })
      .from(noticeItems)
      .innerJoin(noticeCategories, eq(noticeCategories.id, noticeItems.categoryId))
      .where(eq(noticeItems.id, id))
      .limit(1),
    () => notFound(NOTICE.missing),
  );
  const documents = await ctx.db
    .select({
      id: noticeDocuments.id,
      name: noticeDocuments.name,
      url: noticeDocuments.url,
      size: noticeDocuments.size,
      sha256: noticeDocuments.sha256,
    })
    .from(noticeDocuments)
    .where(eq(noticeDocuments.itemId, id))
    .orderBy(asc(noticeDocuments.position), asc(noticeDocuments.id));
  return {
    ...toRow(row, pragueToday(ctx.now)),
    category: row.categorySlug,
    description: row.description,
    originator: row.originator,
    file_mark: row.fileMark,
    withhold_personal_data: row.withhold,
    documents,
    version: row.version,
  };
}

/** What waits on the notice board within a week: items to be posted, and items whose time on the board ends. */
export async function workItems(ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>): Promise<WorkItem[]> {
  requireStaff(ctx, 'notice-board');
  const today = pragueToday(ctx.now);
  const week = addDays(today, 7);
  const counted = async (where: SQL | undefined) =>
    (await ctx.db.select({ n: count() }).from(noticeItems).where(where))[0]?.n ?? 0;
  const [coming, ending] = await Promise.all([
    counted(and(inState('upcoming', today), lte(noticeItems.postedOn, week))),
    counted(and(inState('posted', today), lte(noticeItems.relevantUntil, week))),
  ]);
  return [
    { label: 'Položky se vyvěsí do 7 dnů', count: coming, href: '/sprava/uredni-deska?stav=pripravene&razeni=oldest' },
    {
      label: 'Položkám končí vyvěšení do 7 dnů',
      count: ending,
      href: '/sprava/uredni-deska?stav=vyvesene&razeni=ending',
    },
  ];
}
