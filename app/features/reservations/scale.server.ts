import { sql } from 'drizzle-orm';
import type { ScaleContext } from '../../../server/db/scale/plan.ts';

/**
 * Fifteen years at the counters: bookings of the demo's services in their slots on working days from
 * eight to four, as many a slot as its counters, the residents' and some without an account.
 */
export async function scaleReservations(ctx: Pick<ScaleContext, 'db' | 'now' | 'count' | 'residents'>) {
  const n = ctx.count('bookings');
  const { first, last } = ctx.residents;
  // Slot i of the history: 16 half-hours a working day, going back from yesterday; each service by turns.
  await ctx.db.execute(sql`
    with services as (
      select id, slot_minutes, capacity, (row_number() over (order by id) - 1)::int as k, count(*) over ()::int as total
      from reservation_services
    ),
    slots as (
      select s.id as service_id, s.slot_minutes, j,
        date_trunc('day', ${ctx.now}::timestamptz) - make_interval(days => 1 + (j / 16) * 7 / 5)
          + interval '7 hours' + make_interval(mins => (j % 16) * 30) as starts_at
      from generate_series(0, ${n}::int - 1) j
      join services s on s.k = j % s.total
    )
    insert into reservation_slots (service_id, starts_at)
    select service_id, starts_at from slots
    on conflict do nothing`);
  await ctx.db.execute(sql`
    with numbered as (
      select s.id as slot_id, s.service_id, s.starts_at, r.slot_minutes,
        (row_number() over (order by s.starts_at desc, s.id, c) - 1)::int as b
      from reservation_slots s
      join reservation_services r on r.id = s.service_id
      cross join generate_series(0, 1) c
      where c < r.capacity and s.starts_at < date_trunc('day', ${ctx.now}::timestamptz)
    )
    insert into reservations (service_id, slot_id, starts_at, ends_at, user_id, name, email, answers, status, cancel_token_hash, created_at, confirmed_at, attendance)
    select service_id, slot_id, starts_at, starts_at + make_interval(mins => slot_minutes),
      case when b % 5 = 0 then null else ${first}::int + (b::bigint * 7919) % (${last}::int - ${first}::int + 1) end,
      'Návštěvník ' || b, 'navstevnik' || b || '@scale.vzorov.example', '{}'::jsonb,
      case when b % 17 = 0 then 'cancelled' else 'active' end,
      md5('scale-' || b),
      starts_at - interval '7 days', starts_at - interval '7 days',
      case when b % 17 = 0 then null when b % 11 = 0 then 'no_show' else 'arrived' end
    from numbered
    where b < ${n}::int`);
}
