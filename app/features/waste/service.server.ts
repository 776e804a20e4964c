import { and, asc, desc, eq, sql } from 'drizzle-orm';
import ical from 'ical-generator';
import { addDays, formatDay, pragueToday } from '../../../common/dates.ts';
import { WASTE_DEPARTMENT } from '../../../common/roles.ts';
import { HttpError, notFound } from '../../../server/lib/http-errors.ts';
import { consume, HOUR } from '../../../server/lib/rate-limit.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { tellStaff } from '../../../server/lib/staff-notice.ts';
import { hashToken, newToken } from '../../../server/lib/tokens.ts';
import * as commitments from '../commitments/service.server.ts';
import { WASTE_KINDS } from './bins.ts';
import { pickups } from './schedule.ts';
import { pickupOrders, wasteAddresses, wasteBinLinks, wasteBins, wastePrices } from './schema.server.ts';
import {
  type Bin,
  type BinDetail,
  type BinYear,
  type LinkBinInput,
  type OrderPickupInput,
  type PickupOrder,
  type WasteAddress,
  type WastePersonalData,
  wasteMessages,
} from './schemas.ts';

type BinRow = typeof wasteBins.$inferSelect;
type AddressRow = typeof wasteAddresses.$inferSelect;

/** How many of the next collection days an extra pickup can be ordered for. */
const ORDER_DAYS = 8;

const rule = (b: BinRow) => ({ weekday: b.weekday, everyWeeks: b.everyWeeks, anchor: b.anchor, months: b.months });
const toPickup = (p: { date: string; movedFrom: string | null; holiday: string | null }) => ({
  date: p.date,
  moved_from: p.movedFrom,
  holiday: p.holiday,
});

function toBin(b: BinRow, today: string): Bin {
  return {
    id: b.id,
    code: b.code,
    kind: b.kind,
    volume: b.volume,
    weekday: b.weekday,
    every_weeks: b.everyWeeks,
    months: b.months,
    fee: b.feeHellers / 100,
    next: pickups(rule(b), today, addDays(today, 120)).slice(0, 3).map(toPickup),
  };
}

const toAddress = (a: AddressRow) => ({ street: a.street, house_number: a.houseNumber, city: a.city, zip: a.zip });

/** The resident's addresses with the bins linked to them. */
export const listMine = (ctx: ServiceContext) => addressesOf(ctx, requireActor(ctx).id);

async function addressesOf(ctx: Pick<ServiceContext, 'db' | 'now'>, userId: number): Promise<WasteAddress[]> {
  const rows = await ctx.db
    .select({ bin: wasteBins, address: wasteAddresses })
    .from(wasteBinLinks)
    .innerJoin(wasteBins, eq(wasteBins.id, wasteBinLinks.binId))
    .innerJoin(wasteAddresses, eq(wasteAddresses.id, wasteBins.addressId))
    .where(eq(wasteBinLinks.userId, userId))
    .orderBy(asc(wasteAddresses.id), asc(wasteBins.id));
  const today = pragueToday(ctx.now);
  const byAddress = new Map<number, WasteAddress>();
  for (const { bin, address } of rows) {
    const entry = byAddress.get(address.id) ?? { ...toAddress(address), bins: [] };
    entry.bins.push(toBin(bin, today));
    byAddress.set(address.id, entry);
  }
  return [...byAddress.values()];
}

/**
 * Links a bin when its sticker code and the house number match the register
 * (the office's register decides). Guessing codes is slow on purpose.
 */
export async function link(ctx: ServiceContext, input: LinkBinInput): Promise<{ id: number }> {
  const actor = requireActor(ctx);
  await consume(
    ctx.db,
    [
      { key: `waste-link:user:${actor.id}`, max: 10, windowMs: HOUR },
      { key: `waste-link:ip:${ctx.ip}`, max: 30, windowMs: HOUR },
    ],
    ctx.now,
  );
  const [found] = await ctx.db
    .select({ id: wasteBins.id })
    .from(wasteBins)
    .innerJoin(wasteAddresses, eq(wasteAddresses.id, wasteBins.addressId))
    .where(
      and(
        sql`upper(${wasteBins.code}) = upper(${input.code.replace(/\s/g, '')})`,
        eq(wasteAddresses.houseNumber, input.house_number.replace(/\s/g, '')),
      ),
    )
    .limit(1);
  if (!found) throw new HttpError(422, wasteMessages.notFound, { code: [wasteMessages.notFound] });
  await ctx.db.insert(wasteBinLinks).values({ userId: actor.id, binId: found.id }).onConflictDoNothing();
  return { id: found.id };
}

/** A bin the resident has linked; anyone else's is as good as nonexistent (404). */
async function ownBin(ctx: ServiceContext, binId: number) {
  const actor = requireActor(ctx);
  const [row] = await ctx.db
    .select({ bin: wasteBins, address: wasteAddresses, link: wasteBinLinks })
    .from(wasteBinLinks)
    .innerJoin(wasteBins, eq(wasteBins.id, wasteBinLinks.binId))
    .innerJoin(wasteAddresses, eq(wasteAddresses.id, wasteBins.addressId))
    .where(and(eq(wasteBinLinks.userId, actor.id), eq(wasteBinLinks.binId, binId)))
    .limit(1);
  if (!row) throw notFound();
  return { ...row, userId: actor.id };
}

