import { eq } from 'drizzle-orm';
import { formatHellers } from '../../../common/price.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { commitmentReceipts, commitments, paymentCredits } from './schema.server.ts';

type Db = ServiceContext['db'];
type CommitmentRow = typeof commitments.$inferSelect;

/** What an amount does to a commitment, in hellers: how much it pays, what is left owed, what is paid beyond. */
export interface Plan {
  /** Still owed before the payment. */
  owed: number;
  applied: number;
  /** Still owed after it. */
  remaining: number;
  /** Paid beyond what was owed: the resident's credit. */
  credit: number;
}

/** What is still to pay of a commitment, in hellers. */
export const owedOf = (c: Pick<CommitmentRow, 'amountHellers' | 'paidHellers'>) =>
  Math.max(0, c.amountHellers - c.paidHellers);

export function planOf(c: Pick<CommitmentRow, 'amountHellers' | 'paidHellers'>, amount: number): Plan {
  const owed = owedOf(c);
  const applied = Math.min(amount, owed);
  return { owed, applied, remaining: owed - applied, credit: amount - applied };
}

/** A plan that is not the exact amount owed, in words for the clerk who confirms it; null for an exact one. */
export function differenceOf(plan: Plan, title: string, amount: number): string | null {
  if (plan.remaining === 0 && plan.credit === 0) return null;
  if (plan.owed === 0)
    return `Předpis „${title}“ je už zaplacený: celá platba ${formatHellers(amount)} se zapíše jako přeplatek občana k vrácení nebo započtení.`;
  if (plan.remaining > 0)
    return `Platba ${formatHellers(amount)} nestačí na ${formatHellers(plan.owed)}: předpis „${title}“ bude zaplacen částečně a zbude doplatit ${formatHellers(plan.remaining)}. Občanovi přijde e-mail s údaji k doplatku.`;
  return `Platba ${formatHellers(amount)} je o ${formatHellers(plan.credit)} vyšší, než zbývá zaplatit (${formatHellers(plan.owed)}): předpis „${title}“ bude zaplacen a ${formatHellers(plan.credit)} se zapíše jako přeplatek občana k vrácení nebo započtení.`;
}

/**
 * Money received toward a commitment, in the caller's transaction: the receipt is written and the
 * commitment's paid sum grows; once it covers the amount, the commitment is paid on that day.
 */
export async function receive(
  db: Db,
  c: Pick<CommitmentRow, 'id' | 'amountHellers' | 'paidHellers'>,
  money: { amount: number; on: string; bankPaymentId?: string; creditId?: string },
): Promise<{ paid: boolean }> {
  if (money.amount <= 0) return { paid: c.paidHellers >= c.amountHellers };
  await db.insert(commitmentReceipts).values({
    commitmentId: c.id,
    amountHellers: money.amount,
    receivedOn: money.on,
    bankPaymentId: money.bankPaymentId,
    creditId: money.creditId,
  });
  const paidHellers = c.paidHellers + money.amount;
  const paid = paidHellers >= c.amountHellers;
  await db
    .update(commitments)
    .set({ paidHellers, ...(paid ? { paidOn: money.on } : {}) })
    .where(eq(commitments.id, c.id));
  return { paid };
}

/** A resident's credit from an overpayment, in the caller's transaction. */
export async function recordCredit(
  db: Db,
  credit: { userId: number; amount: number; on: string; bankPaymentId?: string },
): Promise<void> {
  if (credit.amount <= 0) return;
  await db.insert(paymentCredits).values({
    userId: credit.userId,
    amountHellers: credit.amount,
    receivedOn: credit.on,
    bankPaymentId: credit.bankPaymentId,
  });
}
