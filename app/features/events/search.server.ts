import { and, eq, gt, lte, min, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { idsIn, indexChanged, plainText, type SearchSource, UNDATED } from '../search/service.server.ts';
import { eventPath } from './paths.ts';
import { eventOccurrences, events } from './schema.server.ts';

/** Published events in the search, ranked by when they happen next (or last happened). */
export const eventSearch: SearchSource = {
  types: ['event'],
  async documents(db, now, ids) {
    const rows = await db
      .select({
        id: events.id,
        slug: events.slug,
        title: events.title,
        perex: events.perex,
        body: events.body,
        place: events.place,
        organizer: events.organizer,
        createdAt: events.createdAt,
        next: sql<
          Date | string | null
        >`(select min(${eventOccurrences.startsAt}) from ${eventOccurrences} where ${eventOccurrences.eventId} = ${events.id} and ${eventOccurrences.endsAt} > ${now.toISOString()}::timestamptz)`,
        first: min(eventOccurrences.startsAt),
      })
      .from(events)
      .innerJoin(eventOccurrences, eq(eventOccurrences.eventId, events.id))
      .where(and(eq(events.status, 'published'), idsIn(events.id, ids)))
      .groupBy(events.id);
    return rows.map((e) => ({
      type: 'event' as const,
      refId: e.id,
      url: eventPath(e),
      title: e.title,
      text: plainText(`${e.perex} ${e.body} Místo: ${e.place}. Pořadatel: ${e.organizer}.`),
      dated: new Date(e.next ?? e.first ?? e.createdAt),
      visibleFrom: UNDATED,
    }));
  },
};

/**
 * The minute's work: an event one of whose times ended after `since` is ranked by another time now
 * (its next, or its last), so its document in the search is brought up to date.
 */
export async function occurrencesEnded(ctx: Pick<ServiceContext, 'db' | 'now'>, since: Date): Promise<void> {
  const ended = await ctx.db
    .selectDistinct({ id: eventOccurrences.eventId })
    .from(eventOccurrences)
    .where(and(gt(eventOccurrences.endsAt, since), lte(eventOccurrences.endsAt, ctx.now)));
  await indexChanged(
    ctx,
    eventSearch,
    ended.map((e) => e.id),
  );
}
