import { inArray } from 'drizzle-orm';
import { HttpError } from '../../../../server/lib/http-errors.ts';
import type { ServiceContext } from '../../../../server/lib/service-context.ts';
import { requireStaff } from '../../../../server/lib/staff.ts';
import { contracts, decrees, documents, magazineIssues } from '../schema.server.ts';
import { contractDelete } from './contracts.server.ts';
import { decreeDelete } from './decrees.server.ts';
import { documentDelete } from './documents.server.ts';
import { magazineDelete } from './newsletter.server.ts';

// The records list's action on many records of one kind at once (the kinds by their list's address).

const KIND_TABLES = {
  dokumenty: { table: documents, title: documents.name, remove: documentDelete },
  smlouvy: { table: contracts, title: contracts.subject, remove: contractDelete },
  vyhlasky: { table: decrees, title: decrees.title, remove: decreeDelete },
  zpravodaj: { table: magazineIssues, title: magazineIssues.title, remove: magazineDelete },
} as const;

/** The titles of records of one kind, in the order of the ids, for a confirmation that names them. */
export async function recordTitles(
  ctx: ServiceContext,
  kind: keyof typeof KIND_TABLES,
  ids: number[],
): Promise<string[]> {
  requireStaff(ctx, 'records');
  const { table, title } = KIND_TABLES[kind];
  const rows = await ctx.db.select({ id: table.id, title }).from(table).where(inArray(table.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r.title]));
  return ids.map((id) => byId.get(id) ?? `č. ${id} (už neexistuje)`);
}

/**
 * Deletes many records of one kind with their files, each in the audit log. Every one must still
 * exist, or nothing is deleted (two editors working the same list).
 */
export async function recordsDelete(
  ctx: ServiceContext,
  kind: keyof typeof KIND_TABLES,
  ids: number[],
): Promise<{ count: number }> {
  requireStaff(ctx, 'records');
  const { table, remove } = KIND_TABLES[kind];
  const unique = [...new Set(ids)];
  const found = await ctx.db.select({ id: table.id }).from(table).where(inArray(table.id, unique));
  if (found.length !== unique.length)
    throw new HttpError(409, 'Některý z vybraných záznamů mezitím někdo smazal. Nic se nesmazalo; obnovte seznam.');
  for (const id of unique) await remove(ctx, id);
  return { count: unique.length };
}
