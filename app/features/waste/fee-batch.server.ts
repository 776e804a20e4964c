import { asc, eq, sql } from 'drizzle-orm';
import { formatDay } from '../../../common/dates.ts';
import { wasteFee } from '../../../common/forms/definitions/waste-fee.ts';
import { users } from '../../../server/db/schema/index.ts';
import { audit } from '../../../server/lib/audit.ts';
import { invalid } from '../../../server/lib/http-errors.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { issueAll, issuedSymbols, mailIssuedAll, variableSymbol } from '../commitments/service.server.ts';
import { decidedRequests } from '../e-services/service.server.ts';
import { wasteAddresses, wasteBinLinks, wasteBins } from './schema.server.ts';
import type { WasteFeeBatch, WasteFeeBatchInput } from './schemas.ts';

/**
 * What each exemption or relief of the waste-fee decree takes off the fee (the reasons of the
 * report's form): the five exemptions all of it, the relief for those over 70 its 300 Kč.
 */
const RELIEF: Record<string, 'all' | number> = {
  under_3: 'all',
  care_home: 'all',
  children_home: 'all',
  prison: 'all',
  other_municipality: 'all',
  over_70: 300,
};

const REASONS = new Map<string, string>(
  wasteFee.sections
    .flatMap((s) => s.fields)
    .flatMap((f) =>
      f.name === 'exemption_reason' && 'options' in f ? f.options.map((o) => [o.value, o.label] as const) : [],
    ),
);

/**
 * Fees issued in one transaction. On the embedded database a transaction holds every other query of
 * the server until it ends: the fees of 20,000 households in one held a page 2.9 s.
 */
const FEES_PER_TRANSACTION = 500;

const feeTitle = (year: number, exemption: { reason: string } | null) =>
  `Poplatek za odpad ${year}${exemption ? ` (${exemption.reason})` : ''}`;

/**
 * The year's waste fee for every household on the register: one commitment per resident whose
 * account is linked to a bin there, at the decree's rate per person less the exemption or relief
 * the office decided on their report. A resident with the year's fee already issued is left as is
 * (its variable symbol is the year's, so a second batch issues nothing twice); a household with no
 * linked account is listed for a letter. `create` issues the commitments `FEES_PER_TRANSACTION` at a
 * time, each part under the batch's lock and checked again against what is issued: a second batch
 * meanwhile, or a batch again after a crash, issues only what is missing.
 */
export async function wasteFeeBatch(
  ctx: ServiceContext,
  input: WasteFeeBatchInput,
  create: boolean,
): Promise<WasteFeeBatch> {
  const actor = requireStaff(ctx, 'payments');
  if (input.due_on.slice(0, 4) !== String(input.year))
    throw invalid({ due_on: [`Splatnost musí být v roce ${input.year}.`] });
  const batch = await ctx.db.transaction(async (tx) => {
    // Under the batch's lock: a batch issuing meanwhile is read between its parts, never within one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('waste-fee-batch'))`);
    const register = await tx
      .select({
        address: sql<string>`${wasteAddresses.street} || ', ' || ${wasteAddresses.city}`,
        user: users,
      })
      .from(wasteAddresses)
      .innerJoin(wasteBins, eq(wasteBins.addressId, wasteAddresses.id))
      .leftJoin(wasteBinLinks, eq(wasteBinLinks.binId, wasteBins.id))
      .leftJoin(users, eq(users.id, wasteBinLinks.userId))
      .orderBy(asc(wasteAddresses.street), asc(users.lastname), asc(users.firstname));
    const residents = new Map<number, { user: typeof users.$inferSelect; addresses: Set<string> }>();
    const linked = new Set<string>();
    for (const { address, user } of register) {
      if (!user) continue;
      linked.add(address);
      const entry = residents.get(user.id) ?? { user, addresses: new Set<string>() };
      entry.addresses.add(address);
      residents.set(user.id, entry);
    }
    const unlinked = [...new Set(register.map((r) => r.address))].filter((a) => !linked.has(a));
    const ids = [...residents.keys()];
    // The office's decision on each resident's report: whether the duty ended, and the exemption claimed.
    const reports = await decidedRequests(
      { db: tx },
      { form: wasteFee.key, userIds: ids, filedBy: `${input.year}-12-31` },
    );
    const existing = await issuedSymbols(
      { db: tx },
      ids.map((id) => variableSymbol(input.year, 'odpad', id)),
    );
    const rows: WasteFeeBatch['rows'] = [...residents.values()].map(({ user, addresses }) => {
      const vs = variableSymbol(input.year, 'odpad', user.id);
      const report = reports.get(user.id);
      const values = report?.values ?? {};
      const relief =
        values.exemption_claim === 'on' && (values.exemption_from ?? '') <= `${input.year}-12-31`
          ? RELIEF[values.exemption_reason ?? '']
          : undefined;
      const amount = relief === 'all' ? 0 : Math.max(0, input.rate - (relief ?? 0));
      return {
        resident: { id: user.id, name: `${user.firstname} ${user.lastname}`, email: user.email },
        addresses: [...addresses],
        state: existing.has(vs) ? 'exists' : values.notice_type === 'end' ? 'ended' : amount === 0 ? 'exempt' : 'new',
        amount,
        exemption:
          report && relief !== undefined
            ? { reason: REASONS.get(values.exemption_reason ?? '') ?? '', case_number: report.number }
            : null,
        variable_symbol: vs,
      };
    });
    const issued = rows.filter((r) => r.state === 'new');
    return {
      year: input.year,
      due_on: input.due_on,
      rows,
      unlinked,
      count: issued.length,
      total: issued.reduce((sum, r) => sum + r.amount, 0),
      created: false,
    };
  });
  if (!create) return batch;
  const fresh = batch.rows.filter((r) => r.state === 'new');
  let count = 0;
  let total = 0;
  for (let from = 0; from < fresh.length; from += FEES_PER_TRANSACTION) {
    const last = from + FEES_PER_TRANSACTION >= fresh.length;
    const part = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('waste-fee-batch'))`);
      // A batch sent beside this one may have issued some of them since the register was read.
      const slice = fresh.slice(from, from + FEES_PER_TRANSACTION);
      const existing = await issuedSymbols(
        { db: tx },
        slice.map((r) => r.variable_symbol),
      );
      const todo = slice.filter((r) => !existing.has(r.variable_symbol));
      for (const row of slice) if (existing.has(row.variable_symbol)) row.state = 'exists';
      await issueAll(
        { db: tx, now: ctx.now },
        todo.map((r) => ({
          userId: r.resident.id,
          kind: 'odpad',
          title: feeTitle(input.year, r.exemption),
          amount: r.amount,
          variableSymbol: r.variable_symbol,
          message: `Poplatek za odpad ${input.year}`,
          due: { on: input.due_on },
        })),
      );
      count += todo.length;
      total += todo.reduce((sum, r) => sum + r.amount, 0);
      if (last && count > 0)
        await audit({ db: tx, now: ctx.now }, actor, {
          action: 'commitments.batch',
          entity: 'commitment',
          entityId: `odpad-${input.year}`,
          summary: { count, total, due: formatDay(input.due_on) },
        });
      return todo;
    });
    // Each resident learns of their fee once it is committed.
    await mailIssuedAll(
      ctx,
      part.map((row) => ({
        to: row.resident.email,
        title: feeTitle(input.year, row.exemption),
        amountHellers: row.amount * 100,
        dueOn: input.due_on,
      })),
    );
  }
  return { ...batch, count, total, created: count > 0 };
}
