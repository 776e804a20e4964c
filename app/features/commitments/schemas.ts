import { z } from 'zod';
import { keysOf } from '../../../common/keys.ts';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { checkbox } from '../../../common/schemas/checkbox.ts';
import { isoDateSchema } from '../../../common/schemas/dates.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';
import { crownsSchema } from '../../../common/schemas/money.ts';
import { COMMITMENT_STATES } from './states.ts';

export const commitmentSchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    title: z.string(),
    /** Crowns, possibly with hellers. */
    amount: z.number(),
    issued_on: z.string(),
    due_on: z.string(),
    paid_on: z.string().nullable(),
    /** Crowns received so far: the whole amount once paid, part of it after a payment that fell short. */
    paid_amount: z.number(),
    /** Crowns still to pay. */
    remaining: z.number(),
    state: z.enum(keysOf(COMMITMENT_STATES)),
    payment: z.object({
      recipient: z.string(),
      account: z.string(),
      iban: z.string(),
      variable_symbol: z.string(),
      specific_symbol: z.string().nullable(),
      message: z.string(),
      /** The "QR Platba" string (SPAYD 1.0) for what remains; null once paid or when there is nothing to pay. */
      spayd: z.string().nullable(),
    }),
  })
  .register(apiSchemas, { id: 'Commitment' });
export type Commitment = z.infer<typeof commitmentSchema>;

/** A transfer to the town's account for what is not a commitment (a guest's shop order), with its QR code as SVG. */
export const transferSchema = z
  .object({
    account: z.string(),
    iban: z.string(),
    recipient: z.string(),
    message: z.string(),
    spayd: z.string(),
    qr_svg: z.string(),
  })
  .register(apiSchemas, { id: 'Transfer' });
export type Transfer = z.infer<typeof transferSchema>;

export const commitmentWithQrSchema = commitmentSchema
  .extend({ qr_svg: z.string().nullable() })
  .register(apiSchemas, { id: 'CommitmentWithQr' });
export type CommitmentWithQr = z.infer<typeof commitmentWithQrSchema>;

// The finance office's side (issue 14): commitments it issues, statements it imports, the payments queue.

export const COMMITMENT_KINDS = {
  odpad: 'Poplatek za odpad',
  pes: 'Poplatek ze psa',
  zadost: 'Správní poplatek',
  svoz: 'Svoz odpadu navíc',
  obchod: 'Objednávka z obchodu',
  jine: 'Jiná platba',
} as const;
export type CommitmentKind = keyof typeof COMMITMENT_KINDS;
const commitmentKind = z.enum(keysOf(COMMITMENT_KINDS));

const pageFields = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(50),
};

export const officeCommitmentQuery = z.object({
  state: z.enum(['all', 'unpaid', 'overdue', 'paid']).default('all'),
  q: z.string().trim().max(100).optional().describe('Hledá ve jménu, e-mailu, názvu a variabilním symbolu'),
  ...pageFields,
});
export type OfficeCommitmentQuery = z.output<typeof officeCommitmentQuery>;

export const officeCommitmentSchema = commitmentSchema
  .pick({
    id: true,
    kind: true,
    title: true,
    amount: true,
    issued_on: true,
    due_on: true,
    paid_on: true,
    paid_amount: true,
    remaining: true,
    state: true,
  })
  .extend({
    variable_symbol: z.string(),
    resident: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  })
  .register(apiSchemas, { id: 'OfficeCommitment' });
export type OfficeCommitment = z.infer<typeof officeCommitmentSchema>;

const day = isoDateSchema('Zadejte datum ve tvaru RRRR-MM-DD.');

export const newCommitmentSchema = z
  .object({
    /** The resident's account, as the office picked it; or `email`, the e-mail of that account. */
    resident_id: rowNumber().optional(),
    email: z.email('Zadejte e-mail občana, který má na webu účet.').max(200).optional(),
    kind: commitmentKind,
    title: z.string().trim().min(3, 'Napište, za co se platí.').max(120, 'Název může mít nejvýše 120 znaků.'),
    /** Crowns; a form may write "1 250,50". */
    amount: crownsSchema(),
    due_on: day,
    /** The message for the recipient on the payment; the title when empty. */
    message: z.string().trim().max(60, 'Zpráva pro příjemce může mít nejvýše 60 znaků.').default(''),
  })
  .refine((input) => input.resident_id !== undefined || input.email !== undefined, {
    path: ['resident_id'],
    message: 'Vyberte občana, kterému platba patří.',
  });
export type NewCommitmentInput = z.output<typeof newCommitmentSchema>;

export const BANK_PAYMENT_LABELS = {
  matched: 'Spárováno',
  underpaid: 'Nedoplatek',
  overpaid: 'Přeplatek',
  unknown: 'Neznámá platba',
  unreadable: 'Nečitelný řádek',
  reversal: 'Storno',
} as const;

