import { z } from 'zod';
import type { Tx } from '../../../server/db/client.ts';
import { readDemo } from '../../../server/db/seed/demo-data.ts';
import { type DemoPhoto, demoImageColumns, demoPhotoSchema } from '../../../server/db/seed/demo-photos.ts';
import { ARTICLE_KINDS } from './paths.ts';
import { articles, blogCategories } from './schema.server.ts';

const categoryRows = z.array(z.object({ slug: z.string(), name: z.string(), position: z.number().int() }));

/** The articles' categories (demo/news/categories.yaml), seeded with the town's settings. */
export async function seedCategories(tx: Tx) {
  await tx.insert(blogCategories).values(readDemo('news/categories', categoryRows)).onConflictDoNothing();
}

const article = z.object({
  kind: z.enum(ARTICLE_KINDS),
  slug: z.string().regex(/^[a-z0-9-]{1,120}$/),
  title: z.string().min(1),
  perex: z.string().min(1),
  body: z.string().min(1),
  /** A news category's slug. */
  category: z.string().nullable(),
  publishedAt: z.iso.datetime({ offset: true }),
  featured: z.boolean().optional(),
});

/** The first posts (demo/news/articles.yaml), each with a poster from public/img/plakaty. */
const firstArticles = z.array(
  article.extend({
    image: z
      .object({ url: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string().min(1) })
      .optional(),
  }),
);

/** The news history (demo/news/more-articles.yaml), with drawn photos. */
const moreArticles = z.array(article.extend({ image: demoPhotoSchema.optional() }));

async function categoryIds(tx: Tx) {
  const categories = await tx.select({ id: blogCategories.id, slug: blogCategories.slug }).from(blogCategories);
  return new Map(categories.map((c) => [c.slug, c.id]));
}

/** The first news and blog posts (step demo_articles_seeded_at). */
export async function seedArticles(tx: Tx) {
  const categoryId = await categoryIds(tx);
  await tx
    .insert(articles)
    .values(
      readDemo('news/articles', firstArticles).map(({ category, image, publishedAt, ...article }) => ({
        ...article,
        categoryId: category ? categoryId.get(category) : null,
        publishedAt: new Date(publishedAt),
        imageUrl: image?.url,
        imageWidth: image?.width,
        imageHeight: image?.height,
        imageAlt: image?.alt,
      })),
    )
    .onConflictDoNothing();
}

/** The news history, from September 2025 on (the first part of the step demo_reading_seeded_at). */
export async function seedMoreArticles(tx: Tx) {
  const categoryId = await categoryIds(tx);
  await tx
    .insert(articles)
    .values(
      readDemo('news/more-articles', moreArticles).map(({ category, image, publishedAt, ...article }) => ({
        ...article,
        categoryId: category ? categoryId.get(category) : null,
        publishedAt: new Date(publishedAt),
        ...demoImageColumns(image),
      })),
    )
    .onConflictDoNothing();
}

/** The drawn photos the news refer to, with the shape they are drawn in. */
export function newsDemoPhotos(): (DemoPhoto & { aspect: 'wide' })[] {
  return readDemo('news/more-articles', moreArticles).flatMap((a) =>
    a.image ? [{ ...a.image, aspect: 'wide' as const }] : [],
  );
}
