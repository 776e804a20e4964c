import { and, inArray } from 'drizzle-orm';
import { HttpError } from '../../../../server/lib/http-errors.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { acceptDocument } from '../../../../server/lib/uploads.ts';
import * as media from '../../media/service.server.ts';
import { absolute } from '../addresses.ts';
import { type Fetched, filesOf } from '../files.server.ts';
import { importLinks } from '../schema.server.ts';
import type { SourceItem } from '../sources/types.ts';
import type { Saved, Stores } from '../targets/index.server.ts';

// An item's files in a run: those earlier runs brought, where a text's new ones are stored, which came.

type Ctx = ServiceContext;

/** A save of files tried again that brought none: rolled back. */
export class NothingNew extends Error {
  readonly saved: Saved;

  constructor(saved: Saved) {
    super('nothing new');
    this.saved = saved;
  }
}

/** The files of an item that are here: stored by earlier runs, or downloaded now and not refused. */
export function cameOf(
  item: SourceItem,
  known: ReadonlyMap<string, unknown>,
  fetched: Fetched[],
  refused: Set<string>,
) {
  const downloaded = new Set(fetched.flatMap((f) => ('file' in f ? [f.url] : [])));
  return filesOf(item)
    .map((f) => absolute(f.url, item.oldUrl) ?? f.url)
    .filter((url) => (known.has(url) || downloaded.has(url)) && !refused.has(url));
}

/** The stores of a text's files: pictures into the media library, documents beside the texts. */
export function storesOf(ctx: Ctx, known: Map<string, { id: number; url: string }>, refused: Set<string>): Stores {
  const linked = async (kind: 'media' | 'file', url: string, stored: { id: number; url: string }) => {
    await ctx.db
      .insert(importLinks)
      .values({ kind, key: url, targetId: stored.id, hash: '', path: stored.url, updatedAt: ctx.now })
      .onConflictDoUpdate({
        target: [importLinks.kind, importLinks.source, importLinks.key],
        set: { targetId: stored.id, path: stored.url, updatedAt: ctx.now },
      });
    return stored;
  };
  return {
    known,
    async picture(url, file, alt) {
      try {
        const stored = await ctx.db.transaction((tx) => media.upload({ ...ctx, db: tx }, file, alt));
        return await linked('media', url, { id: stored.id, url: stored.url });
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
        refused.add(url);
        return (
          Object.values(error.errors ?? {})
            .flat()
            .join(' ') || error.message
        );
      }
    },
    async document(url, file) {
      const stored = await acceptDocument(file, ctx.files.media, 'imported');
      if ('error' in stored) {
        refused.add(url);
        return stored.error;
      }
      return linked('file', url, { id: 0, url: stored.url });
    },
  };
}

/** The files earlier runs brought, by their old address, that are still here. */
export async function knownFiles(ctx: Ctx, urls: string[]) {
  const known = new Map<string, { id: number; url: string }>();
  if (!urls.length) return known;
  const rows = await ctx.db
    .select({ kind: importLinks.kind, key: importLinks.key, id: importLinks.targetId, url: importLinks.path })
    .from(importLinks)
    .where(and(inArray(importLinks.kind, ['media', 'file']), inArray(importLinks.key, urls)));
  for (const row of rows) {
    if (!row.url) continue;
    const there =
      row.kind === 'media'
        ? await media.pickedImage(ctx, row.id).then(
            () => true,
            () => false,
          )
        : await ctx.files.media.exists(row.url.replace(/^\/media\//, ''));
    if (there) known.set(row.key, { id: row.id, url: row.url });
  }
  return known;
}
