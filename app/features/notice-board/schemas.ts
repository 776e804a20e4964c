import { z } from 'zod';
import { isCalendarDate } from '../../../common/dates.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { isoDateSchema } from '../../../common/schemas/dates.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';

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
  .register(apiSchemas, { id: 'NoticeSummary' });
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;

export const noticeSchema = noticeSummarySchema
  .extend({
    /** Sanitised HTML; empty when personal data is withheld in the archive. */
    description: z.string(),
    documents: z.array(documentSchema),
    /** In the archive, the description and the documents are withheld (they named private persons). */
    withheld: z.boolean(),
  })
  .register(apiSchemas, { id: 'Notice' });
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

// The staff's operations (section `notice-board`).

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) => DAY.test(value) && isCalendarDate(value);

/** An item as the office posts it: every field of the OFN standard the board publishes. */
export const noticeInputSchema = z
  .object({
    title: z.string().trim().min(1, 'Zadejte název dokumentu.').max(300, 'Název může mít nejvýš 300 znaků.'),
    slug: z
      .string()
      .trim()
      .max(150, 'Adresa může mít nejvýš 150 znaků.')
      .regex(SLUG, 'Adresa smí obsahovat jen malá písmena bez diakritiky, číslice a pomlčky mezi nimi.')
      .or(z.literal(''))
      .optional(),
    description: z.string().max(100_000, 'Popis je příliš dlouhý.').default(''),
    category: z.string().trim().min(1, 'Vyberte kategorii.').max(100),
    originator: z
      .string()
      .trim()
      .min(1, 'Zadejte původce: kdo dokument vydal.')
      .max(200, 'Původce může mít nejvýš 200 znaků.'),
    reference_number: z.string().trim().max(100, 'Číslo jednací může mít nejvýš 100 znaků.').default(''),
    file_mark: z.string().trim().max(100, 'Spisová značka může mít nejvýš 100 znaků.').default(''),
    posted_on: z.string().trim().refine(isDay, 'Zadejte datum vyvěšení.'),
    /** Empty: without a set end. */
    relevant_until: z.string().trim().default(''),
    withhold_personal_data: z.boolean().default(false),
    version: z.number().int().min(1).optional(),
  })
  .superRefine((input, context) => {
    if (input.relevant_until === '') return;
    if (!isDay(input.relevant_until))
      context.addIssue({
        code: 'custom',
        path: ['relevant_until'],
        message: 'Zadejte datum sejmutí, nebo pole nechte prázdné, když konec není určen.',
      });
    else if (isDay(input.posted_on) && input.relevant_until < input.posted_on)
      context.addIssue({
        code: 'custom',
        path: ['relevant_until'],
        message: 'Datum sejmutí nesmí být před datem vyvěšení.',
      });
  });
export type NoticeInput = z.output<typeof noticeInputSchema>;

export const NOTICE_STATES = ['upcoming', 'posted', 'archived'] as const;

export const noticeRowSchema = z
  .object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    category: z.string(),
    reference_number: z.string().nullable(),
    posted_on: z.string(),
    relevant_until: z.string().nullable(),
    /** Before its posting day, on the board, or in the archive. */
    state: z.enum(NOTICE_STATES),
    updated_at: z.string(),
  })
  .register(apiSchemas, { id: 'NoticeRow' });
export type NoticeRow = z.infer<typeof noticeRowSchema>;

export const editableNoticeSchema = noticeRowSchema
  .extend({
    category: z.string().describe('Kategorie (slug)'),
    description: z.string(),
    originator: z.string(),
    file_mark: z.string().nullable(),
    withhold_personal_data: z.boolean(),
    documents: z.array(
      z.object({ id: z.number(), name: z.string(), url: z.string(), size: z.number(), sha256: z.string().nullable() }),
    ),
    version: z.number(),
  })
  .register(apiSchemas, { id: 'EditableNotice' });
export type EditableNotice = z.infer<typeof editableNoticeSchema>;

