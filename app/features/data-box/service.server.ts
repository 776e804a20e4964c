import { createHash, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { z } from 'zod';
import { formatDateTime } from '../../../common/dates.ts';
import { departmentsOf } from '../../../common/roles.ts';
import type { Db } from '../../../server/db/client.ts';
import { appMeta } from '../../../server/db/schema/meta.ts';
import { audit } from '../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { OFFICE_HEADER, simplePdf } from '../../../server/lib/pdf.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { departmentsById, incomingFiledTo, issueReference, registerIncoming } from '../people/service.server.ts';
import {
  type DataBoxClient,
  DataBoxRefused,
  DataBoxUnavailable,
  MESSAGE_LIMIT_BYTES,
  type MessageRecord,
  MessageTooLarge,
} from './client.server.ts';
import { dataBoxMessages, dataBoxReceived, type ReceivedDocument, residentDataBoxes } from './schema.server.ts';
import {
  type CaseMessage,
  type DataBoxPersonalData,
  type MyDataBox,
  type myDataBoxInput,
  type ReceivedMessage,
  type ReplyInput,
  STATUS_NAMES,
} from './schemas.ts';
import { dataBoxFor } from './settings.server.ts';

// The office's data box (datová schránka) as the other features use it: a resident's box, given by
// them and confirmed by the system; data messages about cases, sent by the job queue through the
// system's outages, once, and followed to their delivery.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whether the office's data box is set up on this site (a login is configured). */
export async function available(ctx: Pick<ServiceContext, 'config'>): Promise<boolean> {
  return dataBoxFor(ctx.config) !== null;
}

/** The signed-in resident's data box, as they gave it; null when they gave none. */
export async function myBox(ctx: Pick<ServiceContext, 'db' | 'actor'>): Promise<MyDataBox | null> {
  const [row] = await ctx.db
    .select()
    .from(residentDataBoxes)
    .where(eq(residentDataBoxes.userId, requireActor(ctx).id));
  return row ? { box_id: row.boxId, owner_name: row.ownerName, checked_at: row.checkedAt.toISOString() } : null;
}

/**
 * Keeps the resident's data box, once the system confirms a box of a person (FO, PFO) with that ID
 * exists: the office's questions and decisions go there from then on.
 */
export async function setMyBox(ctx: ServiceContext, input: z.output<typeof myDataBoxInput>): Promise<MyDataBox> {
  const actor = requireActor(ctx);
  const owner = (await searchBoxes(ctx, { id: input.box_id })).find((o) => o.id === input.box_id);
  if (!owner) throw invalid({ box_id: ['Datová schránka s tímto ID neexistuje.'] });
  if (!/^(FO|PFO)/.test(owner.type))
    throw invalid({
      box_id: ['Zadejte ID své vlastní datové schránky (fyzické osoby nebo podnikající fyzické osoby).'],
    });
  return keepBox(ctx, actor.id, owner);
}

/**
 * Finds the resident's own box (a person's, FO) by the names and date of birth her verified identity
 * carries (only an authority may search persons' boxes, and the office is one), and keeps it: only
 * one box that matches, else she is asked to give its ID.
 */
export async function findMyBox(
  ctx: ServiceContext,
  person: { firstName: string; lastName: string; birthDate: string },
): Promise<MyDataBox> {
  const actor = requireActor(ctx);
  const persons = (await searchBoxes(ctx, { type: 'FO', person })).filter((o) => o.type === 'FO');
  if (persons.length !== 1)
    throw invalid({
      box_id: [
        persons.length === 0
          ? 'Podle ověřené totožnosti jsme datovou schránku nenašli. Máte-li ji, zadejte její ID.'
          : 'Vaší totožnosti odpovídá víc datových schránek. Zadejte prosím ID té své.',
      ],
    });
  return keepBox(ctx, actor.id, persons[0]!);
}

/** FindDataBox for a resident: a 409 without the office's box, a 503 while the system does not answer. */
async function searchBoxes(ctx: Pick<ServiceContext, 'config'>, query: Parameters<DataBoxClient['find']>[0]) {
  const client = dataBoxFor(ctx.config);
  if (!client) throw new HttpError(409, 'Úřad zatím datovou schránku na tomto webu nepoužívá.');
  try {
    return await client.find(query);
  } catch (error) {
    if (error instanceof DataBoxUnavailable || error instanceof DataBoxRefused)
      throw new HttpError(503, 'Systém datových schránek teď neodpovídá. Zkuste to prosím za chvíli.');
    throw error;
  }
}

async function keepBox(ctx: Pick<ServiceContext, 'db' | 'now'>, userId: number, owner: { id: string; name: string }) {
  const row = { boxId: owner.id, ownerName: owner.name, checkedAt: ctx.now };
  await ctx.db
    .insert(residentDataBoxes)
    .values({ userId, ...row })
    .onConflictDoUpdate({ target: residentDataBoxes.userId, set: row });
  return { box_id: owner.id, owner_name: owner.name, checked_at: ctx.now.toISOString() };
}

/** Forgets the resident's data box: the office writes to the account and by mail again. */
export async function removeMyBox(ctx: Pick<ServiceContext, 'db' | 'actor'>): Promise<void> {
  await ctx.db.delete(residentDataBoxes).where(eq(residentDataBoxes.userId, requireActor(ctx).id));
}

/** A resident's data box ID, for a message to them; null without one or without the office's box. */
export async function boxOf(ctx: Pick<ServiceContext, 'db' | 'config'>, userId: number): Promise<string | null> {
  if (!dataBoxFor(ctx.config)) return null;
  const [row] = await ctx.db
    .select({ boxId: residentDataBoxes.boxId })
    .from(residentDataBoxes)
    .where(eq(residentDataBoxes.userId, userId));
  return row?.boxId ?? null;
}

export interface CaseDocument {
  name: string;
  mimeType: string;
  /** Where it is stored, under the uploads. */
  path: string;
}
const documents = z.array(z.object({ name: z.string(), mimeType: z.string(), path: z.string() }));

/**
 * A data message about a case, in the caller's transaction with the timeline entry it carries (the
 * main document first, stored already): sent once the transaction has committed (`dispatch`).
 */
export async function messageForCase(
  tx: Tx,
  now: Date,
  message: {
    caseId: string;
    caseEventId: number;
    recipientBox: string;
    annotation: string;
    /** The letter's own reference number, and the case's as its file mark. */
    senderRef: string;
    senderIdent: string;
    documents: CaseDocument[];
  },
): Promise<number> {
  const [row] = await tx
    .insert(dataBoxMessages)
    .values({
      caseId: message.caseId,
      caseEventId: message.caseEventId,
      recipientBox: message.recipientBox,
      annotation: message.annotation,
      senderRef: message.senderRef,
      senderIdent: message.senderIdent,
      body: JSON.stringify(message.documents),
      createdAt: now,
    })
    .returning({ id: dataBoxMessages.id });
  return row!.id;
}

/** Hands the message to the job queue; committed when it resolves. */
export async function dispatch(ctx: Pick<ServiceContext, 'jobs'>, messageId: number): Promise<void> {
  if (!ctx.jobs) throw new Error('the job queue is needed to send a data message');
  await ctx.jobs.send('data-box-send', { messageId }, { key: `data-box-${messageId}` });
}

/** Why a message of this size cannot go (the system's limit named), or null when it can. */
export function tooLarge(bytes: number): string | null {
  return bytes > MESSAGE_LIMIT_BYTES ? new MessageTooLarge(bytes).message : null;
}

/** Storage name for a document a message will carry. */
export const documentPath = (name: string) => `data-box/${randomUUID()}-${name.replace(/[^\w.-]+/g, '_')}`;

/**
 * The job: sends one message, once. A try that was cut off after the system took the message finds
 * it among the sent by our reference instead of sending it again. An outage throws (the queue tries
 * again later); a refusal retrying cannot change is kept, for the office to see.
 */
export async function send(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'files' | 'now' | 'log'>,
  messageId: number,
): Promise<void> {
  const [m] = await ctx.db.select().from(dataBoxMessages).where(eq(dataBoxMessages.id, messageId));
  if (!m || m.dmId || m.failedAt) return;
  const client = dataBoxFor(ctx.config);
  if (!client) throw new DataBoxUnavailable('the office’s data box is not configured');
  const [tried] = await ctx.db
    .update(dataBoxMessages)
    .set({ attempts: m.attempts + 1 })
    .where(eq(dataBoxMessages.id, messageId))
    .returning({ attempts: dataBoxMessages.attempts });
  const record = (set: Partial<typeof dataBoxMessages.$inferInsert>) =>
    ctx.db.update(dataBoxMessages).set(set).where(eq(dataBoxMessages.id, messageId));
  if ((tried?.attempts ?? 1) > 1) {
    const since = new Date(+m.createdAt - 60_000);
    const earlier = (await client.sent({ from: since, to: new Date(+ctx.now + 60_000) })).find(
      (s) => s.senderRef === m.senderRef && s.recipientBox === m.recipientBox,
    );
    if (earlier) {
      await record({ dmId: earlier.id, sentAt: ctx.now, status: earlier.status, lastError: null });
      return;
    }
  }
  const files = await Promise.all(
    documents.parse(JSON.parse(m.body)).map(async (d) => {
      const data = await ctx.files.uploads.read(d.path);
      if (!data) throw new Error(`the document ${d.path} of data message ${m.id} is gone`);
      return { name: d.name, mimeType: d.mimeType, data };
    }),
  );
  try {
    const dmId = await client.send({
      recipient: m.recipientBox,
      annotation: m.annotation,
      senderRef: m.senderRef,
      senderIdent: m.senderIdent ?? undefined,
      recipientRef: m.recipientRef ?? undefined,
      recipientIdent: m.recipientIdent ?? undefined,
      files,
    });
    await record({ dmId, sentAt: ctx.now, status: 1, lastError: null });
  } catch (error) {
    if (error instanceof DataBoxRefused || error instanceof MessageTooLarge) {
      ctx.log.warn({ messageId, reason: error.message }, 'data message refused');
      await record({ failedAt: ctx.now, lastError: error.message });
      return;
    }
    await record({ lastError: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

/**
 * The minute's work: messages left unsent by a process that died between its commit and the queue
 * go to the queue again (the key keeps one job each); the delivery of sent messages not yet accepted
 * is asked, a few at a time, until the system says they were delivered and accepted.
 */
export async function followMessages(ctx: ServiceContext): Promise<void> {
  const client = dataBoxFor(ctx.config);
  if (!client) return;
  const unsent = await ctx.db
    .select({ id: dataBoxMessages.id })
    .from(dataBoxMessages)
    .where(
      and(
        isNull(dataBoxMessages.dmId),
        isNull(dataBoxMessages.failedAt),
        lt(dataBoxMessages.createdAt, new Date(+ctx.now - 60_000)),
      ),
    )
    .limit(100);
  for (const { id } of unsent) await dispatch(ctx, id);
  const open = await ctx.db
    .select({ id: dataBoxMessages.id, dmId: dataBoxMessages.dmId })
    .from(dataBoxMessages)
    .where(
      and(
        isNotNull(dataBoxMessages.dmId),
        isNull(dataBoxMessages.acceptedAt),
        gt(dataBoxMessages.sentAt, new Date(+ctx.now - 30 * 86_400_000)),
      ),
    )
    .orderBy(asc(dataBoxMessages.id))
    .limit(50);
  for (const { id, dmId } of open) {
    try {
      const delivery = await client.delivery(dmId!);
      await ctx.db
        .update(dataBoxMessages)
        .set({ status: delivery.status, deliveredAt: delivery.deliveredAt, acceptedAt: delivery.acceptedAt })
        .where(eq(dataBoxMessages.id, id));
    } catch (error) {
      // The next minute asks again.
      ctx.log.warn(
        { messageId: id, reason: error instanceof Error ? error.message : String(error) },
        'delivery not known',
      );
      if (error instanceof DataBoxUnavailable) return;
    }
  }
}

/** How far back the minute's work looks for messages the office has not taken in, at the most. */
const RECEIVED_WINDOW_MS = 14 * 86_400_000;
/** How far before the last complete look the next one begins: a message the system listed late is not missed. */
const RECEIVED_OVERLAP_MS = 3_600_000;
/** When the minute's work last read the whole list of received messages (app_meta). */
const RECEIVED_LISTED = 'data_box_received_listed';

/**
 * The minute's work: takes in what arrived in the office's box: each new message downloaded with its
 * documents and its signed form (ZFO), stored, then marked in the system as taken in. A message is
 * stored before it is marked, so a failure between leaves it to be marked next time, never lost.
 * The system lists a page at a time (`page` messages, 1,000 unless a test asks fewer).
 */
export async function fetchReceived(
  ctx: Pick<ServiceContext, 'db' | 'config' | 'files' | 'now' | 'log'>,
  { page = 1000 }: { page?: number } = {},
): Promise<number> {
  const client = dataBoxFor(ctx.config);
  if (!client) return 0;
  let taken = 0;
  try {
    // From shortly before the last complete look (after an outage too), within the fortnight.
    const [listed] = await ctx.db.select({ at: appMeta.value }).from(appMeta).where(eq(appMeta.key, RECEIVED_LISTED));
    const from = new Date(
      Math.max(+ctx.now - RECEIVED_WINDOW_MS, listed ? Date.parse(listed.at) - RECEIVED_OVERLAP_MS : 0),
    );
    for (let offset = 1; ; offset += page) {
      const list = await client.received({ from, to: ctx.now, offset, limit: page });
      const known = list.length
        ? await ctx.db
            .select({ dmId: dataBoxReceived.dmId, markedAt: dataBoxReceived.markedAt })
            .from(dataBoxReceived)
            .where(
              inArray(
                dataBoxReceived.dmId,
                list.map((m) => m.id),
              ),
            )
        : [];
      for (const record of list) {
        const had = known.find((k) => k.dmId === record.id);
        if (had?.markedAt) continue;
        if (!had) {
          await takeIn(ctx, client, record);
          taken++;
        }
        await client.markDownloaded(record.id);
        await ctx.db.update(dataBoxReceived).set({ markedAt: ctx.now }).where(eq(dataBoxReceived.dmId, record.id));
      }
      // A short page is the last (and a server that gave more than asked has given all).
      if (list.length !== page) break;
    }
    await ctx.db
      .insert(appMeta)
      .values({ key: RECEIVED_LISTED, value: ctx.now.toISOString() })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: ctx.now.toISOString() } });
  } catch (error) {
    // The next minute tries again; what was stored stays.
    ctx.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'data box not read');
  }
  return taken;
}

/** One received message downloaded, its documents and ZFO stored under the uploads, and its row written. */
async function takeIn(
  ctx: Pick<ServiceContext, 'db' | 'files' | 'now'>,
  client: DataBoxClient,
  record: MessageRecord,
): Promise<void> {
  const message = await client.download(record.id);
  const zfo = await client.signed(record.id);
  const folder = `data-box/in/${record.id}`;
  const files: ReceivedDocument[] = [];
  for (const [i, file] of message.files.entries()) {
    const path = `${folder}/${i + 1}`;
    await ctx.files.uploads.write(path, file.data);
    files.push({
      name: file.name,
      mimeType: file.mimeType,
      meta: file.meta,
      path,
      size: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
      flag: await disguise(file.name, file.mimeType, file.data),
    });
  }
  await ctx.files.uploads.write(`${folder}/zprava.zfo`, zfo);
  // Its row and its number in the filing register (podací deník) are one transaction.
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dataBoxReceived)
      .values({
        dmId: record.id,
        senderBox: message.senderBox ?? record.senderBox ?? '',
        senderName: message.sender ?? record.sender ?? '',
        annotation: message.annotation ?? record.annotation ?? '',
        senderRef: message.senderRef,
        recipientRef: message.recipientRef,
        senderIdent: message.senderIdent,
        recipientIdent: message.recipientIdent,
        deliveredAt: record.deliveredAt,
        zfoPath: `${folder}/zprava.zfo`,
        files,
        receivedAt: ctx.now,
      })
      .onConflictDoNothing()
      .returning({ id: dataBoxReceived.id });
    if (row)
      await registerIncoming(
        { db: tx, now: ctx.now },
        {
          channel: 'datova-schranka',
          sender: [message.sender ?? record.sender, message.senderBox ?? record.senderBox]
            .filter(Boolean)
            .join(', schránka '),
          subject: message.annotation ?? record.annotation ?? '',
          receivedAt: record.deliveredAt ?? ctx.now,
          source: `data-box:${row.id}`,
        },
      );
  });
}

