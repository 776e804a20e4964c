import { and, asc, desc, eq, sql } from 'drizzle-orm';
import ical from 'ical-generator';
import { addDays, formatDay, pragueToday } from '../../../common/dates.ts';
import { extraPickupPrice, WASTE_KINDS } from '../../../common/waste.ts';
import type { Bin, BinDetail, PickupOrder, WasteAddress } from '../../../common/waste-api.ts';
import type { Db } from '../../db/client.ts';
import { commitments, pickupOrders, wasteAddresses, wasteBinLinks, wasteBins } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { pickups } from './schedule.ts';

type BinRow = typeof wasteBins.$inferSelect;
type AddressRow = typeof wasteAddresses.$inferSelect;

export const wasteMessages = {
  notFound:
    'Nádobu s tímto kódem na tomto čísle popisném v registru nemáme. Zkontrolujte prosím kód na nálepce nádoby a číslo popisné.',
  badDay: 'V tento den nelze svoz objednat. Vyberte prosím jeden z nabízených dnů.',
  twice: 'Na tento den je svoz této nádoby už objednaný.',
} as const;

/** A variable symbol of its own for each paid extra pickup: 4 and nine digits of a sequence. */
async function nextPaymentSymbol(tx: Pick<Db, 'execute'>): Promise<string> {
  const [{ n }] = (await tx.execute(sql`select nextval('payment_symbols')::int as n`)).rows as [{ n: number }];
  return `4${String(n).padStart(9, '0')}`;
}

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
export async function listWaste(db: Db, userId: number): Promise<WasteAddress[]> {
  const rows = await db
    .select({ bin: wasteBins, address: wasteAddresses })
    .from(wasteBinLinks)
    .innerJoin(wasteBins, eq(wasteBins.id, wasteBinLinks.binId))
    .innerJoin(wasteAddresses, eq(wasteAddresses.id, wasteBins.addressId))
    .where(eq(wasteBinLinks.userId, userId))
    .orderBy(asc(wasteAddresses.id), asc(wasteBins.id));
  const today = pragueToday();
  const byAddress = new Map<number, WasteAddress>();
  for (const { bin, address } of rows) {
    const entry = byAddress.get(address.id) ?? { ...toAddress(address), bins: [] };
    entry.bins.push(toBin(bin, today));
    byAddress.set(address.id, entry);
  }
  return [...byAddress.values()];
}

/** Links a bin when its code and the house number match the register; null when they do not. */
export async function linkBin(db: Db, userId: number, code: string, houseNumber: string) {
  const [found] = await db
    .select({ id: wasteBins.id })
    .from(wasteBins)
    .innerJoin(wasteAddresses, eq(wasteAddresses.id, wasteBins.addressId))
    .where(
      and(
        sql`upper(${wasteBins.code}) = upper(${code.replace(/\s/g, '')})`,
        eq(wasteAddresses.houseNumber, houseNumber.replace(/\s/g, '')),
      ),
    )
    .limit(1);
  if (!found) return null;
  await db.insert(wasteBinLinks).values({ userId, binId: found.id }).onConflictDoNothing();
  return found.id;
}

/** A bin this person has linked; anyone else's is as good as nonexistent. */
async function ownBin(db: Db, userId: number, binId: number) {
  const [row] = await db
    .select({ bin: wasteBins, address: wasteAddresses, link: wasteBinLinks })
    .from(wasteBinLinks)
    .innerJoin(wasteBins, eq(wasteBins.id, wasteBinLinks.binId))
    .innerJoin(wasteAddresses, eq(wasteAddresses.id, wasteBins.addressId))
    .where(and(eq(wasteBinLinks.userId, userId), eq(wasteBinLinks.binId, binId)))
    .limit(1);
  return row ?? null;
}

/** The next collection days an extra pickup can be ordered for: from the day after tomorrow. */
const orderDays = (b: BinRow, today: string) =>
  pickups(rule(b), addDays(today, 2), addDays(today, 180))
    .slice(0, ORDER_DAYS)
    .map((p) => p.date);

