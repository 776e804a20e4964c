import { z } from 'zod';
import { isCalendarDate } from '../../../common/dates.ts';
import { gallerySchema } from '../../../common/galleries.ts';
import { richTextSchema } from '../../../common/rich-text.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { isoDateSchema } from '../../../common/schemas/dates.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';
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
  .register(apiSchemas, { id: 'ArticleSummary' });
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
  .register(apiSchemas, { id: 'Article' });
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
  .register(apiSchemas, { id: 'BlogCategory' });

/** How an article is published: kept as a draft, published (now, or kept as it was), or from a set minute. */
/**
 * What the editor chooses: a draft, a draft handed to a colleague to check, out now, out at a
 * minute, or taken off the site into the archive.
 */
export const PUBLICATIONS = ['draft', 'review', 'published', 'scheduled', 'archived'] as const;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * An article as an editor saves it (the staff API and the editor's form alike). The publication time
 * is Prague's date and time, as the editor thinks of it. `version` is the one the editor started
 * from: a save over a newer one is a conflict.
 */
export const articleInputSchema = z
  .object({
    kind: z.enum(ARTICLE_KINDS, 'Vyberte, kam článek patří.'),
    title: z.string().trim().min(1, 'Zadejte nadpis.').max(200, 'Nadpis může mít nejvýš 200 znaků.'),
    slug: z
      .string()
      .trim()
      .max(80, 'Adresa může mít nejvýš 80 znaků.')
      .regex(SLUG, 'Adresa smí obsahovat jen malá písmena bez diakritiky, číslice a pomlčky mezi nimi.')
      .or(z.literal(''))
      .optional(),
    perex: z
      .string()
      .trim()
      .min(1, 'Zadejte perex: dvě tři věty, o čem článek je.')
      .max(600, 'Perex může mít nejvýš 600 znaků.'),
    body: richTextSchema.default(''),
    category: z.string().max(100).nullable().optional(),
    featured: z.boolean().default(false),
    /** The picture above the article, from the media library; null: none; left out: as it is. */
    image_id: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
    publication: z.enum(PUBLICATIONS, 'Vyberte, zda článek zveřejnit.'),
    publish_date: z.string().optional(),
    publish_time: z.string().optional(),
    /** When a published or scheduled article leaves the site for the archive (Prague time); empty: never. */
    unpublish_date: z.string().optional(),
    unpublish_time: z.string().optional(),
    version: z.number().int().min(1).optional(),
  })
  .superRefine((input, context) => {
    const isDate = (v: string | undefined) => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v);
    const isTime = (v: string | undefined) => !!v && /^([01]\d|2[0-3]):[0-5]\d$/.test(v);
    if (input.publication === 'scheduled') {
      if (!isDate(input.publish_date))
        context.addIssue({ code: 'custom', path: ['publish_date'], message: 'Zadejte datum zveřejnění.' });
      if (!isTime(input.publish_time))
        context.addIssue({ code: 'custom', path: ['publish_time'], message: 'Zadejte čas zveřejnění, např. 8:00.' });
    }
    if (input.publication !== 'published' && input.publication !== 'scheduled') return;
    if (!input.unpublish_date && !input.unpublish_time) return;
    if (!isDate(input.unpublish_date))
      context.addIssue({
        code: 'custom',
        path: ['unpublish_date'],
        message: 'Zadejte datum stažení z webu, nebo obě pole nechte prázdná.',
      });
    if (!isTime(input.unpublish_time))
      context.addIssue({
        code: 'custom',
        path: ['unpublish_time'],
        message: 'Zadejte čas stažení z webu, např. 23:59.',
      });
  });
export type ArticleInput = z.output<typeof articleInputSchema>;

export const ARTICLE_STATES = ['draft', 'review', 'scheduled', 'published', 'archived'] as const;

/** An article in the editors' list. */
export const articleRowSchema = z.object({
  id: z.number(),
  kind: z.enum(ARTICLE_KINDS),
  title: z.string(),
  slug: z.string(),
  state: z.enum(ARTICLE_STATES),
  published_at: z.string().nullable(),
  /** When it leaves (or left) the site for the archive. */
  unpublish_at: z.string().nullable(),
  updated_at: z.string(),
});
export type ArticleRow = z.infer<typeof articleRowSchema>;

