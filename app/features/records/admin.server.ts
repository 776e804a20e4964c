import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import { formatDay } from '../../../common/dates.ts';
import { freeSlug } from '../../../common/slug.ts';
import { holdAddresses } from '../../../server/lib/addresses.ts';
import { offset } from '../../../server/lib/api-schemas.ts';
import { audit, lockedForSave } from '../../../server/lib/audit.ts';
import { isFileName } from '../../../server/lib/file-store.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { likePattern } from '../../../server/lib/like.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { acceptDocument, acceptImage, type UploadedFile } from '../../../server/lib/uploads.ts';
import { indexChanged, type SearchSource } from '../search/service.server.ts';
import { contractFields, file, magazineIssueOf } from './record-shapes.server.ts';
import { contracts, decrees, documentCategories, documents, magazineIssues } from './schema.server.ts';
import type {
  ContractInput,
  DecreeInput,
  DocumentInput,
  EditableContract,
  EditableDecree,
  EditableDocument,
  EditableMagazine,
  MagazineInput,
  RecordAdminQuery,
  RecordRow,
} from './schemas.ts';
import { contractSearch, decreeSearch, documentSearch, magazineSearch } from './search.server.ts';

// The records editors' operations (section `records`): documents, contracts, decrees and the
// newsletter. Each keeps one file, checked by its content and stored under /media/ before the
// change is written; the file it replaces is removed once the change is committed.

type Tx = Parameters<Parameters<ServiceContext['db']['transaction']>[0]>[0];
const PDF_ONLY = { 'application/pdf': 'PDF' };

/** Checks and stores an uploaded file; a refused one is a 422 on the form's `file` field. */
async function storeFile(ctx: ServiceContext, file: UploadedFile, folder: string, formats?: Record<string, string>) {
  const stored = await acceptDocument(file, ctx.files.media, folder, formats);
  if ('error' in stored) throw invalid({ file: [stored.error] });
  return stored;
}

/** Removes a file no record points to any more (its address is under /media/). */
async function removeFile(ctx: ServiceContext, url: string | null | undefined) {
  const name = url?.startsWith('/media/') ? url.slice('/media/'.length) : '';
  if (isFileName(name)) await ctx.files.media.remove([name]);
}

/** In the change's transaction: the search holds the record as it is now. */
async function indexed<T extends { id: number }>(tx: Tx, now: Date, source: SearchSource, record: T): Promise<T> {
  await indexChanged({ db: tx, now }, source, [record.id]);
  return record;
}

/** After a change the public lists and the page cache show it at once; a file no record holds goes. */
async function published(ctx: ServiceContext, replaced: (string | null | undefined)[] = []) {
  for (const url of replaced) await removeFile(ctx, url);
  ctx.reads?.clear();
}

const search = (q: string | undefined, ...columns: Parameters<typeof ilike>[0][]): SQL | undefined =>
  q ? or(...columns.map((column) => ilike(column, likePattern(q)))) : undefined;

/** A record kind's days between `from` and `to`, and its words found: the list's conditions. */
const filtered = (
  query: RecordAdminQuery,
  day: Parameters<typeof gte>[0],
  ...columns: Parameters<typeof ilike>[0][]
): SQL | undefined =>
  and(
    search(query.q, ...columns),
    query.from ? gte(day, query.from) : undefined,
    query.to ? lte(day, query.to) : undefined,
  );

/** The order the editor asked for: newest or oldest by the record's day, or by its title. */
const orderOf = (
  query: RecordAdminQuery,
  day: Parameters<typeof asc>[0],
  title: Parameters<typeof asc>[0],
  id: Parameters<typeof asc>[0],
) =>
  query.sort === 'oldest'
    ? [asc(day), asc(id)]
    : query.sort === 'title'
      ? [asc(sql`unaccent(lower(${title}))`), asc(id)]
      : [desc(day), desc(id)];

async function listOf<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>) {
  const [r, [t]] = await Promise.all([rows, total]);
  return { rows: r, total: t?.n ?? 0 };
}

// Documents ------------------------------------------------------------------------------------