export async function binDetail(db: Db, userId: number, binId: number): Promise<BinDetail | null> {
  const own = await ownBin(db, userId, binId);
  if (!own) return null;
  const today = pragueToday();
  const orders = await db
    .select({ order: pickupOrders, amount: commitments.amountHellers })
    .from(pickupOrders)
    .leftJoin(commitments, eq(commitments.id, pickupOrders.commitmentId))
    .where(eq(pickupOrders.binId, binId))
    .orderBy(desc(pickupOrders.date));
  return {
    ...toBin(own.bin, today),
    next: pickups(rule(own.bin), today, addDays(today, 120)).slice(0, 6).map(toPickup),
    address: toAddress(own.address),
    past: pickups(rule(own.bin), addDays(today, -90), addDays(today, -1)).reverse().slice(0, 6).map(toPickup),
    // Another member of the household may have ordered a day too: that day is taken, their order stays theirs.
    orders: orders
      .filter(({ order }) => order.userId === userId)
      .map(
        ({ order, amount }): PickupOrder => ({
          id: order.id,
          date: order.date,
          note: order.note,
          price: (amount ?? 0) / 100,
          created_at: order.createdAt.toISOString(),
        }),
      ),
    calendar: own.link.calendarTokenHash !== null,
    order_days: orderDays(own.bin, today).filter((d) => !orders.some(({ order }) => order.date === d)),
    extra_price: extraPickupPrice(own.bin.kind, own.bin.volume),
  };
}

export async function yearOf(db: Db, userId: number, binId: number, year: number) {
  const own = await ownBin(db, userId, binId);
  if (!own) return null;
  return {
    bin: toBin(own.bin, pragueToday()),
    address: toAddress(own.address),
    pickups: pickups(rule(own.bin), `${year}-01-01`, `${year}-12-31`).map(toPickup),
  };
}

/** A new secret calendar address for this bin (the old one stops working). */
export async function newCalendarToken(db: Db, userId: number, binId: number): Promise<string | null> {
  if (!(await ownBin(db, userId, binId))) return null;
  const { token, hash } = newToken();
  await db
    .update(wasteBinLinks)
    .set({ calendarTokenHash: hash })
    .where(and(eq(wasteBinLinks.userId, userId), eq(wasteBinLinks.binId, binId)));
  return token;
}

export async function revokeCalendar(db: Db, userId: number, binId: number): Promise<boolean> {
  if (!(await ownBin(db, userId, binId))) return false;
  await db
    .update(wasteBinLinks)
    .set({ calendarTokenHash: null })
    .where(and(eq(wasteBinLinks.userId, userId), eq(wasteBinLinks.binId, binId)));
  return true;
}

/** The pickups of a bin from a month ago to a year ahead, as iCalendar all-day events. */
export async function calendarFeed(db: Db, token: string, publicUrl: string): Promise<string | null> {
  const [row] = await db
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
  const today = pragueToday();
  const host = new URL(publicUrl).host;
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
export async function orderPickup(db: Db, userId: number, binId: number, date: string, note: string) {
  const own = await ownBin(db, userId, binId);
  if (!own) return null;
  if (!orderDays(own.bin, pragueToday()).includes(date))
    throw new HttpError(422, wasteMessages.badDay, { date: [wasteMessages.badDay] });
  const price = extraPickupPrice(own.bin.kind, own.bin.volume);
  const kind = WASTE_KINDS[own.bin.kind] ?? own.bin.kind;
  try {
    return await db.transaction(async (tx) => {
      const [commitment] = price
        ? await tx
            .insert(commitments)
            .values({
              userId,
              kind: 'svoz',
              title: `Svoz navíc: ${kind} ${own.bin.volume} l, ${formatDay(date)}`,
              amountHellers: price * 100,
              variableSymbol: await nextPaymentSymbol(tx),
              message: `Svoz navic ${own.bin.code} ${date}`,
              issuedOn: pragueToday(),
              dueOn: addDays(pragueToday(), 14),
            })
            .returning({ id: commitments.id })
        : [undefined];
      const [order] = await tx
        .insert(pickupOrders)
        .values({ userId, binId, date, note, commitmentId: commitment?.id ?? null })
        .returning();
      return { order: order!, price };
    });
  } catch (error) {
    const [existing] = await db
      .select({ id: pickupOrders.id })
      .from(pickupOrders)
      .where(and(eq(pickupOrders.binId, binId), eq(pickupOrders.date, date)));
    if (existing) throw new HttpError(422, wasteMessages.twice, { date: [wasteMessages.twice] });
    throw error;
  }
}
