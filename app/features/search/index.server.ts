import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { appMeta } from '../../../server/db/schema/meta.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { searchDocuments, searchWords } from './schema.server.ts';
import type { SearchDocument, SearchSource } from './source.server.ts';
import { fold, stemText, words } from './stemmer.ts';

/** Longest text kept per document: enough for any snippet and for ranking. */
const MAX_TEXT = 20_000;

/**
 * What a stored document is made of. Raise it when that changes (a new type, another stemmer, more
 * text kept): the next start rebuilds the index once; otherwise a start leaves it as it is.
 */
const INDEX_FORMAT = '2';
const FORMAT_KEY = 'search_index_format';

/** Any constant that no other advisory lock of the app uses: a rebuild holds it alone, updates share it. */
const SEARCH_INDEX_LOCK = 740_001;

type IndexContext = Pick<ServiceContext, 'db' | 'now'>;

const stored = (doc: SearchDocument) => ({ ...doc, text: doc.text.slice(0, MAX_TEXT) });

/** The words "did you mean" may offer from a stored document: three letters or more, without diacritics. */
function lexiconWords(doc: { title: string; text: string }): Set<string> {
  return new Set(words(fold(`${doc.title} ${doc.text}`)).filter((w) => w.length >= 3 && /^[a-z]+$/.test(w)));
}

async function insertDocuments(db: Db, docs: ReturnType<typeof stored>[]): Promise<void> {
  for (let i = 0; i < docs.length; i += 100) {
    await db.insert(searchDocuments).values(
      docs.slice(i, i + 100).map((doc) => ({
        ...doc,
        terms: sql`setweight(to_tsvector('vzorov', ${stemText(doc.title)}), 'A') || setweight(to_tsvector('vzorov', ${stemText(doc.text)}), 'B')`,
      })),
    );
  }
}

/** Adds each word's change in how many documents hold it; a word no document holds leaves the list. */
async function countWords(db: Db, change: Map<string, number>): Promise<void> {
  // In one order for everyone, so two saves touching the same words never wait on each other in a circle.
  const entries = [...change].filter(([, by]) => by !== 0).sort(([a], [b]) => (a < b ? -1 : 1));
  for (let i = 0; i < entries.length; i += 1000) {
    await db
      .insert(searchWords)
      .values(entries.slice(i, i + 1000).map(([word, documents]) => ({ word, documents })))
      .onConflictDoUpdate({
        target: searchWords.word,
        set: { documents: sql`${searchWords.documents} + excluded.documents` },
      });
  }
  const fewer = entries.filter(([, by]) => by < 0).map(([word]) => word);
  for (let i = 0; i < fewer.length; i += 1000) {
    await db
      .delete(searchWords)
      .where(and(inArray(searchWords.word, fewer.slice(i, i + 1000)), lte(searchWords.documents, 0)));
  }
}

/**
 * Puts the given items of `source` in the index as they are now, in the caller's transaction when
 * there is one (an editor's save): only their documents and words change, so a save costs the
 * same with the demo's few hundred documents as with a town's fifteen years.
 */
export async function indexChanged(ctx: IndexContext, source: SearchSource, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return;
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${SEARCH_INDEX_LOCK})`);
    const fresh = (await source.documents(tx, ctx.now, unique)).map(stored);
    const gone = await tx
      .delete(searchDocuments)
      .where(and(inArray(searchDocuments.type, [...source.types]), inArray(searchDocuments.refId, unique)))
      .returning({ title: searchDocuments.title, text: searchDocuments.text });
    await insertDocuments(tx, fresh);
    const change = new Map<string, number>();
    for (const doc of gone) for (const word of lexiconWords(doc)) change.set(word, (change.get(word) ?? 0) - 1);
    for (const doc of fresh) for (const word of lexiconWords(doc)) change.set(word, (change.get(word) ?? 0) + 1);
    await countWords(tx, change);
  });
}

/**
 * Builds the whole index anew from every source in one transaction (readers see the old index
 * until it commits; saves meanwhile wait). `npm run search:rebuild`, the demo's seed, and a start
 * after the index's format changed.
 */
export async function rebuildIndex(ctx: IndexContext, sources: readonly SearchSource[]): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEARCH_INDEX_LOCK})`);
    const docs: ReturnType<typeof stored>[] = [];
    // One by one: a town's years are more documents than a spread may take as arguments.
    for (const source of sources) for (const doc of await source.documents(tx, ctx.now)) docs.push(stored(doc));
    await tx.delete(searchDocuments);
    await tx.delete(searchWords);
    await insertDocuments(tx, docs);
    const counts = new Map<string, number>();
    for (const doc of docs) for (const word of lexiconWords(doc)) counts.set(word, (counts.get(word) ?? 0) + 1);
    await countWords(tx, counts);
    await tx
      .insert(appMeta)
      .values({ key: FORMAT_KEY, value: INDEX_FORMAT })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: INDEX_FORMAT } });
    return docs.length;
  });
}

/** At a start: rebuilds the index only if it was built in another format (or never). */
export async function rebuildIfStale(ctx: IndexContext, sources: readonly SearchSource[]): Promise<boolean> {
  const [format] = await ctx.db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, FORMAT_KEY));
  if (format?.value === INDEX_FORMAT) return false;
  await rebuildIndex(ctx, sources);
  return true;
}
