import { sql } from 'drizzle-orm';
import type { ScaleContext } from '../../../server/db/scale/plan.ts';

/**
 * Fifteen years of requests: cases of the demo's own forms (their answers as a demo case has them),
 * spread over the residents, fifty of them the heavy resident's, each with its timeline of steps.
 */
export async function scaleCases(ctx: Pick<ScaleContext, 'db' | 'now' | 'count' | 'residents' | 'heavy'>) {
  const n = ctx.count('cases');
  const steps = Math.max(1, Math.round(ctx.count('caseSteps') / n));
  const { first, last } = ctx.residents;
  const heavyCases = Math.min(50, n);
  // Every stride-th case is the heavy resident's: fifty requests over the fifteen years, as a real
  // resident files them, not the fifty newest.
  const stride = Math.max(1, Math.floor(n / heavyCases));
  await ctx.db.execute(sql`
    with demo as (
      select form, title, values, summary, department_id, (row_number() over (order by number) - 1)::int as k,
        count(*) over ()::int as total
      from cases
    )
    insert into cases (number, user_id, form, title, status, values, summary, department_id, due_on, idempotency_key, submitted_at, updated_at)
    select
      'H' || lpad(i::text, 7, '0'),
      case when own.heavy then ${ctx.heavy}::int
        else ${first}::int + (i::bigint * 7919) % (${last}::int - ${first}::int + 1) end,
      d.form, d.title,
      -- The heavy resident's by their own count (one in fifty still open, as everyone's).
      case when own.n % 50 = 0 then 'v-reseni' when own.n % 23 = 0 then 'zamitnuto' else 'uzavreno' end,
      d.values, d.summary, d.department_id,
      (${ctx.now}::date - (i * 5479 / ${n}::int)::int + 30),
      'scale-' || i,
      ${ctx.now}::timestamptz - make_interval(days => (i * 5479 / ${n}::int)::int),
      ${ctx.now}::timestamptz - make_interval(days => (i * 5479 / ${n}::int)::int - 10)
    from generate_series(1, ${n}::int) i
    cross join lateral (
      select i % ${stride}::int = 0 and i / ${stride}::int <= ${heavyCases}::int as heavy
    ) is_heavy
    cross join lateral (
      select is_heavy.heavy, case when is_heavy.heavy then i / ${stride}::int else i end as n
    ) own
    join demo d on d.k = i % d.total`);
  await ctx.db.execute(sql`
    insert into case_events (case_id, at, status, message, author)
    select c.id, c.submitted_at + make_interval(days => s.n * 3),
      (array['prijato','v-reseni','vyrizeno','uzavreno'])[1 + s.n % 4],
      case when s.n = 0 then 'Žádost přijata.' else 'Krok ' || (s.n + 1) || ' vyřízení.' end,
      case when s.n = 0 then 'system' else 'office' end
    from cases c cross join generate_series(0, ${steps - 1}::int) s(n)
    where c.idempotency_key like 'scale-%'`);
}