export async function documentRows(ctx: ServiceContext, query: RecordAdminQuery) {
  requireStaff(ctx, 'records');
  const where = filtered(query, documents.date, documents.name);
  const { rows, total } = await listOf(
    ctx.db
      .select({
        id: documents.id,
        name: documents.name,
        date: documents.date,
        category: documentCategories.name,
        url: documents.fileUrl,
      })
      .from(documents)
      .innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
      .where(where)
      .orderBy(...orderOf(query, documents.date, documents.name, documents.id))
      .limit(query.perPage)
      .offset(offset(query)),
    ctx.db.select({ n: count() }).from(documents).where(where),
  );
  return {
    rows: rows.map(
      (r): RecordRow => ({ id: r.id, title: r.name, date: r.date, detail: r.category, has_file: !!r.url }),
    ),
    total,
  };
}

export async function documentGet(ctx: ServiceContext, id: number): Promise<EditableDocument> {
  requireStaff(ctx, 'records');
  const [row] = await ctx.db
    .select({ document: documents, category: documentCategories.slug })
    .from(documents)
    .innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
    .where(eq(documents.id, id));
  if (!row) throw notFound('Dokument neexistuje.');
  const d = row.document;
  return {
    id: d.id,
    version: d.version,
    name: d.name,
    category: row.category,
    date: d.date,
    media_type: d.mediaType,
    file: file(d.fileUrl, d.fileSize),
  };
}

/** Creates (`id` null) or changes a document, its file replaced when one comes. */
export async function documentSave(
  ctx: ServiceContext,
  id: number | null,
  input: DocumentInput,
  upload?: UploadedFile,
): Promise<{ id: number; version: number }> {
  const actor = requireStaff(ctx, 'records');
  const [category] = await ctx.db
    .select({ id: documentCategories.id })
    .from(documentCategories)
    .where(eq(documentCategories.slug, input.category));
  if (!category) throw invalid({ category: ['Vyberte kategorii ze seznamu.'] });
  const stored = upload ? await storeFile(ctx, upload, 'dokumenty') : null;
  const fields = {
    name: input.name,
    categoryId: category.id,
    date: input.date,
    ...(stored ? { fileUrl: stored.url, fileSize: stored.size, mediaType: stored.mediaType } : {}),
  };
  let replaced: string | null = null;
  const saved = await ctx.db.transaction(async (tx) => {
    const txCtx = { db: tx, now: ctx.now };
    if (id === null) {
      const [created] = await tx
        .insert(documents)
        .values(fields)
        .returning({ id: documents.id, version: documents.version });
      await audit(txCtx, actor, {
        action: 'document.created',
        entity: 'document',
        entityId: created!.id,
        summary: { name: input.name },
      });
      return indexed(tx, ctx.now, documentSearch, created!);
    }
    const before = await lockedForSave(
      txCtx,
      { entity: 'document', id, version: input.version, what: 'Dokument', missing: 'Dokument neexistuje.' },
      tx.select().from(documents).where(eq(documents.id, id)).for('update'),
    );
    const [updated] = await tx
      .update(documents)
      .set({ ...fields, version: before.version + 1 })
      .where(eq(documents.id, id))
      .returning({ id: documents.id, version: documents.version });
    if (stored) replaced = before.fileUrl;
    await audit(txCtx, actor, {
      action: 'document.updated',
      entity: 'document',
      entityId: id,
      summary: {
        name: before.name === input.name ? input.name : `${before.name} → ${input.name}`,
        ...(stored ? { file: 'nový soubor' } : {}),
      },
    });
    return indexed(tx, ctx.now, documentSearch, updated!);
  });
  await published(ctx, [replaced]);
  return saved;
}

export async function documentDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'records');
  const gone = await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(documents).where(eq(documents.id, id)).returning();
    if (!deleted) throw notFound('Dokument neexistuje.');
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'document.deleted',
      entity: 'document',
      entityId: id,
      summary: { name: deleted.name },
    });
    return indexed(tx, ctx.now, documentSearch, deleted);
  });
  await published(ctx, [gone.fileUrl]);
}

// Contracts ------------------------------------------------------------------------------------

export async function contractRows(ctx: ServiceContext, query: RecordAdminQuery) {
  requireStaff(ctx, 'records');
  const where = filtered(
    query,
    contracts.signedOn,
    contracts.subject,
    contracts.counterparty,
    contracts.counterpartyIco,
  );
  const { rows, total } = await listOf(
    ctx.db
      .select()
      .from(contracts)
      .where(where)
      .orderBy(...orderOf(query, contracts.signedOn, contracts.subject, contracts.id))
      .limit(query.perPage)
      .offset(offset(query)),
    ctx.db.select({ n: count() }).from(contracts).where(where),
  );
  return {
    rows: rows.map(
      (c): RecordRow => ({
        id: c.id,
        title: c.subject,
        date: c.signedOn,
        detail: c.counterparty,
        has_file: !!c.fileUrl,
      }),
    ),
    total,
  };
}

