import { z } from 'zod';
import { keysOf } from '../../../common/keys.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { DEFECT_ACTIONS, DEFECT_STATUS_LABELS, EVENT_VISIBILITY } from './flow.ts';

// What the office's queue and a report's page read and send (issue 60 §3).

const status = z.enum(keysOf(DEFECT_STATUS_LABELS));

export const officeDefectQuery = z.object({
  /** `open`: everything not resolved, rejected or merged; or one status. */
  status: z.union([z.literal('open'), status]).default('open'),
  /** A category's code. */
  category: z.string().trim().max(60).optional(),
  /** Only the reports past their deadline. */
  overdue: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
  /** Only the reports the caller took. */
  mine: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
  q: z.string().trim().max(100).optional().describe('Hledá v čísle hlášení, místě a popisu'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
});
export type OfficeDefectQuery = z.output<typeof officeDefectQuery>;

export const officeDefectRowSchema = z
  .object({
    id: z.number(),
    number: z.string(),
    status,
    category: z.string(),
    department: z.string(),
    place: z.string(),
    area: z.string(),
    lat: z.number(),
    lon: z.number(),
    assignee: z.object({ id: z.number(), name: z.string() }).nullable(),
    due_on: z.string(),
    /** Prague days to the deadline: 0 on it, negative past it. */
    days_left: z.number(),
    created_at: z.string(),
    version: z.number(),
  })
  .register(apiSchemas, { id: 'OfficeDefectRow' });
export type OfficeDefectRow = z.infer<typeof officeDefectRowSchema>;

export const defectEventSchema = z.object({
  at: z.string(),
  action: z.string(),
  status: status.nullable(),
  message: z.string().nullable(),
  visibility: z.enum(EVENT_VISIBILITY),
  /** Who wrote it, as the office sees it: a clerk's name, "oznamovatel", "systém". */
  author: z.string(),
});

export const officeDefectSchema = officeDefectRowSchema
  .extend({
    description: z.string(),
    public_text: z.string().nullable(),
    reporter: z.object({ name: z.string().nullable(), email: z.string().nullable(), confirmed: z.boolean() }),
    source: z.string(),
    /** How many people are told of its changes: the reporter, those it bothers too, merged duplicates' reporters. */
    followers: z.number(),
    merged_into: z.string().nullable(),
    satisfied: z.boolean().nullable(),
    closed_at: z.string().nullable(),
    events: z.array(defectEventSchema),
    actions: z.array(z.enum(keysOf(DEFECT_ACTIONS))),
  })
  .register(apiSchemas, { id: 'OfficeDefect' });
export type OfficeDefect = z.infer<typeof officeDefectSchema>;

const optionalText = z
  .string()
  .trim()
  .max(4000, 'Text může mít nejvýše 4 000 znaků.')
  .optional()
  .transform((v) => v || undefined);

/** A clerk's step on a report, over the version they saw. */
export const defectActionInput = z.object({
  action: z.enum(keysOf(DEFECT_ACTIONS)),
  version: z.coerce.number().int().min(1),
  message: optionalText,
  /** An answer for everyone on the report's page, or only for the reporter. */
  visibility: z.enum(['public', 'reporter']).default('public'),
  /** A hand-over's department (its slug). */
  department: z.string().trim().max(100).optional(),
  /** A merge's report to keep: its number. */
  into: z.string().trim().max(20).optional(),
  /** What the public may read of the reporter's words (publish); empty hides it. */
  public_text: z.string().trim().max(2000).optional(),
});
export type DefectActionInput = z.output<typeof defectActionInput>;

export const defectActionResult = z.object({ version: z.number(), status });

/** An app the office lets file reports through Open311: its name and whom to call about it. */
export const open311ClientInput = z.object({
  name: z.string().trim().min(1, 'Napište název aplikace.').max(200),
  contact: z.string().trim().min(1, 'Napište kontakt na provozovatele aplikace.').max(200),
});
export type Open311ClientInput = z.output<typeof open311ClientInput>;

export const open311ClientSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    contact: z.string(),
    /** The key's last four characters, to tell keys apart. */
    key_hint: z.string(),
    created_at: z.string(),
    last_used_at: z.string().nullable(),
    revoked_at: z.string().nullable(),
  })
  .register(apiSchemas, { id: 'Open311Client' });

/** The queue's actions on many reports at once: take them, or hand them to a department (its slug). */
export const defectBulkInput = z.object({
  action: z.enum(['take', 'handoff']),
  ids: z.array(z.number().int().min(1)).min(1).max(500),
  department: z.string().trim().max(100).optional(),
});
export type DefectBulkInput = z.output<typeof defectBulkInput>;

export const defectBulkResult = z.object({ count: z.number(), skipped: z.number(), said: z.string() });
