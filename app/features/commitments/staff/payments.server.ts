import { and, asc, desc, eq, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pragueToday } from '../../../../common/dates.ts';
import { formatHellers } from '../../../../common/price.ts';
import type { WorkItem } from '../../../../common/work-items.ts';
import { users } from '../../../../server/db/schema/index.ts';
import { offset, withTotal } from '../../../../server/lib/api-schemas.ts';
import { audit } from '../../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../../server/lib/http-errors.ts';
import { isUuid } from '../../../../server/lib/ids.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { differenceOf, owedOf, planOf, receive, recordCredit } from '../ledger.server.ts';
import { mailPaid, type Paid } from '../mails.server.ts';
import { bankImports, bankPayments, commitmentReceipts, commitments, paymentCredits } from '../schema.server.ts';
import type { BankPayment, PaymentDecision, PaymentQueueQuery } from '../schemas.ts';
import { fullName, payerName } from './commitments.server.ts';
import { openCreditCount } from './credits.server.ts';

// The payments queue of the finance office: the payments of the imported statements, and the clerk's
// decision on each one that did not pay its commitment by itself.

const OPEN = and(ne(bankPayments.status, 'matched'), isNull(bankPayments.resolution));

const resolver = alias(users, 'resolver');

/** The payments `where` picks, with their import, the commitment each is toward and who decided it. */
export async function paymentRows(
  ctx: ServiceContext,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<BankPayment[]> {
  const query = ctx.db
    .select({
      p: bankPayments,
      i: bankImports,
      c: commitments,
      u: users,
      r: resolver,
      applied:
        sql<number>`(select coalesce(sum(${commitmentReceipts.amountHellers}), 0) from ${commitmentReceipts} where ${commitmentReceipts.bankPaymentId} = ${bankPayments.id})`.mapWith(
          Number,
        ),
      credit:
        sql<number>`(select coalesce(sum(${paymentCredits.amountHellers}), 0) from ${paymentCredits} where ${paymentCredits.bankPaymentId} = ${bankPayments.id})`.mapWith(
          Number,
        ),
    })
    .from(bankPayments)
    .innerJoin(bankImports, eq(bankImports.id, bankPayments.importId))
    .leftJoin(commitments, eq(commitments.id, bankPayments.commitmentId))
    .leftJoin(users, eq(users.id, commitments.userId))
    .leftJoin(resolver, eq(resolver.id, bankPayments.resolvedBy))
    .where(where)
    .orderBy(desc(bankImports.importedAt), asc(bankPayments.line));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map(({ p, i, c, u, r, applied, credit }) => ({
    id: p.id,
    line: p.line,
    filename: i.filename,
    imported_at: i.importedAt.toISOString(),
    status: p.status,
    reason: p.reason,
    amount: p.amountHellers === null ? null : p.amountHellers / 100,
    variable_symbol: p.variableSymbol,
    specific_symbol: p.specificSymbol,
    counter_account: p.counterAccount,
    counter_name: p.counterName,
    message: p.message,
    value_date: p.valueDate,
    raw: p.raw,
    commitment:
      c && u
        ? {
            id: c.id,
            title: c.title,
            amount: c.amountHellers / 100,
            variable_symbol: c.variableSymbol,
            paid_on: c.paidOn,
            remaining: owedOf(c) / 100,
            resident: payerName(c, fullName(u)),
          }
        : null,
    applied: applied / 100,
    credit: credit / 100,
    pay_difference:
      c && !p.resolution && p.status !== 'matched' && p.amountHellers !== null && p.amountHellers > 0
        ? differenceOf(planOf(c, p.amountHellers), c.title, p.amountHellers)
        : null,
    resolution: p.resolution,
    resolution_note: p.resolutionNote,
    resolved_by: r ? fullName(r) : null,
    resolved_at: p.resolvedAt?.toISOString() ?? null,
  }));
}

const QUEUE_STATES = {
  open: OPEN,
  resolved: isNotNull(bankPayments.resolution),
  matched: eq(bankPayments.status, 'matched'),
} as const;

/** The payments queue: what waits for a decision (the default), what was decided, what matched itself. */
export async function paymentQueue(
  ctx: ServiceContext,
  query: PaymentQueueQuery,
): Promise<{ rows: BankPayment[]; total: number }> {
  requireStaff(ctx, 'payments');
  const where = QUEUE_STATES[query.state];
  return withTotal(query, paymentRows(ctx, where, { limit: query.perPage, offset: offset(query) }), () =>
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(bankPayments).where(where),
  );
}

/** How many payments wait for a decision: for the administration's menu. */
export async function openPaymentCount(ctx: ServiceContext): Promise<number> {
  requireStaff(ctx, 'payments');
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(bankPayments).where(OPEN);
  return row?.n ?? 0;
}

export async function bankPayment(ctx: ServiceContext, id: string): Promise<BankPayment> {
  requireStaff(ctx, 'payments');
  if (!isUuid(id)) throw notFound('Platba neexistuje.');
  const [row] = await paymentRows(ctx, eq(bankPayments.id, id));
  if (!row) throw notFound('Platba neexistuje.');
  return row;
}

/**
 * A clerk's decision on a queued payment: `pay` puts it toward the commitment with the given variable
 * symbol (the one the payment was meant for by default; an unpaid one first), `dismiss` records that
 * it was settled outside the system (a refund, a payment for something else), with a note saying how.
 * A payment that is not the exact amount owed is refused until the clerk confirms what it will do
 * (the 422 on `confirm` says it): less leaves the rest owed, more becomes the resident's credit.
 * The resident is mailed what arrived. A payment decided already is a 409 naming who decided it.
 */
export async function decidePayment(ctx: ServiceContext, id: string, input: PaymentDecision): Promise<BankPayment> {
  const actor = requireStaff(ctx, 'payments');
  await bankPayment(ctx, id);
  if (input.action === 'dismiss' && !input.note)
    throw invalid({ note: ['Napište, jak byla platba vyřízena (například vrácena plátci).'] });
  const paid = await ctx.db.transaction(async (tx) => {
    const [p] = await tx.select().from(bankPayments).where(eq(bankPayments.id, id)).for('update');
    if (!p) throw notFound('Platba neexistuje.');
    if (p.status === 'matched' || p.resolution) {
      const [who] = p.resolvedBy ? await tx.select().from(users).where(eq(users.id, p.resolvedBy)) : [];
      throw new HttpError(
        409,
        p.status === 'matched'
          ? 'Platba už zaplatila svůj předpis při nahrání výpisu.'
          : `Platbu už vyřídil(a) ${who ? fullName(who) : 'někdo jiný'}.`,
      );
    }
    let commitmentId = p.commitmentId;
    let mail: Paid | undefined;
    let summary: Record<string, string> = {};
    if (input.action === 'pay') {
      const { amount, ...target } = await payTarget(tx, p, input.variable_symbol);
      const plan = planOf(target.c, amount);
      const difference = differenceOf(plan, target.c.title, amount);
      if (difference && !input.confirm) throw invalid({ confirm: [difference] });
      const on = p.valueDate ?? pragueToday(ctx.now);
      await receive(tx, target.c, { amount: plan.applied, on, bankPaymentId: p.id });
      await recordCredit(tx, { userId: target.c.userId, amount: plan.credit, on, bankPaymentId: p.id });
      commitmentId = target.c.id;
      mail = {
        email: target.email,
        title: target.c.title,
        amount,
        remaining: plan.remaining,
        credit: plan.credit,
        alreadyPaid: plan.owed === 0,
      };
      summary = {
        applied: formatHellers(plan.applied),
        ...(plan.remaining ? { remaining: formatHellers(plan.remaining) } : {}),
        ...(plan.credit ? { credit: formatHellers(plan.credit) } : {}),
      };
    }
    await tx
      .update(bankPayments)
      .set({
        resolution: input.action === 'pay' ? 'paid' : 'dismissed',
        resolutionNote: input.note,
        resolvedBy: actor.id,
        resolvedAt: ctx.now,
        commitmentId,
      })
      .where(eq(bankPayments.id, id));
    await audit({ db: tx, now: ctx.now }, actor, {
      action: input.action === 'pay' ? 'payment.paid' : 'payment.dismissed',
      entity: 'bank-payment',
      entityId: id,
      summary: { line: String(p.line), ...summary, ...(input.note ? { note: input.note } : {}) },
    });
    return mail;
  });
  if (paid) await mailPaid(ctx, paid);
  return bankPayment(ctx, id);
}

/**
 * The commitment a queued payment is to pay: the one with the symbol the clerk wrote, else the one the
 * payment was meant for; an unpaid one first, by due date, else a paid one (the whole payment a credit).
 * With it the payment's amount, known by then to be an incoming one.
 */
async function payTarget(tx: ServiceContext['db'], p: typeof bankPayments.$inferSelect, symbol: string | undefined) {
  if (p.amountHellers === null || p.amountHellers <= 0)
    throw invalid({
      variable_symbol: ['Nečitelnou nebo stornovanou platbu nelze použít na předpis. Vyřiďte ji jinak a napište jak.'],
    });
  const which = symbol
    ? eq(commitments.variableSymbol, symbol)
    : p.commitmentId
      ? eq(commitments.id, p.commitmentId)
      : null;
  if (!which) throw invalid({ variable_symbol: ['Napište variabilní symbol předpisu, který platba uhradí.'] });
  const [target] = await tx
    .select({ c: commitments, email: users.email })
    .from(commitments)
    .innerJoin(users, eq(users.id, commitments.userId))
    .where(which)
    .orderBy(sql`${commitments.paidOn} is not null`, asc(commitments.dueOn))
    .limit(1)
    .for('update', { of: commitments });
  if (!target) throw invalid({ variable_symbol: ['Žádný předpis nemá tento variabilní symbol.'] });
  return { ...target, amount: p.amountHellers };
}

/** What waits in the finance office: payments from the bank statements to decide. */
export async function workItems(ctx: ServiceContext): Promise<WorkItem[]> {
  return [
    {
      label: 'Platby z výpisů čekají na rozhodnutí',
      count: await openPaymentCount(ctx),
      href: '/sprava/platby/fronta',
    },
    {
      label: 'Přeplatky čekají na vrácení nebo započtení',
      count: await openCreditCount(ctx),
      href: '/sprava/platby/preplatky',
    },
  ];
}
