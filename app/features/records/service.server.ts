import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sectionsOf } from '../../../common/roles.ts';
import { offset, withTotal } from '../../../server/lib/api-schemas.ts';
import { likePattern } from '../../../server/lib/like.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { versionsById } from '../../../server/lib/versions.ts';
import { yearsAlong } from '../../../server/lib/years.ts';
import { contractFields, decreeFields, file, magazineIssueOf } from './record-shapes.server.ts';
import { contracts, decrees, documentCategories, documents, magazineIssues } from './schema.server.ts';
import type {
  Contract,
  ContractQuery,
  Decree,
  DecreeQuery,
  DocumentQuery,
  DocumentRow,
  MagazineIssue,
  MagazineQuery,
  RecordCategory,
} from './schemas.ts';
import { contractSearch, decreeSearch, documentSearch, magazineSearch } from './search.server.ts';

type Ctx = Pick<ServiceContext, 'db'>;

// ---- decrees ----------------------------------------------------------------

const repealer = alias(decrees, 'repealer');

/** Decrees, newest first; `platne` keeps those not repealed, `zrusene` the repealed ones. */
export async function listDecrees({ db }: Ctx, { state, year }: DecreeQuery): Promise<Decree[]> {
  const conditions: SQL[] = [];
  if (state === 'platne') conditions.push(isNull(decrees.repealedOn));
  if (state === 'zrusene') conditions.push(isNotNull(decrees.repealedOn));
  if (year) conditions.push(gte(decrees.issuedOn, `${year}-01-01`), lt(decrees.issuedOn, `${year + 1}-01-01`));
  const rows = await db
    .select({ decree: decrees, repealer: { slug: repealer.slug, number: repealer.number, title: repealer.title } })
    .from(decrees)
    .leftJoin(repealer, eq(repealer.id, decrees.repealedById))
    .where(and(...conditions))
    .orderBy(desc(decrees.issuedOn), desc(decrees.id))
    .limit(500);
  return rows.map(({ decree: d, repealer: r }) => ({
    ...decreeFields(d),
    in_force: d.repealedOn === null,
    repealed_on: d.repealedOn,
    repealed_by: r?.slug ? { slug: r.slug, number: r.number, title: r.title } : null,
    summary: d.summary,
    file: file(d.fileUrl, d.fileSize),
    collection_url:
      d.collectionUrl ?? `https://sbirkapp.gov.cz/vyhledavani?q=${encodeURIComponent(`${d.number} Vzorov`)}`,
  }));
}

// ---- documents --------------------------------------------------------------

export async function listDocuments(
  { db }: Ctx,
  query: DocumentQuery,
): Promise<{ rows: DocumentRow[]; total: number }> {
  const conditions: SQL[] = [];
  // The category by a subquery, not the join: the count then reads the documents alone.
  if (query.category) {
    conditions.push(
      sql`${documents.categoryId} = (select ${documentCategories.id} from ${documentCategories} where ${documentCategories.slug} = ${query.category})`,
    );
  }
  if (query.q) conditions.push(ilike(documents.name, likePattern(query.q)));
  const where = and(...conditions);
  // By name without regard to case and diacritics ("Č" with "C"), the same on PGlite and PostgreSQL whatever their collation.
  const column = query.sort === 'name' ? sql`unaccent(lower(${documents.name})) collate "C"` : documents.date;
  const { rows, total } = await withTotal(
    query,
    db
      .select({ document: documents, categorySlug: documentCategories.slug, categoryName: documentCategories.name })
      .from(documents)
      .innerJoin(documentCategories, eq(documentCategories.id, documents.categoryId))
      .where(where)
      .orderBy(query.order === 'asc' ? asc(column) : desc(column), asc(documents.id))
      .limit(query.perPage)
      .offset(offset(query)),
    () => db.select({ n: count() }).from(documents).where(where),
  );
  return {
    rows: rows.map(
      ({ document: d, categorySlug, categoryName }): DocumentRow => ({
        id: d.id,
        name: d.name,
        category: { slug: categorySlug, name: categoryName },
        date: d.date,
        media_type: d.mediaType,
        file: file(d.fileUrl, d.fileSize),
      }),
    ),
    total,
  };
}

