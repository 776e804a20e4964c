import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import { addDays, pragueTime } from '../../../common/dates.ts';
import type { WorkItem } from '../../../common/work-items.ts';
import { revisions } from '../../../server/db/schema/index.ts';
import { addressFor } from '../../../server/lib/addresses.ts';
import { offset } from '../../../server/lib/api-schemas.ts';
import { audit } from '../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { oneRow, publishing, saveItem, type TxContext } from '../../../server/lib/item-save.ts';
import { likePattern } from '../../../server/lib/like.ts';
import { sanitizeRichText } from '../../../server/lib/rich-text.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { pickedImage } from '../media/service.server.ts';
import { indexChanged } from '../search/service.server.ts';
import { reviewRequired } from '../staff/service.server.ts';
import {
  ARTICLE,
  ARTICLE_UNSEARCHED,
  allOf,
  anyOf,
  inState,
  type Publication,
  publicationOf,
  revisionData,
  rowColumns,
  saveSummary,
  toRow,
} from './article.server.ts';
import { articles, blogCategories } from './schema.server.ts';
import type { AdminListInput, ArticleBulkInput, ArticleInput, ArticleRow, EditableArticle } from './schemas.ts';
import { articleSearch } from './search.server.ts';
import {
  awaitingReview,
  lastChangedBy,
  mailReviewers,
  recordSubmission,
  refusedWithoutReview,
  requester,
  reviewer,
  reviewStanding,
} from './staff-review.server.ts';

// The news editors' operations (section `news`): every article, drafts and scheduled ones too. The
// four-eyes review they hand articles over to is in `staff-review.server.ts`.

/** Whoever created the article: the account of its first kept version. */
const createdBy = (userId: number) =>
  sql`exists (select 1 from ${revisions} r where r.entity = 'article' and r.entity_id = ${articles.id}::text and r.version = 1 and r.user_id = ${userId})`;

const SORTS: Record<AdminListInput['sort'], SQL[]> = {
  newest: [sql`${articles.publishedAt} is null desc`, desc(articles.publishedAt), desc(articles.id)],
  oldest: [sql`${articles.publishedAt} is null`, asc(articles.publishedAt), asc(articles.id)],
  updated: [desc(articles.updatedAt), desc(articles.id)],
  // Accents folded, so that Š sorts with S and Ú with U, not after Z.
  title: [asc(sql`unaccent(lower(${articles.title}))`), asc(articles.id)],
};

/**
 * The editors' list of one kind: found by words, state, category, who created it and a range of
 * days (of publishing, a draft's of its last change), ordered as asked, a page at a time, with how
 * many there are in each state for the same filters.
 */
export async function adminList(ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>, query: AdminListInput) {
  requireStaff(ctx, 'news');
  const filters: SQL[] = [eq(articles.kind, query.type)];
  if (query.q) {
    const like = likePattern(query.q);
    filters.push(anyOf(ilike(articles.title, like), ilike(articles.perex, like)));
  }
  if (query.category) {
    filters.push(
      sql`${articles.categoryId} in (select ${blogCategories.id} from ${blogCategories} where ${blogCategories.slug} = ${query.category})`,
    );
  }
  if (query.author) filters.push(createdBy(query.author));
  const day = sql`coalesce(${articles.publishedAt}, ${articles.updatedAt})`;
  if (query.from) filters.push(sql`${day} >= ${pragueTime(query.from, '00:00')}`);
  if (query.to) filters.push(sql`${day} < ${pragueTime(addDays(query.to, 1), '00:00')}`);
  const where = and(...filters, ...(query.state ? [inState(query.state, ctx.now)] : []));
  // Every state's count in one pass over what the filters find: the states split the articles.
  const inEach = (state: ArticleRow['state']) =>
    sql<number>`count(*) filter (where ${inState(state, ctx.now)})`.mapWith(Number);
  const [rows, [counts]] = await Promise.all([
    ctx.db
      .select(rowColumns)
      .from(articles)
      .where(where)
      .orderBy(...SORTS[query.sort])
      .limit(query.perPage)
      .offset(offset(query)),
    ctx.db
      .select({
        draft: inEach('draft'),
        review: inEach('review'),
        scheduled: inEach('scheduled'),
        published: inEach('published'),
        archived: inEach('archived'),
      })
      .from(articles)
      .where(and(...filters)),
  ]);
  const counted = counts ?? { draft: 0, review: 0, scheduled: 0, published: 0, archived: 0 };
  const total = query.state ? counted[query.state] : Object.values(counted).reduce((sum, n) => sum + n, 0);
  return { rows: rows.map((row) => toRow(row, ctx.now)), total, counts: counted };
}

