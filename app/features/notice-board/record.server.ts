import { and, asc, desc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { addDays, pragueToday } from '../../../common/dates.ts';
import type { Conn } from '../../../server/db/client.ts';
import {
  type ChainCheck,
  canonicalJson,
  describeBreak,
  GENESIS,
  nextEntry,
  sha256,
  walkChain,
} from '../../../server/lib/hash-chain.ts';
import type { TxContext } from '../../../server/lib/item-save.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { noticeCategories, noticeDocuments, noticeItems, noticeRecord } from './schema.server.ts';

// The board's provable record (issue 13 §5, decision 0017): a hash chain of entries, each naming the
// hash of the one before it. See `noticeRecord` for the table.

export { canonicalJson, GENESIS, sha256 };

export type RecordKind = 'posted' | 'changed' | 'removed' | 'day';

/** What an entry says about an item: its public fields, its text's hash and its documents' hashes. */
export interface ItemSnapshot {
  id: number;
  slug: string;
  title: string;
  category: string;
  originator: string;
  reference_number: string | null;
  file_mark: string | null;
  posted_on: string;
  relevant_until: string | null;
  /** Only on an item taken down before its end: the moment it left the board. */
  taken_down_at?: string;
  personal_data: boolean;
  description_sha256: string;
  documents: { name: string; size: number; sha256: string | null }[];
}

/** The items as an entry records them, in the order of their ids. */
export async function snapshots(db: Conn, itemIds: number[]): Promise<ItemSnapshot[]> {
  if (itemIds.length === 0) return [];
  const items = await db
    .select({
      id: noticeItems.id,
      slug: noticeItems.slug,
      title: noticeItems.title,
      category: noticeCategories.name,
      originator: noticeItems.originator,
      referenceNumber: noticeItems.referenceNumber,
      fileMark: noticeItems.fileMark,
      postedOn: noticeItems.postedOn,
      relevantUntil: noticeItems.relevantUntil,
      takenDownAt: noticeItems.takenDownAt,
      personalData: noticeItems.withholdPersonalData,
      description: noticeItems.description,
    })
    .from(noticeItems)
    .innerJoin(noticeCategories, eq(noticeCategories.id, noticeItems.categoryId))
    .where(inArray(noticeItems.id, itemIds))
    .orderBy(asc(noticeItems.id));
  const documents = await db
    .select({
      itemId: noticeDocuments.itemId,
      name: noticeDocuments.name,
      size: noticeDocuments.size,
      sha256: noticeDocuments.sha256,
    })
    .from(noticeDocuments)
    .where(inArray(noticeDocuments.itemId, itemIds))
    .orderBy(asc(noticeDocuments.itemId), asc(noticeDocuments.position), asc(noticeDocuments.id));
  return items.map((item) => ({
    id: item.id,
    slug: item.slug,
    title: item.title,
    category: item.category,
    originator: item.originator,
    reference_number: item.referenceNumber,
    file_mark: item.fileMark,
    posted_on: item.postedOn,
    relevant_until: item.relevantUntil,
    taken_down_at: item.takenDownAt?.toISOString(),
    personal_data: item.personalData,
    description_sha256: sha256(item.description),
    documents: documents
      .filter((d) => d.itemId === item.id)
      .map(({ name, size, sha256: hash }) => ({ name, size, sha256: hash })),
  }));
}

/**
 * Appends one entry to the chain, in the caller's transaction: an entry exists exactly when the
 * change it records does. A transaction-scoped lock makes concurrent appends take turns, so no two
 * entries claim the same predecessor.
 */
export async function appendEntry(
  tx: Conn,
  now: Date,
  entry: { kind: RecordKind; itemId?: number; day?: string; data: Record<string, unknown> },
): Promise<{ seq: number; hash: string }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('notice_record'))`);
  const [last] = await tx
    .select({ seq: noticeRecord.seq, hash: noticeRecord.hash })
    .from(noticeRecord)
    .orderBy(desc(noticeRecord.seq))
    .limit(1);
  const at = now.toISOString();
  const { seq, body, hash } = nextEntry(last, {
    at,
    kind: entry.kind,
    ...(entry.itemId === undefined ? {} : { item_id: entry.itemId }),
    ...(entry.day === undefined ? {} : { day: entry.day }),
    ...entry.data,
  });
  await tx.insert(noticeRecord).values({
    seq,
    at: now,
    kind: entry.kind,
    itemId: entry.itemId ?? null,
    day: entry.day ?? null,
    body,
    hash,
  });
  return { seq, hash };
}

/** Records an item as it now stands, in the caller's transaction: posted (new), changed, or taken down. */
export async function recordItem(tx: TxContext, kind: Exclude<RecordKind, 'day'>, itemId: number) {
  const [item] = await snapshots(tx.db, [itemId]);
  return appendEntry(tx.db, tx.now, { kind, itemId, data: { item } });
}

/** The ids of the items on the board on a Prague day. */
async function onBoardOn(db: Conn, day: string): Promise<number[]> {
  const rows = await db
    .select({ id: noticeItems.id })
    .from(noticeItems)
    .where(
      sql`${noticeItems.postedOn} <= ${day} and (${noticeItems.relevantUntil} is null or ${noticeItems.relevantUntil} >= ${day})`,
    )
    .orderBy(asc(noticeItems.id));
  return rows.map((r) => r.id);
}

/** How far back a server that was stopped for long catches up with the days it missed. */
const CATCH_UP_DAYS = 31;

/**
 * Writes the day entries owed up to today: one per Prague day, listing what was on the board that
 * day. Run when the day begins (the scheduler) and before an item's proof is read; a day already
 * recorded is never written again (the unique day), so several processes may run it at once.
 */
export async function recordDays(ctx: Pick<ServiceContext, 'db' | 'now'>): Promise<number> {
  const today = pragueToday(ctx.now);
  const [last] = await ctx.db
    .select({ day: noticeRecord.day })
    .from(noticeRecord)
    .where(isNotNull(noticeRecord.day))
    .orderBy(desc(noticeRecord.day))
    .limit(1);
  let day = last?.day ? addDays(last.day, 1) : today;
  if (day < addDays(today, -CATCH_UP_DAYS)) day = addDays(today, -CATCH_UP_DAYS);
  let written = 0;
  for (; day <= today; day = addDays(day, 1)) {
    const recorded = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('notice_record'))`);
      const [exists] = await tx
        .select({ seq: noticeRecord.seq })
        .from(noticeRecord)
        .where(eq(noticeRecord.day, day))
        .limit(1);
      if (exists) return false;
      const items = await snapshots(tx, await onBoardOn(tx, day));
      await appendEntry(tx, ctx.now, {
        kind: 'day',
        day,
        data: {
          items: items.map((i) => ({
            id: i.id,
            title: i.title,
            reference_number: i.reference_number,
            posted_on: i.posted_on,
            relevant_until: i.relevant_until,
            documents: i.documents.map((d) => d.sha256),
          })),
        },
      });
      return true;
    });
    if (recorded) written++;
  }
  return written;
}