/** What an extra pickup of this bin costs by the price list (Kč); 0 where it is free. */
export async function extraPickupPrice(ctx: Pick<ServiceContext, 'db'>, bin: Pick<BinRow, 'kind' | 'volume'>) {
  const [row] = await ctx.db
    .select({ hellers: wastePrices.extraPickupHellers })
    .from(wastePrices)
    .where(and(eq(wastePrices.kind, bin.kind), eq(wastePrices.volume, bin.volume)));
  return (row?.hellers ?? 0) / 100;
}

/** The next collection days an extra pickup can be ordered for: from the day after tomorrow. */
const orderDays = (b: BinRow, today: string) =>
  pickups(rule(b), addDays(today, 2), addDays(today, 180))
    .slice(0, ORDER_DAYS)
    .map((p) => p.date);

export async function binDetail(ctx: ServiceContext, binId: number): Promise<BinDetail> {
  const own = await ownBin(ctx, binId);
  const today = pragueToday(ctx.now);
  const orders = await ctx.db
    .select()
    .from(pickupOrders)
    .where(eq(pickupOrders.binId, binId))
    .orderBy(desc(pickupOrders.date));
  // Another member of the household may have ordered a day too: that day is taken, their order stays theirs.
  const mine = orders.filter((order) => order.userId === own.userId);
  const prices = await commitments.amounts(
    ctx,
    mine.flatMap((o) => (o.commitmentId ? [o.commitmentId] : [])),
  );
  return {
    ...toBin(own.bin, today),
    next: pickups(rule(own.bin), today, addDays(today, 120)).slice(0, 6).map(toPickup),
    address: toAddress(own.address),
    past: pickups(rule(own.bin), addDays(today, -90), addDays(today, -1)).reverse().slice(0, 6).map(toPickup),
    orders: mine.map((order) => toOrder(order, (order.commitmentId && prices.get(order.commitmentId)) || 0)),
    calendar: own.link.calendarTokenHash !== null,
    reminder: own.link.remind,
    order_days: orderDays(own.bin, today).filter((d) => !orders.some((order) => order.date === d)),
    extra_price: await extraPickupPrice(ctx, own.bin),
  };
}

const toOrder = (order: typeof pickupOrders.$inferSelect, price: number): PickupOrder => ({
  id: order.id,
  date: order.date,
  note: order.note,
  price,
  created_at: order.createdAt.toISOString(),
});

/** A bin's pickups over one year (holidays move a pickup to the next working day). */
export async function yearOf(ctx: ServiceContext, binId: number, year: number): Promise<BinYear> {
  const own = await ownBin(ctx, binId);
  return {
    bin: toBin(own.bin, pragueToday(ctx.now)),
    address: toAddress(own.address),
    pickups: pickups(rule(own.bin), `${year}-01-01`, `${year}-12-31`).map(toPickup),
    calendar: own.link.calendarTokenHash !== null,
  };
}

/** A new secret calendar address for this bin (the old one stops working); shown once, stored hashed. */
export async function newCalendar(ctx: ServiceContext, binId: number): Promise<{ url: string }> {
  const own = await ownBin(ctx, binId);
  const { token, hash } = newToken();
  await ctx.db
    .update(wasteBinLinks)
    .set({ calendarTokenHash: hash })
    .where(and(eq(wasteBinLinks.userId, own.userId), eq(wasteBinLinks.binId, binId)));
  return { url: `${ctx.config.PUBLIC_URL}/odpady/kalendar/${token}.ics` };
}

/** The evening-before mail for this bin, on or off (the resident's own choice, per bin). */
export async function setReminder(ctx: ServiceContext, binId: number, input: { on: boolean }): Promise<void> {
  const own = await ownBin(ctx, binId);
  await ctx.db
    .update(wasteBinLinks)
    .set({ remind: input.on })
    .where(and(eq(wasteBinLinks.userId, own.userId), eq(wasteBinLinks.binId, binId)));
}

export async function revokeCalendar(ctx: ServiceContext, binId: number): Promise<void> {
  const own = await ownBin(ctx, binId);
  await ctx.db
    .update(wasteBinLinks)
    .set({ calendarTokenHash: null })
    .where(and(eq(wasteBinLinks.userId, own.userId), eq(wasteBinLinks.binId, binId)));
}

