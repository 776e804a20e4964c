import { CsvError, parse } from 'csv-parse/sync';
import { and, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { fold } from '../../../common/fold.ts';
import { offset, withTotal } from '../../../server/lib/api-schemas.ts';
import { audit } from '../../../server/lib/audit.ts';
import { toCsv } from '../../../server/lib/csv.ts';
import { invalid, notFound } from '../../../server/lib/http-errors.ts';
import { type ItemKind, oneRow, publishing, saveItem } from '../../../server/lib/item-save.ts';
import { likePattern } from '../../../server/lib/like.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { redirects } from './schema.server.ts';
import {
  CSV_COLUMNS,
  REDIRECT_ORIGINS,
  type RedirectAdminQuery,
  type RedirectCsvResult,
  type RedirectInput,
  type RedirectRow,
  redirectInputSchema,
  redirectKey,
} from './schemas.ts';

// The administrators' redirects (section `admin`): the list, one redirect's save, removal, and the
// CSV out and in.

const redirectKind: ItemKind = { entity: 'redirect', what: 'Přesměrování', missing: 'Přesměrování neexistuje.' };

type Row = typeof redirects.$inferSelect;

const toRow = (row: Row): RedirectRow => ({
  id: row.id,
  from: row.fromPath,
  to: row.to,
  origin: REDIRECT_ORIGINS.find((o) => o === row.origin) ?? 'manual',
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
});

export async function adminList(ctx: Pick<ServiceContext, 'db' | 'actor'>, query: RedirectAdminQuery) {
  requireStaff(ctx, 'admin');
  const where = and(
    query.q
      ? or(ilike(redirects.fromPath, likePattern(query.q)), ilike(redirects.to, likePattern(query.q)))
      : undefined,
    query.origin ? eq(redirects.origin, query.origin) : undefined,
  );
  const { rows, total } = await withTotal(
    query,
    ctx.db
      .select()
      .from(redirects)
      .where(where)
      .orderBy(desc(redirects.updatedAt), desc(redirects.id))
      .limit(query.perPage)
      .offset(offset(query)),
    () => ctx.db.select({ n: count() }).from(redirects).where(where),
  );
  return { rows: rows.map(toRow), total };
}

export async function adminGet(ctx: Pick<ServiceContext, 'db' | 'actor'>, id: number): Promise<RedirectRow> {
  requireStaff(ctx, 'admin');
  const [row] = await ctx.db.select().from(redirects).where(eq(redirects.id, id));
  if (!row) throw notFound('Přesměrování neexistuje.');
  return toRow(row);
}

const takenMessage = (from: string) => `Pro adresu ${from} už přesměrování je. Upravte to stávající.`;

/** Creates (`id` null) or changes one redirect; the pages answer by it at once. */
export async function save(
  ctx: ServiceContext,
  id: number | null,
  input: RedirectInput,
): Promise<{ id: number; version: number }> {
  const actor = requireStaff(ctx, 'admin');
  const key = redirectKey(input.from);
  return publishing(ctx, async (tx) => {
    const [taken] = await tx.db
      .select({ id: redirects.id })
      .from(redirects)
      .where(and(eq(redirects.fromKey, key), id === null ? undefined : ne(redirects.id, id)));
    if (taken) throw invalid({ from: [takenMessage(input.from)] });
    return saveItem(tx, actor, redirectKind, {
      id,
      version: input.version,
      lock: (redirectId) => tx.db.select().from(redirects).where(eq(redirects.id, redirectId)).for('update'),
      write: async (before, version) => {
        const fields = {
          fromPath: input.from,
          fromKey: key,
          to: input.to,
          origin: 'manual',
          updatedAt: tx.now,
          version,
        };
        if (!before) {
          const created = await oneRow(
            tx.db
              .insert(redirects)
              .values({ ...fields, createdAt: tx.now })
              .returning({ id: redirects.id }),
          );
          return { id: created.id, summary: { old_address: input.from, new_address: input.to } };
        }
        await tx.db.update(redirects).set(fields).where(eq(redirects.id, before.id));
        return {
          id: before.id,
          summary: {
            old_address: before.fromPath === input.from ? input.from : `${before.fromPath} → ${input.from}`,
            new_address: before.to === input.to ? input.to : `${before.to} → ${input.to}`,
          },
        };
      },
    });
  });
}

/** Removes redirects (one, or many from the list): all or none, an audit entry each. */
export async function removeMany(ctx: ServiceContext, ids: number[]): Promise<{ count: number }> {
  const actor = requireStaff(ctx, 'admin');
  const removed = await publishing(ctx, async (tx) => {
    const rows = await tx.db
      .delete(redirects)
      .where(inArray(redirects.id, ids))
      .returning({ id: redirects.id, from: redirects.fromPath, to: redirects.to });
    if (rows.length !== new Set(ids).size) throw notFound('Přesměrování neexistuje.');
    for (const row of rows)
      await audit(tx, actor, {
        action: 'redirect.deleted',
        entity: 'redirect',
        entityId: row.id,
        summary: { old_address: row.from, new_address: row.to },
      });
    return rows.length;
  });
  return { count: removed };
}

/** At most this many redirects in one CSV, in and out: a town's fifteen years of addresses, and more. */
export const CSV_LIMIT = 200_000;

/** Every redirect, for a spreadsheet, in the columns `importCsv` reads back. */
export async function exportCsv(ctx: Pick<ServiceContext, 'db' | 'actor'>): Promise<string> {
  requireStaff(ctx, 'admin');
  const rows = await ctx.db
    .select({ from: redirects.fromPath, to: redirects.to })
    .from(redirects)
    .orderBy(redirects.fromKey)
    .limit(CSV_LIMIT);
  return toCsv([[...CSV_COLUMNS], ...rows.map((r) => [r.from, r.to])]);
}

const HEADER = new Set(['stara_adresa', 'stara adresa', 'from', 'old', 'puvodni adresa']);

/**
 * Reads a CSV of redirects (old address, new address; `;` or `,`; a header row or none) and saves
 * every good line in one transaction: a new old address is added, a known one gets its new target.
 * A bad line is skipped with its number and reason; a file that is no such CSV is refused whole.
 */
export async function importCsv(ctx: ServiceContext, text: string): Promise<RedirectCsvResult> {
  const actor = requireStaff(ctx, 'admin');
  let records: string[][];
  try {
    const body = text.replace(/^\uFEFF/, '');
    const delimiter = (body.split(/\r?\n/, 1)[0] ?? '').includes(';') ? ';' : ',';
    records = parse(body, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    if (error instanceof CsvError)
      throw invalid({ file: [`Soubor není čitelné CSV (řádek ${error.lines}): ${error.message}`] });
    throw error;
  }
  if (records.length > CSV_LIMIT + 1)
    throw invalid({ file: [`Soubor má víc než ${CSV_LIMIT.toLocaleString('cs-CZ')} řádků. Rozdělte ho.`] });
  const first = fold(records[0]?.[0] ?? '');
  const start = first && HEADER.has(first) ? 1 : 0;
  if (records.length - start === 0) throw invalid({ file: ['V souboru není žádný řádek s přesměrováním.'] });

  const problems: RedirectCsvResult['problems'] = [];
  const wanted = new Map<string, { from: string; to: string }>();
  records.slice(start).forEach((record, i) => {
    const line = i + start + 1;
    // A spreadsheet's export may keep the apostrophe `toCsv` puts before a would-be formula.
    const [from = '', to = ''] = record.map((cell) => cell.replace(/^'(?=[=+\-@])/, ''));
    const parsed = redirectInputSchema.safeParse({ from, to });
    if (!parsed.success) {
      problems.push({ line, message: parsed.error.issues.map((issue) => issue.message).join(' ') });
      return;
    }
    wanted.set(redirectKey(parsed.data.from), { from: parsed.data.from, to: parsed.data.to });
  });

  const result = await publishing(ctx, async (tx) => {
    const counts = { created: 0, updated: 0, unchanged: 0 };
    const lines = [...wanted];
    for (let i = 0; i < lines.length; i += 1000) {
      const chunk = lines.slice(i, i + 1000);
      const known = new Map(
        (
          await tx.db
            .select({ key: redirects.fromKey, to: redirects.to })
            .from(redirects)
            .where(
              inArray(
                redirects.fromKey,
                chunk.map(([key]) => key),
              ),
            )
        ).map((r) => [r.key, r.to]),
      );
      const rows = chunk.flatMap(([key, { from, to }]) => {
        const before = known.get(key);
        if (before === to) {
          counts.unchanged++;
          return [];
        }
        if (before === undefined) counts.created++;
        else counts.updated++;
        return [{ fromPath: from, fromKey: key, to, origin: 'manual', createdAt: ctx.now, updatedAt: ctx.now }];
      });
      if (rows.length)
        await tx.db
          .insert(redirects)
          .values(rows)
          .onConflictDoUpdate({
            target: redirects.fromKey,
            set: {
              to: sql`excluded.to`,
              fromPath: sql`excluded.from_path`,
              origin: 'manual',
              updatedAt: ctx.now,
              version: sql`${redirects.version} + 1`,
            },
          });
    }
    await audit(tx, actor, {
      action: 'redirect.csv_imported',
      entity: 'redirect',
      summary: {
        added: String(counts.created),
        changed: String(counts.updated),
        skipped: String(problems.length),
      },
    });
    return counts;
  });
  return { ...result, problems };
}
