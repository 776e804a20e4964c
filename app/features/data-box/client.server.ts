import path from 'node:path';
import { inspect } from 'node:util';
import { BasicAuthSecurity, type Client, ClientSSLSecurity, createClientAsync } from 'soap';
import { z } from 'zod';
import { projectRoot } from '../../../server/lib/paths.ts';

// A client of the data box system (ISDS) from the interface the Ministry of the Interior publishes
// (wsdl/, SOURCE.md there), over SOAP with the `soap` package: the office's box sends and receives
// data messages, learns their delivery, and finds other boxes.

const WSDL_DIR = path.join(projectRoot, 'app/features/data-box/wsdl');

/** The three services this site uses, each its WSDL and the path it answers at. */
const SERVICES = {
  operations: { wsdl: 'dm_operations.wsdl', path: 'DS/dz' },
  info: { wsdl: 'dm_info.wsdl', path: 'DS/dx' },
  search: { wsdl: 'db_search.wsdl', path: 'DS/df' },
} as const;
type Service = keyof typeof SERVICES;

/**
 * The system's hosts: a login by name and password goes to `ws1`, one by the office's system
 * certificate to `ws1c` under `/cert/`. The test environment (czebox) mirrors production.
 */
export const DATA_BOX_HOSTS = {
  production: {
    password: 'https://ws1.mojedatovaschranka.cz/',
    certificate: 'https://ws1c.mojedatovaschranka.cz/cert/',
  },
  test: { password: 'https://ws1.czebox.cz/', certificate: 'https://ws1c.czebox.cz/cert/' },
} as const;

/** The largest data message the system takes (attachments together), as its operating rules set it. */
export const MESSAGE_LIMIT_BYTES = 20 * 1024 * 1024;

/**
 * The most of an answer the client reads. A downloaded message carries its documents in base64 (a
 * third more than the message's limit) with its signature; every other answer is a list or a status
 * of some kilobytes. A system (or someone in its place) answering more is cut off: a 300 MB list once
 * ran the worker out of its heap.
 */
export const ANSWER_LIMIT_BYTES: Record<string, number> = {
  MessageDownload: 2 * MESSAGE_LIMIT_BYTES,
  SignedMessageDownload: 2 * MESSAGE_LIMIT_BYTES,
  other: 4 * 1024 * 1024,
};

export type DataBoxLogin =
  | { kind: 'password'; username: string; password: string }
  | { kind: 'certificate'; certificate: Buffer; key: Buffer };

export interface DataBoxSettings {
  /** Where the services answer, ending with a slash (a host of DATA_BOX_HOSTS, or a test server). */
  baseUrl: string;
  login: DataBoxLogin;
  /** How long one call may take. */
  timeoutMs?: number;
}

/** The system said no: its status code and message (e.g. 1216 for a box that cannot receive). */
export class DataBoxRefused extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(`${code}: ${message}`);
    this.code = code;
  }
}

/** The system could not be asked (down, timed out, refused the login): to be tried again later. */
export class DataBoxUnavailable extends Error {}

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

export interface DeliveryInfo {
  status: number;
  deliveredAt: Date | null;
  acceptedAt: Date | null;
  events: { at: Date | null; description: string }[];
}

export interface BoxOwner {
  id: string;
  type: string;
  name: string;
  address: string;
}

// What the services answer, as far as this site reads it: checked, not assumed.
const text = z.preprocess((v) => (v === null || v === undefined ? null : String(v)), z.string().nullable());
const when = z.preprocess((v) => (v ? new Date(String(v)) : null), z.date().nullable());
const status = z.object({ dmStatusCode: z.coerce.string(), dmStatusMessage: text });
const dbStatus = z.object({ dbStatusCode: z.coerce.string(), dbStatusMessage: text });
const many = <T extends z.ZodType>(item: T) =>
  z.preprocess((v) => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]), z.array(item));
