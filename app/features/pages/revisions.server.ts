import type { Revision, RevisionDiff } from '../../../common/revisions.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { revisionDiff as diffOf, revisionsOf, revisionWithPrevious } from '../../../server/lib/revisions.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { pageInputSchema } from './schemas.ts';
import { pageGet, pageSave } from './staff/pages.server.ts';

// A content page's versions (issue 13 §4): who saved what and when, the difference, and restoring one.

/** The fields a reader of the difference sees, in the order of the form. */
const FIELDS = [
  ['title', 'Nadpis'],
  ['slug', 'Adresa stránky'],
  ['description', 'Popis'],
  ['body', 'Text stránky'],
  ['published', 'Zveřejněná'],
] as const;

/** Every kept version, the newest first. */
export async function pageRevisions(ctx: ServiceContext, id: number): Promise<Revision[]> {
  await pageGet(ctx, id);
  return revisionsOf(ctx, 'page', id);
}

export async function pageRevisionDiff(ctx: ServiceContext, id: number, version: number): Promise<RevisionDiff> {
  requireStaff(ctx, 'pages');
  const diff = await diffOf(ctx, 'page', id, version, FIELDS);
  if (!diff) throw notFound('Taková verze stránky není.');
  return diff;
}

/**
 * Saves an old version as the newest one, over `expected` (the version the editor was looking at).
 * What no longer holds (an address another page has taken since) is refused like any save.
 */
export async function pageRestore(ctx: ServiceContext, id: number, version: number, expected?: number) {
  requireStaff(ctx, 'pages');
  const found = await revisionWithPrevious(ctx, 'page', id, version);
  if (!found) throw notFound('Taková verze stránky není.');
  const current = await pageGet(ctx, id);
  if (current.version === version) throw new HttpError(409, 'Tato verze je už ta nynější.');
  const parsed = pageInputSchema.safeParse({ ...found.current.data, version: expected ?? current.version });
  if (!parsed.success) throw invalid({ _: ['Tuto verzi už obnovit nejde: neprošla by dnešní kontrolou údajů.'] });
  return pageSave(ctx, id, parsed.data, { restoredFrom: version });
}