/** Received messages no case has taken yet, the oldest first: for the e-services to file. */
export async function unfiled(ctx: Pick<ServiceContext, 'db'>) {
  const rows = await ctx.db
    .select()
    .from(dataBoxReceived)
    .where(isNull(dataBoxReceived.filedAt))
    .orderBy(asc(dataBoxReceived.id))
    .limit(100);
  return rows.map((r) => toReceived(r));
}

/**
 * Files a received message to a case, or with null leaves it to the filing office (which may file it
 * to a case later); one already filed to a case stays where it is.
 */
export async function markFiled(ctx: Pick<ServiceContext, 'db' | 'now'>, id: number, caseId: string | null) {
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(dataBoxReceived)
      .set({ caseId, filedAt: ctx.now })
      .where(and(eq(dataBoxReceived.id, id), isNull(dataBoxReceived.caseId)));
    // The filing register names the case its number went to.
    if (caseId) await incomingFiledTo({ db: tx }, `data-box:${id}`, caseId);
  });
}

/** One received message, for a clerk to file; none is a 404. */
export async function receivedOne(ctx: ServiceContext, id: number): Promise<ReceivedMessage> {
  requireStaff(ctx, 'cases');
  const [row] = await ctx.db.select().from(dataBoxReceived).where(eq(dataBoxReceived.id, id));
  if (!row) throw notFound();
  return toReceived(row);
}

