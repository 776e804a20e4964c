import { asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { revisions, users } from '../../../server/db/schema/index.ts';
import { audit } from '../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { oneRow, publishing, saveItem, type TxContext } from '../../../server/lib/item-save.ts';
import { sendNotice } from '../../../server/lib/mail.ts';
import { latestRevision } from '../../../server/lib/revisions.ts';
import type { Actor, ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { type FourEyesBar, fourEyesBar, reviewersOf, reviewRequired } from '../staff/service.server.ts';
import { ARTICLE, ARTICLE_UNSEARCHED, allOf, type Publication, stateOf } from './article.server.ts';
import { reviewDecidedMail, reviewRequestedMail } from './mails.server.ts';
import { articles } from './schema.server.ts';
import type { AwaitingReview, EditableArticle, ReviewDecision } from './schemas.ts';

// The four-eyes review of the news: where the office requires it, an editor hands an article over
// and a colleague publishes it or returns it with a note; nobody decides on what they handed over or
// changed last. The editors' saves (`staff.server.ts`) hand over; the decision is here.

/** Who handed the article over, and who decided on it last: joined to the article as these. */
export const requester = alias(users, 'requester');
export const reviewer = alias(users, 'reviewer');
const nameOf = (u: { firstname: string; lastname: string } | null) => (u ? `${u.firstname} ${u.lastname}` : null);

/** Who saved the article's newest version: while it waits for review, the last change a reviewer would approve. */
// Columns spelled out: inside a subquery drizzle would leave them unqualified, and `id` would be the revision's.
export const lastChangedBy = sql<number | null>`(select r.user_id from ${revisions} r
  where r.entity = 'article' and r.entity_id = "articles"."id"::text
  order by r.version desc limit 1)`;

/** Why this editor may not decide on an article waiting for review (four eyes), for the page and the API. */
const NOT_YOURS_TO_DECIDE: Record<FourEyesBar, string> = {
  submitted: 'Článek jste ke kontrole předali vy, proto ho schválí nebo vrátí jiný redaktor aktualit.',
  changed: 'Poslední změnu článku jste uložili vy, proto ho schválí nebo vrátí jiný redaktor aktualit.',
};

type Name = { firstname: string; lastname: string } | null;

/** Where an opened article's review stands, and whether this editor may decide on it. */
export async function reviewStanding(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  actor: Actor,
  row: Publication & {
    reviewRequestedBy: number | null;
    changedBy: number | null;
    reviewNote: string | null;
    reviewedAt: Date | null;
    requester: Name;
    reviewer: Name;
  },
): Promise<EditableArticle['review']> {
  const required = await reviewRequired(ctx, 'news');
  const waiting = stateOf(row, ctx.now) === 'review';
  const bar = waiting ? fourEyesBar(actor.id, { submittedBy: row.reviewRequestedBy, changedBy: row.changedBy }) : null;
  return {
    required,
    requested_at: waiting ? (row.reviewRequestedAt?.toISOString() ?? null) : null,
    requested_by: waiting ? nameOf(row.requester) : null,
    may_decide: waiting && bar === null,
    not_yours: bar ? NOT_YOURS_TO_DECIDE[bar] : null,
    note: row.reviewNote,
    reviewed_by: row.reviewNote ? nameOf(row.reviewer) : null,
    reviewed_at: row.reviewNote ? (row.reviewedAt?.toISOString() ?? null) : null,
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
    .where(allOf(isNull(articles.publishedAt), isNotNull(articles.reviewRequestedAt)))
    .orderBy(asc(articles.reviewRequestedAt))
    .limit(100);
  // Each has its time of handing over (the query asks for it); the type learns it here.
  return rows.flatMap(({ at, ...r }) =>
    at !== null && fourEyesBar(actor.id, { submittedBy: r.by, changedBy: r.changedBy }) === null
      ? [{ id: r.id, title: r.title, requested_at: at.toISOString(), requested_by: nameOf(r.requester) }]
      : [],
  );
}

export const refusedWithoutReview = () =>
  invalid({
    publication: [
      'V aktualitách zveřejňuje článek až kolega po kontrole. Zvolte „Předat ke kontrole“; kolegové dostanou e-mail.',
    ],
  });

/** The article's handing over for review, in the audit log beside its save. */
export const recordSubmission = (txCtx: TxContext, actor: Actor, id: number, title: string) =>
  audit(txCtx, actor, { action: 'article.submitted', entity: 'article', entityId: id, summary: { title } });

/** Everyone who may review the news, but the author, learns that an article waits. */
export async function mailReviewers(ctx: ServiceContext, author: Actor, article: { id: number; title: string }) {
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
  // What the mail to the author says, learnt from the locked article.
  const decided: { title: string; author: string | null } = { title: '', author: null };
  const decide = (tx: TxContext) =>
    saveItem(tx, actor, approved ? ARTICLE : ARTICLE_UNSEARCHED, {
      id,
      version: input.version,
      lock: (articleId) => tx.db.select().from(articles).where(eq(articles.id, articleId)).for('update'),
      write: async (before, version) => {
        if (!before) throw notFound(ARTICLE.missing); // a decision is on an article there, which saveItem has locked
        if (stateOf(before, ctx.now) !== 'review') throw new HttpError(409, 'Článek už na kontrolu nečeká.');
        const last = await oneRow(tx.db.select({ changedBy: lastChangedBy }).from(articles).where(eq(articles.id, id)));
        const bar = fourEyesBar(actor.id, { submittedBy: before.reviewRequestedBy, changedBy: last.changedBy });
        if (bar) throw new HttpError(403, NOT_YOURS_TO_DECIDE[bar]);
        const publication = approved
          ? { publishedAt: ctx.now, unpublishAt: before.unpublishAt, reviewRequestedAt: null }
          : { publishedAt: null, unpublishAt: null, reviewRequestedAt: null };
        await tx.db
          .update(articles)
          .set({
            ...publication,
            reviewRequestedBy: null,
            reviewNote: approved ? null : input.note,
            reviewedAt: ctx.now,
            reviewedBy: actor.id,
            updatedAt: ctx.now,
            version,
          })
          .where(eq(articles.id, id));
        const [author] = before.reviewRequestedBy
          ? await tx.db.select({ email: users.email }).from(users).where(eq(users.id, before.reviewRequestedBy))
          : [];
        decided.title = before.title;
        decided.author = author?.email ?? null;
        return {
          id,
          action: approved ? 'article.approved' : 'article.returned',
          summary: { title: before.title, ...(input.note ? { comment: input.note } : {}) },
          // The approved version is the one handed over, now with its minute on the site.
          revision: approved
            ? {
                ...(await latestRevision(tx, 'article', id)),
                published_at: ctx.now.toISOString(),
                unpublish_at: before.unpublishAt?.toISOString() ?? null,
              }
            : undefined,
        };
      },
    });
  // A returned article was not on the site: nothing the public reads changed, so their cache stays.
  const { version } = approved
    ? await publishing(ctx, decide)
    : await ctx.db.transaction((tx) => decide({ db: tx, now: ctx.now }));
  if (decided.author)
    await sendNotice(
      ctx.mailer,
      ctx.log,
      reviewDecidedMail(decided.author, {
        title: decided.title,
        reviewer: `${actor.firstname} ${actor.lastname}`,
        approved,
        note: input.note,
        url: `${ctx.config.PUBLIC_URL}/sprava/aktuality/${id}`,
      }),
    );
  return { version };
}