const envelope = {
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
const record = z.object({
  ...envelope,
  dmMessageStatus: z.coerce.number(),
  dmDeliveryTime: when.optional(),
  dmAcceptanceTime: when.optional(),
});
const file = z.object({
  attributes: z.object({ dmMimeType: z.string(), dmFileMetaType: z.string(), dmFileDescr: z.string() }),
  dmEncodedContent: z.string().optional(),
});

const toRecord = (r: z.infer<typeof record>): MessageRecord => ({
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

function checked(answer: z.infer<typeof status>): void {
  if (answer.dmStatusCode !== '0000') throw new DataBoxRefused(answer.dmStatusCode, answer.dmStatusMessage ?? '');
}

/** The office's data box, as the system's web services give it. */
export function dataBoxClient(settings: DataBoxSettings) {
  const clients = new Map<Service, Promise<Client>>();
  const client = (service: Service) => {
    let made = clients.get(service);
    if (!made) {
      made = createClientAsync(path.join(WSDL_DIR, SERVICES[service].wsdl), {
        endpoint: new URL(SERVICES[service].path, settings.baseUrl).toString(),
      }).then((c) => {
        const { login } = settings;
        c.setSecurity(
          login.kind === 'password'
            ? new BasicAuthSecurity(login.username, login.password)
            : new ClientSSLSecurity(login.key, login.certificate),
        );
        return c;
      });
      clients.set(service, made);
    }
    return made;
  };

  /** One call: its answer's body, or why it could not be made. */
  async function call(service: Service, operation: string, args: object): Promise<unknown> {
    const c = await client(service);
    const method = c[`${operation}Async`];
    if (typeof method !== 'function') throw new Error(`the WSDL has no ${operation}`);
    try {
      const [result] = await method.call(c, args, {
        timeout: settings.timeoutMs ?? 60_000,
        // Read no further than an answer can be: a longer one is cut off as it arrives, never held whole.
        maxContentLength: ANSWER_LIMIT_BYTES[operation] ?? ANSWER_LIMIT_BYTES.other,
      });
      return result;
    } catch (error) {
      // Not every failure is an Error (the SOAP library rejects with plain objects too): said in full, not as [object Object].
      const reason = error instanceof Error ? error.message : inspect(error, { depth: 2, breakLength: Infinity });
      throw new DataBoxUnavailable(`${operation}: ${reason.slice(0, 500)}`, {
        cause: error,
      });
    }
  }

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

    /** The messages received in a period (the system lists up to `limit` from `offset`, the first is 1). */
    received: (query: { from: Date; to: Date; offset?: number; limit?: number }) =>
      list('GetListOfReceivedMessages', query),
    sent: (query: { from: Date; to: Date; offset?: number; limit?: number }) => list('GetListOfSentMessages', query),

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

    /** How a sent message stands: delivered to the box, accepted (by login or fiction), and the events. */
    async delivery(id: string): Promise<DeliveryInfo> {
      const answer = z
        .object({
          dmDelivery: z
            .object({
              dmMessageStatus: z.coerce.number(),
              dmDeliveryTime: when.optional(),
              dmAcceptanceTime: when.optional(),
              dmEvents: z
                .object({ dmEvent: many(z.object({ dmEventTime: when.optional(), dmEventDescr: text.optional() })) })
                .optional(),
            })
            .optional(),
          dmStatus: status,
        })
        .parse(await call('info', 'GetDeliveryInfo', { dmID: id }));
      checked(answer.dmStatus);
      const d = answer.dmDelivery;
      if (!d) throw new DataBoxRefused(answer.dmStatus.dmStatusCode, 'Systém nevrátil doručenku.');
      return {
        status: d.dmMessageStatus,
        deliveredAt: d.dmDeliveryTime ?? null,
        acceptedAt: d.dmAcceptanceTime ?? null,
        events: (d.dmEvents?.dmEvent ?? []).map((e) => ({
          at: e.dmEventTime ?? null,
          description: e.dmEventDescr ?? '',
        })),
      };
    },

    /** Marks a received message as taken into the office's records: it leaves the list of new ones. */
    async markDownloaded(id: string): Promise<void> {
      checked(
        z.object({ dmStatus: status }).parse(await call('info', 'MarkMessageAsDownloaded', { dmID: id })).dmStatus,
      );
    },

    /** The boxes of a person or organisation: by box ID, or by IČO. */
    /**
     * Boxes by their ID, a company's IČO, or (for a person, FO, which only an authority may search)
     * the person's names and date of birth (YYYY-MM-DD).
     */
    async find(query: {
      id?: string;
      ico?: string;
      type?: 'OVM' | 'PO' | 'PFO' | 'FO';
      person?: { firstName: string; lastName: string; birthDate: string };
    }): Promise<BoxOwner[]> {
      const owner = z.object({
        dbID: z.coerce.string(),
        dbType: text.optional(),
        firmName: text.optional(),
        pnFirstName: text.optional(),
        pnLastName: text.optional(),
        adCity: text.optional(),
        adStreet: text.optional(),
        adNumberInStreet: text.optional(),
        adZipCode: text.optional(),
      });
      const answer = z
        .object({ dbResults: z.object({ dbOwnerInfo: many(owner) }).nullish(), dbStatus: dbStatus })
        .parse(
          await call('search', 'FindDataBox', {
            // In the order of the schema's sequence (tDbOwnerInfo).
            dbOwnerInfo: {
              dbID: query.id ?? '',
              dbType: query.type ?? 'FO',
              ic: query.ico ?? '',
              ...(query.person
                ? {
                    pnFirstName: query.person.firstName,
                    pnLastName: query.person.lastName,
                    biDate: query.person.birthDate,
                  }
                : {}),
            },
          }),
        );
      // 0002: nothing found; 5001: the search matched nobody.
      if (['0002', '5001'].includes(answer.dbStatus.dbStatusCode)) return [];
      if (answer.dbStatus.dbStatusCode !== '0000')
        throw new DataBoxRefused(answer.dbStatus.dbStatusCode, answer.dbStatus.dbStatusMessage ?? '');
      return (answer.dbResults?.dbOwnerInfo ?? []).map((o) => ({
        id: o.dbID,
        type: o.dbType ?? '',
        name: o.firmName || [o.pnFirstName, o.pnLastName].filter(Boolean).join(' '),
        address: [
          [o.adStreet, o.adNumberInStreet].filter(Boolean).join(' '),
          [o.adZipCode, o.adCity].filter(Boolean).join(' '),
        ]
          .filter(Boolean)
          .join(', '),
      }));
    },
  };

  async function list(
    operation: 'GetListOfReceivedMessages' | 'GetListOfSentMessages',
    query: { from: Date; to: Date; offset?: number; limit?: number },
  ): Promise<MessageRecord[]> {
    const answer = z.object({ dmRecords: z.object({ dmRecord: many(record) }).nullish(), dmStatus: status }).parse(
      await call('info', operation, {
        dmFromTime: query.from.toISOString(),
        dmToTime: query.to.toISOString(),
        ...(operation === 'GetListOfReceivedMessages' ? { dmRecipientOrgUnitNum: '' } : { dmSenderOrgUnitNum: '' }),
        dmStatusFilter: '-1',
        dmOffset: String(query.offset ?? 1),
        dmLimit: String(query.limit ?? 1000),
      }),
    );
    checked(answer.dmStatus);
    return (answer.dmRecords?.dmRecord ?? []).map(toRecord);
  }
}

/** A message the system would refuse for its size: said before anything is sent. */
export class MessageTooLarge extends Error {
  readonly bytes: number;

  constructor(bytes: number) {
    super(
      `Datová zpráva by měla ${(bytes / 1024 / 1024).toFixed(1)} MB; systém datových schránek přijme nejvýš ${MESSAGE_LIMIT_BYTES / 1024 / 1024} MB příloh v jedné zprávě.`,
    );
    this.bytes = bytes;
  }
}

export type DataBoxClient = ReturnType<typeof dataBoxClient>;
