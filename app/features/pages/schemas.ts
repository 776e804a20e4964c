import { z } from 'zod';

export const pageSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    /** Sanitised HTML. */
    body: z.string(),
    updated_at: z.string(),
    /** The overview page that lists this page, for the sidebar menu and the breadcrumbs; or null. */
    section: z
      .object({
        slug: z.string(),
        title: z.string(),
        links: z.array(z.object({ title: z.string(), href: z.string() })),
      })
      .nullable(),
  })
  .meta({ id: 'Page' });
export type Page = z.infer<typeof pageSchema>;

export const pageSummarySchema = pageSchema
  .pick({ slug: true, title: true, description: true })
  .meta({ id: 'PageSummary' });
export type PageSummary = z.infer<typeof pageSummarySchema>;

export const overviewSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    perex: z.string(),
    tiles: z.array(z.object({ title: z.string(), text: z.string(), href: z.string() })),
  })
  .meta({ id: 'Overview' });
export type Overview = z.infer<typeof overviewSchema>;

/** An overview in the list: its tiles only on its own page. */
export const overviewSummarySchema = overviewSchema.omit({ tiles: true });
export type OverviewSummary = z.infer<typeof overviewSummarySchema>;

/** A content page's slug: one that cannot exist is a 404 without asking the database. */
export const pageParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,100}$/) });

/** An overview page's slug. */
export const overviewParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,120}$/) });
