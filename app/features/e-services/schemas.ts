import { z } from 'zod';
import { CASE_STATUS_LABELS } from '../../../common/cases.ts';
import { keysOf } from '../../../common/keys.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { formConditionSchema, formFieldSchema } from '../../../common/schemas/form-field.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';
import type { UploadedFile } from '../../../server/lib/uploads.ts';
import { contactSchema } from '../people/schemas.ts';

const caseStatus = z.enum(keysOf(CASE_STATUS_LABELS));

/** A form a life situation can be filed with. */
const formLinkSchema = z.object({ key: z.string(), title: z.string(), path: z.string() });

export const situationSummarySchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    keywords: z.array(z.string()),
    online: z.boolean(),
  })
  .register(apiSchemas, { id: 'LifeSituationSummary' });
export type SituationSummary = z.infer<typeof situationSummarySchema>;

export const topicSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    situations: z.array(situationSummarySchema),
  })
  .register(apiSchemas, { id: 'ServiceTopic' });
export type Topic = z.infer<typeof topicSchema>;

export const situationSchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    topic: z.object({ slug: z.string(), name: z.string() }),
    description: z.array(z.string()),
    who: z.string(),
    documents: z.array(z.string()),
    fees: z.string(),
    deadlines: z.string(),
    processing_time: z.string(),
    legal_basis: z.array(z.string()),
    department: z.object({ slug: z.string(), name: z.string(), room: z.string() }),
    contact: contactSchema.nullable(),
    forms: z.array(formLinkSchema),
    /** Reservation services to book a visit for this ("Objednat se"). */
    reservations: z.array(z.object({ slug: z.string(), name: z.string() })),
  })
  .register(apiSchemas, { id: 'LifeSituation' });
export type Situation = z.infer<typeof situationSchema>;

export const storedFileSchema = z
  .object({ id: z.string(), field: z.string(), filename: z.string(), media_type: z.string(), size: z.number() })
  .register(apiSchemas, { id: 'StoredFile' });
export type StoredFile = z.infer<typeof storedFileSchema>;

export const draftSchema = z
  .object({
    form: z.string(),
    title: z.string(),
    path: z.string(),
    values: z.record(z.string(), z.string()),
    files: z.array(storedFileSchema),
    updated_at: z.string(),
  })
  .register(apiSchemas, { id: 'FormDraft' });
export type Draft = z.infer<typeof draftSchema>;

export const caseSummarySchema = z
  .object({
    id: z.string(),
    number: z.string(),
    /** The office's reference number (číslo jednací); null on cases filed before the office gave them. */
    reference_number: z.string().nullable(),
    title: z.string(),
    status: caseStatus,
    submitted_at: z.string(),
    updated_at: z.string(),
  })
  .register(apiSchemas, { id: 'CaseSummary' });
export type CaseSummary = z.infer<typeof caseSummarySchema>;

/**
 * A filing made as a digital act: who (as NIA vouched for them: the level, the names and the date of
 * birth), when, and the hash of what was filed.
 */
export const digitalActSchema = z
  .object({
    level: z.enum(['substantial', 'high']),
    level_name: z.string(),
    /** The person as NIA gave them (names in capitals, YYYY-MM-DD); null for an act recorded before they were kept. */
    person: z
      .object({
        given_name: z.string().nullable(),
        family_name: z.string().nullable(),
        birth_date: z.string().nullable(),
      })
      .nullable(),
    filed_at: z.string(),
    /** SHA-256 of exactly what was filed (the form, the answers, the attachments' hashes). */
    content_sha256: z.string(),
    /** The entry in the record of digital acts (its place and hash), `npm run filings:verify`. */
    record: z.object({ seq: z.number(), hash: z.string() }),
  })
  .register(apiSchemas, { id: 'DigitalAct' });
export type DigitalAct = z.infer<typeof digitalActSchema>;

/** An entry of a case's timeline as the resident sees it; the office's has more (officeCaseSchema). */
const timelineEntrySchema = z.object({
  at: z.string(),
  status: caseStatus.nullable(),
  message: z.string().nullable(),
  /** Who wrote it: the office, the resident, or the system (the receipt). */
  author: z.enum(['office', 'resident', 'system']),
});

export const caseSchema = caseSummarySchema
  .extend({
    form: z.string(),
    /** Filed with a verified identity and confirmed: a digital act; null for an ordinary filing. */
    digital_act: digitalActSchema.nullable(),
    fee: z.object({ amount: z.number(), label: z.string() }).nullable(),
    department: z.object({ slug: z.string(), name: z.string() }).nullable(),
    summary: z.array(
      z.object({ section: z.string(), rows: z.array(z.object({ label: z.string(), value: z.string() })) }),
    ),
    files: z.array(storedFileSchema),
    timeline: z.array(timelineEntrySchema),
  })
  .register(apiSchemas, { id: 'Case' });
export type Case = z.infer<typeof caseSchema>;

/** `?q=`: the words the catalogue is filtered by. */
export const topicsQuery = z.object({ q: z.string().trim().max(200).optional() });
export type TopicsQuery = z.infer<typeof topicsQuery>;

/** A life situation's slug in a path. */
export const situationParams = z.object({ slug: z.string().max(200) });

/** A form's key in a path; an unknown one is a 404. */
export const formParams = z.object({ form: z.string().max(100) });
export const draftFileParams = formParams.extend({ fileId: z.string().max(100) });

/** A case's id in a path: someone else's, or one that cannot exist, is a 404. */
export const caseParams = z.object({ id: z.string().max(100) });
export const caseFileParams = caseParams.extend({ fileId: z.string().max(100) });

