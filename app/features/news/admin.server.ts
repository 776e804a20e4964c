import { and, count, desc, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import { pragueParts, pragueTime } from '../../../common/dates.ts';
import { slugify } from '../../../common/slug.ts';
import { offset } from '../../../server/lib/api-schemas.ts';
import { audit, conflict } from '../../../server/lib/audit.ts';
import { invalid, notFound } from '../../../server/lib/http-errors.ts';
import { keepRevision } from '../../../server/lib/revisions.ts';
import { sanitizeRichText } from '../../../server/lib/rich-text.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { media } from '../media/schema.server.ts';
import { reindex } from '../search/service.server.ts';
import { articles, blogCategories } from './schema.server.ts';
import type { AdminListInput, ArticleInput, ArticleRow, EditableArticle } from './schemas.ts';

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

/** Every article of a kind, drafts first, then the newest. */
export async function adminList(ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>, query: AdminListInput) {
  requireStaff(ctx, 'news');
  const where = eq(articles.kind, query.type);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(rowColumns)
      .from(articles)
      .where(where)
      .orderBy(sql`${articles.publishedAt} is null desc`, desc(articles.publishedAt), desc(articles.id))
      .limit(query.perPage)
      .offset(offset(query)),
    ctx.db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows: rows.map((row) => toRow(row, ctx.now)), total: total?.n ?? 0 };
}

/** One article as its editor opens it. */
export async function adminGet(
  ctx: Pick<ServiceContext, 'db' | 'actor' | 'now'>,
  id: number,
): Promise<EditableArticle> {
  requireStaff(ctx, 'news');
  const [row] = await ctx.db
    .select({
      ...rowColumns,
      perex: articles.perex,
      body: articles.body,
      category: blogCategories.slug,
      featured: articles.featured,
      imageId: articles.imageMediaId,
      version: articles.version,
    })
    .from(articles)
    .leftJoin(blogCategories, eq(blogCategories.id, articles.categoryId))
    .where(eq(articles.id, id))
    .limit(1);
  if (!row) throw notFound('Článek neexistuje.');
  return {
    ...toRow(row, ctx.now),
    perex: row.perex,
    body: row.body,
    category: row.category,
    featured: row.featured,
    image_id: row.imageId,
    version: row.version,
  };
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
  options: { restoredFrom?: number } = {},
): Promise<{ id: number; version: number }> {
  const actor = requireStaff(ctx, 'news');
  const slug = input.slug || slugify(input.title);
  let categoryId: number | null = null;
  if (input.category) {
    const [category] = await ctx.db
      .select({ id: blogCategories.id })
      .from(blogCategories)
      .where(eq(blogCategories.slug, input.category));
    if (!category) throw invalid({ category: ['Tato kategorie neexistuje.'] });
    categoryId = category.id;
  }
  const taken = await ctx.db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.kind, input.kind), eq(articles.slug, slug), id === null ? undefined : ne(articles.id, id)))
    .limit(1);
  if (taken.length > 0) throw invalid({ slug: [`Adresu „${slug}“ už má jiný článek. Zvolte jinou.`] });

  let image = {};
  if (input.image_id === null)
    image = { imageMediaId: null, imageUrl: null, imageWidth: null, imageHeight: null, imageAlt: null };
  else if (input.image_id !== undefined) {
    const [picked] = await ctx.db.select().from(media).where(eq(media.id, input.image_id));
    if (!picked) throw invalid({ image_id: ['Tento obrázek v knihovně není.'] });
    image = {
      imageMediaId: picked.id,
      imageUrl: picked.url,
      imageWidth: picked.width,
      imageHeight: picked.height,
      imageAlt: picked.alt,
    };
  }

  const saved = await ctx.db.transaction(async (tx) => {
    const txCtx = { db: tx, now: ctx.now };
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
      const [created] = await tx
        .insert(articles)
        .values({ ...fields, ...publication, createdAt: ctx.now })
        .returning({ id: articles.id, version: articles.version });
      await audit(txCtx, actor, {
        action: 'article.created',
        entity: 'article',
        entityId: created!.id,
        summary: { title: input.title, state: stateOf(publication, ctx.now) },
      });
      await keepRevision(txCtx, actor, {
        entity: 'article',
        entityId: created!.id,
        version: created!.version,
        data: revisionData(input, fields, publication),
      });
      return created!;
    }
    const [before] = await tx
      .select({
        title: articles.title,
        publishedAt: articles.publishedAt,
        unpublishAt: articles.unpublishAt,
        reviewRequestedAt: articles.reviewRequestedAt,
        version: articles.version,
      })
      .from(articles)
      .where(eq(articles.id, id))
      .for('update');
    if (!before) throw notFound('Článek neexistuje.');
    if (input.version !== undefined && input.version !== before.version) {
      throw await conflict(txCtx, 'Článek', 'article', id);
    }
    const publication = publicationOf(input, before, ctx.now);
    const { publishedAt } = publication;
    const [updated] = await tx
      .update(articles)
      .set({ ...fields, ...publication, version: before.version + 1 })
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
    await keepRevision(txCtx, actor, {
      entity: 'article',
      entityId: id,
      version: updated!.version,
      data: revisionData(input, fields, publication),
    });
    return updated!;
  });
  ctx.reads?.clear();
  await reindex(ctx);
  return saved;
}

/** How many articles came out or left the site after `since` up to now: those whose minute has come. */
export async function cameDue(ctx: Pick<ServiceContext, 'db' | 'now'>, since: Date): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(articles)
    .where(
      or(
        and(gt(articles.publishedAt, since), lte(articles.publishedAt, ctx.now)),
        and(gt(articles.unpublishAt, since), lte(articles.unpublishAt, ctx.now)),
      ),
    );
  return row?.n ?? 0;
}
