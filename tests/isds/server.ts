// The data box system (ISDS) on this machine, for the tests of the office's data box: a SOAP server
// built with the `soap` package from the same WSDL files the client uses (app/features/data-box/wsdl),
// at the same paths as the real system. It keeps boxes and messages in memory, logs boxes in by HTTP
// Basic, delivers a message into its recipient's box at once and marks it accepted when the
// recipient downloads it, and signs a downloaded message as a CMS (PKCS#7) file, the ZFO, with a
// certificate of its own. It can be down, or refuse the next send with a status code.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type IServices, listen } from 'soap';
import { freePort } from '../free-port.ts';
import { selfSigned } from '../self-signed.ts';

const WSDL_DIR = path.resolve(import.meta.dirname, '../../app/features/data-box/wsdl');

export interface TestBox {
  id: string;
  /** OVM: an authority (the town); FO: a person; PFO: a self-employed person; PO: a company. */
  type: 'OVM' | 'FO' | 'PFO' | 'PO';
  name: string;
  ico?: string;
  street?: string;
  city?: string;
  zip?: string;
  /** A person's date of birth (YYYY-MM-DD), by which an authority finds her box. */
  birthDate?: string;
  /** The login to the box's web services. */
  username: string;
  password: string;
}

export interface TestFile {
  name: string;
  mimeType: string;
  meta: string;
  /** base64 */
  content: string;
}

export interface TestMessage {
  id: string;
  from: TestBox;
  to: TestBox;
  annotation: string;
  senderRef: string;
  recipientRef: string;
  senderIdent: string;
  recipientIdent: string;
  toHands: string;
  files: TestFile[];
  filedAt: Date;
  deliveredAt: Date | null;
  acceptedAt: Date | null;
  /** Marked by its recipient as taken into their records. */
  downloaded: boolean;
}

export interface TestDataBoxSystem {
  /** The base the client is given (DataBoxSettings.baseUrl). */
  url: string;
  messages: TestMessage[];
  /** While true, every call is answered 503. */
  down: boolean;
  /** The status code (and message) the next CreateMessage answers with instead of sending. */
  refuseNextSend: { code: string; message: string } | null;
  /** The next call's answer is this many bytes of a SOAP envelope that never ends (a hostile system). */
  oversizeNextAnswer: number | null;
  /** Calls made, by operation: to tell that a retry sent once. */
  calls: string[];
  /** A message someone sends to `to` (a resident writing to the office), as the system delivers it. */
  deliver: (
    from: TestBox,
    to: TestBox,
    message: {
      annotation: string;
      senderRef?: string;
      recipientRef?: string;
      senderIdent?: string;
      recipientIdent?: string;
      files: TestFile[];
    },
  ) => TestMessage;
  /** The certificate the system signs messages with (PEM). */
  certificate: string;
  stop: () => Promise<void>;
}

const OK = { dmStatusCode: '0000', dmStatusMessage: 'Provedeno úspěšně.' };
const dbOK = { dbStatusCode: '0000', dbStatusMessage: 'Provedeno úspěšně.' };
const status = (code: string, message: string) => ({ dmStatusCode: code, dmStatusMessage: message });

type Args = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const iso = (d: Date | null) => (d ? d.toISOString() : undefined);

