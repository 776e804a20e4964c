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
import { alias } from 'drizzle-orm/pg-core';
import { addDays, pragueParts, pragueTime } from '../../../common/dates.ts';
import type { WorkItem } from '../../../common/work-items.ts';
import { revisions, users } from '../../../server/db/schema/index.ts';
import { addressFor } from '../../../server/lib/addresses.ts';
import { offset } from '../../../server/lib/api-schemas.ts';
import { audit, lockedForSave } from '../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { likePattern } from '../../../server/lib/like.ts';
import { sendNotice } from '../../../server/lib/mail.ts';
import { keepRevision, latestRevision } from '../../../server/lib/revisions.ts';
import { sanitizeRichText } from '../../../server/lib/rich-text.ts';
import type { Actor, ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { pickedImage } from '../media/service.server.ts';
import { indexChanged } from '../search/service.server.ts';
import { type FourEyesBar, fourEyesBar, reviewersOf, reviewRequired } from '../staff/service.server.ts';
import { reviewDecidedMail, reviewRequestedMail } from './mails.server.ts';
import { articles, blogCategories } from './schema.server.ts';
import type {
  AdminListInput,
  ArticleBulkInput,
  ArticleInput,
  ArticleRow,
  AwaitingReview,
  EditableArticle,
  ReviewDecision,
} from './schemas.ts';
import { articleSearch } from './search.server.ts';

// The news editors' operations (section `news`): every article, drafts and scheduled ones too.

const rowColumns = {
  id: articles.id,
  kind: articles.kind,
  title: articles.title,
  slug: articles.slug,
  publishedAt: articles.publishedAt,
  unpublishAt: articles.unpublishAt,
  reviewRequestedAt: articles.reviewRequestedAt,
  updatedAt: articles.updatedAt,
};

/** When an article shows and leaves, and whether a draft waits for a check. */
interface Publication {
  publishedAt: Date | null;
  unpublishAt: Date | null;
  reviewRequestedAt: Date | null;
}

const stateOf = ({ publishedAt, unpublishAt, reviewRequestedAt }: Publication, now: Date) =>
  publishedAt === null
    ? reviewRequestedAt
      ? 'review'
      : 'draft'
    : unpublishAt !== null && unpublishAt <= now
      ? 'archived'
      : publishedAt > now
        ? 'scheduled'
        : 'published';

function toRow(
  row: Publication & { id: number; kind: 'news' | 'blog'; title: string; slug: string; updatedAt: Date },
  now: Date,
): ArticleRow {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    slug: row.slug,
    state: stateOf(row, now),
    published_at: row.publishedAt?.toISOString() ?? null,
    unpublish_at: row.unpublishAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** An article's state as a condition, from its dates as `stateOf` reads them. */
function inState(state: ArticleRow['state'], now: Date): SQL {
  switch (state) {
    case 'draft':
      return and(isNull(articles.publishedAt), isNull(articles.reviewRequestedAt))!;
    case 'review':
      return and(isNull(articles.publishedAt), isNotNull(articles.reviewRequestedAt))!;
    case 'archived':
      return and(isNotNull(articles.publishedAt), lte(articles.unpublishAt, now))!;
    case 'scheduled':
      return and(gt(articles.publishedAt, now), or(isNull(articles.unpublishAt), gt(articles.unpublishAt, now)))!;
    case 'published':
      return and(lte(articles.publishedAt, now), or(isNull(articles.unpublishAt), gt(articles.unpublishAt, now)))!;
  }
}

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
    filters.push(or(ilike(articles.title, like), ilike(articles.perex, like))!);
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

/**
 * One action on many articles, all or nothing: published now, back among the drafts (off the site),
 * into the archive, or deleted; each article's change in the audit log. Where review is required,
 * what has never been on the site is not published by this either.
 */
export async function bulk(ctx: ServiceContext, input: ArticleBulkInput): Promise<{ count: number; said: string }> {
  const actor = requireStaff(ctx, 'news');
  const required = await reviewRequired(ctx, 'news');
  const ids = [...new Set(input.ids)];
  await ctx.db.transaction(async (tx) => {
    const txCtx = { db: tx, now: ctx.now };
    const rows = await tx
      .select()
      .from(articles)
      .where(inArray(articles.id, ids))
      .orderBy(asc(articles.id))
      .for('update');
    if (rows.length !== ids.length)
      throw new HttpError(409, 'Některý z vybraných článků mezitím někdo smazal. Nic se nezměnilo; obnovte seznam.');
    if (input.action === 'publish' && required && rows.some((row) => row.publishedAt === null))
      throw new HttpError(
        403,
        'V aktualitách zveřejňuje koncepty až kolega po kontrole, hromadně ani jinak. Nic se nezměnilo.',
      );
    for (const row of rows) {
      if (input.action === 'delete') {
        await tx.delete(articles).where(eq(articles.id, row.id));
      } else {
        const publication =
          input.action === 'publish'
            ? {
                publishedAt: row.publishedAt && row.publishedAt <= ctx.now ? row.publishedAt : ctx.now,
                unpublishAt: null,
              }
            : input.action === 'unpublish'
              ? { publishedAt: null, unpublishAt: null }
              : {
                  publishedAt: row.publishedAt ?? ctx.now,
                  unpublishAt: row.unpublishAt && row.unpublishAt <= ctx.now ? row.unpublishAt : ctx.now,
                };
        await tx
          .update(articles)
          .set({
            ...publication,
            reviewRequestedAt: null,
            reviewRequestedBy: null,
            updatedAt: ctx.now,
            version: row.version + 1,
          })
          .where(eq(articles.id, row.id));
      }
      await audit(txCtx, actor, {
        action: BULK_DONE[input.action].action,
        entity: 'article',
        entityId: row.id,
        summary: { title: row.title },
      });
    }
    await indexChanged(txCtx, articleSearch, ids);
  });
  ctx.reads?.clear();
  return { count: ids.length, said: BULK_DONE[input.action].said };
}

const requester = alias(users, 'requester');
const reviewer = alias(users, 'reviewer');
const nameOf = (u: { firstname: string; lastname: string } | null) => (u ? `${u.firstname} ${u.lastname}` : null);

/** Who saved the article's newest version: while it waits for review, the last change a reviewer would approve. */
// Columns spelled out: inside a subquery drizzle would leave them unqualified, and `id` would be the revision's.
const lastChangedBy = sql<number | null>`(select r.user_id from ${revisions} r
  where r.entity = 'article' and r.entity_id = "articles"."id"::text
  order by r.version desc limit 1)`;

/** Why this editor may not decide on an article waiting for review (four eyes), for the page and the API. */
const NOT_YOURS_TO_DECIDE: Record<FourEyesBar, string> = {
  submitted: 'Článek jste ke kontrole předali vy, proto ho schválí nebo vrátí jiný redaktor aktualit.',
  changed: 'Poslední změnu článku jste uložili vy, proto ho schválí nebo vrátí jiný redaktor aktualit.',
};

/** One article as its editor opens it, with where its review stands. */
export async function adminGet(
  ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>,
  id: number,
): Promise<EditableArticle> {
  const actor = requireStaff(ctx, 'news');
  const [row] = await ctx.db
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
    .limit(1);
  if (!row) throw notFound('Článek neexistuje.');
  const required = await reviewRequired(ctx, 'news');
  const waiting = stateOf(row, ctx.now) === 'review';
  const bar = waiting ? fourEyesBar(actor.id, { submittedBy: row.reviewRequestedBy, changedBy: row.changedBy }) : null;
  return {
    ...toRow(row, ctx.now),
    perex: row.perex,
    body: row.body,
    category: row.category,
    featured: row.featured,
    image_id: row.imageId,
    version: row.version,
    review: {
      required,
      requested_at: waiting ? (row.reviewRequestedAt?.toISOString() ?? null) : null,
      requested_by: waiting ? nameOf(row.requester) : null,
      may_decide: waiting && bar === null,
      not_yours: bar ? NOT_YOURS_TO_DECIDE[bar] : null,
      note: row.reviewNote,
      reviewed_by: row.reviewNote ? nameOf(row.reviewer) : null,
      reviewed_at: row.reviewNote ? (row.reviewedAt?.toISOString() ?? null) : null,
    },
  };
}

/** The review of an article not yet written: nothing waits yet, and whether it will need one. */
export async function newArticleReview(ctx: Pick<ServiceContext, 'db' | 'actor'>): Promise<EditableArticle['review']> {
  requireStaff(ctx, 'news');
  return {
    required: await reviewRequired(ctx, 'news'),
    requested_at: null,
    requested_by: null,
    may_decide: false,
    not_yours: null,
    note: null,
    reviewed_by: null,
    reviewed_at: null,
  };
}

/** Articles waiting for review that this person may decide: not those they handed over or changed last. */
export async function awaitingReview(ctx: Pick<ServiceContext, 'db' | 'actor'>): Promise<AwaitingReview[]> {
  const actor = requireStaff(ctx, 'news');
  const rows = await ctx.db
    .select({
      id: articles.id,
      title: articles.title,
      at: articles.reviewRequestedAt,
      by: articles.reviewRequestedBy,
      changedBy: lastChangedBy,
      requester: { firstname: requester.firstname, lastname: requester.lastname },
    })
    .from(articles)
    .leftJoin(requester, eq(requester.id, articles.reviewRequestedBy))
    .where(and(isNull(articles.publishedAt), isNotNull(articles.reviewRequestedAt)))
    .orderBy(asc(articles.reviewRequestedAt))
    .limit(100);
  return rows
    .filter((r) => fourEyesBar(actor.id, { submittedBy: r.by, changedBy: r.changedBy }) === null)
    .map((r) => ({ id: r.id, title: r.title, requested_at: r.at!.toISOString(), requested_by: nameOf(r.requester) }));
}

/**
 * When the article shows and leaves: a draft (or one for review) not at all; published now (or as
 * it was), or at the chosen minute, until the chosen minute to leave; archived from now (or from
 * when it left). A time to leave that is not after the time to show is refused.
 */
function publicationOf(input: ArticleInput, before: Publication | null, now: Date): Publication {
  const draft = { publishedAt: null, unpublishAt: null };
  if (input.publication === 'draft') return { ...draft, reviewRequestedAt: null };
  if (input.publication === 'review') return { ...draft, reviewRequestedAt: before?.reviewRequestedAt ?? now };
  const shownBefore = before?.publishedAt && before.publishedAt <= now ? before.publishedAt : null;
  if (input.publication === 'archived') {
    const left = before?.unpublishAt && before.unpublishAt <= now ? before.unpublishAt : now;
    return { publishedAt: shownBefore ?? now, unpublishAt: left, reviewRequestedAt: null };
  }
  const publishedAt =
    input.publication === 'scheduled' ? pragueTime(input.publish_date!, input.publish_time!) : (shownBefore ?? now);
  const unpublishAt = input.unpublish_date ? pragueTime(input.unpublish_date, input.unpublish_time!) : null;
  if (unpublishAt && unpublishAt <= publishedAt)
    throw invalid({ unpublish_date: ['Stažení z webu musí přijít až po zveřejnění.'] });
  return { publishedAt, unpublishAt, reviewRequestedAt: null };
}

/** What a version keeps: the fields an editor changes, as saved. */
function revisionData(
  input: ArticleInput,
  fields: { slug: string; body: string; imageMediaId?: number | null },
  { publishedAt, unpublishAt }: Publication,
): Record<string, unknown> {
  return {
    kind: input.kind,
    title: input.title,
    slug: fields.slug,
    perex: input.perex,
    body: fields.body,
    category: input.category ?? null,
    featured: input.featured,
    ...(fields.imageMediaId !== undefined ? { image_id: fields.imageMediaId } : {}),
    published_at: publishedAt?.toISOString() ?? null,
    unpublish_at: unpublishAt?.toISOString() ?? null,
  };
}

/**
 * Creates (`id` null) or changes an article. The body is kept as sanitised HTML; a slug is made from
 * the title when none is given; a save over a newer version is a 409 and changes nothing. The
 * public lists, the page cache and the search index show the change at once; the audit log keeps
 * who did it.
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
  let categoryId: number | null = null;
  if (input.category) {
    const [category] = await ctx.db
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .where(eq(blogCategories.slug, input.category));
    if (!category) throw invalid({ category: ['Tato kategorie neexistuje.'] });
    categoryId = category.id;
  }

  let image = {};
  if (input.image_id === null)
    image = { imageMediaId: null, imageUrl: null, imageWidth: null, imageHeight: null, imageAlt: null };
  else if (input.image_id !== undefined) image = await pickedImage(ctx, input.image_id);

  let submittedFor: { id: number; title: string } | null = null;
  const saved = await ctx.db.transaction(async (tx) => {
    const txCtx = { db: tx, now: ctx.now };
    const slug = await addressFor(tx, 'articles', {
      chosen: input.slug,
      words: input.title,
      taken: async (slug) =>
        (
          await tx
            .select({ id: articles.id })
            .from(articles)
            .where(
              and(
                eq(articles.kind, input.kind),
                eq(articles.slug, slug),
                id === null ? undefined : ne(articles.id, id),
              ),
            )
            .limit(1)
        ).length > 0,
      refusal: (slug) => `Adresu „${slug}“ už má jiný článek. Zvolte jinou.`,
    });
    const fields = {
      kind: input.kind,
      slug,
      title: input.title,
      perex: input.perex,
      body: sanitizeRichText(input.body),
      categoryId,
      featured: input.featured,
      ...image,
      updatedAt: ctx.now,
    };
    if (id === null) {
      const publication = publicationOf(input, null, ctx.now);
      if (required && publication.publishedAt) throw refusedWithoutReview();
      const submitted = publication.reviewRequestedAt !== null;
      const [created] = await tx
        .insert(articles)
        .values({
          ...fields,
          ...publication,
          reviewRequestedBy: submitted ? actor.id : null,
          createdAt: ctx.now,
        })
        .returning({ id: articles.id, version: articles.version });
      await audit(txCtx, actor, {
        action: 'article.created',
        entity: 'article',
        entityId: created!.id,
        summary: { title: input.title, state: stateOf(publication, ctx.now) },
      });
      if (submitted) await recordSubmission(txCtx, actor, created!.id, input.title);
      submittedFor = submitted ? { id: created!.id, title: input.title } : null;
      await keepRevision(txCtx, actor, {
        entity: 'article',
        entityId: created!.id,
        version: created!.version,
        data: revisionData(input, fields, publication),
      });
      await indexChanged(txCtx, articleSearch, [created!.id]);
      return created!;
    }
    const before = await lockedForSave(
      txCtx,
      { entity: 'article', id, version: input.version, what: 'Článek', missing: 'Článek neexistuje.' },
      tx
        .select({
          title: articles.title,
          publishedAt: articles.publishedAt,
          unpublishAt: articles.unpublishAt,
          reviewRequestedAt: articles.reviewRequestedAt,
          reviewRequestedBy: articles.reviewRequestedBy,
          version: articles.version,
        })
        .from(articles)
        .where(eq(articles.id, id))
        .for('update'),
    );
    const publication = publicationOf(input, before, ctx.now);
    const { publishedAt } = publication;
    // What has never been on the site goes there only through a colleague's review, where one is required.
    if (required && !before.publishedAt && publishedAt) throw refusedWithoutReview();
    const submitted = publication.reviewRequestedAt !== null && before.reviewRequestedAt === null;
    const review =
      publication.reviewRequestedAt === null
        ? { reviewRequestedBy: null }
        : submitted
          ? { reviewRequestedBy: actor.id, reviewNote: null }
          : { reviewRequestedBy: before.reviewRequestedBy };
    const [updated] = await tx
      .update(articles)
      .set({ ...fields, ...publication, ...review, version: before.version + 1 })
      .where(eq(articles.id, id))
      .returning({ id: articles.id, version: articles.version });
    const summary: Record<string, string> = { state: stateOf(publication, ctx.now) };
    if (before.title !== input.title) summary.title = `${before.title} → ${input.title}`;
    else summary.title = input.title;
    if ((before.publishedAt?.getTime() ?? null) !== (publishedAt?.getTime() ?? null)) {
      const when = (date: Date | null) => (date ? `${pragueParts(date).date} ${pragueParts(date).time}` : 'koncept');
      summary.published = `${when(before.publishedAt)} → ${when(publishedAt)}`;
    }
    if ((before.unpublishAt?.getTime() ?? null) !== (publication.unpublishAt?.getTime() ?? null)) {
      const when = (date: Date | null) => (date ? `${pragueParts(date).date} ${pragueParts(date).time}` : '—');
      summary.unpublish = `${when(before.unpublishAt)} → ${when(publication.unpublishAt)}`;
    }
    if (options.restoredFrom !== undefined) summary.restored_from = `verze ${options.restoredFrom}`;
    await audit(txCtx, actor, { action: 'article.updated', entity: 'article', entityId: id, summary });
    if (submitted) await recordSubmission(txCtx, actor, id, input.title);
    submittedFor = submitted ? { id, title: input.title } : null;
    await keepRevision(txCtx, actor, {
      entity: 'article',
      entityId: id,
      version: updated!.version,
      data: revisionData(input, fields, publication),
    });
    await indexChanged(txCtx, articleSearch, [id]);
    return updated!;
  });
  ctx.reads?.clear();
  if (submittedFor) await mailReviewers(ctx, actor, submittedFor);
  return saved;
}

const refusedWithoutReview = () =>
  invalid({
    publication: [
      'V aktualitách zveřejňuje článek až kolega po kontrole. Zvolte „Předat ke kontrole“; kolegové dostanou e-mail.',
    ],
  });

/** The article's handing over for review, in the audit log beside its save. */
const recordSubmission = (txCtx: Pick<ServiceContext, 'db' | 'now'>, actor: Actor, id: number, title: string) =>
  audit(txCtx, actor, { action: 'article.submitted', entity: 'article', entityId: id, summary: { title } });

/** Everyone who may review the news, but the author, learns that an article waits. */
async function mailReviewers(ctx: ServiceContext, author: Actor, article: { id: number; title: string }) {
  const url = `${ctx.config.PUBLIC_URL}/sprava/aktuality/${article.id}`;
  for (const r of await reviewersOf(ctx, 'news', author.id))
    await sendNotice(
      ctx.mailer,
      ctx.log,
      reviewRequestedMail(r.email, { title: article.title, author: `${author.firstname} ${author.lastname}`, url }),
    );
}

/**
 * A reviewer's decision on an article waiting for review: approved, it is published now; returned,
 * it is a draft again with the reviewer's note for the author. Nobody decides on what they handed
 * over or changed last themselves, an administrator neither (four eyes; where review is not required
 * they publish it directly instead); a decision on an article changed meanwhile is a 409.
 * The author is mailed the verdict.
 */
export async function review(ctx: ServiceContext, id: number, input: ReviewDecision): Promise<{ version: number }> {
  const actor = requireStaff(ctx, 'news');
  const approved = input.decision === 'approve';
  const done = await ctx.db.transaction(async (tx) => {
    const txCtx = { db: tx, now: ctx.now };
    const before = await lockedForSave(
      txCtx,
      { entity: 'article', id, version: input.version, what: 'Článek', missing: 'Článek neexistuje.' },
      tx.select().from(articles).where(eq(articles.id, id)).for('update'),
    );
    if (stateOf(before, ctx.now) !== 'review') throw new HttpError(409, 'Článek už na kontrolu nečeká.');
    const [last] = await tx.select({ changedBy: lastChangedBy }).from(articles).where(eq(articles.id, id));
    const bar = fourEyesBar(actor.id, { submittedBy: before.reviewRequestedBy, changedBy: last?.changedBy ?? null });
    if (bar) throw new HttpError(403, NOT_YOURS_TO_DECIDE[bar]);
    const publication = approved
      ? { publishedAt: ctx.now, unpublishAt: before.unpublishAt, reviewRequestedAt: null }
      : { publishedAt: null, unpublishAt: null, reviewRequestedAt: null };
    const [updated] = await tx
      .update(articles)
      .set({
        ...publication,
        reviewRequestedBy: null,
        reviewNote: approved ? null : input.note,
        reviewedAt: ctx.now,
        reviewedBy: actor.id,
        updatedAt: ctx.now,
        version: before.version + 1,
      })
      .where(eq(articles.id, id))
      .returning({ version: articles.version });
    await audit(txCtx, actor, {
      action: approved ? 'article.approved' : 'article.returned',
      entity: 'article',
      entityId: id,
      summary: { title: before.title, ...(input.note ? { comment: input.note } : {}) },
    });
    if (approved)
      await keepRevision(txCtx, actor, {
        entity: 'article',
        entityId: id,
        version: updated!.version,
        data: {
          ...(await latestRevision(txCtx, 'article', id)),
          published_at: ctx.now.toISOString(),
          unpublish_at: before.unpublishAt?.toISOString() ?? null,
        },
      });
    const [author] = before.reviewRequestedBy
      ? await tx.select({ email: users.email }).from(users).where(eq(users.id, before.reviewRequestedBy))
      : [];
    if (approved) await indexChanged(txCtx, articleSearch, [id]);
    return { version: updated!.version, title: before.title, author: author?.email ?? null };
  });
  if (approved) ctx.reads?.clear();
  if (done.author)
    await sendNotice(
      ctx.mailer,
      ctx.log,
      reviewDecidedMail(done.author, {
        title: done.title,
        reviewer: `${actor.firstname} ${actor.lastname}`,
        approved,
        note: input.note,
        url: `${ctx.config.PUBLIC_URL}/sprava/aktuality/${id}`,
      }),
    );
  return { version: done.version };
}

/**
 * How many articles came out or left the site after `since` up to now: those whose minute has come.
 * Those that left, leave the search too (one scheduled for the minute is already there, found from it).
 */
export async function cameDue(ctx: Pick<ServiceContext, 'db' | 'now'>, since: Date): Promise<number> {
  const due = await ctx.db
    .select({ id: articles.id, left: sql<boolean>`${articles.unpublishAt} <= ${ctx.now.toISOString()}::timestamptz` })
    .from(articles)
    .where(
      or(
        and(gt(articles.publishedAt, since), lte(articles.publishedAt, ctx.now)),
        and(gt(articles.unpublishAt, since), lte(articles.unpublishAt, ctx.now)),
      ),
    );
  await indexChanged(
    ctx,
    articleSearch,
    due.filter((a) => a.left).map((a) => a.id),
  );
  return due.length;
}

/** What waits in the news for this editor: their drafts, articles for their review, what comes and goes within a week. */
export async function workItems(ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>): Promise<WorkItem[]> {
  const actor = requireStaff(ctx, 'news');
  const week = new Date(ctx.now.getTime() + 7 * 86_400_000);
  const counted = async (where: SQL) => (await ctx.db.select({ n: count() }).from(articles).where(where))[0]?.n ?? 0;
  const [drafts, coming, leaving, review] = await Promise.all([
    counted(and(inState('draft', ctx.now), createdBy(actor.id))!),
    counted(and(gt(articles.publishedAt, ctx.now), lte(articles.publishedAt, week))!),
    counted(
      and(lte(articles.publishedAt, ctx.now), gt(articles.unpublishAt, ctx.now), lte(articles.unpublishAt, week))!,
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
