import { z } from 'zod';
import { isCalendarDate } from '../../../common/dates.ts';
import { isIco } from '../../../common/ico.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { isoDateSchema } from '../../../common/schemas/dates.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { optionalCrownsSchema } from '../../../common/schemas/money.ts';

const fileSchema = z.object({ url: z.string(), size: z.number() }).nullable();

// The fields of a record that its readers and its editors both get (record-shapes.server.ts reads them from a row).

const decreeShape = {
  slug: z.string(),
  number: z.string(),
  title: z.string(),
  kind: z.enum(['vyhlaska', 'narizeni']),
  issued_on: z.string(),
  valid_from: z.string(),
  effective_from: z.string(),
};

const contractShape = {
  slug: z.string(),
  counterparty: z.string(),
  counterparty_ico: z.string().nullable(),
  subject: z.string(),
  kind: z.string(),
  value_without_vat: z.number().nullable(),
  value_with_vat: z.number().nullable(),
  signed_on: z.string(),
};

const magazineIssueShape = {
  year: z.number(),
  number: z.number(),
  title: z.string(),
  published_on: z.string(),
  highlights: z.array(z.string()),
  cover: z.object({ url: z.string(), width: z.number(), height: z.number() }).nullable(),
};

export const decreeSchema = z
  .object({
    ...decreeShape,
    in_force: z.boolean(),
    repealed_on: z.string().nullable(),
    repealed_by: z.object({ slug: z.string(), number: z.string(), title: z.string() }).nullable(),
    summary: z.string(),
    file: fileSchema,
    /** Its record in the Collection of local legal regulations (Sbírka právních předpisů). */
    collection_url: z.string(),
  })
  .register(apiSchemas, { id: 'Decree' });
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
  .register(apiSchemas, { id: 'Document' });
export type DocumentRow = z.infer<typeof documentSchema>;

export const contractSchema = z
  .object({
    ...contractShape,
    registry_url: z.string().nullable(),
    file: fileSchema,
  })
  .register(apiSchemas, { id: 'Contract' });
export type Contract = z.infer<typeof contractSchema>;

export const magazineIssueSchema = z
  .object({
    ...magazineIssueShape,
    file: fileSchema,
  })
  .register(apiSchemas, { id: 'MagazineIssue' });
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

// The records editors (section `records`): documents, contracts, decrees and newsletter issues.

const dateField = (message: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isCalendarDate(v), message);
const required = (message: string, max: number) => z.string().trim().min(1, message).max(max, `Nejvýš ${max} znaků.`);
const version = z.number().int().min(1).optional();

export const recordIdParams = z.object({ id: rowNumber() });
const recordDay = isoDateSchema('Zadejte datum ve tvaru RRRR-MM-DD.');

/** How the editors' list of records is ordered. */
export const RECORD_SORT_KEYS = ['newest', 'oldest', 'title'] as const;
export const RECORD_SORTS: Record<(typeof RECORD_SORT_KEYS)[number], string> = {
  newest: 'Od nejnovějších',
  oldest: 'Od nejstarších',
  title: 'Podle názvu',
};

export const recordAdminQuery = z
  .object({
    q: z.string().trim().max(100, 'Hledaný text může mít nejvýše 100 znaků.').optional(),
    from: recordDay.optional().describe('Ode dne (dokumentu, podpisu, vydání), včetně'),
    to: recordDay.optional().describe('Do dne, včetně'),
    sort: z.enum(RECORD_SORT_KEYS, { error: 'Takové řazení neznáme.' }).default('newest'),
    page,
    perPage: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'Datum „do“ je před datem „od“.',
  });
export const recordBulkDelete = z.object({ ids: z.array(z.number().int().min(1)).min(1).max(500) });
export type RecordAdminQuery = z.output<typeof recordAdminQuery>;
const stored = { id: z.number(), version: z.number(), file: fileSchema };

export const documentInputSchema = z.object({
  name: required('Zadejte název dokumentu.', 300),
  category: z.string().trim().min(1, 'Vyberte kategorii.').max(100),
  date: dateField('Zadejte datum dokumentu.'),
  version,
});
export type DocumentInput = z.output<typeof documentInputSchema>;
/**
 * A document uploaded from inside the rich-text editor (`POST /sprava/dokumenty/nahrat`): its title
 * and category by the documents editor's own rules; the file comes beside them.
 */
export const documentUploadSchema = z.object({
  title: documentInputSchema.shape.name,
  category: documentInputSchema.shape.category,
});
export const editableDocumentSchema = documentInputSchema
  .extend(stored)
  .extend({ version: z.number(), media_type: z.string() });
export type EditableDocument = z.infer<typeof editableDocumentSchema>;

/** A contract's value as contracts state it, with hellers ("412 500,00"); empty when it has none. */
const crowns = optionalCrownsSchema(1e12).default(null);

/**
 * The contract's ID in the national register: its number, or the address of its page pasted whole
 * (https://smlouvy.gov.cz/smlouva/12345678), from which the number is read.
 */
