import { asc, desc, eq } from 'drizzle-orm';
import { pragueTime } from '../../../../common/dates.ts';
import { audit } from '../../../../server/lib/audit.ts';
import { invalid, notFound } from '../../../../server/lib/http-errors.ts';
import { type ItemKind, oneRow, publishing, saveItem } from '../../../../server/lib/item-save.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { pickedImage } from '../../media/service.server.ts';
import { posters } from '../schema.server.ts';
import type { BannerInput, BannerRow } from '../schemas.ts';

// The home page's banners as the shell editors keep them: every banner, shown or not, in order.

type Poster = typeof posters.$inferSelect;

const bannerKind: ItemKind = { entity: 'banner', what: 'Banner', missing: 'Banner neexistuje.' };

function stateOf(row: Poster, now: Date): BannerRow['state'] {
  if (!row.active) return 'off';
  if (row.activeFrom && row.activeFrom > now) return 'waiting';
  if (row.activeTo && row.activeTo <= now) return 'ended';
  return 'shown';
}

const toRow = (row: Poster, now: Date): BannerRow => ({
  id: row.id,
  title: row.title,
  text: row.text,
  link: row.link,
  image: { url: row.imageUrl, width: row.imageWidth, height: row.imageHeight, alt: row.imageAlt },
  image_id: row.imageMediaId,
  active: row.active,
  shown_from: row.activeFrom?.toISOString() ?? null,
  shown_to: row.activeTo?.toISOString() ?? null,
  state: stateOf(row, now),
  version: row.version,
});

/** Every banner in the order of the home page's slider. */
export async function adminBanners(ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>): Promise<BannerRow[]> {
  requireStaff(ctx, 'shell');
  const rows = await ctx.db.select().from(posters).orderBy(asc(posters.position), asc(posters.id)).limit(200);
  return rows.map((row) => toRow(row, ctx.now));
}

export async function adminBanner(ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>, id: number): Promise<BannerRow> {
  requireStaff(ctx, 'shell');
  const row = await oneRow(ctx.db.select().from(posters).where(eq(posters.id, id)).limit(1), () =>
    notFound('Banner neexistuje.'),
  );
  return toRow(row, ctx.now);
}

const moment = (date: string, time: string, fallback: string) => (date ? pragueTime(date, time || fallback) : null);

/**
 * Creates (`id` null, at the end of the slider) or changes a banner: its picture from the media
 * library, its window of Prague days and times. A save over a newer version is a 409.
 */
export async function saveBanner(
  ctx: ServiceContext,
  id: number | null,
  input: BannerInput,
): Promise<{ id: number; version: number }> {
  const actor = requireStaff(ctx, 'shell');
  const picture = await pickedImage(ctx, input.image_id);
  const activeFrom = moment(input.shown_from_date, input.shown_from_time, '00:00');
  const activeTo = moment(input.shown_to_date, input.shown_to_time, '23:59');
  if (activeFrom && activeTo && activeTo <= activeFrom)
    throw invalid({ shown_to_date: ['Konec zobrazování musí přijít až po jeho začátku.'] });
  const fields = {
    title: input.title,
    text: input.text || null,
    link: input.link || null,
    ...picture,
    active: input.active,
    activeFrom,
    activeTo,
  };
  return publishing(ctx, (tx) =>
    saveItem(tx, actor, bannerKind, {
      id,
      version: input.version,
      lock: (bannerId) => tx.db.select().from(posters).where(eq(posters.id, bannerId)).for('update'),
      write: async (before, version) => {
        if (!before) {
          // A new banner comes last in the slider.
          const [last] = await tx.db
            .select({ position: posters.position })
            .from(posters)
            .orderBy(desc(posters.position))
            .limit(1);
          const created = await oneRow(
            tx.db
              .insert(posters)
              .values({ ...fields, position: (last?.position ?? 0) + 1, version })
              .returning({ id: posters.id }),
          );
          return { id: created.id, summary: { title: input.title } };
        }
        await tx.db
          .update(posters)
          .set({ ...fields, version })
          .where(eq(posters.id, before.id));
        return {
          id: before.id,
          summary: {
            title: before.title === input.title ? input.title : `${before.title} → ${input.title}`,
            ...(before.active !== input.active
              ? { active: `${before.active ? 'ano' : 'ne'} → ${input.active ? 'ano' : 'ne'}` }
              : {}),
          },
        };
      },
    }),
  );
}

/** Moves a banner one place earlier or later in the slider; the slider is renumbered 1, 2, 3… */
export async function moveBanner(ctx: ServiceContext, id: number, direction: 'up' | 'down'): Promise<void> {
  const actor = requireStaff(ctx, 'shell');
  await publishing(ctx, async (tx) => {
    const order = await tx.db
      .select({ id: posters.id, title: posters.title })
      .from(posters)
      .orderBy(asc(posters.position), asc(posters.id))
      .for('update');
    const from = order.findIndex((row) => row.id === id);
    const moving = order[from];
    if (!moving) throw notFound('Banner neexistuje.');
    const to = direction === 'up' ? from - 1 : from + 1;
    const other = order[to];
    if (!other) return;
    [order[from], order[to]] = [other, moving];
    for (const [index, row] of order.entries())
      await tx.db
        .update(posters)
        .set({ position: index + 1 })
        .where(eq(posters.id, row.id));
    await audit(tx, actor, {
      action: 'banner.moved',
      entity: 'banner',
      entityId: id,
      summary: { title: moving.title, position: `${from + 1} → ${to + 1}` },
    });
  });
}

/** Deletes a banner; its picture stays in the library. */
export async function deleteBanner(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'shell');
  await publishing(ctx, async (tx) => {
    const removed = await oneRow(
      tx.db.delete(posters).where(eq(posters.id, id)).returning({ title: posters.title }),
      () => notFound('Banner neexistuje.'),
    );
    await audit(tx, actor, {
      action: 'banner.deleted',
      entity: 'banner',
      entityId: id,
      summary: { title: removed.title },
    });
  });
}
