import { z } from 'zod';

export const pageSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    /** Sanitised HTML. */
    body: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Page' });
export type Page = z.infer<typeof pageSchema>;

export const pageSummarySchema = pageSchema
  .pick({ slug: true, title: true, description: true })
  .meta({ id: 'PageSummary' });
export type PageSummary = z.infer<typeof pageSummarySchema>;
