import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp } from './app.ts';

export interface ReceivedMail {
  to: string[];
  raw: string;
  /** Subject and bodies with quoted-printable and encoded words undone, enough to read links and text. */
  decoded: string;
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeEncodedWords = (text: string) =>
  // Adjacent encoded words are one text (RFC 2047), possibly split inside a character.
  text
    .replace(/\?=\s*=\?utf-8\?Q\?/gi, '')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replaceAll('_', ' ')),
    );

/**
 * A real SMTP server on loopback that keeps what it receives, for tests of e-mail; `refuseFirst`
 * answers the first recipients with a temporary failure (451), as a server in trouble does;
 * `hangFirst` takes the first messages' text and never answers, so their sender waits mid-send.
 */
export async function startTestSmtp({
  refuseFirst = 0,
  hangFirst = 0,
}: {
  refuseFirst?: number;
  hangFirst?: number;
} = {}) {
  const mails: ReceivedMail[] = [];
  let refused = 0;
  let hung = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (refused >= refuseFirst) return callback();
      refused++;
      callback(Object.assign(new Error('Zkuste to prosím později'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      if (hung < hangFirst) {
        hung++;
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const split = raw.search(/\r?\n\r?\n/);
        const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          decoded: `${decodeEncodedWords(head)}\n\n${decodeQuotedPrintable(raw.slice(split))}`,
        });
        callback();
      });
    },
  });
  // A sender killed mid-message resets its connection; that is the test's doing, not a failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** How many recipients it has refused so far. */
    refused: () => refused,
    /** How many messages it has left unanswered so far. */
    hung: () => hung,
    /**
     * The first mail to `to` whose text matches, waiting for it to arrive: on a busy two-core machine
     * a mail rendered and sent by the job queue took over 5 s once.
     */
    async waitFor(to: string, match: RegExp, timeoutMs = 15_000): Promise<ReceivedMail> {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const mail = mails.find((m) => m.to.includes(to) && match.test(m.decoded));
        if (mail) return mail;
        if (Date.now() > end) throw new Error(`no mail to ${to} matching ${match}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail whose path starts with `path`. */
export function linkIn(mail: ReceivedMail, path: string): string {
  const match = mail.decoded.match(new RegExp(`https?://[^\\s"<>]+${path}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${path} link in the mail`);
  return match[0];
}

/** A test app whose mail goes to a test SMTP server, for the tests that follow mailed links. */
export async function createTestAppWithSmtp(env: Record<string, string> = {}) {
  const smtp = await startTestSmtp();
  const t = await createTestApp({ env: { ...env, SMTP_URL: smtp.url } });
  return {
    t,
    smtp,
    close: async () => {
      await t.close();
      await smtp.close();
    },
  };
}
