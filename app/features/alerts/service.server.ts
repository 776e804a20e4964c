import { and, asc, count, desc, eq, gt, gte, ilike, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { addDays, pragueTime } from '../../../common/dates.ts';
import { offset } from '../../../server/lib/api-schemas.ts';
import { invalid, notFound } from '../../../server/lib/http-errors.ts';
import { type ItemKind, oneRow, publishing, saveItem, type TxContext } from '../../../server/lib/item-save.ts';
import { likePattern } from '../../../server/lib/like.ts';
import { publicRead } from '../../../server/lib/read-cache.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { mailAlert } from '../subscriptions/service.server.ts';
import { streetNames } from '../waste/service.server.ts';
import { alerts } from './schema.server.ts';
import {
  ALERT_LEVELS,
  type Alert,
  type AlertAdminQuery,
  type AlertInput,
  type AlertLevel,
  type AlertRow,
  LEVEL_NAMES,
} from './schemas.ts';

type Row = typeof alerts.$inferSelect;

const alertKind: ItemKind = { entity: 'alert', what: 'Výstraha', missing: 'Výstraha neexistuje.' };

/** The alert's row, locked for a change. */
const locked = (tx: TxContext, id: number) => tx.db.select().from(alerts).where(eq(alerts.id, id)).for('update');

const levelOf = (value: string): AlertLevel => ALERT_LEVELS.find((level) => level === value) ?? 'warning';

const toAlert = (row: Row): Alert => ({
  id: row.id,
  title: row.title,
  text: row.text,
  level: levelOf(row.level),
  streets: row.streets,
  starts_at: row.startsAt.toISOString(),
  ends_at: row.endsAt.toISOString(),
});

const toRow = (row: Row, now: Date): AlertRow => ({
  ...toAlert(row),
  state: row.startsAt <= now && row.endsAt > now ? 'shown' : 'ended',
  mail: row.mail,
  mailed_at: row.mailedAt?.toISOString() ?? null,
  recipients: row.recipients,
  version: row.version,
});

/** The alerts on every page now, the dangers first. */
export const current = publicRead(async function current(ctx: Pick<ServiceContext, 'db' | 'now'>): Promise<Alert[]> {
  const rows = await ctx.db
    .select()
    .from(alerts)
    .where(and(lte(alerts.startsAt, ctx.now), gt(alerts.endsAt, ctx.now)))
    .orderBy(sql`${alerts.level} = 'danger' desc`, desc(alerts.startsAt))
    .limit(5);
  return rows.map(toAlert);
});

/** The town's streets, as the waste register spells them: what an alert may be limited to. */
export async function streets(ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>): Promise<string[]> {
  requireStaff(ctx, 'alerts');
  return streetNames(ctx);
}

/**
 * The alerts for the office, the latest first: those on now or those ended, found by their words,
 * level and the day they were called; a page at a time, with how many there are.
 */
export async function adminAlerts(
  ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>,
  query: AlertAdminQuery,
): Promise<{ rows: AlertRow[]; total: number }> {
  requireStaff(ctx, 'alerts');
  const filters: (SQL | undefined)[] = [];
  const on = and(lte(alerts.startsAt, ctx.now), gt(alerts.endsAt, ctx.now));
  if (query.state === 'shown') filters.push(on);
  if (query.state === 'ended') filters.push(or(gt(alerts.startsAt, ctx.now), lte(alerts.endsAt, ctx.now)));
  if (query.q) filters.push(or(ilike(alerts.title, likePattern(query.q)), ilike(alerts.text, likePattern(query.q))));
  if (query.level) filters.push(eq(alerts.level, query.level));
  if (query.from) filters.push(gte(alerts.startsAt, pragueTime(query.from, '00:00')));
  if (query.to) filters.push(lt(alerts.startsAt, pragueTime(addDays(query.to, 1), '00:00')));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(alerts)
      .where(where)
      .orderBy(desc(alerts.startsAt), desc(alerts.id))
      .limit(query.perPage)
      .offset(offset(query)),
    ctx.db.select({ n: count() }).from(alerts).where(where),
  ]);
  return { rows: rows.map((row) => toRow(row, ctx.now)), total: total?.n ?? 0 };
}

export async function adminAlert(ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>, id: number): Promise<AlertRow> {
  requireStaff(ctx, 'alerts');
  const [row] = await ctx.db.select().from(alerts).where(eq(alerts.id, id)).limit(1);
  if (!row) throw notFound('Výstraha neexistuje.');
  return toRow(row, ctx.now);
}

