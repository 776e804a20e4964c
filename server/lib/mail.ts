import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { escapeHtml } from '../../common/html-escape.ts';
import type { Jobs } from './jobs.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header fields, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string>;
  /** E.g. a booking's `.ics`, so the phone's calendar offers to add it. */
  attachments?: { filename: string; content: string; contentType: string }[];
}

/** What the services send mail with: the mail is committed to the job queue, and delivered from there. */
export interface Mailer {
  /** `key` makes the mail once-only (a reminder): a second send with it is dropped, on any instance. */
  send(mail: Mail, options?: { key?: string }): Promise<void>;
  /** Many mails at once (a batch's notices, a minute's reminders), committed in few inserts; `key` as `send`'s. */
  sendAll(mails: { mail: Mail; key?: string }[]): Promise<void>;
}

/** Hands one mail to SMTP (or the outbox) now; `messageId` is the same on every try of one mail. */
export type Delivery = (mail: Mail, messageId: string) => Promise<void>;

/** Mail through the queue: `send` resolves once the mail is committed, and the `mail` worker delivers it. */
export const queuedMailer = (jobs: Pick<Jobs, 'send' | 'sendAll'>): Mailer => ({
  send: (mail, options) => jobs.send('mail', mail, options),
  sendAll: (mails) =>
    jobs.sendAll(
      'mail',
      mails.map(({ mail, key }) => ({ data: mail, key })),
    ),
});

/**
 * Sends over SMTP when `smtpUrl` is set; otherwise writes each message as an
 * `.eml` file into `outboxDir`, where a developer can open it.
 */
export function createDelivery({
  smtpUrl,
  from,
  outboxDir,
}: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
}): Delivery {
  // One Message-ID for every try of a mail, so a receiver that got it before a lost answer can drop the copy.
  const domain = from.match(/@([^>\s]+)/)?.[1] ?? 'localhost';
  const headersOf = (mail: Mail, id: string) => ({ from, ...mail, messageId: `<${id}@${domain}>` });
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return async (mail, id) => {
      await transport.sendMail(headersOf(mail, id));
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail, id) => {
    const info = await transport.sendMail(headersOf(mail, id));
    await mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const slug = mail.to.replace(/[^a-z0-9]+/gi, '_');
    await writeFile(path.join(outboxDir, `${stamp}-${slug}.eml`), info.message as Buffer);
  };
}

/**
 * Sends a notice about something already committed (a filed case, a changed
 * password): awaited, so it is queued before the answer and a crash after the
 * answer cannot lose it, but a failure to queue it is logged rather than thrown,
 * because the work it reports stands. A mail the resident needs to go on (a link)
 * is sent with `send`, so that its failure fails the request.
 */
export async function sendNotice(mailer: Mailer, log: FastifyBaseLogger, mail: Mail): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (err) {
    log.error({ err, subject: mail.subject }, 'notice mail not sent');
  }
}

/** Notice mails as `sendNotice` sends one: a failure to queue them is logged, not thrown. */
export async function sendNotices(mailer: Mailer, log: FastifyBaseLogger, mails: Mail[]): Promise<void> {
  try {
    await mailer.sendAll(mails.map((mail) => ({ mail })));
  } catch (err) {
    log.error({ err, count: mails.length, subject: mails[0]?.subject }, 'notice mails not sent');
  }
}

/** The office's signature under every automatic mail. */
export const SIGNATURE =
  'Městský úřad Vzorov\nnáměstí Míru 1, 123 45 Vzorov\nTento e-mail byl odeslán automaticky, neodpovídejte na něj prosím.';

/**
 * A plain-text message and its simple HTML twin from paragraphs; a paragraph
 * that is a URL becomes a link (a button-like one in HTML).
 */
export function composeMail(to: string, subject: string, paragraphs: string[], signature: string): Mail {
  const text = [...paragraphs, signature].join('\n\n');
  const html = [...paragraphs, signature]
    .map((p) =>
      /^https?:\/\/\S+$/.test(p)
        ? `<p><a href="${escapeHtml(p)}" style="font-weight:bold">${escapeHtml(p)}</a></p>`
        : `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`,
    )
    .join('\n');
  return {
    to,
    subject,
    text,
    html: `<!doctype html><html lang="cs"><body style="font-family:sans-serif;line-height:1.5">${html}</body></html>`,
  };
}
