import { and, count, eq, ne } from 'drizzle-orm';
import { offset } from '../../../../server/lib/api-schemas.ts';
import { audit } from '../../../../server/lib/audit.ts';
import { invalid, notFound } from '../../../../server/lib/http-errors.ts';
import { type ItemKind, oneRow, publishing, saveItem, type Written } from '../../../../server/lib/item-save.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { acceptImage, type UploadedFile } from '../../../../server/lib/uploads.ts';
import { indexChanged } from '../../search/service.server.ts';
import { magazineIssueOf } from '../record-shapes.server.ts';
import { magazineIssues } from '../schema.server.ts';
import type { EditableMagazine, MagazineInput, RecordAdminQuery, RecordRow } from '../schemas.ts';
import { magazineSearch } from '../search.server.ts';
import { filtered, listOf, orderOf, PDF_ONLY, reindexWith, removeFiles, storeFile } from './shared.server.ts';

// The newsletter's issues, as the records editors list, open, save and delete them: each with its
// PDF and a cover.

const magazineKind: ItemKind = {
  entity: 'magazine',
  what: 'Vydání zpravodaje',
  missing: 'Vydání zpravodaje neexistuje.',
  reindex: reindexWith(magazineSearch),
};

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
  const m = await oneRow(ctx.db.select().from(magazineIssues).where(eq(magazineIssues.id, id)), () =>
    notFound(magazineKind.missing),
  );
  return { id: m.id, version: m.version, ...magazineIssueOf(m) };
}

/** An uploaded cover, checked and stored as an image with its WebP variants; a refused one is a 422 on `cover`. */
async function storeCover(ctx: ServiceContext, upload: UploadedFile | undefined) {
  if (!upload) return null;
  const accepted = await acceptImage(upload, ctx.files.media, 'zpravodaj');
  if ('error' in accepted) throw invalid({ cover: [accepted.error] });
  return accepted;
}

/** Creates (`id` null) or changes an issue, its PDF and its cover replaced when they come. */
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
  const cover = await storeCover(ctx, uploads.cover);
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
  const replaced: (string | null)[] = [];
  const saved = await publishing(ctx, (tx) =>
    saveItem(tx, actor, magazineKind, {
      id,
      version: input.version,
      lock: (issueId) => tx.db.select().from(magazineIssues).where(eq(magazineIssues.id, issueId)).for('update'),
      write: async (before, version): Promise<Written> => {
        if (!before) {
          const created = await oneRow(
            tx.db
              .insert(magazineIssues)
              .values({ ...fields, version })
              .returning({ id: magazineIssues.id }),
          );
          return { id: created.id, summary: { title: input.title } };
        }
        await tx.db
          .update(magazineIssues)
          .set({ ...fields, version })
          .where(eq(magazineIssues.id, before.id));
        if (stored) replaced.push(before.fileUrl);
        return { id: before.id, summary: { title: input.title } };
      },
    }),
  );
  // The cover's WebP variants stay beside the old cover; only the replaced PDF goes.
  await removeFiles(ctx, replaced);
  return saved;
}

export async function magazineDelete(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'records');
  const gone = await publishing(ctx, async (tx) => {
    const deleted = await oneRow(tx.db.delete(magazineIssues).where(eq(magazineIssues.id, id)).returning(), () =>
      notFound(magazineKind.missing),
    );
    await audit(tx, actor, {
      action: 'magazine.deleted',
      entity: 'magazine',
      entityId: id,
      summary: { title: deleted.title },
    });
    await indexChanged(tx, magazineSearch, [id]);
    return deleted;
  });
  await removeFiles(ctx, [gone.fileUrl]);
}
