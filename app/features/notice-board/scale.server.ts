import { sql } from 'drizzle-orm';
import type { ScaleContext } from '../../../server/db/scale/plan.ts';
import { topic } from '../../../server/db/scale/words.ts';

/** Fifteen years of the board: each item a fortnight on it, then in the archive, with its document. */
export async function scaleNoticeBoard(ctx: Pick<ScaleContext, 'db' | 'now' | 'count'>, documentUrl: string) {
  const n = ctx.count('notices');
  await ctx.db.execute(sql`
    insert into notice_items (slug, title, description, category_id, originator, reference_number, posted_on, relevant_until, created_at, updated_at)
    select
      'archiv-' || i,
      'Oznámení č. ' || i || ' – ' || ${topic(sql.raw('i'))},
      '<p>Městský úřad Vzorov oznamuje: ' || ${topic(sql.raw('i * 3'))} || '. Podrobnosti v dokumentu.</p>',
      (select id from notice_categories order by position, id offset (i % (select count(*) from notice_categories)) limit 1),
      'Městský úřad Vzorov',
      'MÚV/' || i || '/' || extract(year from ${ctx.now}::date - (i * 5479 / ${n}::int)::int),
      ${ctx.now}::date - 20 - (i * 5479 / ${n}::int)::int,
      ${ctx.now}::date - 5 - (i * 5479 / ${n}::int)::int,
      ${ctx.now}::timestamptz, ${ctx.now}::timestamptz
    from generate_series(1, ${n}::int) i`);
  await ctx.db.execute(sql`
    insert into notice_documents (item_id, position, name, url, media_type, size)
    select id, 0, 'Oznámení.pdf', ${documentUrl}, 'application/pdf', 600
    from notice_items where slug like 'archiv-%'`);
}
