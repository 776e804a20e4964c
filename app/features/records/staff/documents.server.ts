import { count, eq } from 'drizzle-orm';
import { offset } from '../../../../server/lib/api-schemas.ts';
import { audit } from '../../../../server/lib/audit.ts';
import { invalid, notFound } from '../../../../server/lib/http-errors.ts';
import { type ItemKind, oneRow, publishing, saveItem, type Written } from '../../../../server/lib/item-save.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import type { UploadedFile } from '../../../../server/lib/uploads.ts';
import { indexChanged } from '../../search/service.server.ts';
import { file } from '../record-shapes.server.ts';
import { documentCategories, documents } from '../schema.server.ts';
import type { DocumentInput, EditableDocument, RecordAdminQuery, RecordRow } from '../schemas.ts';
import { documentSearch } from '../search.server.ts';
import { filtered, listOf, orderOf, reindexWith, removeFiles, storeFile } from './shared.server.ts';

// The documents to download, as the records editors list, open, save and delete them.

const documentKind: ItemKind = {
  entity: 'document',
  what: 'Dokument',
  missing: 'Dokument neexistuje.',
  reindex: reindexWith(documentSearch),
};

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
  const row = await oneRow(
    ctx.db
      .select({ document: documents, category: documentCategories.slug })
      .from(documents)
      .innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
      .where(eq(documents.id, id)),
    () => notFound(documentKind.missing),
  );
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
  const category = await oneRow(
    ctx.db
      .select({ id: documentCategories.id })
      .from(documentCategories)
      .where(eq(documentCategories.slug, input.category)),
    () => invalid({ category: ['Vyberte kategorii ze seznamu.'] }),
  );
  const stored = upload ? await storeFile(ctx, upload, 'dokumenty') : null;
  const fields = {
    name: input.name,
    categoryId: category.id,
    date: input.date,
    ...(stored ? { fileUrl: stored.url, fileSize: stored.size, mediaType: stored.mediaType } : {}),
  };
  const replaced: (string | null)[] = [];
  const saved = await publishing(ctx, (tx) =>
    saveItem(tx, actor, documentKind, {
      id,
      version: input.version,
      lock: (documentId) => tx.db.select().from(documents).where(eq(documents.id, documentId)).for('update'),
      write: async (before, version): Promise<Written> => {
        if (!before) {
          const created = await oneRow(
            tx.db
              .insert(documents)
              .values({ ...fields, version })
              .returning({ id: documents.id }),
          );
          return { id: created.id, summary: { name: input.name } };
        }
        await tx.db
          .update(documents)
          .set({ ...fields, version })
          .where(eq(documents.id, before.id));
        if (stored) replaced.push(before.fileUrl);
        return {
          id: before.id,
          summary: {
            name: before.name === input.name ? input.name : `${before.name} → ${input.name}`,
            ...(stored ? { file: 'nový soubor' } : {}),
          },
        };
      },
    }),
  );
  await removeFiles(ctx, replaced);
  return saved;
}

export async function documentDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'records');
  const gone = await publishing(ctx, async (tx) => {
    const deleted = await oneRow(tx.db.delete(documents).where(eq(documents.id, id)).returning(), () =>
      notFound(documentKind.missing),
    );
    await audit(tx, actor, {
      action: 'document.deleted',
      entity: 'document',
      entityId: id,
      summary: { name: deleted.name },
    });
    await indexChanged(tx, documentSearch, [id]);
    return deleted;
  });
  await removeFiles(ctx, [gone.fileUrl]);
}
