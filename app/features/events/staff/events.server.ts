import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { addDays, pragueParts, pragueTime } from '../../../../common/dates.ts';
import { slugify } from '../../../../common/slug.ts';
import type { AuditSummary } from '../../../../server/db/schema/index.ts';
import { offset } from '../../../../server/lib/api-schemas.ts';
import { HttpError, invalid, notFound } from '../../../../server/lib/http-errors.ts';
import {
  deleteItem,
  type ItemKind,
  oneRow,
  publishing,
  saveItem,
  type TxContext,
  type Written,
} from '../../../../server/lib/item-save.ts';
import { likePattern } from '../../../../server/lib/like.ts';
import { sanitizeRichText } from '../../../../server/lib/rich-text.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { pickedImage } from '../../media/service.server.ts';
import { indexChanged } from '../../search/service.server.ts';
import { categoriesColumn, imageOf } from '../columns.server.ts';
import { regularOccurrences, scheduleRule } from '../occurrences.ts';
import { describeRule, fieldsFromRule, writeRule } from '../rrule.ts';
import { storeOccurrences } from '../schedules.server.ts';
import { eventCategories, eventCategoryLinks, eventOccurrences, events } from '../schema.server.ts';
import type { AdminEventQuery, EditableEvent, EventAdminRow, EventBulkInput, EventInput } from '../schemas.ts';
import { eventSearch } from '../search.server.ts';
import { exceptionRowOf, scheduleOf } from './event-schedule.server.ts';

// The events editors' operations (section `events`): every event, with its repeats and categories.

/** An event to the one save of an item: its audit entries, its refusals, its place in the search. */
const EVENT: ItemKind = {
  entity: 'event',
  what: 'Akce',
  missing: 'Akce neexistuje.',
  reindex: (ctx, ids) => indexChanged(ctx, eventSearch, ids),
};

/** The same for a bulk action's saves and deletions, which tell the search of them all at once. */
const EVENT_UNSEARCHED: ItemKind = { entity: EVENT.entity, what: EVENT.what, missing: EVENT.missing };

/** When an event's last time ends: what "past" means for one that repeats. */
const lastEnd = sql<Date>`(select max(${eventOccurrences.endsAt}) from ${eventOccurrences} where ${eventOccurrences.eventId} = ${events.id})`;

const rowColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  status: events.status,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  allDay: events.allDay,
  recurrenceWeeks: events.recurrenceWeeks,
  recurrenceUntil: events.recurrenceUntil,
  recurrenceRule: events.recurrenceRule,
  place: events.place,
  categories: categoriesColumn,
  updatedAt: events.updatedAt,
};

interface Row {
  id: number;
  slug: string;
  title: string;
  status: EventAdminRow['status'];
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  recurrenceWeeks: number | null;
  recurrenceUntil: string | null;
  recurrenceRule: string | null;
  place: string;
  categories: EventAdminRow['categories'];
  updatedAt: Date;
}

const toRow = (row: Row): EventAdminRow => {
  const rule = scheduleRule(row);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    status: row.status,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    all_day: row.allDay,
    repeat_weeks: row.recurrenceWeeks,
    repeat_until: row.recurrenceUntil,
    repeat_rule: rule && writeRule(rule),
    repeat_text: rule && describeRule(rule),
    place: row.place,
    categories: row.categories,
    updated_at: row.updatedAt.toISOString(),
  };
};

/** Events that have not ended, the nearest first; or those that have, the latest first. */
export async function adminList(ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>, query: AdminEventQuery) {
  requireStaff(ctx, 'events');
  const filters: (SQL | undefined)[] = [query.when === 'upcoming' ? gte(lastEnd, ctx.now) : lt(lastEnd, ctx.now)];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(or(ilike(events.title, pattern), ilike(events.place, pattern)));
  }
  if (query.status) filters.push(eq(events.status, query.status));
  if (query.category)
    filters.push(
      sql`exists (select 1 from ${eventCategoryLinks} l join ${eventCategories} c on c.id = l.category_id where l.event_id = ${events.id} and c.slug = ${query.category})`,
    );
  if (query.from) filters.push(gte(events.startsAt, pragueTime(query.from, '00:00')));
  if (query.to) filters.push(lt(events.startsAt, pragueTime(addDays(query.to, 1), '00:00')));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(rowColumns)
      .from(events)
      .where(where)
      .orderBy(query.when === 'upcoming' ? asc(events.startsAt) : desc(events.startsAt), asc(events.id))
      .limit(query.perPage)
      .offset(offset(query)),
    ctx.db.select({ n: count() }).from(events).where(where),
  ]);
  return { rows: rows.map(toRow), total: total?.n ?? 0 };
}

