import { sql } from 'drizzle-orm';
import type { ScaleContext } from '../../../server/db/scale/plan.ts';
import { topic } from '../../../server/db/scale/words.ts';

/** A hundred albums a year, ten photos each: the photos are the demo's own, drawn once. */
export async function scaleGalleries(ctx: Pick<ScaleContext, 'db' | 'now' | 'count'>) {
  const n = ctx.count('galleries');
  await ctx.db.execute(sql`
    insert into galleries (slug, title, description, published_at, created_at)
    select 'album-' || i, 'Album ' || i || ': ' || ${topic(sql.raw('i'))}, 'Fotografie z akce.',
      ${ctx.now}::timestamptz - make_interval(days => (i * 5479 / ${n}::int)::int), ${ctx.now}::timestamptz
    from generate_series(1, ${n}::int) i`);
  await ctx.db.execute(sql`
    with demo as (
      select url, width, height, (row_number() over (order by id) - 1)::int as k, count(*) over ()::int as total
      from gallery_photos
    )
    insert into gallery_photos (gallery_id, position, url, width, height, alt)
    select g.id, p.n, d.url, d.width, d.height, 'Fotografie ' || (p.n + 1) || ' z alba ' || g.title
    from galleries g
    cross join generate_series(0, 9) p(n)
    join demo d on d.k = (g.id * 10 + p.n) % d.total
    where g.slug like 'album-%'`);
}
