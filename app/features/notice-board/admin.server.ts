import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gte, inArray, lte, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { addDays, pragueToday } from '../../../common/dates.ts';
import type { WorkItem } from '../../../common/work-items.ts';
import { addressFor } from '../../../server/lib/addresses.ts';
import { offset } from '../../../server/lib/api-schemas.ts';
import { audit, lockedForSave } from '../../../server/lib/audit.ts';
import { countUpTo } from '../../../server/lib/count-up-to.ts';
import type { FileStore } from '../../../server/lib/file-store.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { contains } from '../../../server/lib/like.ts';
import { sanitizeRichText } from '../../../server/lib/rich-text.ts';
import type { Actor, ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { cleanFilename, type UploadedFile } from '../../../server/lib/uploads.ts';
import { indexChanged } from '../search/service.server.ts';
import { inState, stateOf } from './board-state.server.ts';
import { recordItem, sha256 } from './record.server.ts';
import { noticeCategories, noticeDocuments, noticeItems, noticeText } from './schema.server.ts';
import {
  type EditableNotice,
  NOTICE_STATES,
  type NoticeAdminQuery,
  type NoticeInput,
  type NoticeRow,
} from './schemas.ts';
import { noticeSearch } from './search.server.ts';

// The notice-board editors' operations (section `notice-board`): every item, before its posting
// day and in the archive too. Each change is chained into the board's record and the audit log in
// the transaction that makes it.

/** What the board takes as a document, by content: the formats offices publish in. */
export const DOCUMENT_TYPES: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.oasis.opendocument.text': 'ODT',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.oasis.opendocument.spreadsheet': 'ODS',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
};
export const DOCUMENT_LIMITS = { fileBytes: 20 * 1024 * 1024, files: 20 } as const;
export const documentMessages = {
  tooLarge: 'Dokument může mít nejvýše 20 MB.',
  tooMany: 'Položka může mít nejvýše 20 dokumentů.',
  badType:
    'Dokument musí být PDF, DOCX, ODT, XLSX, ODS nebo obrázek JPEG či PNG. Obsah tohoto souboru mezi ně nepatří.',
  empty: 'Soubor je prázdný.',
} as const;

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
  const [row] = await ctx.db
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
    .limit(1);
  if (!row) throw notFound('Položka úřední desky neexistuje.');
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

interface CheckedDocument {
  name: string;
  mediaType: string;
  ext: string;
  data: Buffer;
}

/** The uploaded documents checked by their content; a Czech message for any that will not do. */
async function checkDocuments(files: UploadedFile[], alreadyStored: number) {
  const accepted: CheckedDocument[] = [];
  const errors = new Set<string>();
  for (const file of files) {
    if (file.truncated || file.data.length > DOCUMENT_LIMITS.fileBytes) errors.add(documentMessages.tooLarge);
    else if (file.data.length === 0) errors.add(documentMessages.empty);
    else {
      const type = await fileTypeFromBuffer(file.data);
      if (!type || !DOCUMENT_TYPES[type.mime]) errors.add(documentMessages.badType);
      else if (alreadyStored + accepted.length >= DOCUMENT_LIMITS.files) errors.add(documentMessages.tooMany);
      else
        accepted.push({
          name: cleanFilename(file.filename, `dokument.${type.ext}`),
          mediaType: type.mime,
          ext: type.ext,
          data: file.data,
        });
    }
  }
  if (errors.size > 0) throw invalid({ documents: [...errors] });
  return accepted;
}

/** Why the board would not take a file as a document, or null: an import checks what it downloaded. */
export async function documentProblem(file: UploadedFile): Promise<string | null> {
  try {
    await checkDocuments([file], 0);
    return null;
  } catch (error) {
    if (error instanceof HttpError && error.errors?.documents) return error.errors.documents.join(' ');
    throw error;
  }
}

type Tx = Parameters<Parameters<ServiceContext['db']['transaction']>[0]>[0];

/** The item as it stands, locked for the transaction's change; missing is a 404, a newer version a 409. */
async function lockForChange(tx: Tx, id: number, version: number | undefined) {
  const before = await lockedForSave(
    { db: tx },
    { entity: 'notice', id, version: version, what: 'Položku', missing: 'Položka úřední desky neexistuje.' },
    tx
      .select({
        title: noticeItems.title,
        postedOn: noticeItems.postedOn,
        relevantUntil: noticeItems.relevantUntil,
        takenDownAt: noticeItems.takenDownAt,
        version: noticeItems.version,
      })
      .from(noticeItems)
      .where(eq(noticeItems.id, id))
      .for('update'),
  );
  return before;
}