export async function contractGet(ctx: ServiceContext, id: number): Promise<EditableContract> {
  requireStaff(ctx, 'records');
  const [c] = await ctx.db.select().from(contracts).where(eq(contracts.id, id));
  if (!c) throw notFound('Smlouva neexistuje.');
  return { id: c.id, version: c.version, ...contractFields(c), registry_id: c.registryId };
}

export async function contractSave(
  ctx: ServiceContext,
  id: number | null,
  input: ContractInput,
  upload?: UploadedFile,
): Promise<{ id: number; version: number }> {
  const actor = requireStaff(ctx, 'records');
  const stored = upload ? await storeFile(ctx, upload, 'smlouvy', PDF_ONLY) : null;
  const fields = {
    counterparty: input.counterparty,
    counterpartyIco: input.counterparty_ico || null,
    subject: input.subject,
    kind: input.kind,
    valueWithoutVat: input.value_without_vat,
    valueWithVat: input.value_with_vat,
    signedOn: input.signed_on,
    registryId: input.registry_id || null,
    ...(stored ? { fileUrl: stored.url, fileSize: stored.size } : {}),
  };
  let replaced: string | null = null;
  const saved = await ctx.db.transaction(async (tx) => {
    const txCtx = { db: tx, now: ctx.now };
    if (id === null) {
      await holdAddresses(tx, 'contracts');
      const slug = await freeSlug(
        async (s) => (await tx.select({ id: contracts.id }).from(contracts).where(eq(contracts.slug, s))).length > 0,
        `${input.subject} ${input.counterparty}`,
      );
      const [created] = await tx
        .insert(contracts)
        .values({ ...fields, slug })
        .returning({ id: contracts.id, version: contracts.version });
      await audit(txCtx, actor, {
        action: 'contract.created',
        entity: 'contract',
        entityId: created!.id,
        summary: { subject: input.subject, counterparty: input.counterparty },
      });
      return indexed(tx, ctx.now, contractSearch, created!);
    }
    const before = await lockedForSave(
      txCtx,
      { entity: 'contract', id, version: input.version, what: 'Smlouvu', missing: 'Smlouva neexistuje.' },
      tx.select().from(contracts).where(eq(contracts.id, id)).for('update'),
    );
    const [updated] = await tx
      .update(contracts)
      .set({ ...fields, version: before.version + 1 })
      .where(eq(contracts.id, id))
      .returning({ id: contracts.id, version: contracts.version });
    if (stored) replaced = before.fileUrl;
    await audit(txCtx, actor, {
      action: 'contract.updated',
      entity: 'contract',
      entityId: id,
      summary: { subject: input.subject },
    });
    return indexed(tx, ctx.now, contractSearch, updated!);
  });
  await published(ctx, [replaced]);
  return saved;
}

export async function contractDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'records');
  const gone = await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(contracts).where(eq(contracts.id, id)).returning();
    if (!deleted) throw notFound('Smlouva neexistuje.');
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'contract.deleted',
      entity: 'contract',
      entityId: id,
      summary: { subject: deleted.subject },
    });
    return indexed(tx, ctx.now, contractSearch, deleted);
  });
  await published(ctx, [gone.fileUrl]);
}

// Decrees --------------------------------------------------------------------------------------

const KINDS = { vyhlaska: 'Vyhláška', narizeni: 'Nařízení' } as const;

export async function decreeRows(ctx: ServiceContext, query: RecordAdminQuery) {
  requireStaff(ctx, 'records');
  const where = filtered(query, decrees.issuedOn, decrees.title, decrees.number);
  const { rows, total } = await listOf(
    ctx.db
      .select()
      .from(decrees)
      .where(where)
      .orderBy(...orderOf(query, decrees.issuedOn, decrees.title, decrees.id))
      .limit(query.perPage)
      .offset(offset(query)),
    ctx.db.select({ n: count() }).from(decrees).where(where),
  );
  return {
    rows: rows.map(
      (d): RecordRow => ({
        id: d.id,
        title: `${KINDS[d.kind]} č. ${d.number}: ${d.title}`,
        date: d.issuedOn,
        detail: d.repealedOn ? `zrušena od ${formatDay(d.repealedOn)}` : `účinná od ${formatDay(d.effectiveFrom)}`,
        has_file: !!d.fileUrl,
      }),
    ),
    total,
  };
}

