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
