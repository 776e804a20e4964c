import { z } from 'zod';

const documentSchema = z.object({ name: z.string(), url: z.string(), media_type: z.string(), size: z.number() });

export const noticeSummarySchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    category: z.object({ slug: z.string(), name: z.string() }),
    originator: z.string(),
    reference_number: z.string().nullable(),
    file_mark: z.string().nullable(),
    /** Vyvěšeno (Prague day, 'YYYY-MM-DD'). */
    posted_on: z.string(),
    /** Sejmutí: on the board through this day; null = without a set end. */
    relevant_until: z.string().nullable(),
    archived: z.boolean(),
    document_count: z.number(),
  })
  .meta({ id: 'NoticeSummary' });
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;

export const noticeSchema = noticeSummarySchema
  .extend({
    /** Sanitised HTML; empty when personal data is withheld in the archive. */
    description: z.string(),
    documents: z.array(documentSchema),
    /** In the archive, the description and the documents are withheld (they named private persons). */
    withheld: z.boolean(),
  })
  .meta({ id: 'Notice' });
export type Notice = z.infer<typeof noticeSchema>;

export const noticeCategorySchema = z.object({ slug: z.string(), name: z.string() });
export type NoticeCategory = z.infer<typeof noticeCategorySchema>;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

/** The board (or with `archive` the archive), by category and the year of posting. */
export const noticeQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  archive: flag.describe('Archiv: co už bylo sejmuto'),
  category: z.string().max(100).optional(),
  year: z.coerce.number().int().min(1990).max(2100).optional().describe('Rok vyvěšení'),
});
export type NoticeQuery = z.output<typeof noticeQuery>;

export const noticeYearsQuery = z.object({ archive: flag });

/** An item's address: anything else is a 404. */
export const noticeParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,150}$/) });
