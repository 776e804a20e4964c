import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { parseCzechAccount } from '../../../common/bank-account.ts';
import { formatDay, pragueToday } from '../../../common/dates.ts';
import { formatHellers } from '../../../common/price.ts';
import type { WorkItem } from '../../../common/work-items.ts';
import { users } from '../../../server/db/schema/index.ts';
import { offset, withTotal } from '../../../server/lib/api-schemas.ts';
import { audit } from '../../../server/lib/audit.ts';
import { countUpTo } from '../../../server/lib/count-up-to.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { isUuid } from '../../../server/lib/ids.ts';
import { contains, oneOf } from '../../../server/lib/like.ts';
import { sendNotice, sendNotices } from '../../../server/lib/mail.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { cleanFilename, type UploadedFile } from '../../../server/lib/uploads.ts';
import { accountsMatching, payer } from '../accounts/service.server.ts';
import { site } from '../shell/service.server.ts';
import { type ReadStatement, readStatement } from './bank-statement/read.ts';
import { openCreditCount } from './credits.server.ts';
import { differenceOf, owedOf, planOf, receive, recordCredit } from './ledger.server.ts';
import { commitmentIssuedMail, mailPaid, mailPaidAll, type Paid } from './mails.server.ts';
import { stateOf } from './payment.server.ts';
import {
  type BankPaymentStatus,
  bankImports,
  bankPayments,
  commitmentReceipts,
  commitments,
  paymentCredits,
} from './schema.server.ts';
import type {
  BankPayment,
  ImportResult,
  NewCommitmentInput,
  OfficeCommitment,
  OfficeCommitmentQuery,
  PaymentDecision,
  PaymentQueueQuery,
} from './schemas.ts';
import { issue } from './service.server.ts';

const name = (u: { firstname: string; lastname: string }) => `${u.firstname} ${u.lastname}`;

type CommitmentRow = typeof commitments.$inferSelect;
type Resident = { id: number; name: string; email: string };

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

/** Who owes a commitment: its account's holder, or, once that account is erased, the payer it kept. */
const payerName = (c: Pick<CommitmentRow, 'payer'>, account: string) =>
  c.payer ? `${c.payer.name}, ${c.payer.address} (účet smazán)` : account;

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
    where.push(
      or(
        contains(commitments.title, query.q),
        eq(commitments.variableSymbol, query.q),
        oneOf(commitments.userId, payers),
      )!,
    );
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
    rows: rows.map(({ c, u }) => toOfficeCommitment(c, { id: u.id, name: name(u), email: u.email }, today)),
    ...counted,
  };
}

/**
 * A commitment for one resident, picked by their account or found by its e-mail (422 when there is
 * none); the resident is mailed it once it is committed.
 */
export async function createCommitment(ctx: ServiceContext, input: NewCommitmentInput): Promise<OfficeCommitment> {
  const actor = requireStaff(ctx, 'payments');
  const today = pragueToday(ctx.now);
  if (input.due_on < today) throw invalid({ due_on: ['Datum splatnosti nemůže být v minulosti.'] });
  const found = await payer(ctx, input.resident_id !== undefined ? { id: input.resident_id } : { email: input.email! });
  if (!found)
    throw invalid(
      input.resident_id !== undefined
        ? { resident_id: ['Tento občan už na webu účet nemá. Vyhledejte ho znovu.'] }
        : { email: ['Nikdo s tímto e-mailem nemá na webu účet.'] },
    );
  const resident = found;
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
    const [created] = await tx.select().from(commitments).where(eq(commitments.id, id));
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'commitment.created',
      entity: 'commitment',
      entityId: created!.variableSymbol,
      // The account by its number: the log is never changed, and an erasure must leave no e-mail in it.
      summary: { resident: `účet č. ${resident.id}`, amount: formatHellers(created!.amountHellers) },
    });
    return created!;
  });
  await mailIssued(ctx, resident.email, row);
  return toOfficeCommitment(row, resident, today);
}

// ——— Bank statements ———

/** A statement of a month of a town's account is tens of kilobytes; 5 MB leaves room for years. */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

const OPEN = and(ne(bankPayments.status, 'matched'), isNull(bankPayments.resolution));

/**
 * What makes a payment the same payment in a second import: the statement's account and every field
 * the bank wrote, and, for rows alike in all of them, which such row of the file it is. The same
 * statement imported twice, or two statements that overlap, pay nothing twice.
 */
function fingerprintOf(parts: (string | number)[], seen: Map<string, number>): string {
  const key = parts.join('\u001f');
  const n = seen.get(key) ?? 0;
  seen.set(key, n + 1);
  return createHash('sha256').update(`${key}\u001f#${n}`).digest('hex');
}

/**
 * Matches one new payment to the commitment its variable symbol names (the unpaid one of that amount
 * first, else the one due first): the exact amount pays it; less or more, or no such commitment,
 * leaves the payment in the queue with the reason. Called inside the import's transaction.
 */
