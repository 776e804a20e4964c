// How stored records look to readers and to their editors: each mapping written once for both.
import type { contracts, decrees, magazineIssues } from './schema.server.ts';
import type { MagazineIssue } from './schemas.ts';

/** A record's stored file as readers and editors get it: its address and size, or none. */
export const file = (url: string | null, size: number | null) => (url && size !== null ? { url, size } : null);

/** A decree's own fields, as the public list and its editor both show them. */
export const decreeFields = (d: typeof decrees.$inferSelect) => ({
  slug: d.slug,
  number: d.number,
  title: d.title,
  kind: d.kind,
  issued_on: d.issuedOn,
  valid_from: d.validFrom,
  effective_from: d.effectiveFrom,
});

/** A newsletter issue as the public list and its editor both show it. */
export const magazineIssueOf = (m: typeof magazineIssues.$inferSelect): MagazineIssue => ({
  year: m.year,
  number: m.number,
  title: m.title,
  published_on: m.publishedOn,
  highlights: m.highlights,
  cover:
    m.coverUrl && m.coverWidth && m.coverHeight
      ? { url: m.coverUrl, width: m.coverWidth, height: m.coverHeight }
      : null,
  file: file(m.fileUrl, m.fileSize),
});

/** A contract's own fields, as the public register and its editor both show them. */
export const contractFields = (c: typeof contracts.$inferSelect) => ({
  slug: c.slug,
  counterparty: c.counterparty,
  counterparty_ico: c.counterpartyIco,
  subject: c.subject,
  kind: c.kind,
  value_without_vat: c.valueWithoutVat,
  value_with_vat: c.valueWithVat,
  signed_on: c.signedOn,
  file: file(c.fileUrl, c.fileSize),
});