/** How the editors' list is ordered. */
export const NOTICE_SORT_KEYS = ['newest', 'oldest', 'ending', 'title'] as const;
export const NOTICE_SORTS: Record<(typeof NOTICE_SORT_KEYS)[number], string> = {
  newest: 'Od nejnovějšího vyvěšení',
  oldest: 'Od nejstaršího vyvěšení',
  ending: 'Podle data sejmutí, nejbližší první',
  title: 'Podle názvu',
};

const adminDay = isoDateSchema('Zadejte datum ve tvaru RRRR-MM-DD.');

export const noticeAdminQuery = z
  .object({
    state: z.enum(NOTICE_STATES, { error: 'Takový stav položka nemá.' }).optional(),
    q: z
      .string()
      .trim()
      .max(200, 'Hledaný text může mít nejvýše 200 znaků.')
      .optional()
      .describe('Hledá v názvu, čísle jednacím, spisové značce a původci'),
    category: z.string().trim().max(100).optional().describe('Slug kategorie'),
    from: adminDay.optional().describe('Vyvěšeno od dne, včetně'),
    to: adminDay.optional().describe('Vyvěšeno do dne, včetně'),
    sort: z.enum(NOTICE_SORT_KEYS, { error: 'Takové řazení neznáme.' }).default('newest'),
    page: z.coerce.number().int().min(1, 'Strany se počítají od jedničky.').max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'Datum „do“ je před datem „od“.',
  });
export type NoticeAdminQuery = z.output<typeof noticeAdminQuery>;

/** Items the board's editor takes down today, many at once. */
export const noticeTakeDownMany = z.object({ ids: z.array(z.number().int().min(1)).min(1).max(500) });

export const noticeIdParams = z.object({ id: rowNumber() });

/** Taking an item down today, before its removal date, with the version the editor saw. */
/**
 * The documents the editor's form adds (files actually chosen) and the ones it removes (their ids), beside
 * the notice's fields.
 */
export const noticeDocumentsForm = z.object({
  documents: z.array(z.file()).max(50, 'Najednou lze přidat nejvýš 50 dokumentů.').default([]),
  remove_document: z.array(z.number().int().min(1)).max(500).default([]),
});

export const takeDownSchema = z.object({ version: z.number().int().min(1).optional() });

/** An item's proof of posting (issue 13 §5): what the record holds about it, and whether the chain holds. */
export const noticeProofSchema = z
  .object({
    item: z.object({
      id: z.number(),
      slug: z.string(),
      title: z.string(),
      reference_number: z.string().nullable(),
      file_mark: z.string().nullable(),
      originator: z.string(),
      posted_on: z.string(),
      relevant_until: z.string().nullable(),
      url: z.string(),
      documents: z.array(z.object({ name: z.string(), size: z.number(), sha256: z.string().nullable() })),
    }),
    /** The Prague days on which the daily record lists the item. */
    days_on_board: z.object({ first: z.string().nullable(), last: z.string().nullable(), count: z.number() }),
    entries: z.array(
      z.object({ seq: z.number(), at: z.string(), kind: z.string(), hash: z.string(), body: z.string() }),
    ),
    days: z.array(z.object({ seq: z.number(), at: z.string(), day: z.string(), hash: z.string() })),
    chain: z.object({
      ok: z.boolean(),
      entries: z.number(),
      head: z.string().nullable(),
      altered: z.object({ seq: z.number(), at: z.string(), kind: z.string(), reason: z.string() }).optional(),
    }),
    generated_at: z.string(),
  })
  .register(apiSchemas, { id: 'NoticeProof' });
export type NoticeProof = z.infer<typeof noticeProofSchema>;

/** A day's fingerprint: the hash of the record's entry listing what hung on the board that day. */
export const fingerprintSchema = z
  .object({ day: z.string(), seq: z.number(), hash: z.string() })
  .register(apiSchemas, { id: 'NoticeBoardFingerprint' });
export type NoticeFingerprint = z.infer<typeof fingerprintSchema>;
export const fingerprintQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(1000).default(100),
});