async function matchPayment(
  tx: Pick<ServiceContext, 'db'>['db'],
  payment: { id: string; amount: number; variableSymbol: string; valueDate: string; reversal: boolean },
): Promise<{ status: BankPaymentStatus; reason: string; commitmentId: string | null; paid?: Paid }> {
  if (payment.reversal)
    return {
      status: 'reversal',
      reason: 'Banka platbu stornovala: zkontrolujte, zda se netýká už zaplaceného předpisu.',
      commitmentId: null,
    };
  if (!payment.variableSymbol)
    return { status: 'unknown', reason: 'Platba nemá variabilní symbol.', commitmentId: null };
  const candidates = await tx
    .select({ c: commitments, email: users.email })
    .from(commitments)
    .innerJoin(users, eq(users.id, commitments.userId))
    .where(eq(commitments.variableSymbol, payment.variableSymbol))
    .orderBy(asc(commitments.dueOn))
    .for('update', { of: commitments });
  if (candidates.length === 0)
    return {
      status: 'unknown',
      reason: `Žádný předpis nemá variabilní symbol ${payment.variableSymbol}.`,
      commitmentId: null,
    };
  const unpaid = candidates.filter(({ c }) => !c.paidOn);
  const pick = unpaid.find(({ c }) => c.amountHellers - c.paidHellers === payment.amount) ?? unpaid[0];
  if (!pick) {
    const { c } = candidates[0]!;
    return {
      status: 'overpaid',
      reason: `Předpis „${c.title}“ už je zaplacený; platba je navíc.`,
      commitmentId: c.id,
    };
  }
  const { c } = pick;
  const plan = planOf(c, payment.amount);
  if (plan.remaining > 0)
    return {
      status: 'underpaid',
      reason: `Chybí ${formatHellers(plan.remaining)} do ${formatHellers(plan.owed)}.`,
      commitmentId: c.id,
    };
  if (plan.credit > 0)
    return {
      status: 'overpaid',
      reason: `Přeplatek ${formatHellers(plan.credit)} nad ${formatHellers(plan.owed)}.`,
      commitmentId: c.id,
    };
  await receive(tx, c, { amount: payment.amount, on: payment.valueDate, bankPaymentId: payment.id });
  return {
    status: 'matched',
    reason: '',
    commitmentId: c.id,
    paid: { email: pick.email, title: c.title, amount: payment.amount, remaining: 0, credit: 0, alreadyPaid: false },
  };
}

/**
 * Lines of a statement committed together. On the embedded database a transaction holds every other
 * query of the server until it ends: 5,000 lines in one held a page 12.8 s. 25 lines are some 70 ms
 * there (2.7 ms a line); on PostgreSQL the commits add under a millisecond each.
 */
const LINES_PER_TRANSACTION = 25;

type StatementEntry = { line: ReadStatement['lines'][number] } | { refused: ReadStatement['refused'][number] };

/**
 * Imports a bank statement (GPC or CSV): each incoming payment not imported before is recorded and
 * matched, the commitments it pays become paid, and the rest wait in the queue; outgoing payments are
 * left out. A file that is neither format is a 422 naming the line, before anything is written. The
 * lines are committed in parts of `LINES_PER_TRANSACTION`, each payment with what it paid, the import's
 * counts with each part and its audit entry with the last: a statement cut off by a crash is imported
 * again whole, its committed lines then counted as duplicates (their fingerprints are known). The
 * residents whose commitments a part paid are mailed once it is committed.
 */