/** Who has created articles, for the list's filter. */
export async function articleAuthors(
  ctx: Pick<ServiceContext, 'db' | 'actor'>,
): Promise<{ id: number; name: string }[]> {
  requireStaff(ctx, 'news');
  const rows = await ctx.db
    .selectDistinct({ id: revisions.userId, name: revisions.actorName })
    .from(revisions)
    .where(and(eq(revisions.entity, 'article'), eq(revisions.version, 1), isNotNull(revisions.userId)))
    .orderBy(revisions.actorName);
  const seen = new Map<number, string>();
  for (const r of rows) if (r.id !== null && !seen.has(r.id)) seen.set(r.id, r.name);
  return [...seen].map(([id, name]) => ({ id, name }));
}

const BULK_DONE: Record<ArticleBulkInput['action'], { action: string; said: string }> = {
  publish: { action: 'article.published', said: 'Zveřejněno' },
  unpublish: { action: 'article.unpublished', said: 'Staženo z webu mezi koncepty' },
  archive: { action: 'article.archived', said: 'Přesunuto do archivu' },
  delete: { action: 'article.deleted', said: 'Smazáno' },
};

/** Where one article of a bulk action goes: on the site from now (or as it was), among the drafts, or into the archive. */
function movedTo(action: Exclude<ArticleBulkInput['action'], 'delete'>, row: Publication, now: Date) {
  if (action === 'publish')
    return { publishedAt: row.publishedAt && row.publishedAt <= now ? row.publishedAt : now, unpublishAt: null };
  if (action === 'unpublish') return { publishedAt: null, unpublishAt: null };
  return {
    publishedAt: row.publishedAt ?? now,
    unpublishAt: row.unpublishAt && row.unpublishAt <= now ? row.unpublishAt : now,
  };
}

/**
 * One action on many articles, all or nothing: published now, back among the drafts (off the site),
 * into the archive, or deleted; each article's change in the audit log. Where review is required,
 * what has never been on the site is not published by this either.
 */
export async function bulk(ctx: ServiceContext, input: ArticleBulkInput): Promise<{ count: number; said: string }> {
  const actor = requireStaff(ctx, 'news');
  const required = await reviewRequired(ctx, 'news');
  const ids = [...new Set(input.ids)];
  const { action } = input;
  await publishing(ctx, async (tx) => {
    // All locked at once, in the order of their ids (two bulk actions at a time wait, not deadlock).
    const rows = await tx.db
      .select()
      .from(articles)
      .where(inArray(articles.id, ids))
      .orderBy(asc(articles.id))
      .for('update');
    if (rows.length !== ids.length)
      throw new HttpError(409, 'Některý z vybraných článků mezitím někdo smazal. Nic se nezměnilo; obnovte seznam.');
    if (action === 'publish' && required && rows.some((row) => row.publishedAt === null))
      throw new HttpError(
        403,
        'V aktualitách zveřejňuje koncepty až kolega po kontrole, hromadně ani jinak. Nic se nezměnilo.',
      );
    for (const row of rows) {
      if (action === 'delete') {
        await tx.db.delete(articles).where(eq(articles.id, row.id));
        await audit(tx, actor, {
          action: BULK_DONE.delete.action,
          entity: 'article',
          entityId: row.id,
          summary: { title: row.title },
        });
        continue;
      }
      // The search learns of them all at once below.
      await saveItem(tx, actor, ARTICLE_UNSEARCHED, {
        id: row.id,
        version: row.version,
        lock: async () => [row], // locked above
        write: async (_before, version) => {
          await tx.db
            .update(articles)
            .set({
              ...movedTo(action, row, ctx.now),
              reviewRequestedAt: null,
              reviewRequestedBy: null,
              updatedAt: ctx.now,
              version,
            })
            .where(eq(articles.id, row.id));
          return { id: row.id, action: BULK_DONE[action].action, summary: { title: row.title } };
        },
      });
    }
    await indexChanged(tx, articleSearch, ids);
  });
  return { count: ids.length, said: BULK_DONE[action].said };
}

