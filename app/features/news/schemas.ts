import { z } from 'zod';
import { gallerySchema } from '../../../common/galleries.ts';
import { ARTICLE_KINDS } from './paths.ts';

export type { ArticleKind } from './paths.ts';
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

/** `?type=`: news (`/aktuality`) or the mayor's blog (`/blocek-starostky`). */
export const kindQuery = z.object({ type: z.enum(ARTICLE_KINDS).default('news') });

export const articleListInput = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(12),
  type: kindQuery.shape.type,
  category: z.string().max(100).optional(),
  /** Only the articles picked for the home page's slider. */
  featured: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type ArticleListInput = z.output<typeof articleListInput>;

export const articleParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/) });

export const categorySchema = z
  .object({ id: z.number(), slug: z.string(), name: z.string() })
  .meta({ id: 'BlogCategory' });
