import { count, getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ServiceContext } from './service-context.ts';

/**
 * What erasing an account does, declared once by each feature that keeps a resident's data
 * (decision 0032, issue 56): for each of its tables, which rows are hers and whether they go, which
 * columns are emptied, and which still hold her data and why. The plan the administrator and the
 * resident read first and the erasure itself are both made from the same declaration here, so they
 * cannot say two things; `app/features/personal-data/erasure.test.ts` holds the database to it.
 */

/** Whom an erasure is of: the account, and the name, e-mail and address it knew her by. */
export interface ErasedPerson {
  userId: number;
  /** Lowercased. */
  email: string;
  name: string;
  address: string;
}

/** An erasure's transaction, with the files and the clock. */
export type ErasureContext = Pick<ServiceContext, 'db' | 'files' | 'now'>;

/** Where a deleted row's file is stored, so that it goes with the row. */
export type Store = keyof ErasureContext['files'];

/**
 * A column an erasure empties or sets. `what` names her data in it for the plan ("jméno plátce");
 * a change that erases nothing of hers (a booking's status) has none. `to` is the new value; without
 * it the column is emptied: null where it may be, else its default.
 */
export interface Change {
  column: PgColumn;
  what?: string;
  to?: (person: ErasedPerson, now: Date) => unknown;
}

/** A column that still holds her data after the erasure, named for the plan; `from` writes it from her account. */
export interface Kept {
  column: PgColumn;
  what: string;
  from?: (person: ErasedPerson) => unknown;
}

/**
 * One table's part: her rows in it (`rows`), and what happens to them. `others` are its columns that
 * hold other people's data (the clerk who wrote a message), named so the test knows them.
 */
interface TableRule {
  table: PgTable;
  rows: (person: ErasedPerson, now: Date) => SQL | undefined;
  others?: { column: PgColumn; whose: string }[];
}

/** Rows that go, named for the plan; with `file`, the stored files they point to go too. */
export interface DeletedRows extends TableRule {
  delete: string;
  file?: { column: PgColumn; store: Store };
}

/** Rows that stay, emptied of `clears`. */
export interface ClearedRows extends TableRule {
  clears: Change[];
}

/** Rows the law keeps: `clears` are emptied, `keeps` name what of her stays in them. */
export interface KeptRows extends TableRule {
  clears?: Change[];
  keeps?: Kept[];
}

/**
 * One line of the plan. `erased`: a heading and the tables whose rows go or are emptied; the line
 * names what goes from the tables' own words. `kept`: what stays, why and by which law, shown when
 * the first table has rows of hers (`what` gets their count, and the sum of `sum` over them); the line
 * adds what is emptied in them and what of her stays.
 */
export type ErasureItem =
  | { erased: string; tables: (DeletedRows | ClearedRows)[] }
  | {
      kept: { what: (found: { count: number; sum: number }) => string; why: string; law: string };
      sum?: SQL;
      tables: KeptRows[];
    };

/** What erasing an account keeps, why and by which law, and what goes. */
export interface ErasurePlanText {
  kept: { what: string; why: string; law: string }[];
  erased: string[];
}

const list = new Intl.ListFormat('cs', { type: 'conjunction' });
/** "jméno, e-mail a telefon", each named once. */
const named = (whats: (string | undefined)[]) => list.format([...new Set(whats.filter((w) => w !== undefined))]);

const isDeleted = (rule: DeletedRows | ClearedRows): rule is DeletedRows => 'delete' in rule;

/** The plan of `items` for `person`: what each kept line finds of hers, and every erased line. */
export async function erasurePlanOf(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  items: ErasureItem[],
  person: ErasedPerson,
): Promise<ErasurePlanText> {
  const plan: ErasurePlanText = { kept: [], erased: [] };
  for (const item of items) {
    if ('erased' in item) {
      const whats = item.tables.flatMap((t) => (isDeleted(t) ? [t.delete] : t.clears.map((c) => c.what)));
      plan.erased.push(`${item.erased}: ${named(whats)}`);
      continue;
    }
    const [first] = item.tables;
    if (!first) continue;
    const [found] = await ctx.db
      .select({ count: count(), sum: sql<string>`coalesce(sum(${item.sum ?? sql`0`}), 0)` })
      .from(first.table)
      .where(first.rows(person, ctx.now));
    if (!found?.count) continue;
    const cleared = named(item.tables.flatMap((t) => (t.clears ?? []).map((c) => c.what)));
    const stays = named(item.tables.flatMap((t) => (t.keeps ?? []).map((k) => k.what)));
    plan.kept.push({
      what: item.kept.what({ count: found.count, sum: Number(found.sum) }),
      why: [item.kept.why, cleared && `Co se smaže: ${cleared}.`, stays && `Co zůstane: ${stays}.`]
        .filter(Boolean)
        .join(' '),
      law: item.kept.law,
    });
  }
  return plan;
}

/** The column's key in its table, as Drizzle's `set` takes it. */
function keyOf(table: PgTable, column: PgColumn): string {
  const key = Object.entries(getTableColumns(table)).find(([, c]) => c === column)?.[0];
  if (!key) throw new Error(`${column.name} is not a column of ${getTableName(table)}`);
  return key;
}

/** What an emptied column gets: null, or its default where it must hold something. */
function emptied(change: Change): unknown {
  if (!change.column.notNull) return null;
  if (change.column.hasDefault) return sql`default`;
  throw new Error(`${change.column.name} must be given a value to be emptied with`);
}

/** Carries out `items` for `person`, in their order, in the erasure's transaction. */
export async function carryOutErasure(ctx: ErasureContext, items: ErasureItem[], person: ErasedPerson): Promise<void> {
  for (const item of items)
    for (const rule of item.tables) {
      const where = rule.rows(person, ctx.now);
      if ('delete' in rule) {
        if (!rule.file) {
          await ctx.db.delete(rule.table).where(where);
          continue;
        }
        const gone = await ctx.db.delete(rule.table).where(where).returning({ path: rule.file.column });
        await ctx.files[rule.file.store].remove(gone.map((row) => String(row.path)));
        continue;
      }
      const set: Record<string, unknown> = {};
      for (const change of rule.clears ?? [])
        set[keyOf(rule.table, change.column)] = change.to ? change.to(person, ctx.now) : emptied(change);
      for (const kept of ('keeps' in rule ? rule.keeps : undefined) ?? [])
        if (kept.from) set[keyOf(rule.table, kept.column)] = kept.from(person);
      if (Object.keys(set).length > 0) await ctx.db.update(rule.table).set(set).where(where);
    }
}
