import { sql } from 'drizzle-orm';
import type { ScaleContext } from '../../../server/db/scale/plan.ts';
import { topic } from '../../../server/db/scale/words.ts';

/** About 400 events a year for fifteen years, each with its one date and a category. */
export async function scaleEvents(ctx: Pick<ScaleContext, 'db' | 'now' | 'count'>) {
  const n = ctx.count('events');
  await ctx.db.execute(sql`
    insert into events (slug, status, title, perex, body, starts_at, ends_at, place, organizer, created_at, updated_at)
    select
      'akce-' || i, 'published',
      'Akce ' || i || ': ' || ${topic(sql.raw('i'))},
      'Setkání k tématu ' || ${topic(sql.raw('i'))} || '.',
      '<p>Zveme občany.</p>',
      date_trunc('day', ${ctx.now}::timestamptz) + interval '18 hours' - make_interval(days => (i * 5479 / ${n}::int)::int - 60),
      date_trunc('day', ${ctx.now}::timestamptz) + interval '20 hours' - make_interval(days => (i * 5479 / ${n}::int)::int - 60),
      'Kulturní dům Vzorov', 'Město Vzorov',
      ${ctx.now}::timestamptz, ${ctx.now}::timestamptz
    from generate_series(1, ${n}::int) i`);
  await ctx.db.execute(sql`
    insert into event_occurrences (event_id, starts_at, ends_at)
    select id, starts_at, ends_at from events where slug like 'akce-%'`);
  await ctx.db.execute(sql`
    insert into event_category_links (event_id, category_id)
    select e.id, (select id from event_categories order by id offset (e.id % (select count(*) from event_categories)) limit 1)
    from events e where e.slug like 'akce-%'`);
}