/** An article as the editor opens it: the stored text, not the sanitised one the public gets. */
export const editableArticleSchema = articleRowSchema.extend({
  perex: z.string(),
  body: z.string(),
  category: z.string().nullable(),
  featured: z.boolean(),
  image_id: z.number().nullable(),
  version: z.number(),
  review: z.object({
    /** Whether the news need a colleague's review before an article is published. */
    required: z.boolean(),
    /** Handed over for review: when and by whom (null unless it waits for review). */
    requested_at: z.string().nullable(),
    requested_by: z.string().nullable(),
    /** Whether whoever opens it may approve or return it: anyone but who handed it over or changed it last. */
    may_decide: z.boolean(),
    /** Why whoever opens it may not decide on it (four eyes), in Czech; null when they may or nothing waits. */
    not_yours: z.string().nullable(),
    /** Why the last review returned it, by whom and when (null once approved or handed over again). */
    note: z.string().nullable(),
    reviewed_by: z.string().nullable(),
    reviewed_at: z.string().nullable(),
  }),
});
export type EditableArticle = z.infer<typeof editableArticleSchema>;

const listDay = isoDateSchema('Zadejte datum ve tvaru RRRR-MM-DD.');

/** How the editors' list is ordered. */
export const ARTICLE_SORT_KEYS = ['newest', 'oldest', 'updated', 'title'] as const;
export const ARTICLE_SORTS: Record<(typeof ARTICLE_SORT_KEYS)[number], string> = {
  newest: 'Koncepty, pak od nejnovějších',
  oldest: 'Od nejstarších',
  updated: 'Naposledy upravené',
  title: 'Podle nadpisu',
};

export const adminListInput = z
  .object({
    type: z.enum(ARTICLE_KINDS).default('news'),
    q: z
      .string()
      .trim()
      .max(200, 'Hledaný text může mít nejvýše 200 znaků.')
      .optional()
      .describe('Hledá v nadpisu a perexu'),
    state: z.enum(ARTICLE_STATES, { error: 'Takový stav článek nemá.' }).optional(),
    category: z.string().trim().max(100).optional().describe('Slug kategorie'),
    author: rowNumber().optional().describe('Kdo článek založil: id účtu'),
    from: listDay.optional().describe('Zveřejněno (koncept: upraveno) od dne, včetně'),
    to: listDay.optional().describe('…do dne, včetně'),
    sort: z.enum(ARTICLE_SORT_KEYS, { error: 'Takové řazení neznáme.' }).default('newest'),
    page: z.coerce.number().int().min(1, 'Strany se počítají od jedničky.').max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'Datum „do“ je před datem „od“.',
  });
export type AdminListInput = z.output<typeof adminListInput>;

export const ARTICLE_BULK_ACTIONS = ['publish', 'unpublish', 'archive', 'delete'] as const;
export const articleBulkInput = z.object({
  action: z.enum(ARTICLE_BULK_ACTIONS),
  ids: z.array(z.number().int().min(1)).min(1).max(500),
});
export type ArticleBulkInput = z.infer<typeof articleBulkInput>;

export const articleIdParams = z.object({ id: rowNumber() });

/** A reviewer's decision on an article waiting for review: approve (it is published now) or return it with a note. */
export const reviewDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'return'], { error: 'Vyberte, zda článek schválit, nebo vrátit.' }),
    note: z.string().trim().max(2000, 'Komentář může mít nejvýše 2000 znaků.').default(''),
    version: rowNumber().optional(),
  })
  .refine((input) => input.decision === 'approve' || input.note !== '', {
    path: ['note'],
    message: 'Napište autorovi, co má upravit.',
  });
export type ReviewDecision = z.output<typeof reviewDecisionSchema>;

/** An article waiting for review, for a reviewer's work queue. */
export const awaitingReviewSchema = z.object({
  id: z.number(),
  title: z.string(),
  requested_at: z.string(),
  requested_by: z.string().nullable(),
});
export type AwaitingReview = z.infer<typeof awaitingReviewSchema>;
