import { z } from 'zod';
import { ARTICLE_KINDS } from './article-paths.ts';
import { gallerySchema } from './galleries.ts';

export type { ArticleKind } from './article-paths.ts';
export { ARTICLE_KINDS };

const imageSchema = z.object({ url: z.string(), width: z.number(), height: z.number(), alt: z.string() });

export const articleSummarySchema = z
  .object({
    id: z.number(),
    kind: z.enum(ARTICLE_KINDS),
    slug: z.string(),
    title: z.string(),
    perex: z.string(),
    published_at: z.string(),
    category: z.object({ slug: z.string(), name: z.string() }).nullable(),
    image: imageSchema.nullable(),
  })
  .meta({ id: 'ArticleSummary' });
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const articleSchema = articleSummarySchema
  .extend({
    /** Sanitised HTML. */
    body: z.string(),
    updated_at: z.string(),
    related: z.array(articleSummarySchema),
    /** The article's photo album, if it has one. */
    gallery: gallerySchema.nullable(),
  })
  .meta({ id: 'Article' });
export type Article = z.infer<typeof articleSchema>;
