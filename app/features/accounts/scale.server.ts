import { sql } from 'drizzle-orm';
import type { ScaleContext } from '../../../server/db/scale/plan.ts';
import { oneRow } from '../../../server/lib/item-save.ts';

/** The scale's residents: accounts without passwords (nobody signs in as them), spread over fifteen years. */
export async function scaleAccounts(ctx: Pick<ScaleContext, 'db' | 'now' | 'count'>) {
  const n = ctx.count('accounts');
  const rows = await ctx.db.execute<{ first: number; last: number }>(sql`
    with made as (
      insert into users (email, firstname, lastname, street, city, zip, scope, email_confirmed_at, created_at, updated_at)
      select
        'obyvatel' || i || '@scale.vzorov.example',
        (array['Jan','Petr','Pavel','Martin','Tomáš','Jana','Eva','Hana','Lucie','Marie'])[1 + i % 10],
        (array['Novák','Svoboda','Novotný','Dvořák','Černý','Procházka','Kučera','Veselý','Horák','Němec'])[1 + (i * 7) % 10],
        (array['Lipová','Nádražní','Školní','Polní','Zahradní','U Rybníka','Krátká','Luční'])[1 + i % 8] || ' ' || (1 + i % 90),
        'Vzorov', '123 45', '["resident"]'::jsonb,
        ${ctx.now}::timestamptz - make_interval(days => (i * 37) % 5479),
        ${ctx.now}::timestamptz - make_interval(days => (i * 37) % 5479),
        ${ctx.now}::timestamptz
      from generate_series(1, ${n}::int) i
      returning id
    )
    select min(id)::int as first, max(id)::int as last from made`);
  // An aggregate gives one row.
  const { first, last } = await oneRow(rows.rows);
  return { first, last };
}
