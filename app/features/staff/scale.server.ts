import { sql } from 'drizzle-orm';
import type { ScaleContext } from '../../../server/db/scale/plan.ts';
import { AUDIT_ACTIONS } from './audit-words.ts';

/** Fifteen years of the office's changes in the audit log, by its people, of the actions it has words for. */
export async function scaleAudit(ctx: Pick<ScaleContext, 'db' | 'now' | 'count' | 'staff'>) {
  const n = ctx.count('audit');
  const actions = Object.keys(AUDIT_ACTIONS).filter((a) =>
    /^(article|event|notice|document|contract|page|case)\./.test(a),
  );
  const staff = ctx.staff.length ? ctx.staff : [0];
  await ctx.db.execute(sql`
    insert into audit_log (at, user_id, actor_name, action, entity, entity_id, summary)
    select ${ctx.now}::timestamptz - make_interval(secs => (i::bigint * 5479 * 86400 / ${n}::int)::double precision),
      u.id, u.firstname || ' ' || u.lastname, a.action, split_part(a.action, '.', 1), (1 + i % 5000)::text,
      jsonb_build_object('title', 'Změna č. ' || i)
    from generate_series(1, ${n}::int) i
    join lateral (select (${sql.raw(`array[${actions.map((a) => `'${a}'`).join(',')}]`)})[1 + i % ${actions.length}] as action) a on true
    join users u on u.id = (${sql.raw(`array[${staff.join(',')}]`)})[1 + i % ${staff.length}]`);
}