/** The pickups of a bin from a month ago to a year ahead, as iCalendar all-day events; null for an unknown token. */
export async function calendarFeed(ctx: ServiceContext, token: string): Promise<string | null> {
  if (token.length < 20 || token.length > 100) return null;
  const [row] = await ctx.db
    .select({ bin: wasteBins, address: wasteAddresses })
    .from(wasteBinLinks)
    .innerJoin(wasteBins, eq(wasteBins.id, wasteBinLinks.binId))
    .innerJoin(wasteAddresses, eq(wasteAddresses.id, wasteBins.addressId))
    .where(eq(wasteBinLinks.calendarTokenHash, hashToken(token)))
    .limit(1);
  if (!row) return null;
  const kind = WASTE_KINDS[row.bin.kind] ?? row.bin.kind;
  const calendar = ical({
    name: `Svoz: ${kind}, ${row.address.street}`,
    prodId: { company: 'Město Vzorov', product: 'svoz', language: 'CS' },
    ttl: 60 * 60 * 12,
  });
  const today = pragueToday(ctx.now);
  const host = new URL(ctx.config.PUBLIC_URL).host;
  for (const p of pickups(rule(row.bin), addDays(today, -31), addDays(today, 366))) {
    calendar.createEvent({
      id: `svoz-${row.bin.id}-${p.date}@${host}`,
      // Calendar days as text: no clock, so no server time zone can shift them.
      allDay: true,
      start: p.date,
      end: addDays(p.date, 1),
      summary: `Svoz: ${kind} (${row.bin.volume} l)`,
      description: p.movedFrom ? `Přesunuto kvůli svátku (${p.holiday}).` : 'Nádobu připravte k cestě večer předem.',
      location: `${row.address.street}, ${row.address.city}`,
    });
  }
  return calendar.toString();
}

/**
 * Orders an extra pickup on one of the next collection days. Where the price
 * list charges for it, a commitment to pay comes with it, in one transaction.
 */
export async function orderPickup(ctx: ServiceContext, binId: number, input: OrderPickupInput): Promise<PickupOrder> {
  const own = await ownBin(ctx, binId);
  const { date, note } = input;
  if (!orderDays(own.bin, pragueToday(ctx.now)).includes(date))
    throw new HttpError(422, wasteMessages.badDay, { date: [wasteMessages.badDay] });
  const price = await extraPickupPrice(ctx, own.bin);
  const kind = WASTE_KINDS[own.bin.kind] ?? own.bin.kind;
  let order: PickupOrder;
  try {
    order = await ctx.db.transaction(async (tx) => {
      const commitment = price
        ? await commitments.issue(
            { db: tx, now: ctx.now },
            {
              userId: own.userId,
              kind: 'svoz',
              title: `Svoz navíc: ${kind} ${own.bin.volume} l, ${formatDay(date)}`,
              amount: price,
              message: `Svoz navic ${own.bin.code} ${date}`,
              due: { inDays: 14 },
            },
          )
        : null;
      const [order] = await tx
        .insert(pickupOrders)
        .values({ userId: own.userId, binId, date, note, commitmentId: commitment?.id ?? null })
        .returning();
      return toOrder(order!, price);
    });
  } catch (error) {
    const [existing] = await ctx.db
      .select({ id: pickupOrders.id })
      .from(pickupOrders)
      .where(and(eq(pickupOrders.binId, binId), eq(pickupOrders.date, date)));
    if (existing) throw new HttpError(422, wasteMessages.twice, { date: [wasteMessages.twice] });
    throw error;
  }
  // The register's clerks hear of each order; the list for the collection company is in the administration.
  await tellStaff(ctx, `clerk:${WASTE_DEPARTMENT}`, {
    subject: `Objednávka svozu navíc na ${formatDay(date)}`,
    text: `Na ${formatDay(date)} je objednaný svoz navíc: ${kind} ${own.bin.volume} l, ${own.address.street}. Seznam pro svozovou firmu najdete ve správě:`,
    path: `/sprava/odpad/objednavky?den=${date}`,
  });
  return order;
}

export { wasteFeeBatch } from './fee-batch.server.ts';
export { remindPickups } from './reminders.server.ts';
export {
  deleteBin,
  orderDays,
  ordersCsv,
  ordersOn,
  priceList,
  registerAddress,
  registerAddresses,
  saveAddress,
  saveBin,
  savePriceList,
} from './staff.server.ts';
export { binStreetsOf, streetNames } from './streets.server.ts';

/** What the waste register keeps of a resident (GDPR art. 15): the bins linked to them and the extra pickups they ordered. */
export async function personalDataOf(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  userId: number,
): Promise<WastePersonalData> {
  const pickups = await ctx.db
    .select({ date: pickupOrders.date, note: pickupOrders.note, code: wasteBins.code, ordered: pickupOrders.createdAt })
    .from(pickupOrders)
    .innerJoin(wasteBins, eq(wasteBins.id, pickupOrders.binId))
    .where(eq(pickupOrders.userId, userId))
    .orderBy(asc(pickupOrders.date));
  return {
    bins: await addressesOf(ctx, userId),
    pickup_orders: pickups.map((p) => ({
      date: p.date,
      bin: p.code,
      note: p.note,
      ordered_at: p.ordered.toISOString(),
    })),
  };
}

/** What erasing an account does with its bins: the plan and the act (personal-data). */
export { wasteErasure } from './erasure.server.ts';
