import { z } from 'zod';
import { COMMITMENT_STATES, type CommitmentState } from './states.ts';

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

export const commitmentWithQrSchema = commitmentSchema
  .extend({ qr_svg: z.string().nullable() })
  .meta({ id: 'CommitmentWithQr' });
export type CommitmentWithQr = z.infer<typeof commitmentWithQrSchema>;