/** One article as its editor opens it, with where its review stands. */
export async function adminGet(
  ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>,
  id: number,
): Promise<EditableArticle> {
  const actor = requireStaff(ctx, 'news');
  const row = await oneRow(
    ctx.db
      .select({
        ...rowColumns,
        perex: articles.perex,
        body: articles.body,
        category: blogCategories.slug,
        featured: articles.featured,
        imageId: articles.imageMediaId,
        version: articles.version,
        reviewRequestedBy: articles.reviewRequestedBy,
        changedBy: lastChangedBy,
        reviewNote: articles.reviewNote,
        reviewedAt: articles.reviewedAt,
        requester: { firstname: requester.firstname, lastname: requester.lastname },
        reviewer: { firstname: reviewer.firstname, lastname: reviewer.lastname },
      })
      .from(articles)
      .leftJoin(blogCategories, eq(blogCategories.id, articles.categoryId))
      .leftJoin(requester, eq(requester.id, articles.reviewRequestedBy))
      .leftJoin(reviewer, eq(reviewer.id, articles.reviewedBy))
      .where(eq(articles.id, id))
      .limit(1),
    () => notFound(ARTICLE.missing),
  );
  return {
    ...toRow(row, ctx.now),
    perex: row.perex,
    body: row.body,
    category: row.category,
    featured: row.featured,
    image_id: row.imageId,
    version: row.version,
    review: await reviewStanding(ctx, actor, row),
  };
}

/** The category an article is filed in, by its address; one that is not there is refused. */
async function categoryOf(ctx: Pick<ServiceContext, 'db'>, slug: string | null | undefined): Promise<number | null> {
  if (!slug) return null;
  const category = await oneRow(
    ctx.db.select({ id: blogCategories.id }).from(blogCategories).where(eq(blogCategories.slug, slug)),
    () => invalid({ category: ['Tato kategorie neexistuje.'] }),
  );
  return category.id;
}

/** The picture's columns as the save writes them: none (null), from the library, or as they are (left out). */
async function imageOf(ctx: Pick<ServiceContext, 'db'>, imageId: number | null | undefined) {
  if (imageId === null)
    return { imageMediaId: null, imageUrl: null, imageWidth: null, imageHeight: null, imageAlt: null };
  return imageId === undefined ? {} : pickedImage(ctx, imageId);
}

/** The article's address: the one chosen, or made from its title; one another article of its kind has is refused. */
const slugOf = (tx: TxContext, id: number | null, input: ArticleInput) =>
  addressFor(tx.db, 'articles', {
    chosen: input.slug,
    words: input.title,
    taken: async (slug) =>
      (
        await tx.db
          .select({ id: articles.id })
          .from(articles)
          .where(
            and(eq(articles.kind, input.kind), eq(articles.slug, slug), id === null ? undefined : ne(articles.id, id)),
          )
          .limit(1)
      ).length > 0,
    refusal: (slug) => `Adresu „${slug}“ už má jiný článek. Zvolte jinou.`,
  });

/**
 * Creates (`id` null) or changes an article. The body is kept as sanitised HTML; a slug is made from
 * the title when none is given; a save over a newer version is a 409 and changes nothing. The
 * public lists, the page cache and the search index show the change at once; the audit log keeps
 * who did it. An article handed over for review is recorded so, and the reviewers are mailed.
 */