/** Every decree as a choice of what repealed another: its address and its name. */
export async function decreeChoices(ctx: ServiceContext) {
  requireStaff(ctx, 'records');
  const rows = await ctx.db
    .select({ slug: decrees.slug, number: decrees.number, title: decrees.title, kind: decrees.kind })
    .from(decrees)
    .orderBy(desc(decrees.issuedOn));
  return rows.map((d) => ({ slug: d.slug, name: `${KINDS[d.kind]} č. ${d.number}: ${d.title}` }));
}

export async function decreeGet(ctx: ServiceContext, id: number): Promise<EditableDecree> {
  requireStaff(ctx, 'records');
  const [d] = await ctx.db.select().from(decrees).where(eq(decrees.id, id));
  if (!d) throw notFound('Předpis neexistuje.');
  const [by] = d.repealedById
    ? await ctx.db.select({ slug: decrees.slug }).from(decrees).where(eq(decrees.id, d.repealedById))
    : [];
  return {
    id: d.id,
    version: d.version,
    slug: d.slug,
    number: d.number,
    title: d.title,
    kind: d.kind,
    issued_on: d.issuedOn,
    valid_from: d.validFrom,
    effective_from: d.effectiveFrom,
    summary: d.summary,
    repealed_by: by?.slug ?? null,
    repealed_on: d.repealedOn,
    collection_url: d.collectionUrl,
    file: file(d.fileUrl, d.fileSize),
  };
}

/** The decree that repealed this one, which must be another and not one this one repealed. */
async function repealer(tx: Tx, id: number | null, input: DecreeInput): Promise<number | null> {
  if (!input.repealed_by) return null;
  const [by] = await tx
    .select({ id: decrees.id, repealedById: decrees.repealedById })
    .from(decrees)
    .where(eq(decrees.slug, input.repealed_by));
  if (!by) throw invalid({ repealed_by: ['Vyberte předpis ze seznamu.'] });
  if (by.id === id) throw invalid({ repealed_by: ['Předpis nemůže zrušit sám sebe.'] });
  if (id !== null && by.repealedById === id)
    throw invalid({ repealed_by: ['Tento předpis zrušil naopak ten, který upravujete.'] });
  return by.id;
}

export async function decreeSave(
  ctx: ServiceContext,
  id: number | null,
  input: DecreeInput,
  upload?: UploadedFile,
): Promise<{ id: number; version: number }> {
  const actor = requireStaff(ctx, 'records');
  const stored = upload ? await storeFile(ctx, upload, 'vyhlasky', PDF_ONLY) : null;
  let replaced: string | null = null;
  const saved = await ctx.db.transaction(async (tx) => {
    const txCtx = { db: tx, now: ctx.now };
    const numberTaken = await tx
      .select({ id: decrees.id })
      .from(decrees)
      .where(
        and(
          eq(decrees.kind, input.kind),
          eq(decrees.number, input.number),
          id === null ? undefined : ne(decrees.id, id),
        ),
      );
    if (numberTaken.length) throw invalid({ number: [`${KINDS[input.kind]} č. ${input.number} už v seznamu je.`] });
    const fields = {
      number: input.number,
      title: input.title,
      kind: input.kind,
      issuedOn: input.issued_on,
      validFrom: input.valid_from,
      effectiveFrom: input.effective_from,
      summary: input.summary,
      repealedById: await repealer(tx, id, input),
      repealedOn: input.repealed_on || null,
      collectionUrl: input.collection_url || null,
      ...(stored ? { fileUrl: stored.url, fileSize: stored.size } : {}),
    };
    const name = `${KINDS[input.kind]} č. ${input.number}`;
    if (id === null) {
      await holdAddresses(tx, 'decrees');
      const slug = await freeSlug(
        async (s) => (await tx.select({ id: decrees.id }).from(decrees).where(eq(decrees.slug, s))).length > 0,
        `${KINDS[input.kind]} ${input.number} ${input.title}`,
      );
      const [created] = await tx
        .insert(decrees)
        .values({ ...fields, slug })
        .returning({ id: decrees.id, version: decrees.version });
      await audit(txCtx, actor, {
        action: 'decree.created',
        entity: 'decree',
        entityId: created!.id,
        summary: { name, title: input.title },
      });
      return indexed(tx, ctx.now, decreeSearch, created!);
    }
    const before = await lockedForSave(
      txCtx,
      { entity: 'decree', id, version: input.version, what: 'Předpis', missing: 'Předpis neexistuje.' },
      tx.select().from(decrees).where(eq(decrees.id, id)).for('update'),
    );
    const [updated] = await tx
      .update(decrees)
      .set({ ...fields, version: before.version + 1 })
      .where(eq(decrees.id, id))
      .returning({ id: decrees.id, version: decrees.version });
    if (stored) replaced = before.fileUrl;
    await audit(txCtx, actor, {
      action: 'decree.updated',
      entity: 'decree',
      entityId: id,
      summary: {
        name,
        ...(before.repealedOn !== fields.repealedOn
          ? { repealed: `${before.repealedOn ?? '—'} → ${fields.repealedOn ?? '—'}` }
          : {}),
      },
    });
    return indexed(tx, ctx.now, decreeSearch, updated!);
  });
  await published(ctx, [replaced]);
  return saved;
}

