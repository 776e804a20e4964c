import { z } from 'zod';

/** A data box ID: seven letters and digits, as the system issues them. */
export const myDataBoxInput = z.object({
  box_id: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]{7}$/, 'ID datové schránky má sedm znaků, písmena a číslice (například abc12de).'),
});

export const myDataBoxSchema = z
  .object({ box_id: z.string(), owner_name: z.string(), checked_at: z.string() })
  .meta({ id: 'MyDataBox' });
export type MyDataBox = z.infer<typeof myDataBoxSchema>;

/** The resident's data box, as their data export gives it. */
export const dataBoxPersonalDataSchema = z.object({ data_box: myDataBoxSchema.nullable() });

/** A data message about a case, as its timeline shows it. */
export const caseMessageSchema = z
  .object({
    /** The timeline entry it carries. */
    case_event_id: z.number(),
    recipient_box: z.string(),
    dm_id: z.string().nullable(),
    sent_at: z.string().nullable(),
    /** Delivered to the box (dodejka). */
    delivered_at: z.string().nullable(),
    /** Accepted: by the recipient's login or by fiction after ten days (doručenka). */
    accepted_at: z.string().nullable(),
    /** The system's state in words. */
    state: z.string(),
    /** Refused by the system for good (no such box, too large): the office must deliver otherwise. */
    failed_at: z.string().nullable(),
    /** The system's words for the refusal, or for the last try that did not get through. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'CaseDataMessage' });
export type CaseMessage = z.infer<typeof caseMessageSchema>;

/** The data box system's states of a message (its operating rules), in the words the office uses. */
export const STATUS_NAMES: Record<number, string> = {
  1: 'podána',
  2: 'opatřena časovým razítkem',
  3: 'neprošla antivirovou kontrolou',
  4: 'dodána do datové schránky',
  5: 'doručena fikcí',
  6: 'doručena přihlášením',
  7: 'přečtena',
  8: 'nedoručitelná',
  9: 'smazána',
  10: 'v datovém trezoru',
};
