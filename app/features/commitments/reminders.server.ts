import { and, asc, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from 'drizzle-orm';
import { addDays, formatDay, pragueParts } from '../../../common/dates.ts';
import { formatHellers } from '../../../common/price.ts';
import { users } from '../../../server/db/schema/users.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { dueSoonMail, overdueMail } from './mails.server.ts';
import { commitments } from './schema.server.ts';

/** Payment reminders go in the day, between 8:00 and 20:00. */
const FROM = '08:00';
const UNTIL = '20:00';
export const REMIND_DAYS_BEFORE = 7;
const OVERDUE_WITHIN_DAYS = 30;

/**
 * Mails unpaid commitments' reminders, each once: a week before the due date (only to those issued
 * earlier than that: a fee due in five days was just announced), and once when it is overdue. Run
 * every minute (composition/schedule.ts); within the day's hours, so a server down at 8:00 catches up.
 * Each mail is keyed, so a run that died between queuing it and noting it queues nothing twice.
 */
export async function remindPayments(ctx: ServiceContext): Promise<number> {
  const { date: today, time } = pragueParts(ctx.now);
  if (time < FROM || time >= UNTIL) return 0;
  const soon = await reminded(
    ctx,
    and(
      isNull(commitments.remindedDueAt),
      gte(commitments.dueOn, today),
      lte(commitments.dueOn, addDays(today, REMIND_DAYS_BEFORE)),
      sql`${commitments.issuedOn}::date < ${commitments.dueOn}::date - ${REMIND_DAYS_BEFORE}::int`,
    ),
  );
  // All of a minute's reminders queued in a few inserts, then noted at once: a town whose fees fall
  // due on one day sends thousands in one minute.
  await ctx.mailer.sendAll(
    soon.map((c) => ({ mail: dueSoonMail(c.email, details(ctx, c)), key: `commitment-due:${c.id}` })),
  );
  await noted(ctx, soon, { remindedDueAt: ctx.now });
  const overdue = await reminded(
    ctx,
    and(
      isNull(commitments.remindedOverdueAt),
      lt(commitments.dueOn, today),
      // What fell due before reminders existed (or a month ago) is the office's to chase, not a surprise mail's.
      gte(commitments.dueOn, addDays(today, -OVERDUE_WITHIN_DAYS)),
    ),
  );
  await ctx.mailer.sendAll(
    overdue.map((c) => ({ mail: overdueMail(c.email, details(ctx, c)), key: `commitment-overdue:${c.id}` })),
  );
  await noted(ctx, overdue, { remindedOverdueAt: ctx.now });
  return soon.length + overdue.length;
}

async function noted(
  ctx: ServiceContext,
  done: { id: string }[],
  set: Pick<typeof commitments.$inferInsert, 'remindedDueAt' | 'remindedOverdueAt'>,
) {
  for (let i = 0; i < done.length; i += 1000) {
    const ids = done.slice(i, i + 1000).map((c) => c.id);
    await ctx.db.update(commitments).set(set).where(inArray(commitments.id, ids));
  }
}

const reminded = (ctx: ServiceContext, where: SQL | undefined) =>
  ctx.db
    .select({
      id: commitments.id,
      email: users.email,
      title: commitments.title,
      // What is still to pay: a reminder of a part-paid commitment asks for the rest.
      amountHellers: sql<number>`${commitments.amountHellers} - ${commitments.paidHellers}`.mapWith(Number),
      dueOn: commitments.dueOn,
    })
    .from(commitments)
    .innerJoin(users, eq(users.id, commitments.userId))
    .where(and(isNull(commitments.paidOn), where))
    .orderBy(asc(commitments.dueOn));

const details = (
  ctx: ServiceContext,
  c: { title: string; amountHellers: number; dueOn: string },
): Parameters<typeof dueSoonMail>[1] => ({
  title: c.title,
  amount: formatHellers(c.amountHellers),
  due: formatDay(c.dueOn),
  url: `${ctx.config.PUBLIC_URL}/ucet/moje-zavazky`,
});