export interface NoticeChange {
  /** New documents, added after those the item has. */
  documents?: UploadedFile[];
  /** Ids of the item's documents to remove. */
  removeDocuments?: number[];
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
  const [category] = await ctx.db
    .select({ id: noticeCategories.id })
    .from(noticeCategories)
    .where(eq(noticeCategories.slug, input.category));
  if (!category) throw invalid({ category: ['Tato kategorie neexistuje.'] });
  if (input.slug === 'otisky')
    throw invalid({ slug: ['Adresa „otisky“ patří stránce s otisky úřední desky. Zvolte jinou.'] });
  /** Taken by another item, or the notice board's own page of imprints. */
  const taken = async (db: Pick<ServiceContext['db'], 'select'>, slug: string) =>
    slug === 'otisky' ||
    (
      await db
        .select({ id: noticeItems.id })
        .from(noticeItems)
        .where(and(eq(noticeItems.slug, slug), id === null ? undefined : ne(noticeItems.id, id)))
        .limit(1)
    ).length > 0;
  const refusal = (slug: string) => `Adresu „${slug}“ už má jiná položka. Zvolte jinou.`;
  // A chosen address already taken is refused before any document is written; the address itself is
  // settled once the addresses are held, below (a parallel save may take one meanwhile).
  if (input.slug && (await taken(ctx.db, input.slug))) throw invalid({ slug: [refusal(input.slug)] });
  const stored =
    id === null
      ? 0
      : Number(
          (
            await ctx.db
              .select({ n: count() })
              .from(noticeDocuments)
              .where(
                and(
                  eq(noticeDocuments.itemId, id),
                  change.removeDocuments?.length ? notInArray(noticeDocuments.id, change.removeDocuments) : undefined,
                ),
              )
          )[0]?.n ?? 0,
        );
  const documents = await checkDocuments(change.documents ?? [], stored);
  const written = await writeDocuments(ctx.files.media, documents);

