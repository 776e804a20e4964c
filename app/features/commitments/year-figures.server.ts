import { and, isNull, like, sql } from 'drizzle-orm';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { commitmentReceipts, paymentCredits } from './schema.server.ts';

/**
 * The year's money for the office's report, per month it arrived in: how many payments, and how much
 * in hellers. What arrived is what went toward commitments and what was paid beyond (credits); a
 * credit set against a commitment later is not money arriving again.
 */
export async function paymentFigures(ctx: Pick<ServiceContext, 'db'>, year: number) {
  const days = `${year}-%`;
  // One payment split between a commitment and a credit is one payment.
  const source = (t: typeof commitmentReceipts | typeof paymentCredits) =>
    sql<string>`coalesce(${t.bankPaymentId}::text, ${t.id}::text)`.as('source');
  const money = ctx.db
    .select({
      on: commitmentReceipts.receivedOn,
      source: source(commitmentReceipts),
      hellers: commitmentReceipts.amountHellers,
    })
    .from(commitmentReceipts)
    .where(and(isNull(commitmentReceipts.creditId), like(commitmentReceipts.receivedOn, days)))
    .unionAll(
      ctx.db
        .select({
          on: paymentCredits.receivedOn,
          source: source(paymentCredits),
          hellers: paymentCredits.amountHellers,
        })
        .from(paymentCredits)
        .where(like(paymentCredits.receivedOn, days)),
    )
    .as('money');
  const month = sql<string>`substr(${money.on}, 1, 7)`;
  return ctx.db
    .select({
      month,
      count: sql<number>`count(distinct ${money.source})::int`,
      hellers: sql<number>`coalesce(sum(${money.hellers}), 0)`.mapWith(Number),
    })
    .from(money)
    .groupBy(month);
}
