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
