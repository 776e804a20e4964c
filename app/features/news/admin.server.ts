import { and, count, desc, eq, gt, lte, ne, sql } from 'drizzle-orm';
import { formatDate, formatTime, pragueParts, pragueTime } from '../../../common/dates.ts';
import { slugify } from '../../../common/slug.ts';
import { auditLog } from '../../../server/db/schema/index.ts';
import { offset } from '../../../server/lib/api-schemas.ts';
import { audit } from '../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
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
  updatedAt: articles.updatedAt,
};

const stateOf = (publishedAt: Date | null, now: Date) =>
  publishedAt === null ? 'draft' : publishedAt > now ? 'scheduled' : 'published';

function toRow(
  row: { id: number; kind: 'news' | 'blog'; title: string; slug: string; publishedAt: Date | null; updatedAt: Date },
  now: Date,
): ArticleRow {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    slug: row.slug,
    state: stateOf(row.publishedAt, now),
    published_at: row.publishedAt?.toISOString() ?? null,
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

/** When the article shows: the chosen minute, now for a new publication, or as it was. */
function publicationTime(input: ArticleInput, before: Date | null, now: Date): Date | null {
  if (input.publication === 'draft') return null;
  if (input.publication === 'scheduled') return pragueTime(input.publish_date!, input.publish_time!);
  return before && before <= now ? before : now;
}

/** What a version keeps: the fields an editor changes, as saved. */
function revisionData(
  input: ArticleInput,
  fields: { slug: string; body: string; imageMediaId?: number | null },
  publishedAt: Date | null,
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
  };
}

/** Who saved an article last and when, for the conflict message. */
async function lastSave(ctx: Pick<ServiceContext, 'db'>, id: number) {
  const [entry] = await ctx.db
    .select({ actor: auditLog.actorName, at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'article'), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(1);
  return entry ? ` (${entry.actor}, ${formatDate(entry.at)} v ${formatTime(entry.at)})` : '';
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
      const publishedAt = publicationTime(input, null, ctx.now);
      const [created] = await tx
        .insert(articles)
        .values({ ...fields, publishedAt, createdAt: ctx.now })
        .returning({ id: articles.id, version: articles.version });
      await audit(txCtx, actor, {
        action: 'article.created',
        entity: 'article',
        entityId: created!.id,
        summary: { title: input.title, state: stateOf(publishedAt, ctx.now) },
      });
      await keepRevision(txCtx, actor, {
        entity: 'article',
        entityId: created!.id,
        version: created!.version,
        data: revisionData(input, fields, publishedAt),
      });
      return created!;
    }
    const [before] = await tx
      .select({ title: articles.title, publishedAt: articles.publishedAt, version: articles.version })
      .from(articles)
      .where(eq(articles.id, id))
      .for('update');
    if (!before) throw notFound('Článek neexistuje.');
    if (input.version !== undefined && input.version !== before.version) {
      throw new HttpError(
        409,
        `Článek mezitím uložil někdo jiný${await lastSave(txCtx, id)}. Níže je vaše znění; uložením přepíšete to jeho.`,
      );
    }
    const publishedAt = publicationTime(input, before.publishedAt, ctx.now);
    const [updated] = await tx
      .update(articles)
      .set({ ...fields, publishedAt, version: before.version + 1 })
      .where(eq(articles.id, id))
      .returning({ id: articles.id, version: articles.version });
    const summary: Record<string, string> = { state: stateOf(publishedAt, ctx.now) };
    if (before.title !== input.title) summary.title = `${before.title} → ${input.title}`;
    else summary.title = input.title;
    if ((before.publishedAt?.getTime() ?? null) !== (publishedAt?.getTime() ?? null)) {
      const when = (date: Date | null) => (date ? `${pragueParts(date).date} ${pragueParts(date).time}` : 'koncept');
      summary.published = `${when(before.publishedAt)} → ${when(publishedAt)}`;
    }
    if (options.restoredFrom !== undefined) summary.restored_from = `verze ${options.restoredFrom}`;
    await audit(txCtx, actor, { action: 'article.updated', entity: 'article', entityId: id, summary });
    await keepRevision(txCtx, actor, {
      entity: 'article',
      entityId: id,
      version: updated!.version,
      data: revisionData(input, fields, publishedAt),
    });
    return updated!;
  });
  ctx.reads?.clear();
  await reindex(ctx);
  return saved;
}

/** How many articles came out after `since` up to now: the scheduled ones whose minute has come. */
export async function cameDue(ctx: Pick<ServiceContext, 'db' | 'now'>, since: Date): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(articles)
    .where(and(gt(articles.publishedAt, since), lte(articles.publishedAt, ctx.now)));
  return row?.n ?? 0;
}
