import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { formatIban } from '../../../common/bank-account.ts';
import { addDays, formatDay, pragueToday } from '../../../common/dates.ts';
import { formatPrice } from '../../../common/price.ts';
import { nextNumber } from '../../../server/db/sequences.ts';
import { notFound } from '../../../server/lib/http-errors.ts';
import { isUuid } from '../../../server/lib/ids.ts';
import { oneRow } from '../../../server/lib/item-save.ts';
import { simplePdf } from '../../../server/lib/pdf.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { site } from '../shell/service.server.ts';
import { qrSvg, toCommitment, townAccountOf } from './payment.server.ts';
import { commitments, paymentCredits } from './schema.server.ts';
import type { Commitment, CommitmentsPersonalData, CommitmentWithQr, Transfer } from './schemas.ts';
import { spayd } from './spayd.ts';

/** What the resident owes and has paid, by due date. */
export const listMine = (ctx: ServiceContext) => commitmentsOf(ctx, requireActor(ctx).id);

/**
 * The account's page: everything still owed, and what was paid of one year's (by the year it was
 * issued; the latest such year unless asked), with the years there are to choose from. Fifteen
 * years of fees are a table of two hundred rows nobody reads; a year is what a resident looks for.
 */
export async function mineByYear(
  ctx: ServiceContext,
  asked?: number,
): Promise<{ commitments: Commitment[]; year: number | null; years: number[] }> {
  const userId = requireActor(ctx).id;
  const issuedYear = sql<number>`left(${commitments.issuedOn}, 4)::int`;
  const paid = and(eq(commitments.userId, userId), isNotNull(commitments.paidOn));
  const years = (
    await ctx.db.selectDistinct({ year: issuedYear }).from(commitments).where(paid).orderBy(desc(issuedYear))
  ).map((row) => row.year);
  const year = asked !== undefined && years.includes(asked) ? asked : (years[0] ?? null);
  const rows = await ctx.db
    .select()
    .from(commitments)
    .where(
      and(
        eq(commitments.userId, userId),
        or(
          isNull(commitments.paidOn),
          year === null
            ? undefined
            : and(gte(commitments.issuedOn, `${year}-01-01`), lte(commitments.issuedOn, `${year}-12-31`)),
        ),
      ),
    )
    .orderBy(asc(commitments.dueOn));
  const today = pragueToday(ctx.now);
  const town = await townAccount(ctx);
  return { commitments: rows.map((r) => toCommitment(r, today, town)), year, years };
}

async function commitmentsOf(ctx: Pick<ServiceContext, 'db' | 'now'>, userId: number): Promise<Commitment[]> {
  const rows = await ctx.db
    .select()
    .from(commitments)
    .where(eq(commitments.userId, userId))
    .orderBy(asc(commitments.dueOn));
  const today = pragueToday(ctx.now);
  const town = await townAccount(ctx);
  return rows.map((r) => toCommitment(r, today, town));
}

const townAccount = async (ctx: Pick<ServiceContext, 'db'>) => townAccountOf((await site(ctx)).townhall);

/** Whether the settings hold an account to pay the town by transfer. */
export const hasTownAccount = async (ctx: Pick<ServiceContext, 'db'>) => (await townAccount(ctx)) !== null;