/** One event as its editor opens it. */
export async function adminGet(ctx: Pick<ServiceContext, 'db' | 'actor'>, id: number): Promise<EditableEvent> {
  requireStaff(ctx, 'events');
  const row = await oneRow(
    ctx.db
      .select({
        ...rowColumns,
        perex: events.perex,
        body: events.body,
        price: events.price,
        organizer: events.organizer,
        contact: events.contact,
        links: events.links,
        imageUrl: events.imageUrl,
        imageWidth: events.imageWidth,
        imageHeight: events.imageHeight,
        imageAlt: events.imageAlt,
        imageMediaId: events.imageMediaId,
        exceptions: events.exceptions,
        version: events.version,
      })
      .from(events)
      .where(eq(events.id, id))
      .limit(1),
    () => notFound(EVENT.missing),
  );
  return {
    ...toRow(row),
    perex: row.perex,
    body: row.body,
    price: row.price,
    organizer: row.organizer,
    contact: row.contact,
    links: row.links,
    image: imageOf(row),
    image_id: row.imageMediaId,
    exceptions: row.exceptions.map((e) => exceptionRowOf(e, row.allDay)),
    rule_dates: regularOccurrences(row).map((o) => pragueParts(o.startsAt).date),
    repeat_fields: fieldsFromRule(scheduleRule(row)),
    version: row.version,
  };
}

/** The picture's columns for the choice made: from the library, none, or as it is. */
async function imageColumns(ctx: Pick<ServiceContext, 'db'>, imageId: number | null | undefined) {
  if (imageId === undefined) return {};
  if (imageId === null)
    return { imageMediaId: null, imageUrl: null, imageWidth: null, imageHeight: null, imageAlt: null };
  return pickedImage(ctx, imageId);
}

/** A proposal stays in its queue (publishing it mails the proposer); any other is a draft or on the site. */
const statusAfter = (status: EventAdminRow['status'], draft: boolean): EventAdminRow['status'] =>
  status === 'proposed' || status === 'rejected' ? status : draft ? 'draft' : 'published';

const when = (date: Date) => `${pragueParts(date).date} ${pragueParts(date).time}`;

/** What the audit log keeps of a change: the name, and the start, the status and the version restored where they changed. */
function changeSummary(
  before: { title: string; startsAt: Date; status: EventAdminRow['status'] },
  input: EventInput,
  startsAt: Date,
  restoredFrom: number | undefined,
): AuditSummary {
  const status = statusAfter(before.status, input.draft);
  const summary: AuditSummary = {
    title: before.title === input.title ? input.title : `${before.title} → ${input.title}`,
  };
  if (before.startsAt.getTime() !== startsAt.getTime()) summary.starts = `${when(before.startsAt)} → ${when(startsAt)}`;
  if (status !== before.status) summary.status = `${before.status} → ${status}`;
  if (restoredFrom !== undefined) summary.restored_from = `verze ${restoredFrom}`;
  return summary;
}

/** The categories chosen, by their addresses; one that is not in the list is refused. */
async function chosenCategories(ctx: Pick<ServiceContext, 'db'>, slugs: string[]) {
  const chosen = await ctx.db
    .select({ id: eventCategories.id, slug: eventCategories.slug })
    .from(eventCategories)
    .where(inArray(eventCategories.slug, slugs));
  if (chosen.length !== new Set(slugs).size) throw invalid({ categories: ['Vyberte kategorie ze seznamu.'] });
  return chosen;
}

/** The event's row, locked for the save. */
const lockEvent = (tx: TxContext, id: number) =>
  tx.db
    .select({
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      status: events.status,
      version: events.version,
    })
    .from(events)
    .where(eq(events.id, id))
    .for('update');

/**
 * Creates (`id` null, published at once) or changes an event; a proposal stays in the proposals'
 * queue, where publishing it mails the proposer. The text is kept sanitised, the times of every
 * repeat are stored anew, and the calendar, the search and the page cache show the change at once.
 * A save over a newer version is a 409 and changes nothing.
 */
