import { z } from 'zod';

export const COMMITMENT_STATES = {
  unpaid: 'K zaplacení',
  'due-soon': 'Blíží se splatnost',
  overdue: 'Po splatnosti',
  paid: 'Zaplaceno',
} as const;
export type CommitmentState = keyof typeof COMMITMENT_STATES;

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
    state: z.enum(Object.keys(COMMITMENT_STATES) as [CommitmentState, ...CommitmentState[]]),
    payment: z.object({
      recipient: z.string(),
      account: z.string(),
      iban: z.string(),
      variable_symbol: z.string(),
      specific_symbol: z.string().nullable(),
      message: z.string(),
      /** The "QR Platba" string (SPAYD 1.0); null once paid or when there is nothing to pay. */
      spayd: z.string().nullable(),
    }),
  })
  .meta({ id: 'Commitment' });
export type Commitment = z.infer<typeof commitmentSchema>;
