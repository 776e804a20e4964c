import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Gallery } from '../../../common/galleries.ts';
import { type ListQuery, offset, withTotal } from '../../../server/lib/api-schemas.ts';
import { notFound } from '../../../server/lib/http-errors.ts';
import { likePattern } from '../../../server/lib/like.ts';
import { publicRead } from '../../../server/lib/read-cache.ts';
import { sanitizeRichText } from '../../../server/lib/rich-text.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { versionsById } from '../../../server/lib/versions.ts';
import type { MediaUsage } from '../media/schemas.ts';
import { articles, blogCategories } from './schema.server.ts';
import type { Article, ArticleKind, ArticleListInput, ArticleSummary } from './schemas.ts';
import { articleSearch } from './search.server.ts';

const summaryColumns = {
  id: articles.id,
  kind: articles.kind,
  slug: articles.slug,
  title: articles.title,
  perex: articles.perex,
  publishedAt: articles.publishedAt,
  categorySlug: blogCategories.slug,
  categoryName: blogCategories.name,
  imageUrl: articles.imageUrl,
  imageWidth: articles.imageWidth,
  imageHeight: articles.imageHeight,
  imageAlt: articles.imageAlt,
};

type SummaryRow = {
  id: number;
  kind: ArticleKind;
  slug: string;
  title: string;
  perex: string;
  publishedAt: Date | null;
  categorySlug: string | null;
  categoryName: string | null;
  imageUrl: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageAlt: string | null;
};

function toSummary(row: SummaryRow) {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    perex: row.perex,
    published_at: (row.publishedAt ?? new Date(0)).toISOString(),
    category: row.categorySlug && row.categoryName ? { slug: row.categorySlug, name: row.categoryName } : null,
    image:
      row.imageUrl && row.imageWidth && row.imageHeight
        ? { url: row.imageUrl, width: row.imageWidth, height: row.imageHeight, alt: row.imageAlt ?? '' }
        : null,
  };
}

/**
 * Published: has a publication time that has come, and no time to leave the site that has come.
 * (An `and` of nothing would be no condition; this one always has its four, and nothing is the safe reading.)
 */
const published = (kind: ArticleKind, now: Date): SQL =>
  and(
    eq(articles.kind, kind),
    isNotNull(articles.publishedAt),
    lte(articles.publishedAt, now),
    or(isNull(articles.unpublishAt), gt(articles.unpublishAt, now)),
  ) ?? sql`false`;

/** Published articles of one kind (of a category, featured), newest first: a page of them, and their count. */
function listed({ db, now }: Pick<ServiceContext, 'db' | 'now'>, input: ArticleListInput) {
  const { type: kind, category, featured, ...query } = input;
  const conditions: SQL[] = [published(kind, now)];
  if (category) conditions.push(eq(blogCategories.slug, category));
  if (featured) conditions.push(eq(articles.featured, true));
  const where = and(...conditions);
  return {
    query,
    rows: db
      .select(summaryColumns)
      .from(articles)
      .leftJoin(blogCategories, eq(blogCategories.id, articles.categoryId))
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(query.perPage)
      .offset(offset(query)),
    count: () =>
      db
        .select({ n: count() })
        .from(articles)
        .leftJoin(blogCategories, eq(blogCategories.id, articles.categoryId))
        .where(where),
  };
}

/** A page of published articles of one kind, newest first. */
export const list = publicRead(async function list(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  input: ArticleListInput,
): Promise<{ rows: ArticleSummary[]; total: number }> {
  const { query, rows, count } = listed(ctx, input);
  const page = await withTotal(query, rows, count);
  return { rows: page.rows.map(toSummary), total: page.total };
});

/** The newest published articles of one kind, not counting them all: the home page's boxes. */
export const latest = publicRead(
  async (ctx: Pick<ServiceContext, 'db' | 'now'>, input: ArticleListInput): Promise<ArticleSummary[]> =>
    (await listed(ctx, input).rows).map(toSummary),
);

/** The feature that keeps albums of articles (the photo galleries), for an article's page. */
export interface ArticleAlbums {
  articleAlbum(ctx: Pick<ServiceContext, 'db' | 'now'>, articleId: number): Promise<Gallery | null>;
}

let albums: ArticleAlbums | null = null;

/**
 * Names the feature whose albums belong to articles; once, where the features are put together
 * (composition/services.ts). The news import no album: without it an article shows none.
 */
export function albumsFrom(source: ArticleAlbums): void {
  albums = source;
}