  const fields = {
    slug: input.slug ?? '',
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
  let removedFiles: string[] = [];
  try {
    const saved = await ctx.db.transaction(async (tx) => {
      const txCtx = { db: tx, now: ctx.now };
      fields.slug = await addressFor(tx, 'notice_items', {
        chosen: input.slug,
        words: input.title,
        taken: (slug) => taken(tx, slug),
        refusal,
      });
      let itemId: number;
      let version: number;
      let summary: Record<string, string>;
      if (id === null) {
        const [created] = await tx
          .insert(noticeItems)
          .values({ ...fields, createdAt: ctx.now })
          .returning({ id: noticeItems.id, version: noticeItems.version });
        itemId = created!.id;
        version = created!.version;
        summary = { title: input.title, posted_on: input.posted_on, relevant_until: input.relevant_until || '—' };
      } else {
        const before = await lockForChange(tx, id, input.version);
        const [updated] = await tx
          .update(noticeItems)
          .set({ ...fields, version: before.version + 1 })
          .where(eq(noticeItems.id, id))
          .returning({ version: noticeItems.version });
        itemId = id;
        version = updated!.version;
        summary = { title: before.title === input.title ? input.title : `${before.title} → ${input.title}` };
        if (before.postedOn !== input.posted_on) summary.posted_on = `${before.postedOn} → ${input.posted_on}`;
        if ((before.relevantUntil ?? '') !== input.relevant_until)
          summary.relevant_until = `${before.relevantUntil ?? '—'} → ${input.relevant_until || '—'}`;
        if (change.removeDocuments?.length) {
          const removed = await tx
            .delete(noticeDocuments)
            .where(and(eq(noticeDocuments.itemId, id), inArray(noticeDocuments.id, change.removeDocuments)))
            .returning({ name: noticeDocuments.name, url: noticeDocuments.url });
          if (removed.length) summary.removed_documents = removed.map((d) => d.name).join(', ');
          removedFiles = removed.map((d) => d.url);
        }
      }
      if (written.length) {
        const [last] = await tx
          .select({ position: sql<number>`coalesce(max(${noticeDocuments.position}), -1)::int` })
          .from(noticeDocuments)
          .where(eq(noticeDocuments.itemId, itemId));
        await tx
          .insert(noticeDocuments)
          .values(written.map((d, i) => ({ ...d, itemId, position: Number(last?.position ?? -1) + 1 + i })));
        summary.added_documents = written.map((d) => d.name).join(', ');
      }
      await recordItem(tx, ctx.now, id === null ? 'posted' : 'changed', itemId);
      await audit(txCtx, actor, {
        action: id === null ? 'notice.created' : 'notice.updated',
        entity: 'notice',
        entityId: itemId,
        summary,
      });
      await indexChanged(txCtx, noticeSearch, [itemId]);
      return { id: itemId, version };
    });
    await removeFiles(ctx.files.media, removedFiles);
    ctx.reads?.clear();
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

/** Takes one locked item down in the caller's transaction: refused unless it is on the board now. */
async function takeDownIn(tx: Tx, ctx: ServiceContext, actor: Actor, id: number, version?: number) {
  const today = pragueToday(ctx.now);
  const before = await lockForChange(tx, id, version);
  if (stateOf(before, today) !== 'posted')
    throw new HttpError(409, `Sejmout lze jen položku, která je právě vyvěšena; „${before.title}“ není.`);
  const [updated] = await tx
    .update(noticeItems)
    .set({ relevantUntil: today, takenDownAt: ctx.now, updatedAt: ctx.now, version: before.version + 1 })
    .where(eq(noticeItems.id, id))
    .returning({ version: noticeItems.version });
  await recordItem(tx, ctx.now, 'removed', id);
  await audit({ db: tx, now: ctx.now }, actor, {
    action: 'notice.taken-down',
    entity: 'notice',
    entityId: id,
    summary: { title: before.title, relevant_until: `${before.relevantUntil ?? '—'} → ${today}` },
  });
  return updated!;
}

/**
 * Takes an item down now: it leaves the board at once for the archive, and today, the last day it
 * hung, becomes its relevant-until day. An item not yet posted, or already in the archive, cannot be
 * taken down.
 */
export async function takeDown(ctx: ServiceContext, id: number, version?: number): Promise<{ version: number }> {
  const actor = requireStaff(ctx, 'notice-board');
  const done = await ctx.db.transaction((tx) => takeDownIn(tx, ctx, actor, id, version));
  // The search keeps it: the archive is searched as the board is.
  ctx.reads?.clear();
  return done;
}

/** Takes many items down now, all or none: each one's removal in the board's record and the audit log. */
export async function takeDownMany(ctx: ServiceContext, ids: number[]): Promise<{ count: number }> {
  const actor = requireStaff(ctx, 'notice-board');
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  await ctx.db.transaction(async (tx) => {
    for (const id of unique) await takeDownIn(tx, ctx, actor, id);
  });
  ctx.reads?.clear();
  return { count: unique.length };
}

const FOLDER = 'deska';

/** Writes the documents under the media folder, each under a name no one can guess, with its hash. */
async function writeDocuments(media: FileStore, documents: CheckedDocument[]) {
  return Promise.all(
    documents.map(async (document) => {
      const relative = `${FOLDER}/${randomBytes(12).toString('hex')}.${document.ext}`;
      await media.write(relative, document.data);
      return {
        name: document.name,
        url: `/media/${relative}`,
        mediaType: document.mediaType,
        size: document.data.length,
        sha256: sha256(document.data),
      };
    }),
  );
}

async function removeFiles(media: FileStore, urls: string[]) {
  await media.remove(
    urls.filter((url) => url.startsWith(`/media/${FOLDER}/`)).map((url) => url.slice('/media/'.length)),
  );
}

/** What waits on the notice board within a week: items to be posted, and items whose time on the board ends. */
export async function workItems(ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>): Promise<WorkItem[]> {
  requireStaff(ctx, 'notice-board');
  const today = pragueToday(ctx.now);
  const week = addDays(today, 7);
  const counted = async (where: SQL) => (await ctx.db.select({ n: count() }).from(noticeItems).where(where))[0]?.n ?? 0;
  const [coming, ending] = await Promise.all([
    counted(and(inState('upcoming', today), lte(noticeItems.postedOn, week))!),
    counted(and(inState('posted', today), lte(noticeItems.relevantUntil, week))!),
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
