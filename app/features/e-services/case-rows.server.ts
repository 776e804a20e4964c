import { cases, type formFiles } from './schema.server.ts';
import type { CaseSummary, StoredFile } from './schemas.ts';

/** A file's and a case's rows as the resident's and the office's views give them. */

export const toStoredFile = (f: typeof formFiles.$inferSelect): StoredFile => ({
  id: f.id,
  field: f.field,
  filename: f.filename,
  media_type: f.mediaType,
  size: f.size,
});

/** A case as its lists show it, to the resident and (with more) to the office. */
/** What a case's line in a list needs: not the form as filed, which is most of a case. */
export const summaryColumns = {
  id: cases.id,
  number: cases.number,
  referenceNumber: cases.referenceNumber,
  title: cases.title,
  status: cases.status,
  submittedAt: cases.submittedAt,
  updatedAt: cases.updatedAt,
};

export const toSummary = (
  c: Pick<
    typeof cases.$inferSelect,
    'id' | 'number' | 'referenceNumber' | 'title' | 'status' | 'submittedAt' | 'updatedAt'
  >,
): CaseSummary => ({
  id: c.id,
  number: c.number,
  reference_number: c.referenceNumber,
  title: c.title,
  status: c.status,
  submitted_at: c.submittedAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
});