/**
 * A form's values: strings by input name, checked against the form's definition by the form
 * engine (common/forms/validate.ts), not here; files come as multipart parts named after their field.
 */
export const formBody = z.looseObject({
  remove_file: z.union([z.string(), z.array(z.string())]).optional(),
  idempotency_key: z.string().max(100).optional(),
});

/** What a draft save or a filing takes: the typed values, the uploads, the attached files to drop. */
export interface FormInput {
  values: Record<string, unknown>;
  /** Files as the request brought them, each under the name of the field it was chosen in. */
  uploads: { field: string; file: UploadedFile }[];
  /** Ids of files already attached to the draft that the resident removed. */
  removeFiles: string[];
  /** One per rendered form: a second filing with it returns the first case. */
  idempotencyKey?: string;
  /** For a form that needs a verified identity: the hash of what the resident reviewed and confirms. */
  confirmHash?: string;
}

// A form's definition as the API serves it: common/forms/types.ts is the source, this describes it for
// the OpenAPI document (e-services.test.ts compares every definition served with its source).
export const formDefinitionSchema = z
  .object({
    key: z.string(),
    title: z.string(),
    intro: z.string(),
    department: z.string(),
    situation: z.string(),
    online: z.string().optional(),
    pending: z.string().optional(),
    fee: z.object({ amount: z.number(), label: z.string() }).optional(),
    periodDays: z.number().optional(),
    identity: z.enum(['substantial', 'high']).optional(),
    sections: z
      .array(
        z.object({
          title: z.string(),
          intro: z.string().optional(),
          when: formConditionSchema.optional(),
          fields: z.array(formFieldSchema).readonly(),
        }),
      )
      .readonly(),
  })
  .register(apiSchemas, { id: 'FormDefinition' });

// The office's side of the cases (issue 14, decision 0020).

const caseActions = ['take', 'ask', 'message', 'note', 'decide', 'reject', 'reopen', 'close'] as const;

export const officeCaseQuery = z.object({
  /** `open`: everything not decided, closed or rejected; or one status. */
  status: z.union([z.literal('open'), caseStatus]).default('open'),
  /** Only the cases the caller took. */
  mine: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
  q: z.string().trim().max(100).optional().describe('Hledá v čísle případu, čísle jednacím, názvu a jménu žadatele'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});
export type OfficeCaseQuery = z.output<typeof officeCaseQuery>;

export const officeCaseRowSchema = caseSummarySchema
  .extend({
    department: z.object({ slug: z.string(), name: z.string() }).nullable(),
    resident: z.string(),
    assignee: z.object({ id: z.number(), name: z.string() }).nullable(),
    due_on: z.string(),
    /** Prague days to the last day of the statutory period: 0 on it, negative past it. */
    days_left: z.number(),
  })
  .register(apiSchemas, { id: 'OfficeCaseRow' });
export type OfficeCaseRow = z.infer<typeof officeCaseRowSchema>;

export const officeCaseSchema = officeCaseRowSchema
  .extend({
    form: z.string(),
    digital_act: digitalActSchema.nullable(),
    fee: z.object({ amount: z.number(), label: z.string() }).nullable(),
    contact: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
    summary: caseSchema.shape.summary,
    files: z.array(storedFileSchema),
    timeline: z.array(
      timelineEntrySchema.extend({
        /** The clerk's or the resident's name; null for the system. */
        by: z.string().nullable(),
        internal: z.boolean(),
      }),
    ),
    /** What the caller may do to the case in its status. */
    actions: z.array(z.enum(caseActions)),
    version: z.number(),
  })
  .register(apiSchemas, { id: 'OfficeCase' });
export type OfficeCase = z.infer<typeof officeCaseSchema>;

export const caseActionSchema = z.object({
  action: z.enum(caseActions, { error: 'Vyberte, co s případem udělat.' }),
  message: z.string().trim().max(5000, 'Zpráva může mít nejvýš 5 000 znaků.').default(''),
  /** The version the clerk started from: a case changed since is a 409 (a number; text from a multipart form). */
  version: rowNumber(),
});
export type CaseActionInput = z.output<typeof caseActionSchema>;

export const officeCaseParams = z.object({ id: z.uuid() });

/** A resident's answer to the office's question. */
export const caseAnswerSchema = z.object({
  message: z.string().trim().min(1, 'Napište odpověď.').max(5000, 'Odpověď může mít nejvýš 5 000 znaků.'),
});

/**
 * The pages' forms for a case: the API's body with the attachments its multipart form carries beside
 * it (the files actually chosen; the service checks how many and how large).
 */
const attachments = z.array(z.file()).default([]);
export const caseActionFormSchema = caseActionSchema.extend({ files: attachments });
export const caseAnswerFormSchema = caseAnswerSchema.extend({ files: attachments });

/**
 * What the request form's autosave posts: the typed values as one JSON object. Anything else is
 * nothing typed (a save is a convenience, never refused for its shape).
 */
export const autosaveSchema = z.object({
  values: z
    .string()
    .transform((text): unknown => {
      try {
        return JSON.parse(text);
      } catch {
        return null;
      }
    })
    .pipe(z.record(z.string(), z.unknown()))
    .catch({}),
});

/** What the e-services keep of a resident, for the export of their data. */
export const casesPersonalDataSchema = z.object({ cases: z.array(caseSchema), drafts: z.array(draftSchema) });
export type CasesPersonalData = z.infer<typeof casesPersonalDataSchema>;
