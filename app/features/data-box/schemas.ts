import { z } from 'zod';
import { apiSchemas } from '../../../common/schemas/api-names.ts';
import { rowNumber } from '../../../common/schemas/ids.ts';

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
  .register(apiSchemas, { id: 'MyDataBox' });
export type MyDataBox = z.infer<typeof myDataBoxSchema>;

/** How far a data message the office sent got, as the filing office and the resident's export both show it. */
const deliveryShape = {
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
};

/** A document of a data message, as the export of a resident's data names it (its content is in the archive). */
const exportedDocumentSchema = z.object({ filename: z.string(), media_type: z.string() });

/**
 * The resident's data box and the data messages she exchanged with the office through it, as their
 * data export gives them: the office's letters to her box (and about her cases), and what she sent
 * from it. Their documents are files in the export's archive, one folder per message.
 */
export const dataBoxPersonalDataSchema = z.object({
  data_box: myDataBoxSchema.nullable(),
  data_messages_from_office: z.array(
    z.object({
      subject: z.string(),
      /** The letter's reference number (číslo jednací), and the case's as its file mark (spisová značka). */
      office_reference: z.string(),
      office_file_mark: z.string().nullable(),
      /** Hers, given back when the office answered a message of hers. */
      your_reference: z.string().nullable(),
      your_file_mark: z.string().nullable(),
      recipient_box: z.string(),
      dm_id: z.string().nullable(),
      created_at: z.string(),
      ...deliveryShape,
      documents: z.array(exportedDocumentSchema),
    }),
  ),
  data_messages_to_office: z.array(
    z.object({
      dm_id: z.string(),
      subject: z.string(),
      sender_box: z.string(),
      sender_name: z.string(),
      your_reference: z.string().nullable(),
      your_file_mark: z.string().nullable(),
      /** The office's numbers as she gave them. */
      office_reference: z.string().nullable(),
      office_file_mark: z.string().nullable(),
      delivered_at: z.string().nullable(),
      received_at: z.string(),
      documents: z.array(
        exportedDocumentSchema.extend({
          size: z.number(),
          /** Why the file is not what its name claims. */
          flag: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type DataBoxPersonalData = z.infer<typeof dataBoxPersonalDataSchema>;

/** A data message the office sent, and how far it got. */
const sentMessageSchema = z.object({
  /** Its reference number (číslo jednací). */
  reference: z.string(),
  recipient_box: z.string(),
  dm_id: z.string().nullable(),
  ...deliveryShape,
});

/** A data message about a case, as its timeline shows it. */
export const caseMessageSchema = sentMessageSchema
  .extend({
    /** The timeline entry it carries. */
    case_event_id: z.number(),
  })
  .register(apiSchemas, { id: 'CaseDataMessage' });
export type CaseMessage = z.infer<typeof caseMessageSchema>;

/** The filing office's answer to a received message. */
export const replySchema = sentMessageSchema
  .extend({ author: z.string().nullable(), created_at: z.string() })
  .register(apiSchemas, { id: 'DataMessageReply' });

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

/** A message received in the office's box, as the filing office's list shows it. */
export const receivedMessageSchema = z
  .object({
    id: z.number(),
    dm_id: z.string(),
    sender_box: z.string(),
    sender_name: z.string(),
    annotation: z.string(),
    /** The sender's own reference number (číslo jednací) and file mark (spisová značka). */
    sender_ref: z.string().nullable(),
    sender_ident: z.string().nullable(),
    /** Ours as the sender gives them (a reference number, a case number): what files it to a case. */
    recipient_ref: z.string().nullable(),
    recipient_ident: z.string().nullable(),
    delivered_at: z.string().nullable(),
    received_at: z.string(),
    files: z.array(
      z.object({
        name: z.string(),
        mime_type: z.string(),
        size: z.number(),
        sha256: z.string(),
        /** Why the file is not what it claims to be; such a file is only ever downloaded. */
        flag: z.string().nullable(),
      }),
    ),
    /** The case it was filed to; null: the filing office's to sort. */
    case_id: z.string().nullable(),
    filed_at: z.string().nullable(),
    /** The office's answers to it, sent the same way. */
    replies: z.array(replySchema),
  })
  .register(apiSchemas, { id: 'ReceivedDataMessage' });
export type ReceivedMessage = z.infer<typeof receivedMessageSchema>;

const messageId = rowNumber();

/** The filing office answers a received message: a letter under a department's reference number. */
export const replyInput = z.object({
  department_id: z.coerce.number({ error: 'Vyberte odbor.' }).int().positive('Vyberte odbor.'),
  text: z.string().trim().min(1, 'Napište text odpovědi.').max(10_000, 'Odpověď může mít nejvýš 10 000 znaků.'),
});
export type ReplyInput = z.output<typeof replyInput>;
/** The same on the filing office's page, which names the message in the form. */
export const replyFormInput = replyInput.extend({ message_id: messageId });

export const receivedQuery = z.object({
  all: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false)
    .describe('true: všechny došlé zprávy; jinak jen ty, které nejsou zařazené k případu'),
});
export const receivedParams = z.object({ id: messageId });

/** A clerk files a message from the filing office to a case by its number or its reference number. */
export const fileToCaseInput = z.object({
  message_id: messageId,
  case_number: z
    .string()
    .trim()
    .min(1, 'Zadejte číslo případu nebo číslo jednací, například VZ-2026-00042.')
    .max(60, 'Číslo může mít nejvýš 60 znaků.'),
});
