import { randomInt } from 'node:crypto';
import { and, asc, eq, gte, ilike, inArray, or, sql } from 'drizzle-orm';
import { formatDay, isoWeekday, pragueToday } from '../../../common/dates.ts';
import { users } from '../../../server/db/schema/index.ts';
import { offset, withTotal } from '../../../server/lib/api-schemas.ts';
import { audit } from '../../../server/lib/audit.ts';
import { toCsv } from '../../../server/lib/csv.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { oneRow } from '../../../server/lib/item-save.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { amounts, paidOf } from '../commitments/service.server.ts';
import { WASTE_KINDS } from './bins.ts';
import { pickupOrders, wasteAddresses, wasteBinLinks, wasteBins, wastePrices } from './schema.server.ts';
import {
  type AddressInput,
  type BinInput,
  type OfficeOrder,
  type PriceList,
  priceRowSchema,
  type RegisterAddress,
  type RegisterQuery,
} from './schemas.ts';

// The waste register's clerks (section `waste`): the addresses and their bins, the price list of
// extra pickups, and the pickups ordered, for the collection company.

/** The register: addresses with their bins and how many accounts each bin is linked to, by street. */
export async function registerAddresses(
  ctx: ServiceContext,
  query: RegisterQuery,
): Promise<{ rows: RegisterAddress[]; total: number }> {
  requireStaff(ctx, 'waste');
  const like = query.q ? `%${query.q.replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = like
    ? or(
        ilike(wasteAddresses.street, like),
        eq(wasteAddresses.houseNumber, query.q ?? ''),
        sql`exists (select 1 from ${wasteBins} where ${wasteBins.addressId} = ${wasteAddresses.id} and ${wasteBins.code} ilike ${like})`,
      )
    : undefined;
  const { rows, total } = await withTotal(
    query,
    ctx.db
      .select()
      .from(wasteAddresses)
      .where(where)
      .orderBy(asc(wasteAddresses.street), asc(wasteAddresses.houseNumber))
      .limit(query.perPage)
      .offset(offset(query)),
    () => ctx.db.select({ n: sql<number>`count(*)::int` }).from(wasteAddresses).where(where),
  );
  return { rows: await withBins(ctx, rows), total };
}

/** Addresses of the register as the office sees them: each with its bins and how many accounts each is linked to. */
async function withBins(
  ctx: Pick<ServiceContext, 'db'>,
  rows: (typeof wasteAddresses.$inferSelect)[],
): Promise<RegisterAddress[]> {
  const bins = rows.length
    ? await ctx.db
        .select({ bin: wasteBins, linked: sql<number>`count(${wasteBinLinks.id})::int` })
        .from(wasteBins)
        .leftJoin(wasteBinLinks, eq(wasteBinLinks.binId, wasteBins.id))
        .where(
          inArray(
            wasteBins.addressId,
            rows.map((r) => r.id),
          ),
        )
        .groupBy(wasteBins.id)
        .orderBy(asc(wasteBins.id))
    : [];
  return rows.map((a) => ({
    id: a.id,
    street: a.street,
    house_number: a.houseNumber,
    city: a.city,
    zip: a.zip,
    bins: bins
      .filter(({ bin }) => bin.addressId === a.id)
      .map(({ bin, linked }) => ({
        id: bin.id,
        code: bin.code,
        kind: bin.kind,
        volume: bin.volume,
        weekday: bin.weekday,
        every_weeks: bin.everyWeeks,
        anchor: bin.anchor,
        months: bin.months,
        linked,
      })),
  }));
}

export async function registerAddress(ctx: ServiceContext, id: number): Promise<RegisterAddress> {
  requireStaff(ctx, 'waste');
  const row = await oneRow(ctx.db.select().from(wasteAddresses).where(eq(wasteAddresses.id, id)), () =>
    notFound('Adresa v evidenci není.'),
  );
  return oneRow(withBins(ctx, [row]));
}

const TAKEN = 'Adresa s tímto číslem popisným už v evidenci je.';

/** A new address, or changes to one; a house number already on the register in that town is a 422. */
export async function saveAddress(ctx: ServiceContext, id: number | null, input: AddressInput) {
  const actor = requireStaff(ctx, 'waste');
  const values = { street: input.street, houseNumber: input.house_number, city: input.city, zip: input.zip };
  const [clash] = await ctx.db
    .select({ id: wasteAddresses.id })
    .from(wasteAddresses)
    .where(and(eq(wasteAddresses.city, input.city), eq(wasteAddresses.houseNumber, input.house_number)));
  if (clash && clash.id !== id) throw invalid({ house_number: [TAKEN] });
  return ctx.db.transaction(async (tx) => {
    const [saved] = id
      ? await tx.update(wasteAddresses).set(values).where(eq(wasteAddresses.id, id)).returning()
      : await tx.insert(wasteAddresses).values(values).returning();
    if (!saved) throw notFound('Adresa v evidenci není.');
    await audit({ db: tx, now: ctx.now }, actor, {
      action: id ? 'waste-address.saved' : 'waste-address.created',
      entity: 'waste-address',
      entityId: saved.id,
      summary: { address: `${saved.street}, č. p. ${saved.houseNumber}` },
    });
    return { id: saved.id };
  });
}

/** Letters of the sticker code by kind, as the stickers already printed have them. */
const KIND_LETTER: Record<string, string> = { smesny: 'S', plast: 'P', papir: 'K', bio: 'B', sklo: 'G' };
// No 0/O or 1/I, which are misread from a sticker.
const CODE_LETTERS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** A new sticker code: VZ, the kind's letter and six random characters; random, so a house number is not enough to claim a bin. */
export const stickerCode = (kind: string) =>
  `VZ${KIND_LETTER[kind] ?? 'X'}${Array.from({ length: 6 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('')}`;

const binValues = (input: BinInput) => ({
  kind: input.kind,
  volume: input.volume,
  weekday: input.weekday,
  everyWeeks: input.every_weeks,
  anchor: input.anchor,
  months: [...new Set(input.months)].sort((a, b) => a - b),
});

/**
 * A new bin at an address, with a sticker code of its own, or changes to one's collection rule.
 * `newCode` gives an existing bin a new code (a lost sticker): links made with the old one stay.
 */
export async function saveBin(
  ctx: ServiceContext,
  target: { addressId: number } | { binId: number; newCode?: boolean },
  input: BinInput,
) {
  const actor = requireStaff(ctx, 'waste');
  if (isoWeekday(input.anchor) !== input.weekday)
    throw invalid({ anchor: ['Den svozu musí připadnout na zvolený den v týdnu.'] });
  return ctx.db.transaction(async (tx) => {
    let saved: typeof wasteBins.$inferSelect | undefined;
    if ('addressId' in target) {
      const [address] = await tx.select().from(wasteAddresses).where(eq(wasteAddresses.id, target.addressId));
      if (!address) throw notFound('Adresa v evidenci není.');
      [saved] = await tx
        .insert(wasteBins)
        .values({ ...binValues(input), addressId: address.id, code: stickerCode(input.kind), feeHellers: 0 })
        .returning();
    } else {
      [saved] = await tx
        .update(wasteBins)
        .set({ ...binValues(input), ...(target.newCode ? { code: stickerCode(input.kind) } : {}) })
        .where(eq(wasteBins.id, target.binId))
        .returning();
    }
    if (!saved) throw notFound('Nádoba v evidenci není.');
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'addressId' in target ? 'waste-bin.created' : target.newCode ? 'waste-bin.new-code' : 'waste-bin.saved',
      entity: 'waste-bin',
      entityId: saved.id,
      summary: { code: saved.code, kind: WASTE_KINDS[saved.kind] ?? saved.kind, volume: saved.volume },
    });
    return { id: saved.id, code: saved.code, address_id: saved.addressId };
  });
}

/** Removes a bin from the register; one with extra pickups ordered is kept (409), as the orders refer to it. */
export async function deleteBin(ctx: ServiceContext, binId: number) {
  const actor = requireStaff(ctx, 'waste');
  await ctx.db.transaction(async (tx) => {
    const [orders] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(pickupOrders)
      .where(eq(pickupOrders.binId, binId));
    if (orders && orders.n > 0)
      throw new HttpError(409, 'K nádobě jsou objednané svozy navíc; z evidence ji proto odebrat nelze.');
    const [removed] = await tx.delete(wasteBins).where(eq(wasteBins.id, binId)).returning();
    if (!removed) throw notFound('Nádoba v evidenci není.');
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'waste-bin.deleted',
      entity: 'waste-bin',
      entityId: binId,
      summary: { code: removed.code },
    });
  });
}

/** The price list of extra pickups. */
export async function priceList(ctx: ServiceContext): Promise<PriceList> {
  requireStaff(ctx, 'waste');
  const rows = await ctx.db.select().from(wastePrices).orderBy(asc(wastePrices.kind), asc(wastePrices.volume));
  return {
    prices: rows.flatMap((r) => {
      const kind = priceRowSchema.shape.kind.safeParse(r.kind);
      return kind.success ? [{ kind: kind.data, volume: r.volume, price: r.extraPickupHellers / 100 }] : [];
    }),
  };
}

/** The whole price list at once; a bin kind and volume twice is a 422. Orders made before keep their price. */
export async function savePriceList(ctx: ServiceContext, input: PriceList): Promise<PriceList> {
  const actor = requireStaff(ctx, 'waste');
  const keys = input.prices.map((p) => `${p.kind}/${p.volume}`);
  const twice = keys.findIndex((k, i) => keys.indexOf(k) !== i);
  if (twice >= 0) throw invalid({ [`prices.${twice}.volume`]: ['Tento druh a objem už v ceníku je.'] });
  await ctx.db.transaction(async (tx) => {
    await tx.delete(wastePrices);
    if (input.prices.length)
      await tx
        .insert(wastePrices)
        .values(input.prices.map((p) => ({ kind: p.kind, volume: p.volume, extraPickupHellers: p.price * 100 })));
    await audit({ db: tx, now: ctx.now }, actor, {
      action: 'waste-prices.saved',
      entity: 'waste-prices',
      summary: Object.fromEntries(input.prices.map((p) => [`${p.kind} ${p.volume} l`, p.price])),
    });
  });
  return priceList(ctx);
}

/** The extra pickups ordered for one collection day, by street: what the collection company gets. */
export async function ordersOn(ctx: ServiceContext, date: string): Promise<OfficeOrder[]> {
  requireStaff(ctx, 'waste');
  const rows = await ctx.db
    .select({ o: pickupOrders, b: wasteBins, a: wasteAddresses, u: users })
    .from(pickupOrders)
    .innerJoin(wasteBins, eq(wasteBins.id, pickupOrders.binId))
    .innerJoin(wasteAddresses, eq(wasteAddresses.id, wasteBins.addressId))
    .innerJoin(users, eq(users.id, pickupOrders.userId))
    .where(eq(pickupOrders.date, date))
    .orderBy(asc(wasteAddresses.street), asc(wasteBins.code));
  // What each order costs and whether it is paid is the payments' to say; a free pickup has no commitment.
  const charged = rows.flatMap(({ o }) => (o.commitmentId ? [o.commitmentId] : []));
  const [prices, paid] = await Promise.all([amounts(ctx, charged), paidOf(ctx, charged)]);
  return rows.map(({ o, b, a, u }) => ({
    id: o.id,
    date: o.date,
    address: `${a.street}, ${a.city} (č. p. ${a.houseNumber})`,
    bin: { code: b.code, kind: b.kind, volume: b.volume },
    note: o.note,
    resident: { name: `${u.firstname} ${u.lastname}`, email: u.email },
    price: (o.commitmentId && prices.get(o.commitmentId)) || 0,
    paid: o.commitmentId && prices.has(o.commitmentId) ? paid.has(o.commitmentId) : true,
    ordered_at: o.createdAt.toISOString(),
  }));
}

/** The collection days from today on with extra pickups ordered, and how many. */
export async function orderDays(ctx: ServiceContext): Promise<{ date: string; count: number }[]> {
  requireStaff(ctx, 'waste');
  return ctx.db
    .select({ date: pickupOrders.date, count: sql<number>`count(*)::int` })
    .from(pickupOrders)
    .where(gte(pickupOrders.date, pragueToday(ctx.now)))
    .groupBy(pickupOrders.date)
    .orderBy(asc(pickupOrders.date));
}

/** One day's orders as CSV for the collection company: ';' and UTF-8 with BOM, as Czech Excel opens it. */
export async function ordersCsv(ctx: ServiceContext, date: string): Promise<string> {
  const orders = await ordersOn(ctx, date);
  return toCsv([
    ['Den svozu', 'Adresa', 'Kód nálepky', 'Druh odpadu', 'Objem (l)', 'Poznámka'],
    ...orders.map((o) => [
      formatDay(o.date),
      o.address,
      o.bin.code,
      WASTE_KINDS[o.bin.kind] ?? o.bin.kind,
      o.bin.volume,
      o.note,
    ]),
  ]);
}
