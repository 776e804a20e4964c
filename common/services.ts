import { z } from 'zod';
import { contactSchema } from '../app/features/people/schemas.ts';
import { CASE_STATUS_LABELS, type CaseStatus } from './cases.ts';

const caseStatus = z.enum(Object.keys(CASE_STATUS_LABELS) as [CaseStatus, ...CaseStatus[]]);

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
  .meta({ id: 'LifeSituationSummary' });
export type SituationSummary = z.infer<typeof situationSummarySchema>;

export const topicSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    description: z.string(),
    situations: z.array(situationSummarySchema),
  })
  .meta({ id: 'ServiceTopic' });
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
  .meta({ id: 'LifeSituation' });
export type Situation = z.infer<typeof situationSchema>;

export const storedFileSchema = z
  .object({ id: z.string(), field: z.string(), filename: z.string(), media_type: z.string(), size: z.number() })
  .meta({ id: 'StoredFile' });
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
  .meta({ id: 'FormDraft' });
export type Draft = z.infer<typeof draftSchema>;

export const caseSummarySchema = z
  .object({
    id: z.string(),
    number: z.string(),
    title: z.string(),
    status: caseStatus,
    submitted_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'CaseSummary' });
export type CaseSummary = z.infer<typeof caseSummarySchema>;

export const caseSchema = caseSummarySchema
  .extend({
    form: z.string(),
    fee: z.object({ amount: z.number(), label: z.string() }).nullable(),
    department: z.object({ slug: z.string(), name: z.string() }).nullable(),
    summary: z.array(
      z.object({ section: z.string(), rows: z.array(z.object({ label: z.string(), value: z.string() })) }),
    ),
    files: z.array(storedFileSchema),
    timeline: z.array(z.object({ at: z.string(), status: caseStatus.nullable(), message: z.string().nullable() })),
  })
  .meta({ id: 'Case' });
export type Case = z.infer<typeof caseSchema>;
