import { and, gt, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import { pragueParts, pragueTime } from '../../../common/dates.ts';
import type { AuditSummary } from '../../../server/db/schema/index.ts';
import { invalid } from '../../../server/lib/http-errors.ts';
import type { ItemKind } from '../../../server/lib/item-save.ts';
import { indexChanged } from '../search/service.server.ts';
import { articles } from './schema.server.ts';
import type { ArticleInput, ArticleRow } from './schemas.ts';
import { articleSearch } from './search.server.ts';

// An article as its editors and its reviewers both handle it: the kind their saves share, its state
// (a draft, waiting for review, scheduled, published, archived) read from its dates and set from the
// form, and what a save keeps of it in its version and the audit log.

/** The article to the one save of an item: its audit entries, its refusals, its place in the search. */
export const ARTICLE: ItemKind = {
  entity: 'article',
  what: 'Článek',
  missing: 'Článek neexistuje.',
  reindex: (ctx, ids) => indexChanged(ctx, articleSearch, ids),
};

/**
 * The same for a save the search learns nothing from one by one: a bulk action's (which tells it of
 * them all at once), a returned review's (the draft was not on the site and is not now).
 */
export const ARTICLE_UNSEARCHED: ItemKind = { entity: ARTICLE.entity, what: ARTICLE.what, missing: ARTICLE.missing };

/** When an article shows and leaves, and whether a draft waits for a check. */
export interface Publication {
  publishedAt: Date | null;
  unpublishAt: Date | null;
  reviewRequestedAt: Date | null;
}

export const stateOf = ({ publishedAt, unpublishAt, reviewRequestedAt }: Publication, now: Date) =>
  publishedAt === null
    ? reviewRequestedAt
      ? 'review'
      : 'draft'
    : unpublishAt !== null && unpublishAt <= now
      ? 'archived'
      : publishedAt > now
        ? 'scheduled'
        : 'published';

/** The columns of an article's row in the editors' list. */
export const rowColumns = {
  id: articles.id,
  kind: articles.kind,
  title: articles.title,
  slug: articles.slug,
  publishedAt: articles.publishedAt,
  unpublishAt: articles.unpublishAt,
  reviewRequestedAt: articles.reviewRequestedAt,
  updatedAt: articles.updatedAt,
};

/** An article as a row of the editors' list. */
export function toRow(
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

/** Two or more conditions all met: drizzle types `and` as maybe nothing, for a call given none. */
export const allOf = (first: SQL, ...rest: (SQL | undefined)[]): SQL => and(first, ...rest) ?? first;

/** One of two or more conditions met (`or`, typed as `allOf` is). */
export const anyOf = (first: SQL, ...rest: (SQL | undefined)[]): SQL => or(first, ...rest) ?? first;

/** An article's state as a condition, from its dates as `stateOf` reads them. */
export function inState(state: ArticleRow['state'], now: Date): SQL {
  switch (state) {
    case 'draft':
      return allOf(isNull(articles.publishedAt), isNull(articles.reviewRequestedAt));
    case 'review':
      return allOf(isNull(articles.publishedAt), isNotNull(articles.reviewRequestedAt));
    case 'archived':
      return allOf(isNotNull(articles.publishedAt), lte(articles.unpublishAt, now));
    case 'scheduled':
      return allOf(gt(articles.publishedAt, now), anyOf(isNull(articles.unpublishAt), gt(articles.unpublishAt, now)));
    case 'published':
      return allOf(lte(articles.publishedAt, now), anyOf(isNull(articles.unpublishAt), gt(articles.unpublishAt, now)));
  }
}

/**
 * When the article shows and leaves: a draft (or one for review) not at all; published now (or as
 * it was), or at the chosen minute, until the chosen minute to leave; archived from now (or from
 * when it left). A time to leave that is not after the time to show is refused.
 */
export function publicationOf(input: ArticleInput, before: Publication | null, now: Date): Publication {
  const draft = { publishedAt: null, unpublishAt: null };
  if (input.publication === 'draft') return { ...draft, reviewRequestedAt: null };
  if (input.publication === 'review') return { ...draft, reviewRequestedAt: before?.reviewRequestedAt ?? now };
  const shownBefore = before?.publishedAt && before.publishedAt <= now ? before.publishedAt : null;
  if (input.publication === 'archived') {
    const left = before?.unpublishAt && before.unpublishAt <= now ? before.unpublishAt : now;
    return { publishedAt: shownBefore ?? now, unpublishAt: left, reviewRequestedAt: null };
  }
  const publishedAt = input.publication === 'scheduled' ? scheduledAt(input) : (shownBefore ?? now);
  // The form's schema asks for the time with the date (`pragueTime` would read none as midnight).
  const unpublishAt = input.unpublish_date ? pragueTime(input.unpublish_date, input.unpublish_time) : null;
  if (unpublishAt && unpublishAt <= publishedAt)
    throw invalid({ unpublish_date: ['Stažení z webu musí přijít až po zveřejnění.'] });
  return { publishedAt, unpublishAt, reviewRequestedAt: null };
}

/** The minute a scheduled article comes out: the form's schema has asked for its date and time already. */
function scheduledAt(input: ArticleInput): Date {
  if (!input.publish_date) throw invalid({ publish_date: ['Zadejte datum zveřejnění.'] });
  return pragueTime(input.publish_date, input.publish_time);
}

/** What a version keeps: the fields an editor changes, as saved. */
export function revisionData(
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

/** The audit log's line of a save: the state, the title (and its change), when it shows and leaves, what it restored. */
export function saveSummary(
  before: (Publication & { title: string }) | null,
  input: ArticleInput,
  publication: Publication,
  now: Date,
  restoredFrom: number | undefined,
): AuditSummary {
  if (!before) return { title: input.title, state: stateOf(publication, now) };
  const summary: AuditSummary = { state: stateOf(publication, now) };
  summary.title = before.title !== input.title ? `${before.title} → ${input.title}` : input.title;
  const when = (date: Date | null, none: string) =>
    date ? `${pragueParts(date).date} ${pragueParts(date).time}` : none;
  if ((before.publishedAt?.getTime() ?? null) !== (publication.publishedAt?.getTime() ?? null))
    summary.published = `${when(before.publishedAt, 'koncept')} → ${when(publication.publishedAt, 'koncept')}`;
  if ((before.unpublishAt?.getTime() ?? null) !== (publication.unpublishAt?.getTime() ?? null))
    summary.unpublish = `${when(before.unpublishAt, '—')} → ${when(publication.unpublishAt, '—')}`;
  if (restoredFrom !== undefined) summary.restored_from = `verze ${restoredFrom}`;
  return summary;
}
