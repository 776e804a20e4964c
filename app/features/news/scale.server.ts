import { sql } from 'drizzle-orm';
import type { ScaleContext } from '../../../server/db/scale/plan.ts';
import { topic } from '../../../server/db/scale/words.ts';

/** Six articles a week for fifteen years, in the news's categories. */
export async function scaleNews(ctx: Pick<ScaleContext, 'db' | 'now' | 'count'>) {
  const n = ctx.count('articles');
  await ctx.db.execute(sql`
    insert into articles (kind, slug, title, perex, body, category_id, published_at, created_at, updated_at)
    select
      'news',
      'zprava-' || i,
      'Zpráva ' || i || ': ' || ${topic(sql.raw('i'))},
      'Co je nového: ' || ${topic(sql.raw('i'))} || ' a ' || ${topic(sql.raw('i + 7'))} || '.',
      '<p>' || ${topic(sql.raw('i'))} || ' – podrobnosti pro občany.</p><p>' || ${topic(sql.raw('i + 3'))} || '.</p>',
      (select id from blog_categories order by position, id offset (i % greatest(1, (select count(*) from blog_categories))) limit 1),
      ${ctx.now}::timestamptz - make_interval(days => 1 + (i * 5479 / ${n}::int)::int),
      ${ctx.now}::timestamptz, ${ctx.now}::timestamptz
    from generate_series(1, ${n}::int) i`);
}
