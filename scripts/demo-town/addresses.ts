// Draws the demo town's address points from the plans: the pinned houses first, then houses on lots
// chosen at random (from a fixed seed) among those that stand where a house can: beside their own
// street and nearer to it than to any other, inside their part, clear of water, rails and each other.
import {
  distance,
  distanceToLine,
  insideRing,
  lineLength,
  pointBeside,
  type Ring,
  random,
  type XY,
} from './geometry.ts';
import { FIXED_CODES, LONE, type LotPlan, type Pin } from './plan-addresses.ts';
import { AREAS, BOUNDARY, type Part, RAILWAY, STREAMS, STREET_PART, STREETS, WATER } from './plan-map.ts';

export interface Address {
  code: number;
  street: string | null;
  cp: number;
  co?: string;
  ev?: boolean;
  part: Part;
  zip: string;
  at: XY;
  note?: string;
}

interface Lot {
  co?: string;
  /** `L3`/`R0`: the side and the lot's index on it. */
  key: string;
  along: number;
  side: 1 | -1;
}

/** The closest a house stands to its street's line, and the farthest. */
const SETBACK = { min: 8, max: 25 };
const MIN_APART = 10;
const ZIP: Record<Part, string> = { Vzorov: '123 45', 'Dolní Lhota': '123 46', 'Kamenný Mlýn': '123 46' };

const lineOf = (name: string): Ring => STREETS.find((s) => s.name === name)?.line ?? [];
const areaOf = (part: Part): Ring => AREAS.find((a) => a.name === part)?.ring ?? [];

/** Every lot of a street, in order along it. */
function lots(plan: LotPlan): Lot[] {
  const length = Math.min(lineLength(lineOf(plan.street)), plan.upTo ?? Number.POSITIVE_INFINITY);
  const out: Lot[] = [];
  if (Array.isArray(plan.spacing)) {
    plan.spacing.forEach((along, i) => {
      out.push({ co: plan.numbered ? String(i + 1) : undefined, key: `L${i}`, along, side: 1 });
    });
    return out;
  }
  for (let i = 0; (i + 0.5) * plan.spacing < length; i += 1) {
    const along = (i + 0.5) * plan.spacing;
    out.push({ co: plan.numbered ? String(2 * i + 1) : undefined, key: `L${i}`, along, side: 1 });
    out.push({ co: plan.numbered ? String(2 * i + 2) : undefined, key: `R${i}`, along, side: -1 });
  }
  return out;
}

/** The lot a pin names: by its číslo orientační (a letter puts it half a lot further on) or by its key. */
function pinnedLot(plan: LotPlan, pin: Pin, all: Lot[]): Lot {
  const letter = /^(\d+)([a-z])$/.exec(pin.at);
  const base = all.find((lot) => (lot.co ?? lot.key) === (letter?.[1] ?? pin.at));
  if (!base) throw new Error(`${plan.street}: no lot ${pin.at}`);
  if (!letter) return base;
  const half = typeof plan.spacing === 'number' ? plan.spacing / 2 : 6;
  return { ...base, co: pin.at, key: `${base.key}${letter[2]}`, along: base.along + half };
}

/** Why a house cannot stand at `point` as a house of `street` in `part`, or null when it can. */
function misplaced(point: XY, street: string | null, part: Part, others: XY[]): string | null {
  if (!insideRing(point, BOUNDARY)) return 'outside the boundary';
  if (!insideRing(point, areaOf(part))) return `outside ${part}`;
  const own = street ? distanceToLine(point, lineOf(street)) : 0;
  if (street && (own < SETBACK.min || own > SETBACK.max)) return `${own.toFixed(1)} m from ${street}`;
  for (const other of STREETS) {
    if (other.name === street) continue;
    const away = distanceToLine(point, other.line);
    if (away < 12 || (street && away < own + 4)) return `${away.toFixed(1)} m from ${other.name}`;
  }
  for (const stream of STREAMS) if (distanceToLine(point, stream.line) < 12) return `in the stream ${stream.name}`;
  if (distanceToLine(point, RAILWAY) < 25) return 'by the railway';
  for (const water of WATER)
    if (insideRing(point, water.ring) || distanceToLine(point, [...water.ring, ...water.ring.slice(0, 1)]) < 10)
      return `in ${water.name}`;
  const near = others.find((p) => distance(p, point) < MIN_APART);
  return near ? `on top of another house at ${near.map(Math.round).join(',')}` : null;
}

type House = { lot: Lot; at: XY; pin?: Pin };

/** The houses the demo's other files name, placed before any other so that none stands in their way. */
function pinnedHouses(plan: LotPlan, taken: XY[], errors: string[]): House[] {
  const all = lots(plan);
  return (plan.pins ?? []).map((pin) => {
    const lot = pinnedLot(plan, pin, all);
    const at = pointBeside(lineOf(plan.street), lot.along, lot.side * (plan.setback ?? 15));
    const why = misplaced(at, plan.street, STREET_PART[plan.street] ?? 'Vzorov', taken);
    if (why) errors.push(`${plan.street} ${pin.at} (č. p. ${pin.cp}, ${lot.along.toFixed(0)} m along): ${why}`);
    taken.push(at);
    return { lot, at, pin };
  });
}

