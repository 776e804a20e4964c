import { eventSearch } from './search.server.ts';

export { occurrencesEnded } from './search.server.ts';

import { and, asc, count, desc, eq, gt, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { addDays, pragueTime, pragueToday } from '../../../common/dates.ts';
import { offset, withTotal } from '../../../server/lib/api-schemas.ts';
import { notFound } from '../../../server/lib/http-errors.ts';
import { likePattern } from '../../../server/lib/like.ts';
import { consume, HOUR } from '../../../server/lib/rate-limit.ts';
import { publicRead } from '../../../server/lib/read-cache.ts';
import { sanitizeRichText } from '../../../server/lib/rich-text.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import type { UploadedFile } from '../../../server/lib/uploads.ts';
import type { MediaUsage } from '../media/schemas.ts';
import { categoriesColumn, imageOf } from './columns.server.ts';
import { scheduleRule } from './occurrences.ts';
import { proposeEvent } from './proposals.server.ts';
import { describeRule, howOften, writeRule } from './rrule.ts';
import { eventCategories, eventCategoryLinks, eventOccurrences, events } from './schema.server.ts';
import type {
  CalendarMonth,
  EventDetail,
  EventOccurrence,
  EventProposal,
  OccurrenceQuery,
  ProposalsPersonalData,
} from './schemas.ts';

export const categories = publicRead(async function categories(ctx: Pick<ServiceContext, 'db'>) {
  return ctx.db
    .select({ slug: eventCategories.slug, name: eventCategories.name })
    .from(eventCategories)
    .orderBy(asc(eventCategories.position), asc(eventCategories.name));
});

const occurrenceColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  perex: events.perex,
  startsAt: eventOccurrences.startsAt,
  endsAt: eventOccurrences.endsAt,
  allDay: events.allDay,
  recurrenceWeeks: events.recurrenceWeeks,
  recurrenceRule: events.recurrenceRule,
  recurrenceUntil: events.recurrenceUntil,
  place: events.place,
  imageUrl: events.imageUrl,
  imageWidth: events.imageWidth,
  imageHeight: events.imageHeight,
  imageAlt: events.imageAlt,
  categories: categoriesColumn,
};

type OccurrenceRow = {
  id: number;
  slug: string;
  title: string;
  perex: string;
  startsAt: Date;
  endsAt: Date;
  allDay: boolean;
  recurrenceWeeks: number | null;
  recurrenceRule: string | null;
  recurrenceUntil: string | null;
  place: string;
  imageUrl: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageAlt: string | null;
  categories: { slug: string; name: string }[];
};

/** How often a listed event repeats, by its rule (weekly or any other), in Czech; null for a one-off. */
function repeatsHow(row: OccurrenceRow): string | null {
  const rule = scheduleRule(row);
  return rule && howOften(rule);
}

function toOccurrence(row: OccurrenceRow): EventOccurrence {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    perex: row.perex,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    all_day: row.allDay,
    repeats_weeks: row.recurrenceWeeks,
    repeats_how: repeatsHow(row),
    place: row.place,
    categories: row.categories,
    image: imageOf(row),
  };
}

/** Occurrences of published events in a range, soonest first: a page of them, and their count. */
function listed({ db, now }: Pick<ServiceContext, 'db' | 'now'>, query: OccurrenceQuery) {
  const conditions: SQL[] = [eq(events.status, 'published')];
  if (query.past) conditions.push(lte(eventOccurrences.endsAt, now));
  else conditions.push(gt(eventOccurrences.endsAt, query.from ? pragueTime(query.from) : now));
  if (query.to) conditions.push(lt(eventOccurrences.startsAt, pragueTime(addDays(query.to, 1))));
  if (query.category) {
    conditions.push(
      inArray(
        events.id,
        db
          .select({ id: eventCategoryLinks.eventId })
          .from(eventCategoryLinks)
          .innerJoin(eventCategories, eq(eventCategories.id, eventCategoryLinks.categoryId))
          .where(eq(eventCategories.slug, query.category)),
      ),
    );
  }
  const where = and(...conditions);
  const page = () =>
    db
      .select(occurrenceColumns)
      .from(eventOccurrences)
      .innerJoin(events, eq(events.id, eventOccurrences.eventId))
      .orderBy(...order(query.past))
      .limit(query.perPage)
      .offset(offset(query));
  if (query.once) {
    // The first (or, for the past, the last) matching occurrence of each event.
    const firsts = db
      .selectDistinctOn([eventOccurrences.eventId], { occurrenceId: eventOccurrences.id })
      .from(eventOccurrences)
      .innerJoin(events, eq(events.id, eventOccurrences.eventId))
      .where(where)
      .orderBy(eventOccurrences.eventId, query.past ? desc(eventOccurrences.startsAt) : asc(eventOccurrences.startsAt));
    const picked = inArray(eventOccurrences.id, firsts);
    return {
      rows: page().where(picked),
      count: () => db.select({ n: count() }).from(eventOccurrences).where(picked),
    };
  }
  return {
    rows: page().where(where),
    count: () =>
      db
        .select({ n: count() })
        .from(eventOccurrences)
        .innerJoin(events, eq(events.id, eventOccurrences.eventId))
        .where(where),
  };
}

