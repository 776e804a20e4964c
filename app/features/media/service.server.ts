import { asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { offset } from '../../../server/lib/api-schemas.ts';
import { audit } from '../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { removeStoredImage } from '../../../server/lib/images.ts';
import { oneRow } from '../../../server/lib/item-save.ts';
import { likePattern } from '../../../server/lib/like.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { acceptImage, cleanFilename, type UploadedFile } from '../../../server/lib/uploads.ts';
import { media } from './schema.server.ts';
import type { MediaDetail, MediaItem, MediaQuery, MediaUsage } from './schemas.ts';

// The media library (issue 13 §6): every staff member who edits content may use it.

const FOLDER = 'knihovna';

const toItem = (row: typeof media.$inferSelect): MediaItem => ({
  id: row.id,
  url: row.url,
  width: row.width,
  height: row.height,
  alt: row.alt,
  filename: row.filename,
  created_at: row.createdAt.toISOString(),
});

/** The image's name under MEDIA_DIR without the extension: what its JPEG and WebP files share. */
const baseOf = (url: string) => url.replace(/^\/media\//, '').replace(/\.jpg$/, '');

/** The newest first, or those whose description or file name holds `q`. */
export async function list(ctx: Pick<ServiceContext, 'db' | 'actor'>, query: MediaQuery) {
  requireStaff(ctx, 'content');
  const where = query.q
    ? or(ilike(media.alt, likePattern(query.q)), ilike(media.filename, likePattern(query.q)))
    : undefined;
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(query.perPage)
      .offset(offset(query)),
    ctx.db.select({ n: count() }).from(media).where(where),
  ]);
  return { rows: rows.map(toItem), total: total?.n ?? 0 };
}

/**
 * A feature that shows the library's images: it says where one is used (`prefix`: the image's
 * address without its extension), and, if it keeps its own copy of an image's description, takes a
 * new one. The library imports no feature; the composition root names them (composition/services.ts).
 */
export interface MediaUser {
  usesMedia(ctx: Pick<ServiceContext, 'db'>, prefix: string): Promise<MediaUsage[]>;
  mediaDescribed?(ctx: Pick<ServiceContext, 'db'>, mediaId: number, alt: string): Promise<void>;
}

let users: readonly MediaUser[] | null = null;

/** Names the features that use the library's images; once, where the features are put together. */
export function usedBy(features: readonly MediaUser[]): void {
  users = features;
}

function mediaUsers(): readonly MediaUser[] {
  // Never "used nowhere" by mistake: that would let a used image be deleted.
  if (!users) throw new Error('The media library was not told which features use it (composition/services.ts).');
  return users;
}

/** Everything that shows the image: articles, events, pages, people, banners and albums. */
async function usage(ctx: Pick<ServiceContext, 'db'>, url: string): Promise<MediaUsage[]> {
  const prefix = `/media/${baseOf(url)}`;
  return (await Promise.all(mediaUsers().map((user) => user.usesMedia(ctx, prefix)))).flat();
}

const MISSING = 'Obrázek v knihovně není.';

async function row(ctx: Pick<ServiceContext, 'db'>, id: number) {
  const [found] = await ctx.db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!found) throw notFound(MISSING);
  return found;
}

/**
 * What an item keeps of a picture it picked from the library (its address, size and its own copy of
 * the description, which `mediaDescribed` keeps current); a picture the library lacks is a 422.
 */
export async function pickedImage(ctx: Pick<ServiceContext, 'db'>, id: number) {
  const [picked] = await ctx.db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!picked) throw invalid({ image_id: ['Tento obrázek v knihovně není.'] });
  return {
    imageMediaId: picked.id,
    imageUrl: picked.url,
    imageWidth: picked.width,
    imageHeight: picked.height,
    imageAlt: picked.alt,
  };
}

/** Whether the library holds a picture at this address. */
export async function holds(ctx: Pick<ServiceContext, 'db'>, url: string): Promise<boolean> {
  return (await ctx.db.select({ id: media.id }).from(media).where(eq(media.url, url)).limit(1)).length > 0;
}

/** One image with where it is used. */
export async function get(ctx: Pick<ServiceContext, 'db' | 'actor'>, id: number): Promise<MediaDetail> {
  requireStaff(ctx, 'content');
  const found = await row(ctx, id);
  return { ...toItem(found), used_in: await usage(ctx, found.url) };
}

