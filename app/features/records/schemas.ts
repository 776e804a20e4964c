import { z } from 'zod';

const fileSchema = z.object({ url: z.string(), size: z.number() }).nullable();

export const decreeSchema = z
  .object({
    slug: z.string(),
    number: z.string(),
    title: z.string(),
    kind: z.enum(['vyhlaska', 'narizeni']),
    issued_on: z.string(),
    valid_from: z.string(),
    effective_from: z.string(),
    in_force: z.boolean(),
    repealed_on: z.string().nullable(),
    repealed_by: z.object({ slug: z.string(), number: z.string(), title: z.string() }).nullable(),
    summary: z.string(),
    file: fileSchema,
    /** Its record in the Collection of local legal regulations (Sbírka právních předpisů). */
    collection_url: z.string(),
  })
  .meta({ id: 'Decree' });
export type Decree = z.infer<typeof decreeSchema>;

export const documentSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    category: z.object({ slug: z.string(), name: z.string() }),
    date: z.string(),
    media_type: z.string(),
    file: fileSchema,
  })
  .meta({ id: 'Document' });
export type DocumentRow = z.infer<typeof documentSchema>;

export const contractSchema = z
  .object({
    slug: z.string(),
    counterparty: z.string(),
    counterparty_ico: z.string().nullable(),
    subject: z.string(),
    kind: z.string(),
    value_without_vat: z.number().nullable(),
    value_with_vat: z.number().nullable(),
    signed_on: z.string(),
    registry_url: z.string().nullable(),
    file: fileSchema,
  })
  .meta({ id: 'Contract' });
export type Contract = z.infer<typeof contractSchema>;

export const magazineIssueSchema = z
  .object({
    year: z.number(),
    number: z.number(),
    title: z.string(),
    published_on: z.string(),
    highlights: z.array(z.string()),
    cover: z.object({ url: z.string(), width: z.number(), height: z.number() }).nullable(),
    file: fileSchema,
  })
  .meta({ id: 'MagazineIssue' });
export type MagazineIssue = z.infer<typeof magazineIssueSchema>;

export const recordCategorySchema = z.object({ slug: z.string(), name: z.string() });
export type RecordCategory = z.infer<typeof recordCategorySchema>;

const year = z.coerce.number().int().min(1990).max(2100).optional();
const text = z.string().trim().max(200).optional();
const page = z.coerce.number().int().min(1).max(100_000).default(1);

/** `platne`: in force, `zrusene`: repealed, none: all. */
export const decreeQuery = z.object({ state: z.enum(['platne', 'zrusene']).optional(), year });
export type DecreeQuery = z.output<typeof decreeQuery>;

export const DOCUMENT_SORTS = ['date', 'name'] as const;

export const documentQuery = z.object({
  page,
  perPage: z.coerce.number().int().min(1).max(100).default(50),
  category: z.string().max(100).optional(),
  q: text,
  sort: z.enum(DOCUMENT_SORTS).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type DocumentQuery = z.output<typeof documentQuery>;

export const contractQuery = z.object({
  page,
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  year,
  q: text,
  /** Value with VAT (or without, where there is no VAT) in whole crowns. */
  min: z.coerce.number().int().min(0).max(10_000_000_000).optional(),
  max: z.coerce.number().int().min(0).max(10_000_000_000).optional(),
});
export type ContractQuery = z.output<typeof contractQuery>;

export const magazineQuery = z.object({ year });
export type MagazineQuery = z.output<typeof magazineQuery>;