export const listDocumentCategories = ({ db }: Ctx): Promise<RecordCategory[]> =>
  db
    .select({ slug: documentCategories.slug, name: documentCategories.name })
    .from(documentCategories)
    .orderBy(asc(documentCategories.position));

/**
 * The categories a document uploaded from inside the rich-text editor may go in (the other editors'
 * pages hand them to the editor, as they hand it the pictures), or null for someone who may not add
 * documents: the editor then offers no upload rather than one that would be refused.
 */
export const editorDocumentCategories = async (
  ctx: Pick<ServiceContext, 'db' | 'actor'>,
): Promise<RecordCategory[] | null> => (sectionsOf(ctx.actor).includes('records') ? listDocumentCategories(ctx) : null);

// ---- contracts --------------------------------------------------------------

export async function listContracts({ db }: Ctx, query: ContractQuery): Promise<{ rows: Contract[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.year)
    conditions.push(gte(contracts.signedOn, `${query.year}-01-01`), lt(contracts.signedOn, `${query.year + 1}-01-01`));
  if (query.q) {
    const pattern = likePattern(query.q);
    // An `or` of nothing matches nothing; this one always has its three.
    conditions.push(
      or(
        ilike(contracts.subject, pattern),
        ilike(contracts.counterparty, pattern),
        ilike(contracts.counterpartyIco, pattern),
      ) ?? sql`false`,
    );
  }
  const value = sql<number>`coalesce(${contracts.valueWithVat}, ${contracts.valueWithoutVat})`;
  if (query.min !== undefined) conditions.push(gte(value, query.min));
  if (query.max !== undefined) conditions.push(lte(value, query.max));
  const where = and(...conditions);
  const { rows, total } = await withTotal(
    query,
    db
      .select()
      .from(contracts)
      .where(where)
      .orderBy(desc(contracts.signedOn), desc(contracts.id))
      .limit(query.perPage)
      .offset(offset(query)),
    () => db.select({ n: count() }).from(contracts).where(where),
  );
  return {
    rows: rows.map(
      (c): Contract => ({
        ...contractFields(c),
        registry_url: c.registryId ? `https://smlouvy.gov.cz/smlouva/${c.registryId}` : null,
      }),
    ),
    total,
  };
}

// ---- newsletter -------------------------------------------------------------

export async function listMagazine({ db }: Ctx, { year }: MagazineQuery): Promise<MagazineIssue[]> {
  const rows = await db
    .select()
    .from(magazineIssues)
    .where(year ? eq(magazineIssues.year, year) : undefined)
    .orderBy(desc(magazineIssues.year), desc(magazineIssues.number))
    .limit(500);
  return rows.map(magazineIssueOf);
}

/** The years of the newsletter, of the contracts and of the decrees, for their filters. */
export async function magazineYears({ db }: Ctx) {
  const rows = await db
    .selectDistinct({ year: magazineIssues.year })
    .from(magazineIssues)
    .orderBy(desc(magazineIssues.year));
  return rows.map((r) => r.year);
}
export const contractYears = ({ db }: Ctx) => yearsAlong(db, contracts, contracts.signedOn);
export const decreeYears = ({ db }: Ctx) => yearsAlong(db, decrees, decrees.issuedOn);

export * from './staff/bulk.server.ts';
export * from './staff/contracts.server.ts';
export * from './staff/decrees.server.ts';
export * from './staff/documents.server.ts';
export * from './staff/newsletter.server.ts';

/** What this feature gives the site search (the search reads no table of ours). */
export const searchSources = [decreeSearch, documentSearch, contractSearch, magazineSearch];

const recordTables = { documents, contracts, decrees, newsletter: magazineIssues } as const;

/** The versions of a register's rows of `ids` still here (an import's check for office edits and deletions). */
export const recordVersions = (
  ctx: Pick<ServiceContext, 'db'>,
  kind: keyof typeof recordTables,
  ids: readonly number[],
) => versionsById(ctx.db, recordTables[kind], recordTables[kind], ids);
