import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { addDays, daysBetween, pragueParts, pragueTime } from '../../../common/dates.ts';
import { slugify } from '../../../common/slug.ts';
import { offset } from '../../../server/lib/api-schemas.ts';
import { audit, lockedForSave } from '../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { likePattern } from '../../../server/lib/like.ts';
import { keepRevision } from '../../../server/lib/revisions.ts';
import { sanitizeRichText } from '../../../server/lib/rich-text.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { pickedImage } from '../media/service.server.ts';
import { indexChanged } from '../search/service.server.ts';
import { categoriesColumn, imageOf } from './columns.server.ts';
import { type EventException, occurrencesOf, regularOccurrences, type Schedule, scheduleRule } from './occurrences.ts';
import { describeRule, fieldsFromRule, parseRule, type RepeatRule, ruleFromFields, writeRule } from './rrule.ts';
import { storeOccurrences } from './schedules.server.ts';
import { eventCategories, eventCategoryLinks, eventOccurrences, events } from './schema.server.ts';
import type {
  AdminEventQuery,
  EditableEvent,
  EventAdminRow,
  EventBulkInput,
  EventInput,
  ExceptionRow,
} from './schemas.ts';
import { eventSearch } from './search.server.ts';

// The events editors' operations (section `events`): every event, with its repeats and categories.

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
  const filters: SQL[] = [query.when === 'upcoming' ? gte(lastEnd, ctx.now) : lt(lastEnd, ctx.now)];
  if (query.q) {
    const pattern = likePattern(query.q);
    filters.push(or(ilike(events.title, pattern), ilike(events.place, pattern))!);
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
  const [row] = await ctx.db
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
    .limit(1);
  if (!row) throw notFound('Akce neexistuje.');
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

/** A stored exception as the editor's row shows it: the day, and for a moved one its new day and times. */
function exceptionRowOf(e: EventException, allDay: boolean): ExceptionRow {
  if (!e.startsAt || !e.endsAt) return { date: e.date, start_date: '', start_time: '', end_time: '' };
  const start = pragueParts(new Date(e.startsAt));
  return {
    date: e.date,
    start_date: start.date,
    start_time: allDay ? '' : start.time,
    end_time: allDay ? '' : pragueParts(new Date(e.endsAt)).time,
  };
}

/**
 * The exceptions as stored from the editor's rows: each a day the rule gives, once; a moved one at its
 * new day and time, as long as before unless its end is given; none landing on another occurrence.
 */
function exceptionsOf(input: EventInput, schedule: Schedule): EventException[] {
  const ruleDates = new Set(regularOccurrences(schedule).map((o) => pragueParts(o.startsAt).date));
  const start = pragueParts(schedule.startsAt);
  const spanDays = daysBetween(start.date, pragueParts(schedule.endsAt).date);
  const length = schedule.endsAt.getTime() - schedule.startsAt.getTime();
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  const exceptions = input.exceptions.map((row, i): EventException => {
    if (!ruleDates.has(row.date)) errors[`exceptions.${i}.date`] = ['Tento den se akce podle opakování nekoná.'];
    else if (seen.has(row.date)) errors[`exceptions.${i}.date`] = ['Tento termín už je mezi výjimkami.'];
    seen.add(row.date);
    if (!row.start_date) return { date: row.date };
    const startsAt = pragueTime(row.start_date, input.all_day ? '00:00' : row.start_time);
    const endsAt = input.all_day
      ? // An all-day event's end is the midnight after its last day: `spanDays` counts to it already.
        pragueTime(addDays(row.start_date, Math.max(spanDays, 1)))
      : row.end_time
        ? pragueTime(row.start_date, row.end_time)
        : new Date(startsAt.getTime() + length);
    return { date: row.date, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
  });
  const starts = occurrencesOf({ ...schedule, exceptions }).map((o) => o.startsAt.getTime());
  exceptions.forEach((e, i) => {
    if (e.startsAt && starts.filter((t) => t === new Date(e.startsAt!).getTime()).length > 1)
      errors[`exceptions.${i}.start_date`] = ['V tu dobu se akce už koná.'];
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return exceptions;
}

/** The stored times of what the editor typed: an all-day event ends as its last day does. */
function scheduleOf(input: EventInput) {
  const startsAt = pragueTime(input.start_date, input.all_day ? '00:00' : input.start_time);
  const endDate = input.end_date || input.start_date;
  const endsAt = input.all_day ? pragueTime(addDays(endDate, 1)) : pragueTime(endDate, input.end_time);
  const rule = { startsAt, endsAt, ...recurrenceOf(input) };
  return { ...rule, exceptions: exceptionsOf(input, rule) };
}

/**
 * The stored repeat of what the editor chose: the raw rule (the API), the form's fields, or the weekly
 * choice of before. A weekly rule with an end day, every 1–4 weeks, is kept in the weekly columns as
 * before (so `repeats_weeks` keeps its meaning); any other in `recurrence_rule`.
 */
function recurrenceOf(input: EventInput): Pick<Schedule, 'recurrenceWeeks' | 'recurrenceUntil' | 'recurrenceRule'> {
  let rule: RepeatRule | null;
  if (input.rrule) {
    const parsed = parseRule(input.rrule);
    if ('error' in parsed) throw invalid({ rrule: [parsed.error] });
    if (parsed.rule.until && parsed.rule.until < input.start_date)
      throw invalid({ rrule: ['Opakování musí skončit až po prvním konání.'] });
    rule = parsed.rule;
  } else if (input.repeat_kind !== undefined) {
    const built = ruleFromFields(
      {
        repeat_kind: input.repeat_kind,
        repeat_interval: input.repeat_interval ?? 1,
        repeat_end: input.repeat_end ?? 'never',
        repeat_until: input.repeat_until,
        repeat_count: input.repeat_count ?? null,
      },
      input.start_date,
    );
    if ('errors' in built)
      throw invalid(Object.fromEntries(Object.entries(built.errors).map(([field, message]) => [field, [message]])));
    rule = built.rule;
  } else
    return {
      recurrenceWeeks: input.repeat_weeks,
      recurrenceUntil: input.repeat_weeks === null ? null : input.repeat_until,
      recurrenceRule: null,
    };
  if (!rule) return { recurrenceWeeks: null, recurrenceUntil: null, recurrenceRule: null };
  const weekly = rule.freq === 'WEEKLY' && rule.byDay.length === 0 && rule.until && !rule.count && rule.interval <= 4;
  return weekly
    ? { recurrenceWeeks: rule.interval, recurrenceUntil: rule.until, recurrenceRule: null }
    : { recurrenceWeeks: null, recurrenceUntil: rule.until, recurrenceRule: writeRule(rule) };
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
  const chosen = await ctx.db
    .select({ id: eventCategories.id, slug: eventCategories.slug })
    .from(eventCategories)
    .where(inArray(eventCategories.slug, input.categories));
  if (chosen.length !== new Set(input.categories).size)
    throw invalid({ categories: ['Vyberte kategorie ze seznamu.'] });
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
  const saved = await ctx.db.transaction(async (tx) => {
    const txCtx = { db: tx, now: ctx.now };
    let result: { id: number; version: number };
    if (id === null) {
      const [created] = await tx
        .insert(events)
        .values({ ...fields, status: input.draft ? 'draft' : 'published', createdAt: ctx.now })
        .returning({ id: events.id, version: events.version });
      result = created!;
      await audit(txCtx, actor, {
        action: 'event.created',
        entity: 'event',
        entityId: result.id,
        summary: { title: input.title, starts: when(schedule.startsAt) },
      });
    } else {
      const before = await lockedForSave(
        txCtx,
        { entity: 'event', id, version: input.version, what: 'Akce', missing: 'Akce neexistuje.' },
        tx
          .select({ title: events.title, startsAt: events.startsAt, status: events.status, version: events.version })
          .from(events)
          .where(eq(events.id, id))
          .for('update'),
      );
      const [updated] = await tx
        .update(events)
        .set({ ...fields, status: statusAfter(before.status, input.draft), version: before.version + 1 })
        .where(eq(events.id, id))
        .returning({ id: events.id, version: events.version });
      result = updated!;
      const summary: Record<string, string> = {
        title: before.title === input.title ? input.title : `${before.title} → ${input.title}`,
      };
      if (before.startsAt.getTime() !== schedule.startsAt.getTime())
        summary.starts = `${when(before.startsAt)} → ${when(schedule.startsAt)}`;
      if (statusAfter(before.status, input.draft) !== before.status)
        summary.status = `${before.status} → ${statusAfter(before.status, input.draft)}`;
      if (options.restoredFrom !== undefined) summary.restored_from = `verze ${options.restoredFrom}`;
      await audit(txCtx, actor, { action: 'event.updated', entity: 'event', entityId: id, summary });
      await tx.delete(eventCategoryLinks).where(eq(eventCategoryLinks.eventId, id));
    }
    await tx.insert(eventCategoryLinks).values(chosen.map((c) => ({ eventId: result.id, categoryId: c.id })));
    await storeOccurrences(tx, result.id, schedule);
    // The version keeps what the editor sent (the text as stored), so restoring it is saving it again.
    const { version: _started, ...kept } = input;
    await keepRevision(txCtx, actor, {
      entity: 'event',
      entityId: result.id,
      version: result.version,
      data: { ...kept, body: fields.body },
    });
    await indexChanged(txCtx, eventSearch, [result.id]);
    return result;
  });
  ctx.reads?.clear();
  return saved;
}

/** Deletes an event with all its times; the calendar and the search lose it at once. */
export async function remove(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'events');
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(events)
      .where(eq(events.id, id))
      .returning({ title: events.title, startsAt: events.startsAt });
    if (!deleted) throw notFound('Akce neexistuje.');
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'event.deleted',
      entity: 'event',
      entityId: id,
      summary: { title: deleted.title, starts: when(deleted.startsAt) },
    });
    await indexChanged({ db: tx, now: ctx.now }, eventSearch, [id]);
  });
  ctx.reads?.clear();
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
  await ctx.db.transaction(async (tx) => {
    const rows = await tx.select().from(events).where(inArray(events.id, ids)).orderBy(asc(events.id)).for('update');
    if (rows.length !== ids.length)
      throw new HttpError(409, 'Některou z vybraných akcí mezitím někdo smazal. Nic se nezměnilo; obnovte seznam.');
    const proposal = rows.find((row) => row.status === 'proposed');
    if (proposal && input.action !== 'delete')
      throw new HttpError(
        409,
        `„${proposal.title}“ je návrh od občana: rozhodněte o něm ve frontě návrhů, ať dostane zprávu. Nic se nezměnilo.`,
      );
    for (const row of rows) {
      if (input.action === 'delete') await tx.delete(events).where(eq(events.id, row.id));
      else
        await tx
          .update(events)
          .set({ status: input.action === 'publish' ? 'published' : 'draft', version: row.version + 1 })
          .where(eq(events.id, row.id));
      await audit({ db: tx, now: ctx.now }, actor, {
        action: BULK_DONE[input.action].action,
        entity: 'event',
        entityId: row.id,
        summary: { title: row.title, starts: when(row.startsAt) },
      });
    }
    await indexChanged({ db: tx, now: ctx.now }, eventSearch, ids);
  });
  ctx.reads?.clear();
  return { count: ids.length, said: BULK_DONE[input.action].said };
}