export async function decreeDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'records');
  const gone = await ctx.db.transaction(async (tx) => {
    const [repeals] = await tx.select({ n: count() }).from(decrees).where(eq(decrees.repealedById, id));
    if (repeals && repeals.n > 0)
      throw invalid({ _: ['Tento předpis zrušil jiný; nejdřív u toho jiného zrušení odeberte.'] });
    const [deleted] = await tx.delete(decrees).where(eq(decrees.id, id)).returning();
    if (!deleted) throw notFound('Předpis neexistuje.');
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'decree.deleted',
      entity: 'decree',
      entityId: id,
      summary: { name: `${KINDS[deleted.kind]} č. ${deleted.number}` },
    });
    return indexed(tx, ctx.now, decreeSearch, deleted);
  });
  await published(ctx, [gone.fileUrl]);
}

// The newsletter ---------------------------------------------------------------------------------

export async function magazineRows(ctx: ServiceContext, query: RecordAdminQuery) {
  requireStaff(ctx, 'records');
  const where = filtered(query, magazineIssues.publishedOn, magazineIssues.title);
  const { rows, total } = await listOf(
    ctx.db
      .select()
      .from(magazineIssues)
      .where(where)
      .orderBy(...orderOf(query, magazineIssues.publishedOn, magazineIssues.title, magazineIssues.id))
      .limit(query.perPage)
      .offset(offset(query)),
    ctx.db.select({ n: count() }).from(magazineIssues).where(where),
  );
  return {
    rows: rows.map(
      (m): RecordRow => ({
        id: m.id,
        title: m.title,
        date: m.publishedOn,
        detail: `${m.number}/${m.year}`,
        has_file: !!m.fileUrl,
      }),
    ),
    total,
  };
}

export async function magazineGet(ctx: ServiceContext, id: number): Promise<EditableMagazine> {
  requireStaff(ctx, 'records');
  const [m] = await ctx.db.select().from(magazineIssues).where(eq(magazineIssues.id, id));
  if (!m) throw notFound('Vydání zpravodaje neexistuje.');
  return { id: m.id, version: m.version, ...magazineIssueOf(m) };
}