export async function importStatement(ctx: ServiceContext, upload: UploadedFile | undefined): Promise<ImportResult> {
  const actor = requireStaff(ctx, 'payments');
  if (!upload || upload.data.length === 0) throw invalid({ file: ['Vyberte soubor s výpisem z banky.'] });
  if (upload.truncated) throw invalid({ file: ['Výpis může mít nejvýše 5 MB.'] });
  const file = { filename: cleanFilename(upload.filename, 'vypis'), data: upload.data };
  const read = readStatement(file.data);
  if (!read.ok) throw invalid({ file: [`Řádek ${read.line}: ${read.reason}`] });
  const { statement } = read;
  await requireTownAccount(ctx, statement);
  const seen = new Map<string, number>();
  const counts = { matched: 0, queued: 0, duplicate: 0, outgoing: 0 };
  const ids: string[] = [];
  const duplicates: number[] = [];
  const entries: StatementEntry[] = [
    ...statement.lines.map((line) => ({ line })),
    ...statement.refused.map((refused) => ({ refused })),
  ];
  let importId = 0;
  for (let from = 0; from === 0 || from < entries.length; from += LINES_PER_TRANSACTION) {
    const last = from + LINES_PER_TRANSACTION >= entries.length;
    const paid = await ctx.db.transaction(async (tx) => {
      if (from === 0) {
        const [imported] = await tx
          .insert(bankImports)
          .values({
            filename: file.filename,
            format: statement.format,
            importedBy: actor.id,
            importedAt: ctx.now,
            counts,
          })
          .returning({ id: bankImports.id });
        importId = imported!.id;
      }
      const paidHere: Paid[] = [];
      const record = async (values: Omit<typeof bankPayments.$inferInsert, 'importId'>) => {
        const [row] = await tx
          .insert(bankPayments)
          .values({ ...values, importId })
          .onConflictDoNothing()
          .returning({ id: bankPayments.id });
        if (!row) {
          counts.duplicate++;
          duplicates.push(values.line);
        }
        return row?.id;
      };
      for (const entry of entries.slice(from, from + LINES_PER_TRANSACTION)) {
        if ('refused' in entry) {
          const { refused } = entry;
          const id = await record({
            line: refused.line,
            fingerprint: fingerprintOf([statement.account, 'raw', refused.text], seen),
            raw: refused.text,
            status: 'unreadable',
            reason: refused.reason,
          });
          if (!id) continue;
          counts.queued++;
          ids.push(id);
          continue;
        }
        const { line } = entry;
        if (line.amount <= 0 && !line.reversal) {
          counts.outgoing++;
          continue;
        }
        const fields = {
          amountHellers: line.amount,
          variableSymbol: line.variableSymbol,
          specificSymbol: line.specificSymbol,
          counterAccount: line.counterAccount,
          counterName: line.counterName,
          message: line.message,
          valueDate: line.valueDate,
        };
        const id = await record({
          line: line.line,
          fingerprint: fingerprintOf([statement.account, line.reference, ...Object.values(fields)], seen),
          ...fields,
          status: 'unknown',
        });
        if (!id) continue;
        const match = await matchPayment(tx, { ...line, id });
        await tx
          .update(bankPayments)
          .set({ status: match.status, reason: match.reason, commitmentId: match.commitmentId })
          .where(eq(bankPayments.id, id));
        if (match.paid) paidHere.push(match.paid);
        counts[match.status === 'matched' ? 'matched' : 'queued']++;
        ids.push(id);
      }
      await tx.update(bankImports).set({ counts }).where(eq(bankImports.id, importId));
      if (last)
        await audit({ db: tx, now: ctx.now }, actor, {
          action: 'payments.imported',
          entity: 'bank-import',
          entityId: importId,
          summary: { file: file.filename, ...counts },
        });
      return paidHere;
    });
    await mailPaidAll(ctx, paid);
  }
  const payments = await paymentRows(ctx, inArray(bankPayments.id, ids));
  return {
    id: importId,
    format: statement.format,
    counts,
    payments: payments.sort((a, b) => a.line - b.line),
    duplicate_lines: duplicates.sort((a, b) => a - b),
  };
}

/**
 * A GPC statement names the account it is of: one of another account (a town's second account, a
 * file picked by mistake) pays nothing. CSV statements do not say, and are taken as the town's.
 */
async function requireTownAccount(ctx: ServiceContext, statement: ReadStatement) {
  if (statement.format !== 'gpc') return;
  const town = (await site(ctx)).townhall?.bankAccount ?? '';
  const parsed = parseCzechAccount(town);
  if (!parsed)
    throw invalid({ file: ['Účet města v nastavení webu chybí nebo není platný: výpis není s čím porovnat.'] });
  // As the GPC header writes it: prefix-number without leading zeros, no bank code.
  const townNumber = [parsed.prefix, parsed.number]
    .map((part) => part.replace(/^0+/, ''))
    .filter(Boolean)
    .join('-');
  if (statement.account !== townNumber)
    throw invalid({
      file: [`Výpis je z účtu ${statement.account}, ne z účtu města ${town}. Nic nebylo zaplaceno.`],
    });
}

/** The resident learns of a new commitment: what for, how much, by when, and where to pay it. */
type Issued = { to: string } & Pick<CommitmentRow, 'title' | 'amountHellers' | 'dueOn'>;

const issuedMail = (ctx: ServiceContext, c: Issued) =>
  commitmentIssuedMail(c.to, {
    title: c.title,
    amount: formatHellers(c.amountHellers),
    due: formatDay(c.dueOn),
    url: `${ctx.config.PUBLIC_URL}/ucet/moje-zavazky`,
  });

export const mailIssued = (ctx: ServiceContext, to: string, c: Omit<Issued, 'to'>) =>
  sendNotice(ctx.mailer, ctx.log, issuedMail(ctx, { to, ...c }));

/** Each resident of a batch told of their new commitment, queued together once the batch is committed. */
export const mailIssuedAll = (ctx: ServiceContext, issued: Issued[]) =>
  sendNotices(
    ctx.mailer,
    ctx.log,
    issued.map((c) => issuedMail(ctx, c)),
  );

const resolver = alias(users, 'resolver');

async function paymentRows(
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
            resident: payerName(c, name(u)),
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
    resolved_by: r ? name(r) : null,
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
          : `Platbu už vyřídil(a) ${who ? name(who) : 'někdo jiný'}.`,
      );
    }
    let commitmentId = p.commitmentId;
    let mail: Paid | undefined;
    let summary: Record<string, string> = {};
    if (input.action === 'pay') {
      const target = await payTarget(tx, p, input.variable_symbol);
      const amount = p.amountHellers!;
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
  return target;
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