export async function save(
  ctx: ServiceContext,
  id: number | null,
  input: EventInput,
  options: { restoredFrom?: number } = {},
): Promise<{ id: number; version: number }> {
  const actor = requireStaff(ctx, 'events');
  const chosen = await chosenCategories(ctx, input.categories);
  const image = await imageColumns(ctx, input.image_id);
  const schedule = scheduleOf(input);
  const fields = {
    slug: slugify(input.title),
    title: input.title,
    perex: input.perex,
    body: sanitizeRichText(input.body),
    allDay: input.all_day,
    ...schedule,
    place: input.place,
    price: input.price || null,
    organizer: input.organizer,
    contact: input.contact || null,
    links: input.links,
    ...image,
    updatedAt: ctx.now,
  };
  // The version keeps what the editor sent (the text as stored), so restoring it is saving it again.
  const { version: _started, ...kept } = input;
  return publishing(ctx, (tx) =>
    saveItem(tx, actor, EVENT, {
      id,
      version: input.version,
      lock: (eventId) => lockEvent(tx, eventId),
      write: async (before, version): Promise<Written> => {
        let eventId: number;
        if (before) {
          await tx.db
            .update(events)
            .set({ ...fields, status: statusAfter(before.status, input.draft), version })
            .where(eq(events.id, before.id));
          await tx.db.delete(eventCategoryLinks).where(eq(eventCategoryLinks.eventId, before.id));
          eventId = before.id;
        } else {
          const created = await oneRow(
            tx.db
              .insert(events)
              .values({ ...fields, status: input.draft ? 'draft' : 'published', createdAt: ctx.now, version })
              .returning({ id: events.id }),
          );
          eventId = created.id;
        }
        await tx.db.insert(eventCategoryLinks).values(chosen.map((c) => ({ eventId, categoryId: c.id })));
        await storeOccurrences(tx.db, eventId, schedule);
        return {
          id: eventId,
          summary: before
            ? changeSummary(before, input, schedule.startsAt, options.restoredFrom)
            : { title: input.title, starts: when(schedule.startsAt) },
          revision: { ...kept, body: fields.body },
        };
      },
    }),
  );
}

/** Deletes an event with all its times; the calendar and the search lose it at once. */
export async function remove(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'events');
  await publishing(ctx, (tx) =>
    deleteItem(tx, actor, EVENT, {
      id,
      remove: () =>
        tx.db.delete(events).where(eq(events.id, id)).returning({ title: events.title, startsAt: events.startsAt }),
      summary: (deleted) => ({ title: deleted.title, starts: when(deleted.startsAt) }),
    }),
  );
}

const BULK_DONE: Record<EventBulkInput['action'], { action: string; said: string }> = {
  publish: { action: 'event.published', said: 'Zveřejněno' },
  unpublish: { action: 'event.unpublished', said: 'Staženo z webu mezi koncepty' },
  delete: { action: 'event.deleted', said: 'Smazáno' },
};

/**
 * One action on many events, all or nothing: published, back among the drafts, or deleted with all
 * their times; each event's change in the audit log. A resident's proposal is decided in its queue,
 * with the mail to its author, not here.
 */
export async function bulk(ctx: ServiceContext, input: EventBulkInput): Promise<{ count: number; said: string }> {
  const actor = requireStaff(ctx, 'events');
  const ids = [...new Set(input.ids)];
  const { action } = input;
  await publishing(ctx, async (tx) => {
    // All locked at once, in the order of their ids (two bulk actions at a time wait, not deadlock).
    const rows = await tx.db.select().from(events).where(inArray(events.id, ids)).orderBy(asc(events.id)).for('update');
    if (rows.length !== ids.length)
      throw new HttpError(409, 'Některou z vybraných akcí mezitím někdo smazal. Nic se nezměnilo; obnovte seznam.');
    const proposal = rows.find((row) => row.status === 'proposed');
    if (proposal && action !== 'delete')
      throw new HttpError(
        409,
        `„${proposal.title}“ je návrh od občana: rozhodněte o něm ve frontě návrhů, ať dostane zprávu. Nic se nezměnilo.`,
      );
    for (const row of rows) {
      const summary = { title: row.title, starts: when(row.startsAt) };
      // The search learns of them all at once below.
      if (action === 'delete')
        await deleteItem(tx, actor, EVENT_UNSEARCHED, {
          id: row.id,
          remove: () => tx.db.delete(events).where(eq(events.id, row.id)).returning({ id: events.id }),
          summary: () => summary,
        });
      else
        await saveItem(tx, actor, EVENT_UNSEARCHED, {
          id: row.id,
          version: row.version,
          lock: async () => [row], // locked above
          write: async (_before, version) => {
            await tx.db
              .update(events)
              .set({ status: action === 'publish' ? 'published' : 'draft', version })
              .where(eq(events.id, row.id));
            return { id: row.id, action: BULK_DONE[action].action, summary };
          },
        });
    }
    await indexChanged(tx, eventSearch, ids);
  });
  return { count: ids.length, said: BULK_DONE[action].said };
}
