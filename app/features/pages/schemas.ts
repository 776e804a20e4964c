import { z } from 'zod';
import { richTextSchema } from '../../../common/rich-text.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';

export const pageSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    /** Sanitised HTML. */
    body: z.string(),
    updated_at: z.string(),
    /** Where the page is on the site: under its parent's address when it has one (`/info/{parent}/{slug}`). */
    path: z.string(),
    /** The published pages above it in the tree, the top-level one first, for the breadcrumbs. */
    ancestors: z.array(z.object({ title: z.string(), href: z.string() })),
    /**
     * The page's part of the tree, for the sidebar menu: its own published children under it, or
     * else its parent's (its siblings and itself) under the parent; null for a page alone.
     */
    menu: z
      .object({
        title: z.string(),
        href: z.string(),
        links: z.array(z.object({ title: z.string(), href: z.string() })),
      })
      .nullable(),
    /** The overview page that lists this page, for the sidebar menu and the breadcrumbs; or null. */
    section: z
      .object({
        slug: z.string(),
        title: z.string(),
        links: z.array(z.object({ title: z.string(), href: z.string() })),
      })
      .nullable(),
  })
  .register(apiSchemas, { id: 'Page' });
export type Page = z.infer<typeof pageSchema>;

export const pageSummarySchema = pageSchema
  .pick({ slug: true, title: true, description: true, path: true })
  .register(apiSchemas, { id: 'PageSummary' });
export type PageSummary = z.infer<typeof pageSummarySchema>;

export const overviewSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    perex: z.string(),
    tiles: z.array(z.object({ title: z.string(), text: z.string(), href: z.string() })),
  })
  .register(apiSchemas, { id: 'Overview' });
export type Overview = z.infer<typeof overviewSchema>;

/** An overview in the list: its tiles only on its own page. */
export const overviewSummarySchema = overviewSchema.omit({ tiles: true });
export type OverviewSummary = z.infer<typeof overviewSummarySchema>;

/** A content page's slug: one that cannot exist is a 404 without asking the database. */
export const pageParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/) });

/** An overview page's slug. */
export const overviewParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/) });

// The pages editors (section `pages`): content pages and the overviews' tiles.

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const pageIdParams = z.object({ id: rowNumber() });

/** A content page as an editor saves it; a page whose address the law or the site fixes keeps it. */
export const pageInputSchema = z.object({
  title: z.string().trim().min(1, 'Zadejte nadpis.').max(200, 'Nadpis může mít nejvýš 200 znaků.'),
  slug: z
    .string()
    .trim()
    .max(100, 'Adresa může mít nejvýš 100 znaků.')
    .regex(SLUG, 'Adresa smí obsahovat jen malá písmena bez diakritiky, číslice a pomlčky mezi nimi.')
    .or(z.literal(''))
    .default(''),
  description: z
    .string()
    .trim()
    .min(1, 'Zadejte popis: jedna dvě věty, o čem stránka je.')
    .max(400, 'Popis může mít nejvýš 400 znaků.'),
  body: richTextSchema.default(''),
  published: z.boolean().default(true),
  /** The page it sits under; null puts it at the top, left out keeps where it is. */
  parent_id: z.number({ error: 'Vyberte nadřazenou stránku ze seznamu.' }).int().min(1).nullable().optional(),
  version: z.number().int().min(1).optional(),
});
export type PageInput = z.output<typeof pageInputSchema>;

export const pageAdminRowSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  published: z.boolean(),
  /** Where the page is on the site. */
  path: z.string(),
  /** The address cannot change: the law or another part of the site points to it. */
  fixed: z.boolean(),
  /** The page it sits under, or null at the top; and how deep it is (0 at the top). */
  parent_id: z.number().nullable(),
  depth: z.number(),
  updated_at: z.string(),
});
export type PageAdminRow = z.infer<typeof pageAdminRowSchema>;
export const editablePageSchema = pageAdminRowSchema.extend({
  description: z.string(),
  body: z.string(),
  version: z.number(),
});
export type EditablePage = z.infer<typeof editablePageSchema>;

/** A page another may be put under, for the editor's select: indented by its depth in the tree. */
export const pageParentChoiceSchema = z.object({ id: z.number(), title: z.string(), depth: z.number() });
export type PageParentChoice = z.infer<typeof pageParentChoiceSchema>;

const tileSchema = z.object({
  title: z.string().trim().min(1, 'Zadejte nadpis dlaždice.').max(120, 'Nadpis může mít nejvýš 120 znaků.'),
  text: z.string().trim().max(300, 'Text může mít nejvýš 300 znaků.').default(''),
  href: z
    .string()
    .trim()
    .max(500)
    .refine(
      (v) => (v.startsWith('/') && !v.startsWith('//')) || /^https:\/\/[^\s]+$/.test(v),
      'Odkaz musí začínat lomítkem (stránka tohoto webu), nebo https:// (jiný web).',
    ),
});
export const overviewInputSchema = z.object({
  title: z.string().trim().min(1, 'Zadejte nadpis.').max(200, 'Nadpis může mít nejvýš 200 znaků.'),
  perex: z.string().trim().min(1, 'Zadejte úvodní text.').max(600, 'Úvodní text může mít nejvýš 600 znaků.'),
  tiles: z.array(tileSchema).min(1, 'Rozcestník potřebuje aspoň jednu dlaždici.').max(40),
  version: z.number().int().min(1).optional(),
});
export type OverviewInput = z.output<typeof overviewInputSchema>;
export const editableOverviewSchema = overviewSchema.extend({ id: z.number(), version: z.number() });
export type EditableOverview = z.infer<typeof editableOverviewSchema>;

/** The editors' list of content pages: a search in the title and address, on the site or not. */
export const pageAdminQuery = z.object({
  q: z.string().trim().max(100, 'Hledaný text může mít nejvýše 100 znaků.').optional(),
  state: z.enum(['published', 'draft'], { error: 'Takový stav stránka nemá.' }).optional(),
  page: z.coerce.number().int().min(1, 'Strany se počítají od jedničky.').max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});
export type PageAdminQuery = z.output<typeof pageAdminQuery>;

export const PAGE_BULK_ACTIONS = ['publish', 'unpublish'] as const;
export const pageBulkInput = z.object({
  action: z.enum(PAGE_BULK_ACTIONS),
  ids: z.array(z.number().int().min(1)).min(1).max(500),
});
export type PageBulkInput = z.infer<typeof pageBulkInput>;
