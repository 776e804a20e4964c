import { and, eq, gte } from 'drizzle-orm';
import type { Announcer } from '../subscriptions/service.server.ts';
import { eventPath } from './paths.ts';
import { events } from './schema.server.ts';

/** New events in the calendar, one topic: an event is mailed once it is published, until it has ended. */
export const eventAnnouncer: Announcer = {
  async topicGroup() {
    return { name: 'Akce ve městě', topics: [{ key: 'akce', name: 'Nové akce v kalendáři' }] };
  },
  async lately(ctx) {
    const rows = await ctx.db
      .select({ id: events.id, slug: events.slug, title: events.title, perex: events.perex })
      .from(events)
      .where(and(eq(events.status, 'published'), gte(events.endsAt, ctx.now)));
    return rows.map((e) => ({
      key: `event:${e.id}`,
      topics: ['akce'],
      heading: 'Akce ve městě',
      title: e.title,
      summary: e.perex,
      path: eventPath(e),
    }));
  },
};