export const bankPaymentSchema = z
  .object({
    id: z.string(),
    /** Its line in the imported file. */
    line: z.number(),
    filename: z.string(),
    imported_at: z.string(),
    status: z.enum(keysOf(BANK_PAYMENT_LABELS)),
    /** Why it waits for a decision; '' when matched. */
    reason: z.string(),
    /** Crowns, signed; null for a line that could not be read. */
    amount: z.number().nullable(),
    variable_symbol: z.string(),
    specific_symbol: z.string(),
    counter_account: z.string(),
    counter_name: z.string(),
    message: z.string(),
    value_date: z.string().nullable(),
    /** The line as it stood in the file, for one that could not be read. */
    raw: z.string(),
    /** What it paid, or what it was probably meant for. */
    commitment: officeCommitmentSchema
      .pick({ id: true, title: true, amount: true, variable_symbol: true, paid_on: true, remaining: true })
      .extend({ resident: z.string() })
      .nullable(),
    /** Crowns of it that went toward the commitment, and that became the resident's credit. */
    applied: z.number(),
    credit: z.number(),
    /** While it waits: what paying its commitment would do, when that is not the exact amount owed (to confirm). */
    pay_difference: z.string().nullable(),
    resolution: z.enum(['paid', 'dismissed']).nullable(),
    resolution_note: z.string(),
    resolved_by: z.string().nullable(),
    resolved_at: z.string().nullable(),
  })
  .register(apiSchemas, { id: 'BankPayment' });
export type BankPayment = z.infer<typeof bankPaymentSchema>;

export const paymentQueueQuery = z.object({
  /** `open`: waiting for a decision; `resolved`: decided; `matched`: paid by the import itself. */
  state: z.enum(['open', 'resolved', 'matched']).default('open'),
  ...pageFields,
});
export type PaymentQueueQuery = z.output<typeof paymentQueueQuery>;

export const importResultSchema = z
  .object({
    id: z.number(),
    format: z.enum(['gpc', 'csv']),
    counts: z.object({ matched: z.number(), queued: z.number(), duplicate: z.number(), outgoing: z.number() }),
    /** The payments this import brought, matched and queued, by line. */
    payments: z.array(bankPaymentSchema),
    /** Lines of payments imported before (the same statement twice, or overlapping ones): nothing paid again. */
    duplicate_lines: z.array(z.number()),
  })
  .register(apiSchemas, { id: 'BankImport' });
export type ImportResult = z.infer<typeof importResultSchema>;

const symbolField = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, 'Variabilní symbol má 1 až 10 číslic.')
  .optional();
const noteField = z.string().trim().max(1000, 'Poznámka může mít nejvýše 1 000 znaků.').default('');

export const paymentDecisionSchema = z.object({
  /** pay: the commitment with `variable_symbol` is paid by this payment; dismiss: settled outside (a refund…). */
  action: z.enum(['pay', 'dismiss']),
  variable_symbol: symbolField,
  note: noteField,
  /** The clerk confirms a payment that is not the exact amount owed: part paid, or a credit (see the 422 on it). */
  confirm: checkbox,
});
export type PaymentDecision = z.output<typeof paymentDecisionSchema>;

/** What a resident paid beyond what they owed, for the finance office to return or set against another commitment. */
export const creditSchema = z
  .object({
    id: z.string(),
    resident: officeCommitmentSchema.shape.resident,
    /** Crowns paid beyond, and what is left of it. */
    amount: z.number(),
    remaining: z.number(),
    received_on: z.string(),
    /** The statement line it came from. */
    payment: z.object({ id: z.string(), line: z.number(), filename: z.string() }).nullable(),
    /** The commitments it was set against. */
    applied_to: z.array(z.object({ title: z.string(), variable_symbol: z.string(), amount: z.number() })),
    resolution: z.enum(['applied', 'refunded']).nullable(),
    resolution_note: z.string(),
    resolved_by: z.string().nullable(),
    resolved_at: z.string().nullable(),
  })
  .register(apiSchemas, { id: 'Credit' });
export type Credit = z.infer<typeof creditSchema>;

export const creditQuery = z.object({
  /** `open`: something of it is left; `resolved`: returned or set against commitments in full. */
  state: z.enum(['open', 'resolved']).default('open'),
  ...pageFields,
});
export type CreditQuery = z.output<typeof creditQuery>;

/** An unpaid commitment of the credit's resident, one the credit may be set against, and what it would pay of it. */
export const creditCommitmentSchema = officeCommitmentSchema
  .pick({
    id: true,
    title: true,
    variable_symbol: true,
    amount: true,
    due_on: true,
    paid_amount: true,
    remaining: true,
    state: true,
  })
  .extend({
    /** Crowns of the credit that setting it against this commitment would apply: the smaller of the two. */
    applies: z.number(),
  })
  .register(apiSchemas, { id: 'CreditCommitment' });
export type CreditCommitment = z.infer<typeof creditCommitmentSchema>;

export const creditCommitmentQuery = z.object({ ...pageFields });
export type CreditCommitmentQuery = z.output<typeof creditCommitmentQuery>;

export const creditDecisionSchema = z.object({
  /**
   * apply: set against the resident's unpaid commitment picked by `commitment_id` (as the list of their
   * commitments gives it) or named by `variable_symbol`, one of the two; refund: the rest returned to the payer.
   */
  action: z.enum(['apply', 'refund']),
  commitment_id: z.string().trim().max(100, 'Vybraný předpis neexistuje.').optional(),
  variable_symbol: symbolField,
  note: noteField,
});
export type CreditDecision = z.output<typeof creditDecisionSchema>;

/** What the finance office keeps of a resident, for the export of their data. */
export const commitmentsPersonalDataSchema = z.object({
  commitments: z.array(commitmentSchema),
  credits: z.array(
    z.object({
      amount: z.number(),
      received_on: z.string(),
      resolution: z.enum(['applied', 'refunded']).nullable(),
      note: z.string(),
    }),
  ),
});
export type CommitmentsPersonalData = z.infer<typeof commitmentsPersonalDataSchema>;