/** What arrived in the office's box, the newest first, with the office's answers: the filing office's list. */
export async function receivedList(ctx: ServiceContext, query: { unfiledOnly: boolean }): Promise<ReceivedMessage[]> {
  requireStaff(ctx, 'cases');
  const rows = await ctx.db
    .select()
    .from(dataBoxReceived)
    .where(query.unfiledOnly ? isNull(dataBoxReceived.caseId) : undefined)
    .orderBy(desc(dataBoxReceived.id))
    .limit(200);
  const replies = rows.length
    ? await ctx.db
        .select()
        .from(dataBoxMessages)
        .where(
          inArray(
            dataBoxMessages.replyTo,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(dataBoxMessages.id))
    : [];
  return rows.map((r) => toReceived(r, replies));
}

/** The departments a clerk may answer for: their own, all for an admin. */
export async function replyDepartments(ctx: ServiceContext): Promise<{ id: number; name: string }[]> {
  const mine = departmentsOf(requireStaff(ctx, 'cases'));
  return [...(await departmentsById(ctx)).values()]
    .filter((d) => mine === 'all' || mine.includes(d.slug))
    .map((d) => ({ id: d.id, name: d.name }));
}

/**
 * The filing office answers a received message the way it came: a letter under the reference number
 * of the department it writes for (one of the clerk's), to the sender's box, giving back the sender's
 * own references; sent by the job queue after the commit, like a case's letters.
 */
export async function reply(ctx: ServiceContext, messageId: number, input: ReplyInput): Promise<{ reference: string }> {
  const actor = requireStaff(ctx, 'cases');
  const [received] = await ctx.db.select().from(dataBoxReceived).where(eq(dataBoxReceived.id, messageId));
  if (!received) throw notFound();
  if (!dataBoxFor(ctx.config)) throw new HttpError(409, 'Datová schránka úřadu není na webu nastavená.');
  if (received.senderBox.length !== 7)
    throw new HttpError(409, 'Odesílatel zprávy neuvedl datovou schránku, do které by šlo odpovědět.');
  const department = (await replyDepartments(ctx)).find((d) => d.id === input.department_id);
  if (!department) throw invalid({ department_id: ['Vyberte jeden ze svých odborů.'] });
  const path = documentPath('odpoved.pdf');
  const subject = `Odpověď: ${received.annotation || 'vaše datová zpráva'}`.slice(0, 255);
  const author = `${actor.firstname} ${actor.lastname}`;
  try {
    const done = await ctx.db.transaction(async (tx) => {
      const reference = await issueReference({ db: tx }, department.id, ctx.now, subject);
      const letter = await simplePdf({
        header: OFFICE_HEADER,
        title: subject,
        paragraphs: [
          [
            `Č. j.: ${reference}`,
            received.senderRef ? `Vaše č. j.: ${received.senderRef}` : '',
            received.senderIdent ? `Vaše sp. zn.: ${received.senderIdent}` : '',
          ]
            .filter(Boolean)
            .join(', '),
          `Na datovou zprávu ${received.dmId} ze dne ${formatDateTime((received.deliveredAt ?? received.receivedAt).toISOString())}`,
          input.text,
        ],
        footer: `Vyřizuje ${author}, ${department.name}`,
        date: ctx.now,
      });
      await ctx.files.uploads.write(path, letter);
      const [row] = await tx
        .insert(dataBoxMessages)
        .values({
          replyTo: received.id,
          authorName: author,
          recipientBox: received.senderBox,
          annotation: subject,
          senderRef: reference,
          recipientRef: received.senderRef,
          recipientIdent: received.senderIdent,
          body: JSON.stringify([
            { name: `Odpověď ${reference.replace(/[/\\]/g, '-')}.pdf`, mimeType: 'application/pdf', path },
          ]),
          createdAt: ctx.now,
        })
        .returning({ id: dataBoxMessages.id });
      await audit({ db: tx, now: ctx.now }, actor, {
        action: 'data-message.replied',
        entity: 'data-message',
        entityId: received.dmId,
        summary: { reference },
      });
      return { id: row!.id, reference };
    });
    await dispatch(ctx, done.id);
    return { reference: done.reference };
  } catch (error) {
    await ctx.files.uploads.remove([path]);
    throw error;
  }
}

/** A received document or the signed message, for a clerk to download; never to be shown inline. */
export async function receivedFile(ctx: ServiceContext, id: number, file: number | 'zfo') {
  requireStaff(ctx, 'cases');
  const [row] = await ctx.db.select().from(dataBoxReceived).where(eq(dataBoxReceived.id, id));
  if (!row) throw notFound();
  const doc = file === 'zfo' ? null : row.files[file];
  if (file !== 'zfo' && !doc) throw notFound();
  const data = await ctx.files.uploads.read(doc ? doc.path : row.zfoPath);
  if (!data) throw notFound();
  return {
    data,
    filename: doc ? doc.name : `${row.dmId}.zfo`,
    // A flagged file goes as bytes: the browser must not take it for what its name says.
    mediaType: doc && !doc.flag ? doc.mimeType : 'application/octet-stream',
  };
}

const toReceived = (
  r: typeof dataBoxReceived.$inferSelect,
  replies: (typeof dataBoxMessages.$inferSelect)[] = [],
): ReceivedMessage => ({
  id: r.id,
  dm_id: r.dmId,
  sender_box: r.senderBox,
  sender_name: r.senderName,
  annotation: r.annotation,
  sender_ref: r.senderRef,
  recipient_ref: r.recipientRef,
  sender_ident: r.senderIdent,
  recipient_ident: r.recipientIdent,
  delivered_at: r.deliveredAt?.toISOString() ?? null,
  received_at: r.receivedAt.toISOString(),
  files: r.files.map((f) => ({ name: f.name, mime_type: f.mimeType, size: f.size, sha256: f.sha256, flag: f.flag })),
  case_id: r.caseId,
  filed_at: r.filedAt?.toISOString() ?? null,
  replies: replies
    .filter((m) => m.replyTo === r.id)
    .map((m) => ({ ...sentState(m), author: m.authorName, created_at: m.createdAt.toISOString() })),
});

/**
 * Why a received file is not what its name and type claim, or null: content of one kind under the
 * name or type of another (a program named as a PDF), or no content of a format that always shows it.
 */
export async function disguise(name: string, mimeType: string, data: Buffer): Promise<string | null> {
  const ext = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  const found = await fileTypeFromBuffer(data);
  const same = (a: string, b: string) => a === b || (EXT_ALIASES[a] ?? a) === (EXT_ALIASES[b] ?? b);
  if (found) {
    if ((ext && !same(ext, found.ext)) || (mimeType && mimeType !== found.mime && !ext))
      return `Soubor se vydává za ${ext ? `.${ext}` : mimeType}, ale obsahem je ${found.ext.toUpperCase()}.`;
    return null;
  }
  if (SIGNED_FORMATS.has(ext)) return `Soubor se vydává za .${ext}, ale jeho obsah tomu neodpovídá.`;
  return null;
}
/** Names of one format. */
const EXT_ALIASES: Record<string, string> = { jpeg: 'jpg', tiff: 'tif', htm: 'html' };
/** Formats whose content always shows what they are (file-type finds them). */
const SIGNED_FORMATS = new Set([
  'pdf',
  'jpg',
  'jpeg',
  'png',
  'gif',
  'tif',
  'tiff',
  'docx',
  'xlsx',
  'odt',
  'ods',
  'zip',
  'zfo',
]);

/** The cases whose letters went out under these reference numbers: what an answer naming one is filed to. */
export async function casesOfLetters(ctx: Pick<ServiceContext, 'db'>, references: string[]): Promise<string[]> {
  if (references.length === 0) return [];
  const rows = await ctx.db
    .selectDistinct({ caseId: dataBoxMessages.caseId })
    .from(dataBoxMessages)
    .where(and(inArray(dataBoxMessages.senderRef, references), isNotNull(dataBoxMessages.caseId)));
  return rows.flatMap((r) => (r.caseId ? [r.caseId] : []));
}

/** A sent message and how far it got, as both sides read it. */
const sentState = (m: typeof dataBoxMessages.$inferSelect) => ({
  reference: m.senderRef,
  recipient_box: m.recipientBox,
  dm_id: m.dmId,
  sent_at: m.sentAt?.toISOString() ?? null,
  delivered_at: m.deliveredAt?.toISOString() ?? null,
  accepted_at: m.acceptedAt?.toISOString() ?? null,
  state: m.failedAt ? 'nedoručitelná' : m.status ? (STATUS_NAMES[m.status] ?? String(m.status)) : 'čeká na odeslání',
  failed_at: m.failedAt?.toISOString() ?? null,
  reason: m.lastError,
});

/** A case's data messages, for its timeline on both sides. */
export async function messagesOfCase(ctx: Pick<ServiceContext, 'db'>, caseId: string): Promise<CaseMessage[]> {
  const rows = await ctx.db
    .select()
    .from(dataBoxMessages)
    .where(eq(dataBoxMessages.caseId, caseId))
    .orderBy(asc(dataBoxMessages.id));
  return rows.flatMap((m) => (m.caseEventId === null ? [] : [{ case_event_id: m.caseEventId, ...sentState(m) }]));
}

/**
 * The data messages an account exchanged with the office: the office's to the box it gave and about
 * its cases (`caseIds`, the e-services' cases of the account), and those that came from that box.
 */
async function messagesOfAccount(ctx: Pick<ServiceContext, 'db'>, userId: number, caseIds: string[]) {
  const [box] = await ctx.db.select().from(residentDataBoxes).where(eq(residentDataBoxes.userId, userId));
  const toThem = [
    ...(box ? [eq(dataBoxMessages.recipientBox, box.boxId)] : []),
    ...(caseIds.length ? [inArray(dataBoxMessages.caseId, caseIds)] : []),
  ];
  const sent = toThem.length
    ? await ctx.db
        .select()
        .from(dataBoxMessages)
        .where(or(...toThem))
        .orderBy(asc(dataBoxMessages.id))
    : [];
  const received = box
    ? await ctx.db
        .select()
        .from(dataBoxReceived)
        .where(eq(dataBoxReceived.senderBox, box.boxId))
        .orderBy(asc(dataBoxReceived.id))
    : [];
  return { box, sent, received };
}

/**
 * What the site keeps of an account's data box, for the resident's data export: the box, the office's
 * messages to it (and about the account's cases, `caseIds`) and those that came from it, each with
 * the names of its documents (`personalFilesOf` gives their content).
 */
export async function personalDataOf(
  ctx: Pick<ServiceContext, 'db'>,
  userId: number,
  caseIds: string[] = [],
): Promise<DataBoxPersonalData> {
  const { box, sent, received } = await messagesOfAccount(ctx, userId, caseIds);
  return {
    data_box: box ? { box_id: box.boxId, owner_name: box.ownerName, checked_at: box.checkedAt.toISOString() } : null,
    data_messages_from_office: sent.map((m) => {
      const state = sentState(m);
      return {
        subject: m.annotation,
        office_reference: m.senderRef,
        office_file_mark: m.senderIdent,
        your_reference: m.recipientRef,
        your_file_mark: m.recipientIdent,
        recipient_box: m.recipientBox,
        dm_id: m.dmId,
        created_at: m.createdAt.toISOString(),
        sent_at: state.sent_at,
        delivered_at: state.delivered_at,
        accepted_at: state.accepted_at,
        state: state.state,
        failed_at: state.failed_at,
        // A try that did not get through says the system's words for the office; a refusal for good is hers to know.
        reason: m.failedAt ? m.lastError : null,
        documents: documents.parse(JSON.parse(m.body)).map((d) => ({ filename: d.name, media_type: d.mimeType })),
      };
    }),
    data_messages_to_office: received.map((r) => ({
      dm_id: r.dmId,
      subject: r.annotation,
      sender_box: r.senderBox,
      sender_name: r.senderName,
      your_reference: r.senderRef,
      your_file_mark: r.senderIdent,
      office_reference: r.recipientRef,
      office_file_mark: r.recipientIdent,
      delivered_at: r.deliveredAt?.toISOString() ?? null,
      received_at: r.receivedAt.toISOString(),
      documents: r.files.map((f) => ({ filename: f.name, media_type: f.mimeType, size: f.size, flag: f.flag })),
    })),
  };
}

/**
 * The documents of the data messages `personalDataOf` names, with their content: for the archive of
 * the resident's data, each under its message (the office's by its reference number, hers by the
 * system's message ID). A document no longer stored is left out.
 */
export async function personalFilesOf(
  ctx: Pick<ServiceContext, 'db' | 'files'>,
  userId: number,
  caseIds: string[] = [],
): Promise<{ direction: 'from_office' | 'to_office'; message: string; filename: string; data: Buffer }[]> {
  const { sent, received } = await messagesOfAccount(ctx, userId, caseIds);
  const stored = [
    ...sent.flatMap((m) =>
      documents
        .parse(JSON.parse(m.body))
        .map((d) => ({ direction: 'from_office' as const, message: m.senderRef, filename: d.name, path: d.path })),
    ),
    ...received.flatMap((r) =>
      r.files.map((f) => ({ direction: 'to_office' as const, message: r.dmId, filename: f.name, path: f.path })),
    ),
  ];
  const out: Awaited<ReturnType<typeof personalFilesOf>> = [];
  for (const { path, ...file } of stored) {
    const data = await ctx.files.uploads.read(path);
    if (data) out.push({ ...file, data });
  }
  return out;
}

/** What erasing an account does with its data box: the plan and the act (personal-data). */
export { dataBoxErasure } from './erasure.server.ts';
