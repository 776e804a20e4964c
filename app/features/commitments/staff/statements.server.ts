import { createHash } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import { parseCzechAccount } from '../../../../common/bank-account.ts';
import { formatHellers } from '../../../../common/price.ts';
import { users } from '../../../../server/db/schema/index.ts';
import { audit } from '../../../../server/lib/audit.ts';
import { invalid } from '../../../../server/lib/http-errors.ts';
import { oneRow } from '../../../../server/lib/item-save.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { cleanFilename, type UploadedFile } from '../../../../server/lib/uploads.ts';
import { site } from '../../shell/service.server.ts';
import { type ReadStatement, readStatement } from '../bank-statement/read.ts';
import { planOf, receive } from '../ledger.server.ts';
import { mailPaidAll, type Paid } from '../mails.server.ts';
import { type BankPaymentStatus, bankImports, bankPayments, commitments } from '../schema.server.ts';
import type { ImportResult } from '../schemas.ts';
import { paymentRows } from './payments.server.ts';

// The bank statements the finance office imports: each incoming payment recorded once, matched to the
// commitment its variable symbol names where the amount is exact, and queued for a decision otherwise.

/** A statement of a month of a town's account is tens of kilobytes; 5 MB leaves room for years. */
export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;

type Db = ServiceContext['db'];

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
  tx: Db,
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
  const [first] = candidates;
  if (!first)
    return {
      status: 'unknown',
      reason: `Žádný předpis nemá variabilní symbol ${payment.variableSymbol}.`,
      commitmentId: null,
    };
  const unpaid = candidates.filter(({ c }) => !c.paidOn);
  const pick = unpaid.find(({ c }) => c.amountHellers - c.paidHellers === payment.amount) ?? unpaid[0];
  if (!pick)
    return {
      status: 'overpaid',
      reason: `Předpis „${first.c.title}“ už je zaplacený; platba je navíc.`,
      commitmentId: first.c.id,
    };
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

/** One import as its parts go: the statement, its row, and what its lines have done so far. */
interface Run {
  statement: ReadStatement;
  importId: number;
  seen: Map<string, number>;
  counts: ImportResult['counts'];
  /** The payments it recorded. */
  ids: string[];
  /** The lines of payments imported before. */
  duplicates: number[];
}

/** Records one payment of the import; a payment imported before is counted a duplicate, and no id comes back. */
async function record(tx: Db, run: Run, values: Omit<typeof bankPayments.$inferInsert, 'importId'>) {
  const [row] = await tx
    .insert(bankPayments)
    .values({ ...values, importId: run.importId })
    .onConflictDoNothing()
    .returning({ id: bankPayments.id });
  if (!row) {
    run.counts.duplicate++;
    run.duplicates.push(values.line);
  }
  return row?.id;
}

/**
 * One line of the statement, in its part's transaction: a line that did not read waits in the queue,
 * an outgoing payment is left out, an incoming one is recorded and matched. What it paid comes back,
 * for the resident's mail.
 */
async function importEntry(tx: Db, run: Run, entry: StatementEntry): Promise<Paid | undefined> {
  const { statement, seen, counts } = run;
  if ('refused' in entry) {
    const { refused } = entry;
    const id = await record(tx, run, {
      line: refused.line,
      fingerprint: fingerprintOf([statement.account, 'raw', refused.text], seen),
      raw: refused.text,
      status: 'unreadable',
      reason: refused.reason,
    });
    if (!id) return;
    counts.queued++;
    run.ids.push(id);
    return;
  }
  const { line } = entry;
  if (line.amount <= 0 && !line.reversal) {
    counts.outgoing++;
    return;
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
  const id = await record(tx, run, {
    line: line.line,
    fingerprint: fingerprintOf([statement.account, line.reference, ...Object.values(fields)], seen),
    ...fields,
    status: 'unknown',
  });
  if (!id) return;
  const match = await matchPayment(tx, { ...line, id });
  await tx
    .update(bankPayments)
    .set({ status: match.status, reason: match.reason, commitmentId: match.commitmentId })
    .where(eq(bankPayments.id, id));
  counts[match.status === 'matched' ? 'matched' : 'queued']++;
  run.ids.push(id);
  return match.paid;
}

/** The uploaded statement read, or a 422 saying why it is none, before anything is written. */
async function readUpload(ctx: ServiceContext, upload: UploadedFile | undefined) {
  if (!upload || upload.data.length === 0) throw invalid({ file: ['Vyberte soubor s výpisem z banky.'] });
  if (upload.truncated) throw invalid({ file: ['Výpis může mít nejvýše 5 MB.'] });
  const file = { filename: cleanFilename(upload.filename, 'vypis'), data: upload.data };
  const read = readStatement(file.data);
  if (!read.ok) throw invalid({ file: [`Řádek ${read.line}: ${read.reason}`] });
  await requireTownAccount(ctx, read.statement);
  return { filename: file.filename, statement: read.statement };
}

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
  const { filename, statement } = await readUpload(ctx, upload);
  const run: Run = {
    statement,
    importId: 0,
    seen: new Map(),
    counts: { matched: 0, queued: 0, duplicate: 0, outgoing: 0 },
    ids: [],
    duplicates: [],
  };
  const { counts } = run;
  const entries: StatementEntry[] = [
    ...statement.lines.map((line) => ({ line })),
    ...statement.refused.map((refused) => ({ refused })),
  ];
  for (let from = 0; from === 0 || from < entries.length; from += LINES_PER_TRANSACTION) {
    const last = from + LINES_PER_TRANSACTION >= entries.length;
    const paid = await ctx.db.transaction(async (tx) => {
      if (from === 0) {
        const imported = await oneRow(
          tx
            .insert(bankImports)
            .values({ filename, format: statement.format, importedBy: actor.id, importedAt: ctx.now, counts })
            .returning({ id: bankImports.id }),
        );
        run.importId = imported.id;
      }
      const paidHere: Paid[] = [];
      for (const entry of entries.slice(from, from + LINES_PER_TRANSACTION)) {
        const paidBy = await importEntry(tx, run, entry);
        if (paidBy) paidHere.push(paidBy);
      }
      await tx.update(bankImports).set({ counts }).where(eq(bankImports.id, run.importId));
      if (last)
        await audit({ db: tx, now: ctx.now }, actor, {
          action: 'payments.imported',
          entity: 'bank-import',
          entityId: run.importId,
          summary: { file: filename, ...counts },
        });
      return paidHere;
    });
    await mailPaidAll(ctx, paid);
  }
  const payments = await paymentRows(ctx, inArray(bankPayments.id, run.ids));
  return {
    id: run.importId,
    format: statement.format,
    counts,
    payments: payments.sort((a, b) => a.line - b.line),
    duplicate_lines: run.duplicates.sort((a, b) => a - b),
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