const registryId = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const pasted = v.trim();
    if (!/smlouvy\.gov\.cz/i.test(pasted)) return pasted;
    return pasted.match(/\/smlouva\/(?:[a-z-]+\/)*(\d{1,12})(?:[/?#]|$)/i)?.[1] ?? pasted;
  },
  z
    .string()
    .regex(
      /^(\d{1,12})?$/,
      'Vložte číslo smlouvy v registru smluv, nebo celou adresu její stránky (https://smlouvy.gov.cz/smlouva/…).',
    )
    .nullable()
    .transform((v) => v ?? '')
    .default(''),
);

export const contractInputSchema = z
  .object({
    counterparty: required('Zadejte smluvní stranu.', 300),
    counterparty_ico: z
      .string()
      .trim()
      .refine((v) => v === '' || isIco(v), 'IČO má 8 číslic a poslední z nich musí sedět jako kontrolní.')
      .nullable()
      .transform((v) => v ?? '')
      .default(''),
    subject: required('Zadejte předmět smlouvy.', 500),
    kind: required('Zadejte druh smlouvy, například: smlouva o dílo.', 100),
    value_without_vat: crowns,
    value_with_vat: crowns,
    signed_on: dateField('Zadejte datum podpisu.'),
    registry_id: registryId,
    version,
  })
  .superRefine((input, context) => {
    if (
      input.value_without_vat !== null &&
      input.value_with_vat !== null &&
      input.value_with_vat < input.value_without_vat
    )
      context.addIssue({
        code: 'custom',
        path: ['value_with_vat'],
        message: 'Cena s DPH nemůže být nižší než bez DPH.',
      });
  });
export type ContractInput = z.output<typeof contractInputSchema>;
export const editableContractSchema = z.object({
  ...stored,
  ...contractShape,
  registry_id: z.string().nullable(),
});
export type EditableContract = z.infer<typeof editableContractSchema>;

export const decreeInputSchema = z
  .object({
    number: required('Zadejte číslo, například 2/2026.', 30),
    title: required('Zadejte název.', 300),
    kind: z.enum(['vyhlaska', 'narizeni'], 'Vyberte, zda jde o vyhlášku, nebo nařízení.'),
    issued_on: dateField('Zadejte datum vydání.'),
    valid_from: dateField('Zadejte datum platnosti.'),
    effective_from: dateField('Zadejte datum účinnosti.'),
    summary: required('Zadejte stručný obsah.', 2000),
    /** The decree that repealed this one (its address), with the day it ceased. */
    repealed_by: z
      .string()
      .trim()
      .max(200)
      .nullable()
      .transform((v) => v ?? '')
      .default(''),
    repealed_on: z
      .string()
      .trim()
      .nullable()
      .transform((v) => v ?? '')
      .default(''),
    /** Its entry in the Collection (sbirkapp.gov.cz); without one, the public page links a search there. */
    collection_url: z
      .string()
      .trim()
      .max(500)
      .refine(
        (v) => v === '' || /^https:\/\/sbirkapp\.gov\.cz\/\S+$/.test(v),
        'Vložte adresu záznamu ve Sbírce právních předpisů; začíná https://sbirkapp.gov.cz/.',
      )
      .nullable()
      .transform((v) => v ?? '')
      .default(''),
    version,
  })
  .superRefine((input, context) => {
    const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (input.valid_from < input.issued_on) issue('valid_from', 'Platnost nemůže začít před vydáním.');
    if (input.effective_from < input.valid_from) issue('effective_from', 'Účinnost nemůže začít před platností.');
    if (input.repealed_by && !input.repealed_on) issue('repealed_on', 'Zadejte, kdy ji nový předpis zrušil.');
    if (!input.repealed_by && input.repealed_on) issue('repealed_by', 'Vyberte předpis, který ji zrušil.');
    if (input.repealed_on && !(/^\d{4}-\d{2}-\d{2}$/.test(input.repealed_on) && isCalendarDate(input.repealed_on)))
      issue('repealed_on', 'Zadejte datum zrušení.');
    else if (input.repealed_on && input.repealed_on < input.valid_from)
      issue('repealed_on', 'Zrušit ji nešlo dřív, než začala platit.');
  });
export type DecreeInput = z.output<typeof decreeInputSchema>;
export const editableDecreeSchema = z.object({
  ...stored,
  ...decreeShape,
  summary: z.string(),
  repealed_by: z.string().nullable(),
  repealed_on: z.string().nullable(),
  collection_url: z.string().nullable(),
});
export type EditableDecree = z.infer<typeof editableDecreeSchema>;

export const magazineInputSchema = z.object({
  year: z.number('Zadejte rok.').int('Zadejte rok.').min(1990, 'Rok od 1990.').max(2100, 'Rok do 2100.'),
  number: z.number('Zadejte číslo vydání.').int('Zadejte číslo vydání.').min(1, 'Číslo od 1.').max(99, 'Číslo do 99.'),
  title: required('Zadejte název vydání, například: Zpravodaj 3/2026.', 200),
  published_on: dateField('Zadejte datum vydání.'),
  highlights: z.array(z.string().trim().min(1).max(300, 'Téma může mít nejvýš 300 znaků.')).max(20).default([]),
  version,
});
export type MagazineInput = z.output<typeof magazineInputSchema>;
export const editableMagazineSchema = z.object({ ...stored, ...magazineIssueShape });
export type EditableMagazine = z.infer<typeof editableMagazineSchema>;

/** A row of the editors' lists: what it is called, when, and whether its file is there. */
export const recordRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  date: z.string(),
  detail: z.string(),
  has_file: z.boolean(),
});
export type RecordRow = z.infer<typeof recordRowSchema>;
