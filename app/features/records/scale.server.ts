import { sql } from 'drizzle-orm';
import type { ScaleContext } from '../../../server/db/scale/plan.ts';
import { topic } from '../../../server/db/scale/words.ts';

/** Fifteen years of the registers: documents, contracts, decrees and the monthly newsletter, with files. */
export async function scaleRecords(ctx: Pick<ScaleContext, 'db' | 'now' | 'count'>, fileUrl: string) {
  const { db, now } = ctx;
  const documents = ctx.count('documents');
  await db.execute(sql`
    insert into documents (name, category_id, date, media_type, file_url, file_size)
    select
      'Dokument ' || i || ': ' || ${topic(sql.raw('i'))},
      (select id from document_categories order by position, id offset (i % (select count(*) from document_categories)) limit 1),
      ${now}::date - (i * 5479 / ${documents}::int)::int,
      'application/pdf', ${fileUrl}, 600
    from generate_series(1, ${documents}::int) i`);
  const contracts = ctx.count('contracts');
  await db.execute(sql`
    insert into contracts (slug, counterparty, subject, kind, value_without_vat, value_with_vat, signed_on, file_url, file_size)
    select
      'smlouva-scale-' || i,
      (array['Stavby Novák s.r.o.','Zahradnictví Lípa','Malíř Pokoj','Technické služby','Dopravní podnik','Kancelářské potřeby a.s.'])[1 + i % 6],
      'Smlouva ' || i || ': ' || ${topic(sql.raw('i'))},
      (array['smlouva o dílo','kupní smlouva','nájemní smlouva','smlouva o poskytnutí dotace'])[1 + i % 4],
      50000 + (i::bigint * 7919) % 2000000, round((50000 + (i::bigint * 7919) % 2000000) * 1.21, 2),
      ${now}::date - (i * 5479 / ${contracts}::int)::int,
      ${fileUrl}, 600
    from generate_series(1, ${contracts}::int) i`);
  const decrees = ctx.count('decrees');
  await db.execute(sql`
    insert into decrees (slug, number, title, kind, issued_on, valid_from, effective_from, summary, file_url, file_size)
    select
      'predpis-scale-' || i, (1 + i % 20) || '/' || extract(year from ${now}::date - (i * 5479 / ${decrees}::int)::int) || '-' || i,
      'Obecně závazná vyhláška o ' || ${topic(sql.raw('i'))},
      case when i % 5 = 0 then 'narizeni' else 'vyhlaska' end,
      ${now}::date - (i * 5479 / ${decrees}::int)::int,
      ${now}::date - (i * 5479 / ${decrees}::int)::int + 15,
      ${now}::date - (i * 5479 / ${decrees}::int)::int + 15,
      'Upravuje ' || ${topic(sql.raw('i'))} || '.', ${fileUrl}, 600
    from generate_series(1, ${decrees}::int) i`);
  const issues = ctx.count('newsletter');
  await db.execute(sql`
    insert into magazine_issues (year, number, title, published_on, highlights, file_url, file_size)
    select y, m, 'Zpravodaj ' || m || '/' || y, make_date(y, m, 5), array[${topic(sql.raw('i'))}], ${fileUrl}, 600
    from generate_series(1, ${issues}::int) i,
      lateral (select extract(year from ${now}::date)::int - 1 - (i - 1) / 12 as y, 1 + (i - 1) % 12 as m) issue
    -- the demo's own issues stay as they are
    on conflict (year, number) do nothing`);
}
