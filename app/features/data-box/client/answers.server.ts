import { z } from 'zod';
import { DataBoxRefused } from './soap.server.ts';

// What the services answer, as far as this site reads it: checked, not assumed. The pieces the
// services share: a status, a message's envelope and its record in a list.

export const text = z.preprocess((v) => (v === null || v === undefined ? null : String(v)), z.string().nullable());
export const when = z.preprocess((v) => (v ? new Date(String(v)) : null), z.date().nullable());
export const status = z.object({ dmStatusCode: z.coerce.string(), dmStatusMessage: text });
export const many = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]), z.array(item));
export const envelope = {
  dmID: z.coerce.string(),
  dbIDSender: text.optional(),
  dmSender: text.optional(),
  dbIDRecipient: text.optional(),
  dmRecipient: text.optional(),
  dmAnnotation: text.optional(),
  dmSenderRefNumber: text.optional(),
  dmRecipientRefNumber: text.optional(),
  dmSenderIdent: text.optional(),
  dmRecipientIdent: text.optional(),
};
export const record = z.object({
  ...envelope,
  dmMessageStatus: z.coerce.number(),
  dmDeliveryTime: when.optional(),
  dmAcceptanceTime: when.optional(),
});

/** A message in a list of sent or received ones. */
export interface MessageRecord {
  id: string;
  senderBox: string | null;
  sender: string | null;
  recipientBox: string | null;
  recipient: string | null;
  annotation: string | null;
  senderRef: string | null;
  recipientRef: string | null;
  senderIdent: string | null;
  recipientIdent: string | null;
  /** The system's state: 1 filed … 4 delivered to the box, 5 by fiction, 6 by login, 7 read, … */
  status: number;
  deliveredAt: Date | null;
  acceptedAt: Date | null;
}

export const toRecord = (r: z.infer<typeof record>): MessageRecord => ({
  id: r.dmID,
  senderBox: r.dbIDSender ?? null,
  sender: r.dmSender ?? null,
  recipientBox: r.dbIDRecipient ?? null,
  recipient: r.dmRecipient ?? null,
  annotation: r.dmAnnotation ?? null,
  senderRef: r.dmSenderRefNumber ?? null,
  recipientRef: r.dmRecipientRefNumber ?? null,
  senderIdent: r.dmSenderIdent ?? null,
  recipientIdent: r.dmRecipientIdent ?? null,
  status: r.dmMessageStatus,
  deliveredAt: r.dmDeliveryTime ?? null,
  acceptedAt: r.dmAcceptanceTime ?? null,
});

export function checked(answer: z.infer<typeof status>): void {
  if (answer.dmStatusCode !== '0000') throw new DataBoxRefused(answer.dmStatusCode, answer.dmStatusMessage ?? '');
}
