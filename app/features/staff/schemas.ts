import { z } from 'zod';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { isoDateSchema } from '../../../common/schemas/dates.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { SECURITY_ACTIONS, SECURITY_RESULTS } from '../../../common/security-actions.ts';
import { AUDIT_SECTION_KEYS } from './audit-words.ts';

/** A code from the authenticator app (6 digits), or one of the recovery codes (`abcde-fghij`). */
export const codeSchema = z.object({
  code: z
    .string()
    .trim()
    .transform((value) => value.replace(/\s+/g, '').toLowerCase())
    .pipe(
      z
        .string()
        .min(1, 'Zadejte kód z ověřovací aplikace.')
        .regex(/^(\d{6}|[a-z2-9]{5}-?[a-z2-9]{5})$/, 'Kód má 6 číslic (záložní kód 10 znaků).'),
    ),
});
export type CodeInput = z.infer<typeof codeSchema>;

export const staffStatusSchema = z.object({
  admin: z.boolean(),
  sections: z.array(z.object({ key: z.string(), name: z.string() })),
  /** The departments whose cases this person handles (their slugs); every one for an admin. */
  departments: z.union([z.literal('all'), z.array(z.string())]),
  totpEnabled: z.boolean(),
  secondFactor: z.boolean(),
});
export type StaffStatus = z.infer<typeof staffStatusSchema>;

export const enrolmentSchema = z.object({
  /** The secret in base32, to type into the app when the QR code cannot be scanned. */
  secret: z.string(),
  /** The `otpauth://` address the QR code holds. */
  uri: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).describe('shown this once; only their hashes are kept'),
});

const auditDay = isoDateSchema('Zadejte datum ve tvaru RRRR-MM-DD.');

/** The days and the page of a log's list (the audit log, the security log). */
const logDaysAndPages = {
  from: auditDay.optional().describe('Od dne (pražského), včetně'),
  to: auditDay.optional().describe('Do dne (pražského), včetně'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
};
const daysInOrder = (query: { from?: string; to?: string }) => !query.from || !query.to || query.from <= query.to;

export const auditQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional().describe('Hledá ve jménu, akci a položce'),
    actor: rowNumber().optional().describe('Kdo: id účtu'),
    section: z.enum(AUDIT_SECTION_KEYS, { error: 'Taková část webu v protokolu není.' }).optional(),
    ...logDaysAndPages,
  })
  .refine(daysInOrder, { path: ['to'], message: 'Datum „do“ je před datem „od“.' });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const securityQuerySchema = z
  .object({
    result: z.enum(SECURITY_RESULTS, { error: 'Výsledek je „success“, nebo „failure“.' }).optional(),
    action: z.enum(SECURITY_ACTIONS, { error: 'Taková událost v bezpečnostních záznamech není.' }).optional(),
    account: rowNumber().optional().describe('Účet, který jednal nebo se přihlašoval: id účtu'),
    ...logDaysAndPages,
  })
  .refine(daysInOrder, { path: ['to'], message: 'Datum „do“ je před datem „od“.' });
export type SecurityQuery = z.infer<typeof securityQuerySchema>;

export const securityEntrySchema = z
  .object({
    id: z.number(),
    /** ISO 8601 in UTC, and the same in Prague's time with its offset (the law asks for the zone). */
    at: z.string(),
    at_local: z.string(),
    action: z.string(),
    what: z.string(),
    result: z.enum(SECURITY_RESULTS),
    /** The account by number, and whose it is today (null once erased, or when there was none). */
    account_id: z.number().nullable(),
    account: z.string().nullable(),
    asset: z.string().nullable(),
    source: z.string().nullable(),
    /** The facts as stored (codes), and in words. */
    detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
    details: z.array(z.string()),
  })
  .register(apiSchemas, { id: 'SecurityEntry' });
export type SecurityEntryView = z.infer<typeof securityEntrySchema>;

/** A summary's values are flat: a field's new value, or `before → after` as one string. */
const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const auditEntrySchema = z
  .object({
    id: z.number(),
    at: z.string(),
    actor: z.string(),
    /** The code as stored (`article.updated`), and the same in words ("Článek upraven"). */
    action: z.string(),
    what: z.string(),
    section: z.string().nullable(),
    entity: z.string().nullable(),
    entity_id: z.string().nullable(),
    /** The item in words ("Článek „Oprava mostu“"), and where it is edited, if it has such a page. */
    item: z.object({ label: z.string(), url: z.string().nullable() }).nullable(),
    /** Each recorded field: its label, and the value before (when recorded) and after. */
    changes: z.array(
      z.object({ field: z.string(), label: z.string(), before: z.string().nullable(), after: z.string() }),
    ),
    summary: z.record(z.string(), auditValueSchema),
  })
  .register(apiSchemas, { id: 'AuditEntry' });
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

/** Who appears in the log, for its filter. */
export const auditActorSchema = z.object({ id: z.number(), name: z.string() });
export type AuditActor = z.infer<typeof auditActorSchema>;

/** A section's rule: whether its content waits for a colleague's review before it is published. */
export const reviewPolicySchema = z
  .object({ section: z.string(), name: z.string(), required: z.boolean() })
  .register(apiSchemas, { id: 'ReviewPolicy' });
export type ReviewPolicy = z.infer<typeof reviewPolicySchema>;
export const reviewPolicyInput = z.object({ required: z.boolean() });