/** Occurrences of published events in a range, soonest first. */
export const list = publicRead(async function list(ctx: Pick<ServiceContext, 'db' | 'now'>, query: OccurrenceQuery) {
  const { rows, count } = listed(ctx, query);
  const page = await withTotal(query, rows, count);
  return { rows: page.rows.map(toOccurrence), total: page.total };
});

/** The soonest occurrences, not counting them all: the home page's box. */
export const soonest = publicRead(async (ctx: Pick<ServiceContext, 'db' | 'now'>, query: OccurrenceQuery) =>
  (await listed(ctx, query).rows).map(toOccurrence),
);

const order = (past?: boolean) =>
  past
    ? [desc(eventOccurrences.startsAt), desc(eventOccurrences.id)]
    : [asc(eventOccurrences.startsAt), asc(eventOccurrences.id)];

/** One published event with its upcoming occurrences. */
export const get = publicRead((ctx: Pick<ServiceContext, 'db' | 'now'>, id: number) => detail(ctx, id, true));

/** Any event (a draft, a proposal) as its page would show it, for its editors. */
export async function preview(ctx: ServiceContext, id: number): Promise<EventDetail> {
  requireStaff(ctx, 'events');
  return detail(ctx, id, false);
}

async function detail(ctx: Pick<ServiceContext, 'db' | 'now'>, id: number, published: boolean): Promise<EventDetail> {
  const { db, now } = ctx;
  const [event] = await db
    .select({ event: events, categories: categoriesColumn })
    .from(events)
    .where(and(eq(events.id, id), published ? eq(events.status, 'published') : undefined))
    .limit(1)
    .then((rows) => rows.map((r) => ({ ...r.event, categories: r.categories })));
  if (!event) throw notFound('Akce neexistuje.');
  let times = await db
    .select({ startsAt: eventOccurrences.startsAt, endsAt: eventOccurrences.endsAt })
    .from(eventOccurrences)
    .where(and(eq(eventOccurrences.eventId, id), gt(eventOccurrences.endsAt, now)))
    .orderBy(asc(eventOccurrences.startsAt))
    .limit(12);
  if (times.length === 0) {
    times = await db
      .select({ startsAt: eventOccurrences.startsAt, endsAt: eventOccurrences.endsAt })
      .from(eventOccurrences)
      .where(eq(eventOccurrences.eventId, id))
      .orderBy(desc(eventOccurrences.startsAt))
      .limit(1);
  }
  const next = times[0] ?? { startsAt: event.startsAt, endsAt: event.endsAt };
  const rule = scheduleRule(event);
  return {
    ...toOccurrence({ ...event, ...next }),
    body: sanitizeRichText(event.body),
    price: event.price,
    organizer: event.organizer,
    contact: event.contact,
    links: event.links,
    repeats_until: event.recurrenceUntil,
    repeats_rule: rule && writeRule(rule),
    repeats_text: rule && describeRule(rule),
    exceptions: event.exceptions.map((e) => ({
      date: e.date,
      moved_to: e.startsAt && e.endsAt ? { starts_at: e.startsAt, ends_at: e.endsAt } : null,
    })),
    occurrences: times.map((t) => ({ starts_at: t.startsAt.toISOString(), ends_at: t.endsAt.toISOString() })),
    updated_at: event.updatedAt.toISOString(),
  };
}

/** At most this many events a month, so the widget's query stays bounded. */
const CALENDAR_LIMIT = 500;

