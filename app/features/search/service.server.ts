import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../server/db/client.ts';
import { offset } from '../../../server/lib/api-schemas.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { searchFoundNothing } from '../statistics/service.server.ts';
import { searchDocuments, searchWords } from './schema.server.ts';
import type { HighlightParts, SearchQuery, SearchResult, SearchType } from './schemas.ts';
import { fold, queryWords, stem, stemVariants } from './stemmer.ts';

/** The stems a query looks for: each word's stem with its softened variants. */
interface ParsedQuery {
  groups: string[][];
  /** Each stem's own lexemes in the index, where there are few enough to look up one by one. */
  lexemes: Map<string, string[]>;
  corrected: string | null;
}

/**
 * Beyond this many words of the index under one stem, the stem is matched as a prefix. GIN's prefix
 * match gathers and sorts every matching lexeme's documents before it can intersect them, which cost
 * a two-word search with thousands of matches over half its time; a short list of exact lexemes is
 * intersected along the index ("oprav & chodnik": 1.8 ms, "oprav:* & chodnik:*": 4.3 ms).
 */
const MAX_LEXEMES = 40;

/**
 * For each stem, the index's words that begin with it (up to one more than `MAX_LEXEMES`): the
 * stems that begin no word are unknown (typos), the others are looked up by their words' stems.
 */
async function indexWords(db: Db, stems: string[]): Promise<Map<string, string[]>> {
  // Stems are [a-z0-9] only: nothing in them is a LIKE wildcard.
  const result = await db.execute<{ stem: string; words: string[] }>(sql`
    select s as stem, array(select ${searchWords.word} from ${searchWords} where ${searchWords.word} like s || '%'
      limit ${MAX_LEXEMES + 1}) as words
    from unnest(${sql.param(stems)}::text[]) s`);
  return new Map(result.rows.filter((row) => row.words.length > 0).map((row) => [row.stem, row.words]));
}

/**
 * The lexemes of the index a stem stands for: the stems of the words that begin with it, which
 * begin with it too (the stemmer only cuts endings). The lexicon keeps the words of letters only, so
 * a lexeme of letters and digits under a stem ("chodnik2") is found by the prefix alone.
 */
function lexemesOf(known: Map<string, string[]>): Map<string, string[]> {
  const lexemes = new Map<string, string[]>();
  for (const [s, found] of known) {
    // Shorter stems match whole words only (tsQuery); a long list is matched as a prefix.
    if (s.length < 3 || found.length > MAX_LEXEMES) continue;
    lexemes.set(s, [...new Set(found.map(stem).filter((lexeme) => lexeme.startsWith(s)))]);
  }
  return lexemes;
}

/**
 * Words the index has never seen are probably typos: each is replaced by the
 * most similar word the index holds (pg_trgm), if one is similar enough.
 */
async function parseQuery(db: Db, query: string): Promise<ParsedQuery | null> {
  const found = queryWords(query);
  if (found.length === 0) return null;
  const groups = found.map((word) => stemVariants(stem(word)));
  const known = await indexWords(db, [...new Set(groups.flat())]);
  const fixed = [...found];
  /** The stems of the corrected words, looked up after the corrections. */
  const corrected = new Set<string>();
  for (const [i, word] of found.entries()) {
    const variants = groups[i];
    if (!variants || variants.some((s) => known.has(s)) || word.length < 4 || /^\d+$/.test(word)) continue;
    const [similar] = await db
      .select({ word: searchWords.word })
      .from(searchWords)
      // pg_trgm's default threshold (0.3) "corrects" too eagerly; 0.4 keeps real typos.
      .where(and(sql`${searchWords.word} % ${word}`, sql`similarity(${searchWords.word}, ${word}) >= 0.4`))
      .orderBy(sql`similarity(${searchWords.word}, ${word}) desc`, desc(searchWords.documents))
      .limit(1);
    if (!similar) continue;
    fixed[i] = similar.word;
    const correction = stemVariants(stem(similar.word));
    groups[i] = correction;
    for (const s of correction) corrected.add(s);
  }
  if (corrected.size === 0) return { groups, lexemes: lexemesOf(known), corrected: null };
  // The corrected words' stems are looked up too: a round trip less costly than their prefixes.
  const fresh = [...corrected].filter((s) => !known.has(s));
  if (fresh.length > 0) for (const [s, words] of await indexWords(db, fresh)) known.set(s, words);
  return { groups, lexemes: lexemesOf(known), corrected: fixed.join(' ') };
}

