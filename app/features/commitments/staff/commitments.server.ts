import { and, asc, eq, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { pragueToday } from '../../../../common/dates.ts';
import { formatHellers } from '../../../../common/price.ts';
import { users } from '../../../../server/db/schema/index.ts';
import { offset } from '../../../../server/lib/api-schemas.ts';
import { audit } from '../../../../server/lib/audit.ts';
import { countUpTo } from '../../../../server/lib/count-up-to.ts';
import { invalid } from '../../../../server/lib/http-errors.ts';
import { oneRow } from '../../../../server/lib/item-save.ts';
import { contains, oneOf } from '../../../../server/lib/like.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { accountsMatching, payer } from '../../accounts/service.server.ts';
import { owedOf } from '../ledger.server.ts';
import { mailIssued } from '../mails.server.ts';
import { stateOf } from '../payment.server.ts';
import { commitments } from '../schema.server.ts';
import type { NewCommitmentInput, OfficeCommitment, OfficeCommitmentQuery } from '../schemas.ts';
import { issue } from '../service.server.ts';

// What the finance office does with commitments themselves: lists everything residents owe and paid,
// and issues a commitment to one resident by hand.

export const fullName = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`;

type CommitmentRow = typeof commitments.$inferSelect;
type Resident = { id: number; name: string; email: string };

/** Who owes a commitment: its account's holder, or, once that account is erased, the payer it kept. */
export const payerName = (c: Pick<CommitmentRow, 'payer'>, account: string) =>
  c.payer ? `${c.payer.name}, ${c.payer.address} (účet smazán)` : account;

const toOfficeCommitment = (c: CommitmentRow, u: Resident, today: string): OfficeCommitment => ({
  id: c.id,
  kind: c.kind,
  title: c.title,
  amount: c.amountHellers / 100,
  issued_on: c.issuedOn,
  due_on: c.dueOn,
  paid_on: c.paidOn,
  paid_amount: c.paidHellers / 100,
  remaining: owedOf(c) / 100,
  state: stateOf(c, today),
  variable_symbol: c.variableSymbol,
  resident: { id: u.id, name: payerName(c, u.name), email: c.payer ? '' : u.email },
});

/** Everything residents owe and have paid, for the finance office: unpaid first by due date. */
export async function officeCommitments(
  ctx: ServiceContext,
  query: OfficeCommitmentQuery,
): Promise<{ rows: OfficeCommitment[]; total: number; capped: boolean }> {
  requireStaff(ctx, 'payments');
  const today = pragueToday(ctx.now);
  const where: SQL[] = [];
  if (query.state === 'paid') where.push(isNotNull(commitments.paidOn));
  if (query.state === 'unpaid') where.push(isNull(commitments.paidOn));
  if (query.state === 'overdue') where.push(isNull(commitments.paidOn), lt(commitments.dueOn, today));
  if (query.q) {
    // The payers first, by the accounts' own index; then fifteen years of commitments by account along theirs.
    const payers = await accountsMatching(ctx, query.q);
    const found = or(
      contains(commitments.title, query.q),
      eq(commitments.variableSymbol, query.q),
      oneOf(commitments.userId, payers),
    );
    if (found) where.push(found);
  }
  const condition = and(...where);
  const [rows, counted] = await Promise.all([
    ctx.db
      .select({ c: commitments, u: users })
      .from(commitments)
      .innerJoin(users, eq(users.id, commitments.userId))
      .where(condition)
      // As the index `commitments_office_order` has it, so that a page stops where it ends.
      .orderBy(sql`(${commitments.paidOn} is not null)`, asc(commitments.dueOn), asc(commitments.createdAt))
      .limit(query.perPage)
      .offset(offset(query)),
    countUpTo(ctx.db, ctx.db.select({ id: commitments.id }).from(commitments).where(condition).$dynamic()),
  ]);
  return {
    rows: rows.map(({ c, u }) => toOfficeCommitment(c, { id: u.id, name: fullName(u), email: u.email }, today)),
    ...counted,
  };
}

/** The resident a new commitment is for: the account the office picked, or the one of the e-mail given. */
function whoPays(input: NewCommitmentInput): { id: number } | { email: string } {
  if (input.resident_id !== undefined) return { id: input.resident_id };
  if (input.email !== undefined) return { email: input.email };
  // The schema refuses a commitment for nobody; a caller that skipped it is told the same.
  throw invalid({ resident_id: ['Vyberte občana, kterému platba patří.'] });
}

/**
 * A commitment for one resident, picked by their account or found by its e-mail (422 when there is
 * none); the resident is mailed it once it is committed.
 */
export async function createCommitment(ctx: ServiceContext, input: NewCommitmentInput): Promise<OfficeCommitment> {
  const actor = requireStaff(ctx, 'payments');
  const today = pragueToday(ctx.now);
  if (input.due_on < today) throw invalid({ due_on: ['Datum splatnosti nemůže být v minulosti.'] });
  const by = whoPays(input);
  const resident = await payer(ctx, by);
  if (!resident)
    throw invalid(
      'id' in by
        ? { resident_id: ['Tento občan už na webu účet nemá. Vyhledejte ho znovu.'] }
        : { email: ['Nikdo s tímto e-mailem nemá na webu účet.'] },
    );
  const row = await ctx.db.transaction(async (tx) => {
    const { id } = await issue(
      { db: tx, now: ctx.now },
      {
        userId: resident.id,
        kind: input.kind,
        title: input.title,
        amount: input.amount,
        message: input.message || input.title.slice(0, 60),
        due: { on: input.due_on },
      },
    );
    const created = await oneRow(tx.select().from(commitments).where(eq(commitments.id, id)));
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'commitment.created',
      entity: 'commitment',
      entityId: created.variableSymbol,
      // The account by its number: the log is never changed, and an erasure must leave no e-mail in it.
      summary: { resident: `účet č. ${resident.id}`, amount: formatHellers(created.amountHellers) },
    });
    return created;
  });
  await mailIssued(ctx, resident.email, row);
  return toOfficeCommitment(row, resident, today);
}
