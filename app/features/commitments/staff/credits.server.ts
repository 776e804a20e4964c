import { and, asc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pragueToday } from '../../../../common/dates.ts';
import { formatHellers } from '../../../../common/price.ts';
import type { Tx } from '../../../../server/db/client.ts';
import { users } from '../../../../server/db/schema/index.ts';
import { offset, withTotal } from '../../../../server/lib/api-schemas.ts';
import { audit } from '../../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../../server/lib/http-errors.ts';
import { isUuid } from '../../../../server/lib/ids.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { owedOf, planOf, receive } from '../ledger.server.ts';
import { mailPaid } from '../mails.server.ts';
import { stateOf } from '../payment.server.ts';
import { bankImports, bankPayments, commitmentReceipts, commitments, paymentCredits } from '../schema.server.ts';
import type { Credit, CreditCommitment, CreditCommitmentQuery, CreditDecision, CreditQuery } from '../schemas.ts';

const name = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`;
const resolver = alias(users, 'credit_resolver');
const used =
  sql<number>`(select coalesce(sum(${commitmentReceipts.amountHellers}), 0) from ${commitmentReceipts} where ${commitmentReceipts.creditId} = ${paymentCredits.id})`.mapWith(
    Number,
  );

async function creditRows(
  ctx: ServiceContext,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<Credit[]> {
  const query = ctx.db
    .select({ k: paymentCredits, u: users, r: resolver, p: bankPayments, i: bankImports, used })
    .from(paymentCredits)
    .innerJoin(users, eq(users.id, paymentCredits.userId))
    .leftJoin(resolver, eq(resolver.id, paymentCredits.resolvedBy))
    .leftJoin(bankPayments, eq(bankPayments.id, paymentCredits.bankPaymentId))
    .leftJoin(bankImports, eq(bankImports.id, bankPayments.importId))
    .where(where)
    // What waits, oldest first; what was settled, newest first.
    .orderBy(
      sql`${paymentCredits.resolvedAt} desc nulls first`,
      asc(paymentCredits.receivedOn),
      asc(paymentCredits.createdAt),
    );
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const ids = rows.map(({ k }) => k.id);
  const uses =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ creditId: commitmentReceipts.creditId, c: commitments, amount: commitmentReceipts.amountHellers })
          .from(commitmentReceipts)
          .innerJoin(commitments, eq(commitments.id, commitmentReceipts.commitmentId))
          .where(inArray(commitmentReceipts.creditId, ids))
          .orderBy(asc(commitmentReceipts.createdAt));
  return rows.map(({ k, u, r, p, i, used }) => ({
    id: k.id,
    resident: { id: u.id, name: name(u), email: u.email },
    amount: k.amountHellers / 100,
    remaining: k.resolution ? 0 : (k.amountHellers - used) / 100,
    received_on: k.receivedOn,
    payment: p && i ? { id: p.id, line: p.line, filename: i.filename } : null,
    applied_to: uses
      .filter((use) => use.creditId === k.id)
      .map(({ c, amount }) => ({ title: c.title, variable_symbol: c.variableSymbol, amount: amount / 100 })),
    resolution: k.resolution,
    resolution_note: k.resolutionNote,
    resolved_by: r ? name(r) : null,
    resolved_at: k.resolvedAt?.toISOString() ?? null,
  }));
}

const CREDIT_STATES = { open: isNull(paymentCredits.resolution), resolved: isNotNull(paymentCredits.resolution) };

/** Residents' credits from overpayments: those with something left (the default), or those settled. */
export async function credits(ctx: ServiceContext, query: CreditQuery): Promise<{ rows: Credit[]; total: number }> {
  requireStaff(ctx, 'payments');
  const where = CREDIT_STATES[query.state];
  return withTotal(query, creditRows(ctx, where, { limit: query.perPage, offset: offset(query) }), () =>
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(paymentCredits).where(where),
  );
}

export async function credit(ctx: ServiceContext, id: string): Promise<Credit> {
  requireStaff(ctx, 'payments');
  if (!isUuid(id)) throw notFound('Přeplatek neexistuje.');
  const [row] = await creditRows(ctx, eq(paymentCredits.id, id));
  if (!row) throw notFound('Přeplatek neexistuje.');
  return row;
}

/**
 * The unpaid commitments (partly paid ones among them) of the resident a credit belongs to, the
 * ones it may be set against: those due first first, each with what it still owes and how much of
 * the credit setting it against it would apply. A credit always has its resident (an erased
 * account's commitments keep its number), so no guessing by the payer's name or account is needed.
 */
export async function creditCommitments(
  ctx: ServiceContext,
  id: string,
  query: CreditCommitmentQuery,
): Promise<{ rows: CreditCommitment[]; total: number }> {
  const k = await credit(ctx, id);
  const left = Math.round(k.remaining * 100);
  const today = pragueToday(ctx.now);
  const where = and(eq(commitments.userId, k.resident.id), isNull(commitments.paidOn));
  const rows = ctx.db
    .select()
    .from(commitments)
    .where(where)
    .orderBy(asc(commitments.dueOn), asc(commitments.createdAt), asc(commitments.id))
    .limit(query.perPage)
    .offset(offset(query))
    .then((found) =>
      found.map(
        (c): CreditCommitment => ({
          id: c.id,
          title: c.title,
          variable_symbol: c.variableSymbol,
          amount: c.amountHellers / 100,
          due_on: c.dueOn,
          paid_amount: c.paidHellers / 100,
          remaining: owedOf(c) / 100,
          state: stateOf(c, today),
          applies: Math.min(left, owedOf(c)) / 100,
        }),
      ),
    );
  return withTotal(query, rows, () => ctx.db.select({ n: sql<number>`count(*)::int` }).from(commitments).where(where));
}

const NOT_LISTED = 'Vybraný předpis neexistuje. Vyberte předpis ze seznamu.';
const ANOTHER_RESIDENTS = 'Předpis patří jinému občanovi. Přeplatek lze započíst jen na předpis téhož občana.';

/** How many credits wait to be returned or set against a commitment: for the administration's menu. */
export async function openCreditCount(ctx: ServiceContext): Promise<number> {
  requireStaff(ctx, 'payments');
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(paymentCredits).where(CREDIT_STATES.open);
  return row?.n ?? 0;
}

/**
 * The finance clerk's decision on a credit: `apply` sets what is left of it against an unpaid
 * commitment of the same resident, picked by its id (from `creditCommitments`) or named by its
 * variable symbol: as much as that commitment still owes, the rest stays a credit. `refund` records
 * that the rest was returned to the payer, with a note saying how. A credit settled already is a
 * 409; another resident's commitment, a paid one or one that does not exist is a 422 on its field,
 * and nothing is saved.
 */
export async function decideCredit(ctx: ServiceContext, id: string, input: CreditDecision): Promise<Credit> {
  const actor = requireStaff(ctx, 'payments');
  await credit(ctx, id);
  if (input.action === 'refund' && !input.note)
    throw invalid({ note: ['Napište, jak byl přeplatek vrácen (například převodem na účet plátce).'] });
  if (input.action === 'apply' && input.commitment_id && input.variable_symbol)
    throw invalid({
      commitment_id: ['Vyberte předpis buď ze seznamu, nebo podle variabilního symbolu, ne obojím.'],
    });
  if (input.action === 'apply' && !input.commitment_id && !input.variable_symbol)
    throw invalid({
      commitment_id: ['Vyberte předpis, na který se přeplatek započte, nebo napište jeho variabilní symbol.'],
    });
  if (input.action === 'apply' && input.commitment_id && !isUuid(input.commitment_id))
    throw invalid({ commitment_id: [NOT_LISTED] });
  const mail = await ctx.db.transaction(async (tx) => {
    const [k] = await tx.select().from(paymentCredits).where(eq(paymentCredits.id, id)).for('update');
    if (!k) throw notFound('Přeplatek neexistuje.');
    if (k.resolution) throw new HttpError(409, 'Přeplatek už je vyřízený.');
    const [{ n: spent } = { n: 0 }] = await tx
      .select({ n: sql<number>`coalesce(sum(${commitmentReceipts.amountHellers}), 0)`.mapWith(Number) })
      .from(commitmentReceipts)
      .where(eq(commitmentReceipts.creditId, id));
    const left = k.amountHellers - spent;
    const settle = (resolution: 'applied' | 'refunded') =>
      tx
        .update(paymentCredits)
        .set({ resolution, resolutionNote: input.note, resolvedBy: actor.id, resolvedAt: ctx.now })
        .where(eq(paymentCredits.id, id));
    if (input.action === 'refund') {
      await settle('refunded');
      await audit({ db: tx, now: ctx.now }, actor, {
        action: 'credit.refunded',
        entity: 'credit',
        entityId: id,
        summary: { amount: formatHellers(left), note: input.note },
      });
      return undefined;
    }
    // One of the two is there (refused above without either); no symbol would find no commitment.
    const target = input.commitment_id
      ? await pickedTarget(tx, input.commitment_id, k.userId)
      : await symbolTarget(tx, input.variable_symbol ?? '', k.userId);
    const plan = planOf(target.c, left);
    await receive(tx, target.c, { amount: plan.applied, on: pragueToday(ctx.now), creditId: id });
    if (plan.credit === 0) await settle('applied');
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'credit.applied',
      entity: 'credit',
      entityId: id,
      summary: { commitment: target.c.variableSymbol, amount: formatHellers(plan.applied) },
    });
    return {
      email: target.email,
      title: target.c.title,
      amount: plan.applied,
      remaining: plan.remaining,
      credit: 0,
      alreadyPaid: false,
      fromCredit: true,
    };
  });
  if (mail) await mailPaid(ctx, mail);
  return credit(ctx, id);
}

const targetQuery = (tx: Tx, where: SQL | undefined) =>
  tx
    .select({ c: commitments, email: users.email })
    .from(commitments)
    .innerJoin(users, eq(users.id, commitments.userId))
    .where(where)
    .orderBy(asc(commitments.dueOn))
    .limit(1)
    .for('update', { of: commitments });

/** The commitment the clerk picked from the list, locked: the resident's, and still unpaid now. */
async function pickedTarget(tx: Tx, id: string, userId: number) {
  const [target] = await targetQuery(tx, eq(commitments.id, id));
  if (!target) throw invalid({ commitment_id: [NOT_LISTED] });
  if (target.c.userId !== userId) throw invalid({ commitment_id: [ANOTHER_RESIDENTS] });
  if (target.c.paidOn)
    throw invalid({
      commitment_id: [
        `Předpis „${target.c.title}“ (VS ${target.c.variableSymbol}) je mezitím zaplacený. Přeplatek se nezapočetl; vyberte jiný předpis.`,
      ],
    });
  return target;
}

/** The unpaid commitment with the symbol the clerk typed, due first, locked: it must be the resident's. */
async function symbolTarget(tx: Tx, symbol: string, userId: number) {
  const [target] = await targetQuery(tx, and(eq(commitments.variableSymbol, symbol), isNull(commitments.paidOn)));
  if (!target) throw invalid({ variable_symbol: ['Žádný nezaplacený předpis nemá tento variabilní symbol.'] });
  if (target.c.userId !== userId) throw invalid({ variable_symbol: [ANOTHER_RESIDENTS] });
  return target;
}