export async function save(
  ctx: ServiceContext,
  id: number | null,
  input: ArticleInput,
  /** `imported`: brought from the town's former site, where it was published already: no review. */
  options: { restoredFrom?: number; imported?: boolean } = {},
): Promise<{ id: number; version: number }> {
  const actor = requireStaff(ctx, 'news');
  const required = !options.imported && (await reviewRequired(ctx, 'news'));
  const categoryId = await categoryOf(ctx, input.category);
  const image = await imageOf(ctx, input.image_id);
  // Whether this save hands the article over for review, which the reviewers learn of once it is committed.
  const handedOver = { now: false };
  const saved = await publishing(ctx, async (tx) => {
    const fields = {
      kind: input.kind,
      slug: await slugOf(tx, id, input),
      title: input.title,
      perex: input.perex,
      body: sanitizeRichText(input.body),
      categoryId,
      featured: input.featured,
      ...image,
      updatedAt: ctx.now,
    };
    const done = await saveItem(tx, actor, ARTICLE, {
      id,
      version: input.version,
      lock: (articleId) =>
        tx.db
          .select({
            id: articles.id,
            title: articles.title,
            publishedAt: articles.publishedAt,
            unpublishAt: articles.unpublishAt,
            reviewRequestedAt: articles.reviewRequestedAt,
            reviewRequestedBy: articles.reviewRequestedBy,
            version: articles.version,
          })
          .from(articles)
          .where(eq(articles.id, articleId))
          .for('update'),
      write: async (before, version) => {
        const publication = publicationOf(input, before, ctx.now);
        // What has never been on the site goes there only through a colleague's review, where one is required.
        if (required && !before?.publishedAt && publication.publishedAt) throw refusedWithoutReview();
        handedOver.now = publication.reviewRequestedAt !== null && (before?.reviewRequestedAt ?? null) === null;
        const review =
          publication.reviewRequestedAt === null
            ? { reviewRequestedBy: null }
            : handedOver.now
              ? { reviewRequestedBy: actor.id, reviewNote: null }
              : { reviewRequestedBy: before?.reviewRequestedBy ?? null };
        const row = { ...fields, ...publication, ...review, version };
        const written = before
          ? await oneRow(
              tx.db.update(articles).set(row).where(eq(articles.id, before.id)).returning({ id: articles.id }),
            )
          : await oneRow(
              tx.db
                .insert(articles)
                .values({ ...row, createdAt: ctx.now })
                .returning({ id: articles.id }),
            );
        return {
          id: written.id,
          summary: saveSummary(before, input, publication, ctx.now, options.restoredFrom),
          revision: revisionData(input, fields, publication),
        };
      },
    });
    if (handedOver.now) await recordSubmission(tx, actor, done.id, input.title);
    return done;
  });
  if (handedOver.now) await mailReviewers(ctx, actor, { id: saved.id, title: input.title });
  return saved;
}

/** What waits in the news for this editor: their drafts, articles for their review, what comes and goes within a week. */
export async function workItems(ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>): Promise<WorkItem[]> {
  const actor = requireStaff(ctx, 'news');
  const week = new Date(ctx.now.getTime() + 7 * 86_400_000);
  const counted = async (where: SQL) => (await ctx.db.select({ n: count() }).from(articles).where(where))[0]?.n ?? 0;
  const [drafts, coming, leaving, review] = await Promise.all([
    counted(allOf(inState('draft', ctx.now), createdBy(actor.id))),
    counted(allOf(gt(articles.publishedAt, ctx.now), lte(articles.publishedAt, week))),
    counted(
      allOf(lte(articles.publishedAt, ctx.now), gt(articles.unpublishAt, ctx.now), lte(articles.unpublishAt, week)),
    ),
    awaitingReview(ctx),
  ]);
  return [
    { label: 'Moje koncepty článků', count: drafts, href: `/sprava/aktuality?stav=draft&autor=${actor.id}` },
    { label: 'Články čekají na vaši kontrolu', count: review.length, href: '/sprava/aktuality?stav=review' },
    { label: 'Články se zveřejní do 7 dnů', count: coming, href: '/sprava/aktuality?stav=scheduled&razeni=oldest' },
    { label: 'Články zmizí z webu do 7 dnů', count: leaving, href: '/sprava/aktuality?stav=published' },
  ];
}
