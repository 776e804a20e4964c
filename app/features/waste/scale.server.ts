import { sql } from 'drizzle-orm';
import type { ScaleContext } from '../../../server/db/scale/plan.ts';

/** The waste register of a town of 50,000: two bins an address, collected on a weekday every week or two. */
export async function scaleWaste(ctx: Pick<ScaleContext, 'db' | 'count'>) {
  const bins = ctx.count('bins');
  const addresses = Math.max(1, Math.ceil(bins / 2));
  await ctx.db.execute(sql`
    insert into waste_addresses (street, house_number, city, zip)
    select (array['Lipová','Nádražní','Školní','Polní','Zahradní','U Rybníka','Krátká','Luční'])[1 + i % 8],
      (1000 + i)::text, 'Vzorov', '123 45'
    from generate_series(1, ${addresses}::int) i
    on conflict do nothing`);
  await ctx.db.execute(sql`
    insert into waste_bins (code, address_id, kind, volume, weekday, every_weeks, anchor, months, fee_hellers)
    select 'S' || lpad(i::text, 6, '0'), a.id,
      case when i % 2 = 0 then 'smesny' else 'bio' end, case when i % 2 = 0 then 120 else 240 end,
      -- the anchor is a day of the bin's weekday (5 January 2026 was a Monday)
      1 + i % 5, 1 + i % 2, ('2026-01-05'::date + i % 5)::text, '{}', 80000
    from generate_series(1, ${bins}::int) i
    join (select id, (row_number() over (order by id) - 1)::int as k from waste_addresses where house_number::int > 1000) a
      on a.k = (i - 1) / 2`);
}
