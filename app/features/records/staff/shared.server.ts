import { and, asc, desc, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import { isFileName } from '../../../../server/lib/file-store.ts';
import { invalid } from '../../../../server/lib/http-errors.ts';
import type { Reindex } from '../../../../server/lib/item-save.ts';
import { likePattern } from '../../../../server/lib/like.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { acceptDocument, type UploadedFile } from '../../../../server/lib/uploads.ts';
import { indexChanged, type SearchSource } from '../../search/service.server.ts';
import type { RecordAdminQuery } from '../schemas.ts';

// What the records editors (section `records`) share over documents, contracts, decrees and the
// newsletter. Each record keeps one file, checked by its content and stored under /media/ before the
// change is written; the file it replaces is removed once the change is committed, so a save that
// fails keeps the record's file.

export const PDF_ONLY = { 'application/pdf': 'PDF' };

/** Checks and stores an uploaded file; a refused one is a 422 on the form's `file` field. */
export async function storeFile(
  ctx: ServiceContext,
  file: UploadedFile,
  folder: string,
  formats?: Record<string, string>,
) {
  const stored = await acceptDocument(file, ctx.files.media, folder, formats);
  if ('error' in stored) throw invalid({ file: [stored.error] });
  return stored;
}

/** Removes the files no record points to any more (their addresses are under /media/), after the commit. */
export async function removeFiles(ctx: ServiceContext, urls: readonly (string | null | undefined)[]) {
  for (const url of urls) {
    const name = url?.startsWith('/media/') ? url.slice('/media/'.length) : '';
    if (isFileName(name)) await ctx.files.media.remove([name]);
  }
}

/** A record kind's search update, in the change's transaction: the search holds the record as it is now. */
export const reindexWith =
  (source: SearchSource): Reindex =>
  (ctx, ids) =>
    indexChanged(ctx, source, ids);

const search = (q: string | undefined, ...columns: Parameters<typeof ilike>[0][]): SQL | undefined =>
  q ? or(...columns.map((column) => ilike(column, likePattern(q)))) : undefined;

/** A record kind's days between `from` and `to`, and its words found: the list's conditions. */
export const filtered = (
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
export const orderOf = (
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

/** A page of a list and the count of all its rows. */
export async function listOf<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>) {
  const [r, [t]] = await Promise.all([rows, total]);
  return { rows: r, total: t?.n ?? 0 };
}