/** Random free lots of the street, up to the plan's count with its pins. */
function otherHouses(plan: LotPlan, pinned: House[], next: () => number, taken: XY[]): House[] {
  const pinnedKeys = new Set(pinned.map((c) => c.lot.key));
  const candidates = lots(plan).filter((lot) => !pinnedKeys.has(lot.key));
  for (let i = candidates.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    const [a, b] = [candidates[i], candidates[j]];
    if (a && b) [candidates[i], candidates[j]] = [b, a];
  }
  const chosen: House[] = [];
  for (const lot of candidates) {
    if (pinned.length + chosen.length >= plan.count) break;
    const at = pointBeside(lineOf(plan.street), lot.along, lot.side * ((plan.setback ?? 15) - 3 + next() * 6));
    if (misplaced(at, plan.street, STREET_PART[plan.street] ?? 'Vzorov', taken)) continue;
    chosen.push({ lot, at });
    taken.push(at);
  }
  if (pinned.length + chosen.length < plan.count)
    throw new Error(`${plan.street}: room for only ${pinned.length + chosen.length} of ${plan.count}`);
  return chosen;
}

/** `count` unused numbers from the range, ascending. */
function freeNumbers([low, high]: [number, number], count: number, used: Set<number>, next: () => number): number[] {
  const pool: number[] = [];
  for (let n = low; n <= high; n += 1) if (!used.has(n)) pool.push(n);
  if (pool.length < count) throw new Error(`only ${pool.length} free numbers in ${low}–${high}`);
  const picked: number[] = [];
  while (picked.length < count) picked.push(...pool.splice(Math.floor(next() * pool.length), 1));
  return picked.sort((a, b) => a - b);
}

export function drawAddresses(plans: LotPlan[], seed: number): Address[] {
  const next = random(seed);
  const used = new Map<Part, Set<number>>(AREAS.map((a) => [a.name, new Set<number>()]));
  const usedIn = (part: Part) => used.get(part) ?? new Set<number>();
  for (const plan of plans) for (const pin of plan.pins ?? []) usedIn(STREET_PART[plan.street] ?? 'Vzorov').add(pin.cp);
  for (const lone of LONE) if (!lone.ev) usedIn(lone.part).add(lone.cp);
  const taken: XY[] = [];
  const out: Omit<Address, 'code'>[] = [];
  for (const lone of LONE) {
    const why = misplaced(lone.at, null, lone.part, taken);
    if (why) throw new Error(`${lone.part} ${lone.ev ? 'č. ev.' : 'č. p.'} ${lone.cp}: ${why}`);
    taken.push(lone.at);
    out.push({
      street: null,
      cp: lone.cp,
      ev: lone.ev,
      part: lone.part,
      zip: ZIP[lone.part],
      at: lone.at,
      note: lone.note,
    });
  }
  const errors: string[] = [];
  const pinned = plans.map((plan) => pinnedHouses(plan, taken, errors));
  if (errors.length > 0) throw new Error(`Pinned houses that cannot stand where they are:\n${errors.join('\n')}`);
  plans.forEach((plan, i) => {
    const part = STREET_PART[plan.street] ?? 'Vzorov';
    const own = pinned[i] ?? [];
    const others = otherHouses(plan, own, next, taken);
    const numbers = freeNumbers(plan.cp, others.length, usedIn(part), next);
    const houses = [...own, ...others].sort((a, b) => a.lot.along - b.lot.along || a.lot.side - b.lot.side);
    for (const house of houses) {
      const cp = house.pin?.cp ?? numbers.shift() ?? 0;
      usedIn(part).add(cp);
      out.push({
        street: plan.street,
        cp,
        co: house.lot.co,
        part,
        zip: ZIP[part],
        at: house.at,
        note: house.pin?.note,
      });
    }
  });
  return withCodes(out);
}

/** FNV-1a: a code that follows from the house itself, so that drawing other houses does not change it. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h;
}

/** Unique eight-digit codes in the RÚIAN style, from the part and the house's number; the brief's examples keep theirs. */
function withCodes(addresses: Omit<Address, 'code'>[]): Address[] {
  const codes = new Set(FIXED_CODES.map((f) => f.code));
  return addresses.map((address) => {
    const fixed = FIXED_CODES.find((f) => f.part === address.part && f.cp === address.cp && !address.ev);
    if (fixed) return { code: fixed.code, ...address };
    let code = 21000000 + (hash(`${address.part} ${address.ev ? 'ev' : 'cp'} ${address.cp}`) % 1000000);
    while (codes.has(code)) code = code === 21999999 ? 21000000 : code + 1;
    codes.add(code);
    return { code, ...address };
  });
}