export async function startTestDataBoxSystem(
  boxes: TestBox[],
  now: () => Date = () => new Date(),
): Promise<TestDataBoxSystem> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vzorov-isds-'));
  const signer = selfSigned(dir, 'isds');
  const port = await freePort();
  let nextId = 6_000_000;
  const system: TestDataBoxSystem = {
    url: `http://127.0.0.1:${port}/`,
    messages: [],
    down: false,
    refuseNextSend: null,
    oversizeNextAnswer: null,
    calls: [],
    certificate: signer.certificate,
    deliver: (from, to, message) => {
      const filed: TestMessage = {
        id: String(++nextId),
        from,
        to,
        annotation: message.annotation,
        senderRef: message.senderRef ?? '',
        recipientRef: message.recipientRef ?? '',
        senderIdent: message.senderIdent ?? '',
        recipientIdent: message.recipientIdent ?? '',
        toHands: '',
        files: message.files,
        filedAt: now(),
        deliveredAt: now(),
        acceptedAt: null,
        downloaded: false,
      };
      system.messages.push(filed);
      return filed;
    },
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };

  /** The box whose login the request carries; the server has refused any other. */
  const boxOf = (req: IncomingMessage): TestBox => {
    const [user, password] = Buffer.from(str(req.headers.authorization).replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':');
    const box = boxes.find((b) => b.username === user && b.password === password);
    if (!box) throw new Error('unauthorised');
    return box;
  };
  const stateOf = (m: TestMessage) => (m.acceptedAt ? 6 : m.deliveredAt ? 4 : 1);
  const envelope = (m: TestMessage) => ({
    dmID: m.id,
    dbIDSender: m.from.id,
    dmSender: m.from.name,
    dmSenderAddress: address(m.from),
    dmSenderType: 10,
    dmRecipient: m.to.name,
    dmRecipientAddress: address(m.to),
    dmSenderOrgUnit: '',
    dbIDRecipient: m.to.id,
    dmToHands: m.toHands,
    dmAnnotation: m.annotation,
    dmRecipientRefNumber: m.recipientRef,
    dmSenderRefNumber: m.senderRef,
    dmRecipientIdent: m.recipientIdent,
    dmSenderIdent: m.senderIdent,
  });
  const visible = (req: IncomingMessage, id: unknown) => {
    const box = boxOf(req);
    const m = system.messages.find((x) => x.id === str(id));
    return m && (m.to.id === box.id || m.from.id === box.id) ? { box, m } : null;
  };
  const NOT_FOUND = status('1219', 'Zpráva neexistuje nebo k ní nemáte přístup.');
  /** The message as the system signs it: its envelope and files in XML, in a CMS signature. */
  const zfo = (m: TestMessage): string => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><q:MessageDownloadResponse xmlns:q="http://isds.czechpoint.cz/v20"><q:dmReturnedMessage><q:dmDm>${Object.entries(
      envelope(m),
    )
      .map(([k, v]) => `<q:${k}>${escapeXml(str(v))}</q:${k}>`)
      .join('')}<q:dmFiles>${m.files
      .map(
        (f) =>
          `<q:dmFile dmMimeType="${escapeXml(f.mimeType)}" dmFileMetaType="${f.meta}" dmFileDescr="${escapeXml(f.name)}"><q:dmEncodedContent>${f.content}</q:dmEncodedContent></q:dmFile>`,
      )
      .join('')}</q:dmFiles></q:dmDm></q:dmReturnedMessage></q:MessageDownloadResponse>`;
    const input = path.join(dir, `${m.id}.xml`);
    writeFileSync(input, xml);
    const out = path.join(dir, `${m.id}.zfo`);
    execFileSync('openssl', [
      'cms',
      '-sign',
      '-binary',
      '-nodetach',
      '-outform',
      'DER',
      '-in',
      input,
      '-out',
      out,
      '-signer',
      path.join(dir, 'isds.crt'),
      '-inkey',
      path.join(dir, 'isds.key'),
    ]);
    return readFileSync(out).toString('base64');
  };
  const record = (m: TestMessage, i: number) => ({
    dmOrdinal: i + 1,
    ...envelope(m),
    dmMessageStatus: stateOf(m),
    dmAttachmentSize: Math.ceil(m.files.reduce((s, f) => s + Buffer.from(f.content, 'base64').length, 0) / 1024),
    ...(m.deliveredAt ? { dmDeliveryTime: iso(m.deliveredAt) } : {}),
    ...(m.acceptedAt ? { dmAcceptanceTime: iso(m.acceptedAt) } : {}),
  });
  const listOf = (req: IncomingMessage, args: Args, side: 'to' | 'from') => {
    const box = boxOf(req);
    // The soap package hands xs:dateTime over as a Date.
    const time = (v: unknown, otherwise: Date) => (v instanceof Date ? v : v ? new Date(str(v)) : otherwise);
    const from = time(args.dmFromTime, new Date(0));
    const to = time(args.dmToTime, now());
    const found = system.messages.filter((m) => m[side].id === box.id && m.filedAt >= from && m.filedAt <= to);
    const offset = Math.max(1, Number(args.dmOffset) || 1);
    const limit = Math.max(1, Number(args.dmLimit) || 1000);
    const page = found.slice(offset - 1, offset - 1 + limit);
    return { ...(page.length ? { dmRecords: { dmRecord: page.map(record) } } : {}), dmStatus: OK };
  };

  const operations = {
    CreateMessage: (args: Args, _cb: unknown, _h: unknown, req: IncomingMessage) => {
      system.calls.push('CreateMessage');
      const box = boxOf(req);
      if (system.refuseNextSend) {
        const refusal = system.refuseNextSend;
        system.refuseNextSend = null;
        return { dmStatus: status(refusal.code, refusal.message) };
      }
      const env = (args.dmEnvelope ?? {}) as Args;
      const recipient = boxes.find((b) => b.id === str(env.dbIDRecipient));
      if (!recipient) return { dmStatus: status('1214', 'Datová schránka příjemce neexistuje nebo není přístupná.') };
      const files = ([] as Args[]).concat(((args.dmFiles ?? {}) as Args).dmFile as Args[]).map((f) => {
        const attributes = (f.attributes ?? {}) as Args;
        return {
          name: str(attributes.dmFileDescr),
          mimeType: str(attributes.dmMimeType),
          meta: str(attributes.dmFileMetaType),
          content: str(f.dmEncodedContent),
        };
      });
      const m = system.deliver(box, recipient, {
        annotation: str(env.dmAnnotation),
        senderRef: str(env.dmSenderRefNumber),
        recipientRef: str(env.dmRecipientRefNumber),
        senderIdent: str(env.dmSenderIdent),
        recipientIdent: str(env.dmRecipientIdent),
        files,
      });
      m.toHands = str(env.dmToHands);
      return { dmID: m.id, dmStatus: OK };
    },
    MessageDownload: (args: Args, _cb: unknown, _h: unknown, req: IncomingMessage) => {
      system.calls.push('MessageDownload');
      const found = visible(req, args.dmID);
      if (!found) return { dmStatus: NOT_FOUND };
      const { box, m } = found;
      // The recipient's login accepts the message (doručení přihlášením).
      if (m.to.id === box.id && !m.acceptedAt) m.acceptedAt = now();
      return {
        dmReturnedMessage: {
          dmDm: {
            ...envelope(m),
            dmFiles: {
              dmFile: m.files.map((f) => ({
                attributes: { dmMimeType: f.mimeType, dmFileMetaType: f.meta, dmFileDescr: f.name },
                dmEncodedContent: f.content,
              })),
            },
          },
          dmHash: { attributes: { algorithm: 'SHA-256' }, $value: Buffer.alloc(32).toString('base64') },
          dmDeliveryTime: iso(m.deliveredAt),
          dmAcceptanceTime: iso(m.acceptedAt),
          dmMessageStatus: stateOf(m),
        },
        dmStatus: OK,
      };
    },
    SignedMessageDownload: (args: Args, _cb: unknown, _h: unknown, req: IncomingMessage) => {
      system.calls.push('SignedMessageDownload');
      const found = visible(req, args.dmID);
      if (!found || found.m.to.id !== found.box.id) return { dmStatus: NOT_FOUND };
      return { dmSignature: zfo(found.m), dmStatus: OK };
    },
  };
  const info = {
    GetListOfReceivedMessages: (args: Args, _cb: unknown, _h: unknown, req: IncomingMessage) => {
      system.calls.push('GetListOfReceivedMessages');
      return listOf(req, args, 'to');
    },
    GetListOfSentMessages: (args: Args, _cb: unknown, _h: unknown, req: IncomingMessage) => {
      system.calls.push('GetListOfSentMessages');
      return listOf(req, args, 'from');
    },
    GetDeliveryInfo: (args: Args, _cb: unknown, _h: unknown, req: IncomingMessage) => {
      system.calls.push('GetDeliveryInfo');
      const found = visible(req, args.dmID);
      if (!found) return { dmStatus: NOT_FOUND };
      const { m } = found;
      const events = [
        ...(m.deliveredAt
          ? [{ dmEventTime: iso(m.deliveredAt), dmEventDescr: 'EV5: Zpráva byla dodána do datové schránky.' }]
          : []),
        ...(m.acceptedAt
          ? [{ dmEventTime: iso(m.acceptedAt), dmEventDescr: 'EV4: Zpráva byla doručena přihlášením.' }]
          : []),
      ];
      return {
        dmDelivery: {
          dmDm: envelope(m),
          dmHash: { attributes: { algorithm: 'SHA-256' }, $value: Buffer.alloc(32).toString('base64') },
          dmQTimestamp: Buffer.from('timestamp').toString('base64'),
          ...(m.deliveredAt ? { dmDeliveryTime: iso(m.deliveredAt) } : {}),
          ...(m.acceptedAt ? { dmAcceptanceTime: iso(m.acceptedAt) } : {}),
          dmMessageStatus: stateOf(m),
          dmEvents: { dmEvent: events },
        },
        dmStatus: OK,
      };
    },
    MarkMessageAsDownloaded: (args: Args, _cb: unknown, _h: unknown, req: IncomingMessage) => {
      system.calls.push('MarkMessageAsDownloaded');
      const found = visible(req, args.dmID);
      if (!found || found.m.to.id !== found.box.id) return { dmStatus: NOT_FOUND };
      found.m.downloaded = true;
      return { dmStatus: OK };
    },
  };
  const search = {
    FindDataBox: (args: Args, _cb: unknown, _h: unknown, req: IncomingMessage) => {
      system.calls.push('FindDataBox');
      boxOf(req);
      const q = (args.dbOwnerInfo ?? {}) as Args;
      // A person's box by her names and date of birth, letters' case aside, as the system searches.
      const same = (a: unknown, b: string | undefined) =>
        str(a).toLocaleLowerCase('cs') === (b ?? '').toLocaleLowerCase('cs');
      // The server reads xs:date as a Date at UTC midnight.
      const born = (q.biDate instanceof Date ? q.biDate.toISOString() : str(q.biDate)).slice(0, 10);
      const matches = (b: TestBox) => {
        if (str(q.dbID)) return b.id === str(q.dbID);
        if (str(q.ic)) return b.ico === str(q.ic);
        if (!str(q.pnLastName) || b.type !== 'FO') return false;
        const [first, ...last] = b.name.split(' ');
        return same(q.pnFirstName, first) && same(q.pnLastName, last.join(' ')) && born === b.birthDate;
      };
      const found = boxes.filter(matches);
      if (found.length === 0)
        return { dbStatus: { dbStatusCode: '5001', dbStatusMessage: 'Zadaným údajům neodpovídá žádná schránka.' } };
      return {
        dbResults: {
          dbOwnerInfo: found.map((b) => ({
            dbID: b.id,
            dbType: b.type,
            ic: b.ico ?? '',
            ...(b.type === 'FO'
              ? { pnFirstName: b.name.split(' ')[0], pnLastName: b.name.split(' ').slice(1).join(' ') }
              : { firmName: b.name }),
            adCity: b.city ?? '',
            adStreet: b.street ?? '',
            adZipCode: b.zip ?? '',
          })),
        },
        dbStatus: dbOK,
      };
    },
  };

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const serve = (file: string, pathname: string, services: IServices) =>
    new Promise<void>((resolve, reject) => {
      const soapServer = listen(server, {
        path: pathname,
        services,
        xml: readFileSync(path.join(WSDL_DIR, file), 'utf8'),
        uri: path.join(WSDL_DIR, file),
        callback: (error?: unknown) => (error ? reject(error) : resolve()),
      });
      // The system answers a wrong login or an outage before any SOAP.
      soapServer.authorizeConnection = (req, res) => {
        if (!res) return false;
        if (system.down) {
          res.statusCode = 503;
          return false;
        }
        if (system.oversizeNextAnswer !== null) {
          const bytes = system.oversizeNextAnswer;
          system.oversizeNextAnswer = null;
          res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
          res.write(
            '<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>',
          );
          const chunk = '<x>padding</x>'.repeat(4096);
          for (let sent = 0; sent < bytes; sent += chunk.length) res.write(chunk);
          return false;
        }
        try {
          boxOf(req);
          return true;
        } catch {
          res.statusCode = 401;
          res.setHeader('WWW-Authenticate', 'Basic realm="ISDS"');
          return false;
        }
      };
    });
  await serve('dm_operations.wsdl', '/DS/dz', { dmOperationsWebService: { dmOperationsPortType: operations } });
  await serve('dm_info.wsdl', '/DS/dx', { dmInfoWebService: { dmInfoPortType: info } });
  await serve('db_search.wsdl', '/DS/df', { DataBoxSearch: { DataBoxSearchPortType: search } });
  return system;
}

function address(box: TestBox): string {
  return [box.street, [box.zip, box.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
}
