import { sql } from 'drizzle-orm';
import { pragueYear } from '../../../common/dates.ts';
import type { ScaleContext } from '../../../server/db/scale/plan.ts';

/**
 * Fifteen years of what residents owed the town: the waste fee every year and a dog fee, paid (each
 * with its receipt) but the last year's few. The heavy resident has one every month of the fifteen
 * years before this one: this year is the demo's, whose own commitments she has. Stacked on them, her
 * page of this year measured a table of sixteen rows against the demo's four, not her history.
 */
export async function scaleCommitments(ctx: Pick<ScaleContext, 'db' | 'now' | 'count' | 'residents' | 'heavy'>) {
  const n = ctx.count('commitments');
  const heavy = Math.min(180, n);
  const { first, last } = ctx.residents;
  await ctx.db.execute(sql`
    insert into commitments (user_id, kind, title, amount_hellers, variable_symbol, message, issued_on, due_on, paid_on, paid_hellers, created_at)
    select
      case when i <= ${heavy}::int then ${ctx.heavy}::int else ${first}::int + (i::bigint * 7919) % (${last}::int - ${first}::int + 1) end,
      k.kind, k.title || ' ' || extract(year from due), k.amount, (9000000 + i)::text, k.title,
      (due - 30)::text, due::text,
      case when due < ${ctx.now}::date - 60 or i % 7 <> 0 then (due - 5)::text end,
      case when due < ${ctx.now}::date - 60 or i % 7 <> 0 then k.amount else 0 end,
      ${ctx.now}::timestamptz
    from generate_series(1, ${n}::int) i,
      lateral (select case when i <= ${heavy}::int
        then ${`${pragueYear(ctx.now)}-01-01`}::date - 5 - (i - 1) * 30
        else ${ctx.now}::date - (i * 5479 / ${n}::int)::int + 30 end as due) d,
      lateral (select case when i % 3 = 0 then 'pes' else 'odpad' end as kind,
                      case when i % 3 = 0 then 'Poplatek ze psa' else 'Poplatek za odpad' end as title,
                      case when i % 3 = 0 then 50000 else 80000 end as amount) k`);
  await ctx.db.execute(sql`
    insert into commitment_receipts (commitment_id, amount_hellers, received_on)
    select id, paid_hellers, paid_on from commitments where variable_symbol >= '9000000' and paid_on is not null`);
}
