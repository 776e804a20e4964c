import { count, eq } from 'drizzle-orm';
import { freeSlug } from '../../../../common/slug.ts';
import { holdAddresses } from '../../../../server/lib/addresses.ts';
import { offset } from '../../../../server/lib/api-schemas.ts';
import { audit } from '../../../../server/lib/audit.ts';
import { notFound } from '../../../../server/lib/http-errors.ts';
import { type ItemKind, oneRow, publishing, saveItem, type Written } from '../../../../server/lib/item-save.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import type { UploadedFile } from '../../../../server/lib/uploads.ts';
import { indexChanged } from '../../search/service.server.ts';
import { contractFields } from '../record-shapes.server.ts';
import { contracts } from '../schema.server.ts';
import type { ContractInput, EditableContract, RecordAdminQuery, RecordRow } from '../schemas.ts';
import { contractSearch } from '../search.server.ts';
import { filtered, listOf, orderOf, PDF_ONLY, reindexWith, removeFiles, storeFile } from './shared.server.ts';

// The register of contracts, as the records editors list, open, save and delete them.

const contractKind: ItemKind = {
  entity: 'contract',
  what: 'Smlouvu',
  missing: 'Smlouva neexistuje.',
  reindex: reindexWith(contractSearch),
};

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
  const c = await oneRow(ctx.db.select().from(contracts).where(eq(contracts.id, id)), () =>
    notFound(contractKind.missing),
  );
  return { id: c.id, version: c.version, ...contractFields(c), registry_id: c.registryId };
}

/** Creates (`id` null) or changes a contract, its file replaced when one comes. */
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
  const replaced: (string | null)[] = [];
  const saved = await publishing(ctx, (tx) =>
    saveItem(tx, actor, contractKind, {
      id,
      version: input.version,
      lock: (contractId) => tx.db.select().from(contracts).where(eq(contracts.id, contractId)).for('update'),
      write: async (before, version): Promise<Written> => {
        if (!before) {
          await holdAddresses(tx.db, 'contracts');
          const slug = await freeSlug(
            async (s) =>
              (await tx.db.select({ id: contracts.id }).from(contracts).where(eq(contracts.slug, s))).length > 0,
            `${input.subject} ${input.counterparty}`,
          );
          const created = await oneRow(
            tx.db
              .insert(contracts)
              .values({ ...fields, slug, version })
              .returning({ id: contracts.id }),
          );
          return { id: created.id, summary: { subject: input.subject, counterparty: input.counterparty } };
        }
        await tx.db
          .update(contracts)
          .set({ ...fields, version })
          .where(eq(contracts.id, before.id));
        if (stored) replaced.push(before.fileUrl);
        return { id: before.id, summary: { subject: input.subject } };
      },
    }),
  );
  await removeFiles(ctx, replaced);
  return saved;
}

export async function contractDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'records');
  const gone = await publishing(ctx, async (tx) => {
    const deleted = await oneRow(tx.db.delete(contracts).where(eq(contracts.id, id)).returning(), () =>
      notFound(contractKind.missing),
    );
    await audit(tx, actor, {
      action: 'contract.deleted',
      entity: 'contract',
      entityId: id,
      summary: { subject: deleted.subject },
    });
    await indexChanged(tx, contractSearch, [id]);
    return deleted;
  });
  await removeFiles(ctx, [gone.fileUrl]);
}