/**
 * Adds an image: checked by its content (JPEG, PNG or WebP, at most 5 MB, at least 400 × 300),
 * stored with its WebP variants, and its description required. A refused upload stores nothing.
 */
export async function upload(ctx: ServiceContext, file: UploadedFile | undefined, alt: string): Promise<MediaItem> {
  const actor = requireStaff(ctx, 'content');
  if (!file) throw invalid({ file: ['Vyberte obrázek.'] });
  const stored = await acceptImage(file, ctx.files.media, FOLDER);
  if ('error' in stored) throw invalid({ file: [stored.error] });
  const created = await ctx.db.transaction(async (tx) => {
    const inserted = await oneRow(
      tx
        .insert(media)
        .values({
          url: stored.url,
          width: stored.width,
          height: stored.height,
          alt,
          filename: cleanFilename(file.filename, 'obrazek.jpg'),
          uploadedBy: actor.id,
          createdAt: ctx.now,
        })
        .returning(),
    );
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'media.uploaded',
      entity: 'media',
      entityId: inserted.id,
      summary: { file: file.filename, alt },
    });
    return inserted;
  });
  return toItem(created);
}

/**
 * A better description, at once wherever the image was picked from the library (articles, events,
 * banners keep a copy with the picture). A picture inside a rich text keeps the description written
 * for that text.
 */
export async function updateAlt(ctx: ServiceContext, id: number, alt: string): Promise<MediaItem> {
  const actor = requireStaff(ctx, 'content');
  const before = await row(ctx, id);
  const updated = await ctx.db.transaction(async (tx) => {
    const changed = await oneRow(tx.update(media).set({ alt }).where(eq(media.id, id)).returning(), () =>
      notFound(MISSING),
    );
    for (const user of mediaUsers()) await user.mediaDescribed?.({ db: tx }, id, alt);
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'media.described',
      entity: 'media',
      entityId: id,
      summary: { alt: `${before.alt} → ${alt}` },
    });
    return changed;
  });
  ctx.reads?.clear();
  return toItem(updated);
}

/** Deletes an image nothing uses; one still in use is a 409 that says where. */
export async function remove(ctx: ServiceContext, id: number): Promise<void> {
  await row(ctx, id);
  await removeMany(ctx, [id]);
}

/**
 * Deletes many images at once, all or none: if any of them is still used, nothing is deleted and
 * the 409 says which and where. Each deleted image is one entry in the audit log.
 */
export async function removeMany(ctx: ServiceContext, ids: number[]): Promise<{ count: number; said: string }> {
  const actor = requireStaff(ctx, 'content');
  const unique = [...new Set(ids)];
  const rows = await ctx.db.select().from(media).where(inArray(media.id, unique)).orderBy(asc(media.id));
  if (rows.length !== unique.length)
    throw new HttpError(409, 'Některý z vybraných obrázků mezitím někdo smazal. Nic se nezměnilo; obnovte seznam.');
  const used = (await Promise.all(rows.map(async (found) => ({ found, places: await usage(ctx, found.url) })))).filter(
    ({ places }) => places.length > 0,
  );
  const where = (places: MediaUsage[]) => places.map((u) => `${u.kind}: ${u.title}`).join('; ');
  // One image asked for and used: the message names its places alone.
  const [first] = used;
  if (first && rows.length === 1)
    throw new HttpError(409, `Obrázek je použit (${where(first.places)}). Nejdřív ho odtud odeberte.`);
  if (used.length > 0)
    throw new HttpError(
      409,
      `Použité obrázky nejde smazat: ${used.map(({ found, places }) => `„${found.alt}“ (${where(places)})`).join(', ')}. Nic se nezměnilo.`,
    );
  await ctx.db.transaction(async (tx) => {
    await tx.delete(media).where(inArray(media.id, unique));
    for (const found of rows)
      await audit({ db: tx, now: ctx.now }, actor, {
        action: 'media.deleted',
        entity: 'media',
        entityId: found.id,
        summary: { file: found.filename, alt: found.alt },
      });
  });
  for (const found of rows) await removeStoredImage(ctx.files.media, found);
  return { count: rows.length, said: 'Smazáno' };
}