/** One of the resident's commitments; anyone else's is as good as nonexistent. */
async function ownRow(ctx: ServiceContext, id: string) {
  const actor = requireActor(ctx);
  if (!isUuid(id)) throw notFound();
  const [row] = await ctx.db
    .select()
    .from(commitments)
    .where(and(eq(commitments.id, id), eq(commitments.userId, actor.id)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** One commitment with its payment details and, while it is to be paid, the QR code as SVG. */
export async function getMine(ctx: ServiceContext, id: string): Promise<CommitmentWithQr> {
  const c = toCommitment(await ownRow(ctx, id), pragueToday(ctx.now), await townAccount(ctx));
  return { ...c, qr_svg: c.payment.spayd ? await qrSvg(c.payment.spayd) : null };
}

/** The receipt of a paid commitment as a PDF; an unpaid one has none (404). */
export async function receiptPdf(ctx: ServiceContext, id: string): Promise<Buffer> {
  const actor = requireActor(ctx);
  const row = await ownRow(ctx, id);
  if (!row.paidOn) throw notFound();
  const c = toCommitment(row, pragueToday(ctx.now), await townAccount(ctx));
  const name = `${actor.firstname} ${actor.lastname}`;
  return simplePdf({
    header: 'Město Vzorov, náměstí Míru 1, 123 45 Vzorov',
    title: `Potvrzení o zaplacení: ${c.title}`,
    paragraphs: [
      `Město Vzorov potvrzuje, že ${name} zaplatil(a) ${formatPrice(c.amount).replace(/\u00a0/g, ' ')} za: ${c.title}.`,
      `Variabilní symbol: ${c.payment.variable_symbol}${c.payment.specific_symbol ? `, specifický symbol: ${c.payment.specific_symbol}` : ''}.`,
      `Datum splatnosti: ${formatDay(c.due_on)}. Zaplaceno dne: ${formatDay(row.paidOn)}.`,
      ...(c.payment.account ? [`Platba na účet ${c.payment.account} (${c.payment.iban}).`] : []),
    ],
    footer: 'Potvrzení bylo vytvořeno elektronicky a je platné bez podpisu a razítka.',
    date: new Date(`${row.paidOn}T12:00:00Z`),
  });
}

export interface NewCommitment {
  userId: number;
  /** odpad, pes, zadost, svoz */
  kind: string;
  title: string;
  /** Crowns. */
  amount: number;
  /** Without one, the payment gets a variable symbol of its own from a sequence. */
  variableSymbol?: string;
  message: string;
  /** Days from today to the due date, or the due date itself. */
  due: { inDays: number } | { on: string };
}

/**
 * New commitments to pay, for another feature's operation (a request's fee, an extra pickup, the
 * year's waste fee): called with that operation's transaction as `ctx.db`, so they are written
 * together or not at all. Their ids come back in the order given.
 */
export async function issueAll(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  inputs: NewCommitment[],
): Promise<{ id: string }[]> {
  if (inputs.length === 0) return [];
  const today = pragueToday(ctx.now);
  const values = [];
  for (const input of inputs)
    values.push({
      userId: input.userId,
      kind: input.kind,
      title: input.title,
      amountHellers: Math.round(input.amount * 100),
      variableSymbol: input.variableSymbol ?? (await nextPaymentSymbol(ctx)),
      message: input.message,
      issuedOn: today,
      dueOn: 'on' in input.due ? input.due.on : addDays(today, input.due.inDays),
    });
  // A thousand rows to an insert: a year's fees for 20,000 households are more parameters than
  // PostgreSQL takes in one statement (65,535), and more than the query builder's stack holds.
  const ids: { id: string }[] = [];
  for (let i = 0; i < values.length; i += 1000) {
    ids.push(
      ...(await ctx.db
        .insert(commitments)
        .values(values.slice(i, i + 1000))
        .returning({ id: commitments.id })),
    );
  }
  return ids;
}

/** One new commitment to pay, in another feature's transaction (see `issueAll`). */
export const issue = async (ctx: Pick<ServiceContext, 'db' | 'now'>, input: NewCommitment) =>
  oneRow(issueAll(ctx, [input]));

/** Which of these variable symbols have a commitment already: what a batch does not issue twice. */
export async function issuedSymbols(ctx: Pick<ServiceContext, 'db'>, symbols: string[]): Promise<Set<string>> {
  if (symbols.length === 0) return new Set();
  const rows = await ctx.db
    .select({ vs: commitments.variableSymbol })
    .from(commitments)
    .where(inArray(commitments.variableSymbol, symbols));
  return new Set(rows.map((r) => r.vs));
}

export { variableSymbol } from './payment.server.ts';

/** The amounts (crowns) of some commitments, by id: what another feature shows beside its own records. */
export async function amounts(ctx: Pick<ServiceContext, 'db'>, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: commitments.id, amount: commitments.amountHellers })
    .from(commitments)
    .where(inArray(commitments.id, ids));
  return new Map(rows.map((r) => [r.id, r.amount / 100]));
}

/**
 * Withdraws a commitment another feature issued, while nothing of it is paid (a shop order cancelled),
 * in that feature's transaction. Whether any of it was paid comes back: then the money is the office's to return.
 */
export async function withdraw(ctx: Pick<ServiceContext, 'db'>, id: string): Promise<{ paid: boolean }> {
  const removed = await ctx.db
    .delete(commitments)
    .where(and(eq(commitments.id, id), eq(commitments.paidHellers, 0)))
    .returning({ id: commitments.id });
  return { paid: removed.length === 0 };
}

/** Which of these commitments are paid: another feature's record shows it (a shop order paid by transfer). */
export async function paidOf(ctx: Pick<ServiceContext, 'db'>, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await ctx.db
    .select({ id: commitments.id })
    .from(commitments)
    .where(and(inArray(commitments.id, ids), isNotNull(commitments.paidOn)));
  return new Set(rows.map((r) => r.id));
}

/**
 * How to pay an amount to the town by transfer, with its QR code: for what another feature
 * sells to someone without an account (a guest's shop order), which has no commitment to show.
 * Null while the settings hold no valid account or there is nothing to pay.
 */
export async function transferOf(
  ctx: ServiceContext,
  order: { amount: number; variableSymbol: string; message: string; dueOn: string },
): Promise<Transfer | null> {
  const town = await townAccount(ctx);
  if (!town || order.amount <= 0) return null;
  const code = spayd({
    iban: town.iban,
    amount: order.amount,
    variableSymbol: order.variableSymbol,
    message: order.message,
    recipient: town.recipient,
    dueDate: order.dueOn,
  });
  return {
    account: town.account,
    iban: formatIban(town.iban),
    recipient: town.recipient,
    message: order.message,
    spayd: code,
    qr_svg: await qrSvg(code),
  };
}

/** A variable symbol of its own: 4 and nine digits of a sequence. */
async function nextPaymentSymbol(ctx: Pick<ServiceContext, 'db'>): Promise<string> {
  const n = await nextNumber(ctx.db, 'payment_symbols');
  return `4${String(n).padStart(9, '0')}`;
}

export { mailIssued, mailIssuedAll } from './mails.server.ts';
export { remindPayments } from './reminders.server.ts';
export { createCommitment, officeCommitments } from './staff/commitments.server.ts';
export { credit, creditCommitments, credits, decideCredit, openCreditCount } from './staff/credits.server.ts';
export { bankPayment, decidePayment, openPaymentCount, paymentQueue, workItems } from './staff/payments.server.ts';
export { importStatement, MAX_STATEMENT_BYTES } from './staff/statements.server.ts';

export { paymentFigures } from './year-figures.server.ts';

/**
 * What the finance office keeps of a resident (GDPR art. 15 and 20): their commitments as their
 * account shows them, and what they paid beyond (credits).
 */
export async function personalDataOf(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  userId: number,
): Promise<CommitmentsPersonalData> {
  const credits = await ctx.db
    .select()
    .from(paymentCredits)
    .where(eq(paymentCredits.userId, userId))
    .orderBy(asc(paymentCredits.receivedOn));
  return {
    commitments: await commitmentsOf(ctx, userId),
    credits: credits.map((k) => ({
      amount: k.amountHellers / 100,
      received_on: k.receivedOn,
      resolution: k.resolution,
      note: k.resolutionNote,
    })),
  };
}

/** What erasing an account does with what she owes and paid: the plan and the act (personal-data). */
export { commitmentsErasure } from './erasure.server.ts';
