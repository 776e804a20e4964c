import { and, count, desc, eq, ne } from 'drizzle-orm';
import { formatDay } from '../../../../common/dates.ts';
import { freeSlug } from '../../../../common/slug.ts';
import { holdAddresses } from '../../../../server/lib/addresses.ts';
import { offset } from '../../../../server/lib/api-schemas.ts';
import { audit } from '../../../../server/lib/audit.ts';
import { invalid, notFound } from '../../../../server/lib/http-errors.ts';
import {
  type ItemKind,
  oneRow,
  publishing,
  saveItem,
  type TxContext,
  type Written,
} from '../../../../server/lib/item-save.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import type { UploadedFile } from '../../../../server/lib/uploads.ts';
import { indexChanged } from '../../search/service.server.ts';
import { decreeFields, file } from '../record-shapes.server.ts';
import { decrees } from '../schema.server.ts';
import type { DecreeInput, EditableDecree, RecordAdminQuery, RecordRow } from '../schemas.ts';
import { decreeSearch } from '../search.server.ts';
import { filtered, listOf, orderOf, PDF_ONLY, reindexWith, removeFiles, storeFile } from './shared.server.ts';

// The town's decrees and orders, as the records editors list, open, save and delete them; a decree
// may name the one that repealed it.

const decreeKind: ItemKind = {
  entity: 'decree',
  what: 'Předpis',
  missing: 'Předpis neexistuje.',
  reindex: reindexWith(decreeSearch),
};

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
  const d = await oneRow(ctx.db.select().from(decrees).where(eq(decrees.id, id)), () => notFound(decreeKind.missing));
  const [by] = d.repealedById
    ? await ctx.db.select({ slug: decrees.slug }).from(decrees).where(eq(decrees.id, d.repealedById))
    : [];
  return {
    id: d.id,
    version: d.version,
    ...decreeFields(d),
    summary: d.summary,
    repealed_by: by?.slug ?? null,
    repealed_on: d.repealedOn,
    collection_url: d.collectionUrl,
    file: file(d.fileUrl, d.fileSize),
  };
}

/** A decree's kind and number are another's already: a 422 on the form's `number`. */
async function refuseTakenNumber(tx: TxContext, id: number | null, input: DecreeInput) {
  const numberTaken = await tx.db
    .select({ id: decrees.id })
    .from(decrees)
    .where(
      and(eq(decrees.kind, input.kind), eq(decrees.number, input.number), id === null ? undefined : ne(decrees.id, id)),
    );
  if (numberTaken.length) throw invalid({ number: [`${KINDS[input.kind]} č. ${input.number} už v seznamu je.`] });
}

/** The decree that repealed this one, which must be another and not one this one repealed. */
async function repealer(tx: TxContext, id: number | null, input: DecreeInput): Promise<number | null> {
  if (!input.repealed_by) return null;
  const by = await oneRow(
    tx.db
      .select({ id: decrees.id, repealedById: decrees.repealedById })
      .from(decrees)
      .where(eq(decrees.slug, input.repealed_by)),
    () => invalid({ repealed_by: ['Vyberte předpis ze seznamu.'] }),
  );
  if (by.id === id) throw invalid({ repealed_by: ['Předpis nemůže zrušit sám sebe.'] });
  if (id !== null && by.repealedById === id)
    throw invalid({ repealed_by: ['Tento předpis zrušil naopak ten, který upravujete.'] });
  return by.id;
}

/** Creates (`id` null) or changes a decree, its file replaced when one comes. */
export async function decreeSave(
  ctx: ServiceContext,
  id: number | null,
  input: DecreeInput,
  upload?: UploadedFile,
): Promise<{ id: number; version: number }> {
  const actor = requireStaff(ctx, 'records');
  const stored = upload ? await storeFile(ctx, upload, 'vyhlasky', PDF_ONLY) : null;
  const replaced: (string | null)[] = [];
  const saved = await publishing(ctx, async (tx) => {
    await refuseTakenNumber(tx, id, input);
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
    return saveItem(tx, actor, decreeKind, {
      id,
      version: input.version,
      lock: (decreeId) => tx.db.select().from(decrees).where(eq(decrees.id, decreeId)).for('update'),
      write: async (before, version): Promise<Written> => {
        if (!before) {
          await holdAddresses(tx.db, 'decrees');
          const slug = await freeSlug(
            async (s) => (await tx.db.select({ id: decrees.id }).from(decrees).where(eq(decrees.slug, s))).length > 0,
            `${KINDS[input.kind]} ${input.number} ${input.title}`,
          );
          const created = await oneRow(
            tx.db
              .insert(decrees)
              .values({ ...fields, slug, version })
              .returning({ id: decrees.id }),
          );
          return { id: created.id, summary: { name, title: input.title } };
        }
        await tx.db
          .update(decrees)
          .set({ ...fields, version })
          .where(eq(decrees.id, before.id));
        if (stored) replaced.push(before.fileUrl);
        return {
          id: before.id,
          summary: {
            name,
            ...(before.repealedOn !== fields.repealedOn
              ? { repealed: `${before.repealedOn ?? '—'} → ${fields.repealedOn ?? '—'}` }
              : {}),
          },
        };
      },
    });
  });
  await removeFiles(ctx, replaced);
  return saved;
}

export async function decreeDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'records');
  const gone = await publishing(ctx, async (tx) => {
    const repeals = await oneRow(tx.db.select({ n: count() }).from(decrees).where(eq(decrees.repealedById, id)));
    if (repeals.n > 0) throw invalid({ _: ['Tento předpis zrušil jiný; nejdřív u toho jiného zrušení odeberte.'] });
    const deleted = await oneRow(tx.db.delete(decrees).where(eq(decrees.id, id)).returning(), () =>
      notFound(decreeKind.missing),
    );
    await audit(tx, actor, {
      action: 'decree.deleted',
      entity: 'decree',
      entityId: id,
      summary: { name: `${KINDS[deleted.kind]} č. ${deleted.number}` },
    });
    await indexChanged(tx, decreeSearch, [id]);
    return deleted;
  });
  await removeFiles(ctx, [gone.fileUrl]);
}
