import { and, count, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { AuditSummary } from '../../../../server/db/schema/index.ts';
import { addressFor } from '../../../../server/lib/addresses.ts';
import { invalid } from '../../../../server/lib/http-errors.ts';
import { oneRow, publishing, saveItem, type TxContext, type Written } from '../../../../server/lib/item-save.ts';
import { sanitizeRichText } from '../../../../server/lib/rich-text.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import type { UploadedFile } from '../../../../server/lib/uploads.ts';
import { recordItem } from '../record.server.ts';
import { noticeCategories, noticeDocuments, noticeItems } from '../schema.server.ts';
import type { NoticeInput } from '../schemas.ts';
import { checkDocuments, removeFiles, writeDocuments } from './documents.server.ts';
import { adminGet, lockNotice, NOTICE } from './notices.server.ts';

// The notice-board editors' save of an item with its documents: the item, its documents, the
// board's record and the audit log commit together.

export interface NoticeChange {
  /** New documents, added after those the item has. */
  documents?: UploadedFile[];
  /** Ids of the item's documents to remove. */
  removeDocuments?: number[];
}

/** The address of the notice board's own page of imprints, which no item may have. */
const IMPRINTS = 'otisky';

/** Whether an address is taken by another item than `id`, or is the notice board's own page of imprints. */
const slugTaken = async (db: Pick<ServiceContext['db'], 'select'>, id: number | null, slug: string) =>
  slug === IMPRINTS ||
  (
    await db
      .select({ id: noticeItems.id })
      .from(noticeItems)
      .where(and(eq(noticeItems.slug, slug), id === null ? undefined : ne(noticeItems.id, id)))
      .limit(1)
  ).length > 0;

const slugRefusal = (slug: string) => `Adresu „${slug}“ už má jiná položka. Zvolte jinou.`;

/** How many of its documents the item keeps, those to be removed aside: the new ones count on from there. */
async function keptDocuments(ctx: Pick<ServiceContext, 'db'>, id: number | null, removing: number[] | undefined) {
  if (id === null) return 0;
  const [kept] = await ctx.db
    .select({ n: count() })
    .from(noticeDocuments)
    .where(
      and(eq(noticeDocuments.itemId, id), removing?.length ? notInArray(noticeDocuments.id, removing) : undefined),
    );
  return Number(kept?.n ?? 0);
}

type Locked = Awaited<ReturnType<typeof lockNotice>>[number];
type StoredDocument = Awaited<ReturnType<typeof writeDocuments>>[number];

/** What the audit log keeps of a change: the name, and the days where they changed. */
function changeSummary(before: Locked, input: NoticeInput): AuditSummary {
  const summary: AuditSummary = {
    title: before.title === input.title ? input.title : `${before.title} → ${input.title}`,
  };
  if (before.postedOn !== input.posted_on) summary.posted_on = `${before.postedOn} → ${input.posted_on}`;
  if ((before.relevantUntil ?? '') !== input.relevant_until)
    summary.relevant_until = `${before.relevantUntil ?? '—'} → ${input.relevant_until || '—'}`;
  return summary;
}

/** The documents of `ids` taken off the item, in the save's transaction: their names and files. */
async function removeDocuments(tx: TxContext, itemId: number, ids: number[] | undefined) {
  if (!ids?.length) return [];
  return tx.db
    .delete(noticeDocuments)
    .where(and(eq(noticeDocuments.itemId, itemId), inArray(noticeDocuments.id, ids)))
    .returning({ name: noticeDocuments.name, url: noticeDocuments.url });
}

/** The new documents after those the item has, in the save's transaction. */
async function addDocuments(tx: TxContext, itemId: number, written: StoredDocument[]) {
  const [last] = await tx.db
    .select({ position: sql<number>`coalesce(max(${noticeDocuments.position}), -1)::int` })
    .from(noticeDocuments)
    .where(eq(noticeDocuments.itemId, itemId));
  await tx.db
    .insert(noticeDocuments)
    .values(written.map((d, i) => ({ ...d, itemId, position: Number(last?.position ?? -1) + 1 + i })));
}

/**
 * Creates (`id` null) or changes an item with its documents. The documents are checked by content
 * before anything is written; the files land before the transaction, so a failed save leaves at
 * most an unreferenced file, never a row without its file. The item, its documents, the board's
 * record and the audit log commit together; the public board, its open data and feeds show the
 * change at once.
 */
export async function save(
  ctx: ServiceContext,
  id: number | null,
  input: NoticeInput,
  change: NoticeChange = {},
): Promise<{ id: number; version: number }> {
  const actor = requireStaff(ctx, 'notice-board');
  const category = await oneRow(
    ctx.db.select({ id: noticeCategories.id }).from(noticeCategories).where(eq(noticeCategories.slug, input.category)),
    () => invalid({ category: ['Tato kategorie neexistuje.'] }),
  );
  if (input.slug === IMPRINTS)
    throw invalid({ slug: ['Adresa „otisky“ patří stránce s otisky úřední desky. Zvolte jinou.'] });
  // A chosen address already taken is refused before any document is written; the address itself is
  // settled once the addresses are held, below (a parallel save may take one meanwhile).
  if (input.slug && (await slugTaken(ctx.db, id, input.slug))) throw invalid({ slug: [slugRefusal(input.slug)] });
  const documents = await checkDocuments(change.documents ?? [], await keptDocuments(ctx, id, change.removeDocuments));
  const written = await writeDocuments(ctx.files.media, documents);

  const fields = {
    title: input.title,
    description: sanitizeRichText(input.description),
    categoryId: category.id,
    originator: input.originator,
    referenceNumber: input.reference_number || null,
    fileMark: input.file_mark || null,
    postedOn: input.posted_on,
    relevantUntil: input.relevant_until || null,
    withholdPersonalData: input.withhold_personal_data,
    updatedAt: ctx.now,
  };
  const removedFiles: string[] = [];
  try {
    const saved = await publishing(ctx, async (tx) => {
      const slug = await addressFor(tx.db, 'notice_items', {
        chosen: input.slug,
        words: input.title,
        taken: (slug) => slugTaken(tx.db, id, slug),
        refusal: slugRefusal,
      });
      return saveItem(tx, actor, NOTICE, {
        id,
        version: input.version,
        lock: (noticeId) => lockNotice(tx, noticeId),
        write: async (before, version): Promise<Written> => {
          const row = { ...fields, slug, version };
          let itemId: number;
          let summary: AuditSummary;
          if (before) {
            await tx.db.update(noticeItems).set(row).where(eq(noticeItems.id, before.id));
            itemId = before.id;
            summary = changeSummary(before, input);
            const removed = await removeDocuments(tx, itemId, change.removeDocuments);
            if (removed.length) summary.removed_documents = removed.map((d) => d.name).join(', ');
            removedFiles.push(...removed.map((d) => d.url));
          } else {
            const created = await oneRow(
              tx.db
                .insert(noticeItems)
                .values({ ...row, createdAt: ctx.now })
                .returning({ id: noticeItems.id }),
            );
            itemId = created.id;
            summary = { title: input.title, posted_on: input.posted_on, relevant_until: input.relevant_until || '—' };
          }
          if (written.length) {
            await addDocuments(tx, itemId, written);
            summary.added_documents = written.map((d) => d.name).join(', ');
          }
          await recordItem(tx, before ? 'changed' : 'posted', itemId);
          return { id: itemId, summary };
        },
      });
    });
    await removeFiles(ctx.files.media, removedFiles);
    return saved;
  } catch (error) {
    await removeFiles(
      ctx.files.media,
      written.map((d) => d.url),
    );
    throw error;
  }
}

/** Adds or removes documents only: the item's fields stay as stored. */
export async function changeDocuments(
  ctx: ServiceContext,
  id: number,
  change: NoticeChange & { version?: number },
): Promise<{ id: number; version: number }> {
  const current = await adminGet(ctx, id);
  const input: NoticeInput = {
    title: current.title,
    slug: current.slug,
    description: current.description,
    category: current.category,
    originator: current.originator,
    reference_number: current.reference_number ?? '',
    file_mark: current.file_mark ?? '',
    posted_on: current.posted_on,
    relevant_until: current.relevant_until ?? '',
    withhold_personal_data: current.withhold_personal_data,
    version: change.version ?? current.version,
  };
  return save(ctx, id, input, change);
}
