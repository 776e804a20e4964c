import { z } from 'zod';
import { checked, envelope, type MessageRecord, many, status, text, toRecord } from './answers.server.ts';
import { DataBoxRefused, MESSAGE_LIMIT_BYTES, MessageTooLarge, type SoapCall } from './soap.server.ts';

// The operations service (dm_operations.wsdl): a message sent, a received one downloaded, whole or signed.

export interface OutgoingFile {
  name: string;
  mimeType: string;
  data: Buffer;
}

export interface NewMessage {
  /** The recipient's box ID (7 characters). */
  recipient: string;
  /** The subject, as the recipient's list shows it (at most 255 characters). */
  annotation: string;
  /** Our reference number (číslo jednací) and theirs, when there is one. */
  senderRef?: string;
  recipientRef?: string;
  /** Our file mark (spisová značka) and theirs. */
  senderIdent?: string;
  recipientIdent?: string;
  toHands?: string;
  /** The first file is the main document, the rest are enclosures. */
  files: OutgoingFile[];
}

export interface ReceivedFile {
  name: string;
  mimeType: string;
  /** main, enclosure, signature or meta. */
  meta: string;
  data: Buffer;
}

export interface DownloadedMessage extends MessageRecord {
  files: ReceivedFile[];
}

const file = z.object({
  attributes: z.object({ dmMimeType: z.string(), dmFileMetaType: z.string(), dmFileDescr: z.string() }),
  dmEncodedContent: z.string().optional(),
});

export function operationsService(call: SoapCall) {
  return {
    /** Sends a data message; its ID in the system. Files over the system's limit are refused before sending. */
    async send(message: NewMessage): Promise<string> {
      const size = message.files.reduce((sum, f) => sum + f.data.length, 0);
      if (size > MESSAGE_LIMIT_BYTES) throw new MessageTooLarge(size);
      const answer = z.object({ dmID: text.optional(), dmStatus: status }).parse(
        await call('operations', 'CreateMessage', {
          dmEnvelope: {
            dbIDRecipient: message.recipient,
            dmToHands: message.toHands ?? '',
            dmAnnotation: message.annotation.slice(0, 255),
            dmRecipientRefNumber: message.recipientRef ?? '',
            dmSenderRefNumber: message.senderRef ?? '',
            dmRecipientIdent: message.recipientIdent ?? '',
            dmSenderIdent: message.senderIdent ?? '',
            dmPersonalDelivery: false,
            dmAllowSubstDelivery: true,
          },
          dmFiles: {
            dmFile: message.files.map((f, i) => ({
              attributes: {
                dmMimeType: f.mimeType,
                dmFileMetaType: i === 0 ? 'main' : 'enclosure',
                dmFileDescr: f.name,
              },
              dmEncodedContent: f.data.toString('base64'),
            })),
          },
        }),
      );
      checked(answer.dmStatus);
      if (!answer.dmID) throw new DataBoxRefused(answer.dmStatus.dmStatusCode, 'Systém nevrátil ID zprávy.');
      return answer.dmID;
    },

    /** A received message whole, its files decoded. */
    async download(id: string): Promise<DownloadedMessage> {
      const answer = z
        .object({
          dmReturnedMessage: z
            .object({ dmDm: z.object({ ...envelope, dmFiles: z.object({ dmFile: many(file) }) }) })
            .optional(),
          dmStatus: status,
        })
        .parse(await call('operations', 'MessageDownload', { dmID: id }));
      checked(answer.dmStatus);
      const dm = answer.dmReturnedMessage?.dmDm;
      if (!dm) throw new DataBoxRefused(answer.dmStatus.dmStatusCode, 'Systém nevrátil zprávu.');
      return {
        ...toRecord({ ...dm, dmMessageStatus: 0 }),
        files: dm.dmFiles.dmFile.map((f) => ({
          name: f.attributes.dmFileDescr,
          mimeType: f.attributes.dmMimeType,
          meta: f.attributes.dmFileMetaType,
          data: Buffer.from(f.dmEncodedContent ?? '', 'base64'),
        })),
      };
    },

    /** A received message as the system signed it (the ZFO file): the evidence to keep. */
    async signed(id: string): Promise<Buffer> {
      const answer = z
        .object({ dmSignature: z.string().optional(), dmStatus: status })
        .parse(await call('operations', 'SignedMessageDownload', { dmID: id }));
      checked(answer.dmStatus);
      if (!answer.dmSignature)
        throw new DataBoxRefused(answer.dmStatus.dmStatusCode, 'Systém nevrátil podepsanou zprávu.');
      return Buffer.from(answer.dmSignature, 'base64');
    },
  };
}