/** The article `match` finds, with its sanitised body, up to three related published ones and its album. */
async function articleWhere(ctx: Pick<ServiceContext, 'db' | 'now'>, kind: ArticleKind, match: SQL): Promise<Article> {
  const { db, now } = ctx;
  const [row] = await db
    .select({ ...summaryColumns, body: articles.body, updatedAt: articles.updatedAt, categoryId: articles.categoryId })
    .from(articles)
    .leftJoin(blogCategories, eq(blogCategories.id, articles.categoryId))
    .where(match)
    .limit(1);
  if (!row) throw notFound('Článek neexistuje.');
  const sameCategory = row.categoryId === null ? undefined : eq(articles.categoryId, row.categoryId);
  const related = await db
    .select(summaryColumns)
    .from(articles)
    .leftJoin(blogCategories, eq(blogCategories.id, articles.categoryId))
    .where(and(published(kind, now), ne(articles.id, row.id), sameCategory))
    .orderBy(desc(articles.publishedAt))
    .limit(3);
  return {
    ...toSummary(row),
    // A draft is previewed as if it came out now.
    published_at: (row.publishedAt ?? now).toISOString(),
    body: sanitizeRichText(row.body),
    updated_at: row.updatedAt.toISOString(),
    related: related.map(toSummary),
    gallery: albums ? await albums.articleAlbum(ctx, row.id) : null,
  };
}

/** One published article with its sanitised body, up to three related ones and its album. */
export const get = publicRead(async function get(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  kind: ArticleKind,
  slug: string,
): Promise<Article> {
  return articleWhere(ctx, kind, and(published(kind, ctx.now), eq(articles.slug, slug)) ?? sql`false`);
});

/** Any article, a draft or a scheduled one too, exactly as the public will see it: the editors' preview. */
export async function preview(ctx: Pick<ServiceContext, 'db' | 'now' | 'actor'>, id: number): Promise<Article> {
  requireStaff(ctx, 'news');
  const [row] = await ctx.db.select({ kind: articles.kind }).from(articles).where(eq(articles.id, id));
  if (!row) throw notFound('Článek neexistuje.');
  return articleWhere(ctx, row.kind, eq(articles.id, id));
}

/** The news' categories, in their order. */
export const categories = publicRead(async function categories(ctx: Pick<ServiceContext, 'db'>, query: ListQuery) {
  return withTotal(
    query,
    ctx.db
      .select({ id: blogCategories.id, slug: blogCategories.slug, name: blogCategories.name })
      .from(blogCategories)
      .orderBy(asc(blogCategories.position), asc(blogCategories.id))
      .limit(query.perPage)
      .offset(offset(query)),
    () => ctx.db.select({ n: count() }).from(blogCategories),
  );
});

export { restore, revisionDiff, revisions } from './revisions.server.ts';
export { cameDue } from './search.server.ts';
export { adminGet, adminList, articleAuthors, bulk, save, workItems } from './staff.server.ts';
export { awaitingReview, newArticleReview, review } from './staff-review.server.ts';

/** Where an image of the media library is used here (`prefix`: its address without the extension), for its where-used list. */
export async function usesMedia(ctx: Pick<ServiceContext, 'db'>, prefix: string): Promise<MediaUsage[]> {
  const pattern = likePattern(prefix);
  const rows = await ctx.db
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(or(ilike(articles.imageUrl, pattern), ilike(articles.body, pattern)))
    .orderBy(asc(articles.id))
    .limit(100);
  return rows.map((r) => ({ kind: 'Článek', title: r.title, url: `/sprava/aktuality/${r.id}` }));
}

/** A library image got a better description: the copies kept with the articles say it too. */
export async function mediaDescribed(ctx: Pick<ServiceContext, 'db'>, mediaId: number, alt: string): Promise<void> {
  await ctx.db.update(articles).set({ imageAlt: alt }).where(eq(articles.imageMediaId, mediaId));
}

/** What this feature gives the site search (the search reads no table of ours). */
export const searchSources = [articleSearch];

/** What this feature tells its e-mail subscribers. */
export { articleAnnouncer as announcer } from './announcer.server.ts';

/** The ids of these articles by their addresses (slugs): what another feature's demo links to. */
export async function articleIds(ctx: Pick<ServiceContext, 'db'>, slugs: string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: articles.id, slug: articles.slug })
    .from(articles)
    .where(inArray(articles.slug, slugs));
  return new Map(rows.map((a) => [a.slug, a.id]));
}

/** An article as another page links to it (an album names the article it belongs to), or null. */
export async function articleLink(
  ctx: Pick<ServiceContext, 'db'>,
  id: number,
): Promise<{ kind: 'news' | 'blog'; slug: string; title: string } | null> {
  const [found] = await ctx.db
    .select({ kind: articles.kind, slug: articles.slug, title: articles.title })
    .from(articles)
    .where(eq(articles.id, id))
    .limit(1);
  return found ?? null;
}

/** The versions of the articles of `ids` still here (an import's check for office edits and deletions). */
export const articleVersions = (ctx: Pick<ServiceContext, 'db'>, ids: readonly number[]) =>
  versionsById(ctx.db, articles, articles, ids);