export async function magazineSave(
  ctx: ServiceContext,
  id: number | null,
  input: MagazineInput,
  uploads: { file?: UploadedFile; cover?: UploadedFile } = {},
): Promise<{ id: number; version: number }> {
  const actor = requireStaff(ctx, 'records');
  const taken = await ctx.db
    .select({ id: magazineIssues.id })
    .from(magazineIssues)
    .where(
      and(
        eq(magazineIssues.year, input.year),
        eq(magazineIssues.number, input.number),
        id === null ? undefined : ne(magazineIssues.id, id),
      ),
    );
  if (taken.length) throw invalid({ number: [`Vydání ${input.number}/${input.year} už v seznamu je.`] });
  let cover: { url: string; width: number; height: number } | null = null;
  if (uploads.cover) {
    const accepted = await acceptImage(uploads.cover, ctx.files.media, 'zpravodaj');
    if ('error' in accepted) throw invalid({ cover: [accepted.error] });
    cover = accepted;
  }
  const stored = uploads.file ? await storeFile(ctx, uploads.file, 'zpravodaj', PDF_ONLY) : null;
  const fields = {
    year: input.year,
    number: input.number,
    title: input.title,
    publishedOn: input.published_on,
    highlights: input.highlights,
    ...(stored ? { fileUrl: stored.url, fileSize: stored.size } : {}),
    ...(cover ? { coverUrl: cover.url, coverWidth: cover.width, coverHeight: cover.height } : {}),
  };
  let replaced: string | null = null;
  const saved = await ctx.db.transaction(async (tx) => {
    const txCtx = { db: tx, now: ctx.now };
    if (id === null) {
      const [created] = await tx
        .insert(magazineIssues)
        .values(fields)
        .returning({ id: magazineIssues.id, version: magazineIssues.version });
      await audit(txCtx, actor, {
        action: 'magazine.created',
        entity: 'magazine',
        entityId: created!.id,
        summary: { title: input.title },
      });
      return indexed(tx, ctx.now, magazineSearch, created!);
    }
    const before = await lockedForSave(
      txCtx,
      {
        entity: 'magazine',
        id: id,
        version: input.version,
        what: 'Vydání zpravodaje',
        missing: 'Vydání zpravodaje neexistuje.',
      },
      tx.select().from(magazineIssues).where(eq(magazineIssues.id, id)).for('update'),
    );
    const [updated] = await tx
      .update(magazineIssues)
      .set({ ...fields, version: before.version + 1 })
      .where(eq(magazineIssues.id, id))
      .returning({ id: magazineIssues.id, version: magazineIssues.version });
    if (stored) replaced = before.fileUrl;
    await audit(txCtx, actor, {
      action: 'magazine.updated',
      entity: 'magazine',
      entityId: id,
      summary: { title: input.title },
    });
    return indexed(tx, ctx.now, magazineSearch, updated!);
  });
  // The cover's WebP variants stay beside the old cover; only the replaced PDF goes.
  await published(ctx, [replaced]);
  return saved;
}

export async function magazineDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'records');
  const gone = await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(magazineIssues).where(eq(magazineIssues.id, id)).returning();
    if (!deleted) throw notFound('Vydání zpravodaje neexistuje.');
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'magazine.deleted',
      entity: 'magazine',
      entityId: id,
      summary: { title: deleted.title },
    });
    return indexed(tx, ctx.now, magazineSearch, deleted);
  });
  await published(ctx, [gone.fileUrl]);
}

// Many at once ---------------------------------------------------------------------------------

const KIND_TABLES = {
  dokumenty: { table: documents, title: documents.name, remove: documentDelete },
  smlouvy: { table: contracts, title: contracts.subject, remove: contractDelete },
  vyhlasky: { table: decrees, title: decrees.title, remove: decreeDelete },
  zpravodaj: { table: magazineIssues, title: magazineIssues.title, remove: magazineDelete },
} as const;

/** The titles of records of one kind, in the order of the ids, for a confirmation that names them. */
export async function recordTitles(
  ctx: ServiceContext,
  kind: keyof typeof KIND_TABLES,
  ids: number[],
): Promise<string[]> {
  requireStaff(ctx, 'records');
  const { table, title } = KIND_TABLES[kind];
  const rows = await ctx.db.select({ id: table.id, title }).from(table).where(inArray(table.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r.title]));
  return ids.map((id) => byId.get(id) ?? `č. ${id} (už neexistuje)`);
}

/**
 * Deletes many records of one kind with their files, each in the audit log. Every one must still
 * exist, or nothing is deleted (two editors working the same list).
 */
export async function recordsDelete(
  ctx: ServiceContext,
  kind: keyof typeof KIND_TABLES,
  ids: number[],
): Promise<{ count: number }> {
  requireStaff(ctx, 'records');
  const { table, remove } = KIND_TABLES[kind];
  const unique = [...new Set(ids)];
  const found = await ctx.db.select({ id: table.id }).from(table).where(inArray(table.id, unique));
  if (found.length !== unique.length)
    throw new HttpError(409, 'Některý z vybraných záznamů mezitím někdo smazal. Nic se nesmazalo; obnovte seznam.');
  for (const id of unique) await remove(ctx, id);
  return { count: unique.length };
}