/** A day entry's hash as the site publishes it every day, for anyone to keep. */
export interface Fingerprint {
  seq: number;
  hash: string;
}

const savedFingerprint = z.object({ seq: z.number().int().min(1), hash: z.string().regex(/^[0-9a-f]{64}$/) });
const savedFingerprints = z.union([
  z.array(savedFingerprint),
  z.object({ data: z.array(savedFingerprint) }).transform((answer) => answer.data),
]);

/** Fingerprints someone saved: the API's answer as downloaded, or a plain list of `{ seq, hash }`. */
export function parseFingerprints(text: string): Fingerprint[] | null {
  try {
    const parsed = savedFingerprints.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The day entries' fingerprints, the newest first: what the public page and the open data list. */
export async function dayFingerprints(db: Conn, query: { page: number; perPage: number }) {
  const isDay = eq(noticeRecord.kind, 'day');
  const [rows, [total]] = await Promise.all([
    db
      .select({ day: noticeRecord.day, seq: noticeRecord.seq, hash: noticeRecord.hash })
      .from(noticeRecord)
      .where(isDay)
      .orderBy(desc(noticeRecord.seq))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(noticeRecord)
      .where(isDay),
  ]);
  return { rows: rows.flatMap((r) => (r.day ? [{ day: r.day, seq: r.seq, hash: r.hash }] : [])), total: total?.n ?? 0 };
}

export type { ChainCheck };

/**
 * Walks the board's whole chain (server/lib/hash-chain.ts), each entry also against its item and
 * day columns. The fingerprints published earlier (`published`) catch a chain rewritten from some
 * entry onward at the first day whose hash they hold differently.
 */
export function verifyChain(db: Conn, published: Fingerprint[] = []): Promise<ChainCheck> {
  return walkChain(
    (seq, limit) =>
      db.select().from(noticeRecord).where(gt(noticeRecord.seq, seq)).orderBy(asc(noticeRecord.seq)).limit(limit),
    (row, body) => (body.item_id ?? null) === row.itemId && (body.day ?? null) === row.day,
    new Map(published.map((f) => [f.seq, f.hash])),
  );
}

/** The verdict as the command prints it. */
export function describeCheck(check: ChainCheck): string {
  if (check.ok)
    return check.entries === 0
      ? 'Záznam úřední desky je zatím prázdný.'
      : `Řetězec záznamů úřední desky je neporušený: ${check.entries} záznamů, otisk posledního ${check.head}.`;
  return describeBreak(check);
}

/** An item's entries, and the day entries that list it. */
export async function entriesOf(db: Conn, itemId: number) {
  const own = await db
    .select({
      seq: noticeRecord.seq,
      at: noticeRecord.at,
      kind: noticeRecord.kind,
      body: noticeRecord.body,
      hash: noticeRecord.hash,
    })
    .from(noticeRecord)
    .where(eq(noticeRecord.itemId, itemId))
    .orderBy(asc(noticeRecord.seq));
  const days = await db
    .select({ seq: noticeRecord.seq, at: noticeRecord.at, day: noticeRecord.day, hash: noticeRecord.hash })
    .from(noticeRecord)
    .where(
      and(
        eq(noticeRecord.kind, 'day'),
        sql`(${noticeRecord.body})::jsonb @> jsonb_build_object('items', jsonb_build_array(jsonb_build_object('id', ${itemId}::int)))`,
      ),
    )
    .orderBy(asc(noticeRecord.day));
  return { own, days: days.map((d) => ({ ...d, day: d.day! })) };
}
