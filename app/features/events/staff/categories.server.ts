import { asc, count, eq, sql } from 'drizzle-orm';
import { countOf, formOf } from '../../../../common/plural.ts';
import { slugify } from '../../../../common/slug.ts';
import { audit } from '../../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../../server/lib/http-errors.ts';
import { oneRow, publishing } from '../../../../server/lib/item-save.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { eventCategories, eventCategoryLinks } from '../schema.server.ts';
import type { EventCategoryRow } from '../schemas.ts';

// The events editors' categories (section `events`): the calendar's filter, in the office's order.

/** Every category in its order, with how many events it holds. */
export async function categoryRows(ctx: Pick<ServiceContext, 'db' | 'actor'>): Promise<EventCategoryRow[]> {
  requireStaff(ctx, 'events');
  return ctx.db
    .select({ slug: eventCategories.slug, name: eventCategories.name, events: count(eventCategoryLinks.eventId) })
    .from(eventCategories)
    .leftJoin(eventCategoryLinks, eq(eventCategoryLinks.categoryId, eventCategories.id))
    .groupBy(eventCategories.id)
    .orderBy(asc(eventCategories.position), asc(eventCategories.name));
}

// Each change is `publishing`: the calendar's filter and its pages show it at once. The search is
// not told: an event's document in it names no category.

const MISSING = 'Kategorie neexistuje.';
const nameTaken = (name: string) => invalid({ name: [`Kategorie „${name}“ už existuje.`] });

/** A new category at the end; its address comes from its name and stays when it is renamed. */
export async function addCategory(ctx: ServiceContext, name: string): Promise<EventCategoryRow> {
  const actor = requireStaff(ctx, 'events');
  const slug = slugify(name);
  if (!slug) throw invalid({ name: ['Název musí obsahovat aspoň jedno písmeno nebo číslici.'] });
  await publishing(ctx, async (tx) => {
    const [taken] = await tx.db
      .select({ slug: eventCategories.slug })
      .from(eventCategories)
      .where(sql`${eventCategories.slug} = ${slug} or lower(${eventCategories.name}) = lower(${name})`);
    if (taken) throw nameTaken(name);
    await tx.db.insert(eventCategories).values({
      slug,
      name,
      position: sql`(select coalesce(max(${eventCategories.position}), 0) + 1 from ${eventCategories})`,
    });
    await audit(tx, actor, {
      action: 'event-category.created',
      entity: 'event-category',
      entityId: slug,
      summary: { name },
    });
  });
  return { slug, name, events: 0 };
}

export async function renameCategory(ctx: ServiceContext, slug: string, name: string): Promise<void> {
  const actor = requireStaff(ctx, 'events');
  await publishing(ctx, async (tx) => {
    const before = await oneRow(
      tx.db.select().from(eventCategories).where(eq(eventCategories.slug, slug)).for('update'),
      () => notFound(MISSING),
    );
    const [taken] = await tx.db
      .select({ slug: eventCategories.slug })
      .from(eventCategories)
      .where(sql`lower(${eventCategories.name}) = lower(${name}) and ${eventCategories.slug} <> ${slug}`);
    if (taken) throw nameTaken(name);
    await tx.db.update(eventCategories).set({ name }).where(eq(eventCategories.slug, slug));
    await audit(tx, actor, {
      action: 'event-category.renamed',
      entity: 'event-category',
      entityId: slug,
      summary: { name: `${before.name} → ${name}` },
    });
  });
}

/** Swaps a category with its neighbour; at either end it stays where it is. */
export async function moveCategory(ctx: ServiceContext, slug: string, direction: 'up' | 'down'): Promise<void> {
  const actor = requireStaff(ctx, 'events');
  await publishing(ctx, async (tx) => {
    // Locks the whole list: two moves at once would each swap with a neighbour that is moving.
    const rows = await tx.db
      .select({ id: eventCategories.id, slug: eventCategories.slug, name: eventCategories.name })
      .from(eventCategories)
      .orderBy(asc(eventCategories.position), asc(eventCategories.name))
      .for('update');
    const at = rows.findIndex((row) => row.slug === slug);
    if (at < 0) throw notFound(MISSING);
    const to = direction === 'up' ? at - 1 : at + 1;
    const [moving, neighbour] = [rows[at], rows[to]];
    if (!moving || !neighbour) return;
    rows[at] = neighbour;
    rows[to] = moving;
    for (const [position, row] of rows.entries())
      await tx.db.update(eventCategories).set({ position }).where(eq(eventCategories.id, row.id));
    await audit(tx, actor, {
      action: 'event-category.moved',
      entity: 'event-category',
      entityId: slug,
      summary: { name: moving.name, position: `${at + 1} → ${to + 1}` },
    });
  });
}

/** Deletes a category no event holds; one that some do would leave them unfiled, so it is refused. */
export async function deleteCategory(ctx: ServiceContext, slug: string): Promise<void> {
  const actor = requireStaff(ctx, 'events');
  await publishing(ctx, async (tx) => {
    const row = await oneRow(
      tx.db.select().from(eventCategories).where(eq(eventCategories.slug, slug)).for('update'),
      () => notFound(MISSING),
    );
    const [used] = await tx.db
      .select({ n: count() })
      .from(eventCategoryLinks)
      .where(eq(eventCategoryLinks.categoryId, row.id));
    if (used && used.n > 0)
      throw new HttpError(
        409,
        `V kategorii „${row.name}“ ${formOf(used.n, { one: 'je', few: 'jsou', other: 'je' })} ${countOf(used.n, { one: 'akce', few: 'akce', other: 'akcí' })}; smazat jde jen kategorie bez akcí.`,
      );
    await tx.db.delete(eventCategories).where(eq(eventCategories.id, row.id));
    await audit(tx, actor, {
      action: 'event-category.deleted',
      entity: 'event-category',
      entityId: slug,
      summary: { name: row.name },
    });
  });
}