/**
 * Publishes a new alert at once (`id` null) or changes one; every page shows it as soon as this
 * returns, on every instance (the caches are cleared). With `mail`, its subscribers are mailed once.
 * A save over a newer version is a 409.
 */
export async function saveAlert(
  ctx: ServiceContext,
  id: number | null,
  input: AlertInput,
): Promise<{ id: number; version: number }> {
  const actor = requireStaff(ctx, 'alerts');
  const known = new Set(await streets(ctx));
  const unknown = input.streets.find((street) => !known.has(street));
  if (unknown) throw invalid({ streets: [`Ulici „${unknown}“ ve Vzorově neznáme.`] });
  const endsAt = pragueTime(input.ends_date, input.ends_time);
  if (endsAt <= ctx.now)
    throw invalid({ ends_date: ['Konec výstrahy musí být později než teď. Hned ji ukončíte tlačítkem Ukončit.'] });
  const fields = {
    title: input.title,
    text: input.text,
    level: input.level,
    streets: [...new Set(input.streets)],
    endsAt,
    mail: input.mail,
  };
  const saved = await publishing(ctx, (tx) =>
    saveItem(tx, actor, alertKind, {
      id,
      version: input.version,
      lock: (alertId) => locked(tx, alertId),
      write: async (before, version) => {
        if (!before) {
          const created = await oneRow(
            tx.db
              .insert(alerts)
              .values({ ...fields, startsAt: tx.now, createdBy: actor.id, version })
              .returning({ id: alerts.id }),
          );
          return { id: created.id, action: 'alert.published', summary: { title: input.title } };
        }
        // A mail that went stays sent; one not yet sent may still be asked for.
        await tx.db
          .update(alerts)
          .set({ ...fields, mail: before.mail || input.mail, version })
          .where(eq(alerts.id, before.id));
        return {
          id: before.id,
          summary: { title: before.title === input.title ? input.title : `${before.title} → ${input.title}` },
        };
      },
    }),
  );
  // Queued before the answer, so a 2xx means the mail will go; the minute's work would catch up anyway.
  await mailAlerts(ctx);
  return saved;
}

/** Ends an alert now: it leaves every page at once. Ending an ended alert changes nothing. */
export async function endAlert(ctx: ServiceContext, id: number): Promise<void> {
  const actor = requireStaff(ctx, 'alerts');
  await publishing(ctx, async (tx) => {
    const row = await oneRow(locked(tx, id), () => notFound('Výstraha neexistuje.'));
    if (row.endsAt <= tx.now) return;
    await saveItem(tx, actor, alertKind, {
      id,
      version: undefined,
      lock: async () => [row], // held above, to see whether it has ended
      write: async (_before, version) => {
        await tx.db.update(alerts).set({ endsAt: tx.now, version }).where(eq(alerts.id, id));
        return { id, action: 'alert.ended', summary: { title: row.title } };
      },
    });
  });
}

/**
 * Whether an alert began or ended in (since, now]: the minute's work then clears the caches, so a
 * cached page loses the banner within a minute of its end without anyone touching it.
 */
export async function changedSince(ctx: Pick<ServiceContext, 'db' | 'now'>, since: Date): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: alerts.id })
    .from(alerts)
    .where(
      sql`(${alerts.endsAt} > ${since.toISOString()}::timestamptz and ${alerts.endsAt} <= ${ctx.now.toISOString()}::timestamptz)
        or (${alerts.startsAt} > ${since.toISOString()}::timestamptz and ${alerts.startsAt} <= ${ctx.now.toISOString()}::timestamptz)`,
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Mails every alert that asked for it and has not been mailed, while it lasts, to its subscribers
 * (subscriptions' `mailAlert` chooses them by street). Saving the alert runs it, and the minute's
 * work catches up should the process have died in between.
 */
export async function mailAlerts(ctx: ServiceContext): Promise<void> {
  const due = await ctx.db
    .select()
    .from(alerts)
    .where(and(eq(alerts.mail, true), isNull(alerts.mailedAt), gt(alerts.endsAt, ctx.now)))
    .orderBy(asc(alerts.id));
  for (const alert of due) {
    const recipients = await mailAlert(ctx, { ...alert, heading: LEVEL_NAMES[levelOf(alert.level)] });
    await ctx.db.update(alerts).set({ mailedAt: ctx.now, recipients }).where(eq(alerts.id, alert.id));
  }
}