/** The calendar widget's month ('YYYY-MM'): each Prague day with the events on it. */
export const calendar = publicRead(async function calendar(
  ctx: Pick<ServiceContext, 'db'>,
  month: string,
): Promise<CalendarMonth> {
  const { db } = ctx;
  const first = `${month}-01`;
  const nextMonth = addDays(first, 32).slice(0, 7);
  const end = pragueTime(`${nextMonth}-01`);
  const rows = await db
    .select({
      id: events.id,
      slug: events.slug,
      title: events.title,
      allDay: events.allDay,
      startsAt: eventOccurrences.startsAt,
      endsAt: eventOccurrences.endsAt,
    })
    .from(eventOccurrences)
    .innerJoin(events, eq(events.id, eventOccurrences.eventId))
    .where(
      and(
        eq(events.status, 'published'),
        lt(eventOccurrences.startsAt, end),
        gt(eventOccurrences.endsAt, pragueTime(first)),
      ),
    )
    .orderBy(asc(eventOccurrences.startsAt))
    .limit(CALENDAR_LIMIT);
  const days = new Map<string, CalendarMonth['days'][number]['events']>();
  for (const row of rows) {
    // A multi-day event is on every day it spans within the month.
    const lastDay = pragueToday(new Date(row.endsAt.getTime() - 1));
    for (let day = pragueToday(row.startsAt); day <= lastDay; day = addDays(day, 1)) {
      if (!day.startsWith(month)) continue;
      const entry = {
        id: row.id,
        slug: row.slug,
        title: row.title,
        starts_at: row.startsAt.toISOString(),
        all_day: row.allDay,
      };
      days.set(day, [...(days.get(day) ?? []), entry]);
    }
  }
  return {
    month,
    days: [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, list]) => ({ date, events: list })),
  };
});

/**
 * A public proposal, kept unpublished for the office, acknowledged by mail;
 * at most five an hour from one address.
 */
export async function propose(ctx: ServiceContext, input: EventProposal, image?: UploadedFile): Promise<void> {
  await consume(ctx.db, [{ key: `event-proposal:ip:${ctx.ip}`, max: 5, windowMs: HOUR }], ctx.now);
  await proposeEvent(ctx, input, image);
}

export { restore, revisionDiff, revisions } from './revisions.server.ts';
/**
 * The repeat rules the editor keeps, for another feature's check of a rule it brings (an import's
 * calendar): what the editor reads, says and counts of a rule, and how many dates it counts at most.
 */
export { describeRule, MAX_OCCURRENCES, parseRule, ruleDates } from './rrule.ts';
export { addCategory, categoryRows, deleteCategory, moveCategory, renameCategory } from './staff/categories.server.ts';
export { adminGet, adminList, bulk, remove, save } from './staff/events.server.ts';
export { decide, proposals, workItems } from './staff/proposals.server.ts';

/** Where an image of the media library is used here (`prefix`: its address without the extension), for its where-used list. */
export async function usesMedia(ctx: Pick<ServiceContext, 'db'>, prefix: string): Promise<MediaUsage[]> {
  const pattern = likePattern(prefix);
  const rows = await ctx.db
    .select({ id: events.id, slug: events.slug, title: events.title })
    .from(events)
    .where(or(ilike(events.imageUrl, pattern), ilike(events.body, pattern)))
    .orderBy(asc(events.id))
    .limit(100);
  return rows.map((r) => ({ kind: 'Akce', title: r.title, url: `/akce/${r.id}/${r.slug}` }));
}

/** A library image got a better description: the copies kept with the events say it too. */
export async function mediaDescribed(ctx: Pick<ServiceContext, 'db'>, mediaId: number, alt: string): Promise<void> {
  await ctx.db.update(events).set({ imageAlt: alt }).where(eq(events.imageMediaId, mediaId));
}

/** What this feature gives the site search (the search reads no table of ours). */
export const searchSources = [eventSearch];

/** What this feature tells its e-mail subscribers. */
export { eventAnnouncer as announcer } from './announcer.server.ts';

/** The events a resident proposed under their e-mail (GDPR art. 15): what they sent and what became of it. */
export async function personalDataOf(ctx: Pick<ServiceContext, 'db'>, email: string): Promise<ProposalsPersonalData> {
  const rows = await ctx.db
    .select()
    .from(events)
    .where(eq(sql`lower(${events.proposerEmail})`, email.toLowerCase()))
    .orderBy(asc(events.createdAt));
  return rows.map((e) => ({
    title: e.title,
    starts_at: e.startsAt.toISOString(),
    place: e.place,
    organizer: e.organizer,
    contact: e.contact,
    proposer_name: e.proposerName,
    proposer_email: e.proposerEmail,
    status: e.status,
    proposed_at: e.createdAt.toISOString(),
  }));
}

/** What erasing an account does with the events it proposed: the plan and the act (personal-data). */
export { eventsErasure } from './erasure.server.ts';
export { eventVersions } from './versions.server.ts';