/**
 * `to_tsquery` text: every word (any of its variants, as a prefix) must
 * occur. Stems are [a-z0-9] only. One- and two-letter words match whole
 * words only, or "b" would find every word that starts with b. A stem whose
 * lexemes are given is matched as the list of them, which finds the same.
 */
const tsQuery = (groups: string[][], join: '&' | '|', lexemes = new Map<string, string[]>()) =>
  groups
    .map((variants) => {
      const terms = variants.flatMap((v) => lexemes.get(v) ?? [v.length < 3 ? v : `${v}:*`]);
      return `(${terms.join(' | ')})`;
    })
    .join(` ${join} `);

/** Marks the words of `text` whose stem starts with a searched stem. */
function highlight(text: string, groups: string[][]): HighlightParts {
  const stems = groups.flat();
  const parts: HighlightParts = [];
  let last = 0;
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const s = stem(fold(m[0]));
    if (!stems.some((q) => s.startsWith(q) || (q.length > s.length && q.startsWith(s) && s.length >= 4))) continue;
    if (m.index > last) parts.push({ text: text.slice(last, m.index), match: false });
    parts.push({ text: m[0], match: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

const SNIPPET = 220;

/** A match as the search's one statement returns it, as JSON. */
interface Found {
  type: SearchType;
  url: string;
  title: string;
  text: string;
  dated: string;
}

/** Pages, people and departments carry no date worth showing. */
const UNDATED_TYPES: ReadonlySet<SearchType> = new Set(['page', 'contact', 'department']);

/** About 220 characters of the text around its first match (or its start), cut at word boundaries. */
function snippet(text: string, groups: string[][]): HighlightParts {
  const stems = groups.flat();
  let at = 0;
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    if (stems.some((q) => stem(fold(m[0])).startsWith(q))) {
      at = m.index;
      break;
    }
  }
  let start = Math.max(0, at - 60);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET);
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  const piece = `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
  return highlight(piece, groups);
}

/**
 * Full-text search over the index, best first: title matches weigh more than
 * body matches (weights A and B), and among similar scores newer content
 * wins (up to twice the score for today's, fading over about half a year).
 * All words must match; if that finds nothing, any word may.
 */
export async function search(ctx: ServiceContext, query: SearchQuery) {
  const { db, now } = ctx;
  const rows: SearchResult[] = [];
  const counts: Record<string, number> = {};
  const empty = { rows, total: 0, counts, corrected: null };
  const parsed = await parseQuery(db, query.q);
  if (!parsed) return empty;

  for (const join of ['&', '|'] as const) {
    // "Any word" leaves out one- and two-letter words: alone they match mere noise.
    const groups = join === '&' ? parsed.groups : parsed.groups.filter(([word = '']) => word.length >= 3);
    if (join === '|' && (parsed.groups.length === 1 || groups.length === 0)) break;
    const tsquery = sql`to_tsquery('vzorov', ${tsQuery(groups, join, parsed.lexemes)})`;
    // date_part gives a float; extract() a numeric, whose arithmetic on every match cost a quarter of a search.
    const ageDays = sql`abs(date_part('epoch', ${now.toISOString()}::timestamptz - ${searchDocuments.dated})) / 86400`;
    // Ranked by every word found (an "any word" query): ts_rank of an "all words" query of prefixes
    // falls to almost nothing for a long page whose words lie far apart. Prefixes rank faster than
    // the lists of lexemes (ts_rank goes through the query's terms for every match).
    const rankQuery = sql`to_tsquery('vzorov', ${tsQuery(groups, '|')})`;
    const score = sql`ts_rank(${searchDocuments.terms}, ${rankQuery}) * (1 + 1 / (1 + ${ageDays} / 180))`;
    const ofType = query.type ? sql`where type = ${query.type}` : sql``;
    // One pass over the matches for both the counts and the best page: the recheck of every
    // prefix match against its row is most of a search's time, so it is done once.
    const result = await db.execute<{ counts: Record<string, number> | null; page: Found[] | null }>(sql`
      with matched as (
        select ${searchDocuments.id} as id, ${searchDocuments.type} as type, ${searchDocuments.dated} as dated,
          ${score} as score
        from ${searchDocuments}
        where ${searchDocuments.visibleFrom} <= ${now.toISOString()}::timestamptz and ${searchDocuments.terms} @@ ${tsquery}
      )
      select
        (select json_object_agg(type, n) from (select type, count(*)::int as n from matched group by type) c) as counts,
        (select json_agg(json_build_object('type', d.type, 'url', d.url, 'title', d.title, 'text', d.text,
            'dated', d.dated) order by best.score desc, best.dated desc)
          from (select id, score, dated from matched ${ofType} order by score desc, dated desc
            limit ${query.perPage} offset ${offset(query)}) best
          join ${searchDocuments} d on d.id = best.id) as page`);
    const [found] = result.rows;
    if (!found?.counts) continue;
    const counts = found.counts;
    const rows = found.page ?? [];
    const total = query.type ? (counts[query.type] ?? 0) : Object.values(counts).reduce((sum, n) => sum + n, 0);
    return {
      rows: rows.map(
        (row): SearchResult => ({
          type: row.type,
          url: row.url,
          title: row.title,
          title_parts: highlight(row.title, parsed.groups),
          snippet: snippet(row.text, parsed.groups),
          date: UNDATED_TYPES.has(row.type) ? null : new Date(row.dated).toISOString(),
        }),
      ),
      total,
      counts,
      corrected: parsed.corrected,
    };
  }
  // What residents look for and the site does not have: the office's statistics show it.
  if (query.page === 1) await searchFoundNothing(ctx, query.q);
  return { ...empty, corrected: parsed.corrected };
}

/**
 * The pages of these types on the site now, as the index holds them (every one, not a page of a
 * list): what the site maps list, without asking each feature where its pages live.
 */
export async function indexedPages(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  types: readonly SearchType[],
): Promise<{ url: string; title: string }[]> {
  return ctx.db
    .select({ url: searchDocuments.url, title: searchDocuments.title })
    .from(searchDocuments)
    .where(and(inArray(searchDocuments.type, [...types]), lte(searchDocuments.visibleFrom, ctx.now)))
    .orderBy(searchDocuments.type, desc(searchDocuments.dated), searchDocuments.title);
}

/** How many pages of each of these types the site has now: what the sitemap's index splits into files. */
export async function indexedPageCounts(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  types: readonly SearchType[],
): Promise<Map<SearchType, number>> {
  const rows = await ctx.db
    .select({ type: searchDocuments.type, n: count() })
    .from(searchDocuments)
    .where(and(inArray(searchDocuments.type, [...types]), lte(searchDocuments.visibleFrom, ctx.now)))
    .groupBy(searchDocuments.type);
  return new Map(rows.map((row) => [row.type, Number(row.n)]));
}

/**
 * A window of one type's pages on the site now, cut in SQL: one file of the sitemap, never the whole
 * list. In the order of the unique index (type, the item's id in its feature), so the same window
 * lists the same pages until items are added or removed, and a rebuilt index keeps it.
 */
export async function indexedPagesWindow(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  type: SearchType,
  window: { offset: number; limit: number },
): Promise<{ url: string }[]> {
  return ctx.db
    .select({ url: searchDocuments.url })
    .from(searchDocuments)
    .where(and(eq(searchDocuments.type, type), lte(searchDocuments.visibleFrom, ctx.now)))
    .orderBy(searchDocuments.type, searchDocuments.refId)
    .limit(window.limit)
    .offset(window.offset);
}

export { indexChanged, rebuildIfStale, rebuildIndex } from './index.server.ts';
export { deadLinks, isSitePath, linkTargets } from './site-paths.server.ts';
export { idsIn, plainText, type SearchDocument, type SearchSource, UNDATED } from './source.server.ts';
