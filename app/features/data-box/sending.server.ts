import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../../server/db/client.ts';
import { oneRow } from '../../../server/lib/item-save.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { DataBoxRefused, DataBoxUnavailable, MESSAGE_LIMIT_BYTES, MessageTooLarge } from './client.server.ts';
import { dataBoxMessages } from './schema.server.ts';
import { type CaseMessage, STATUS_NAMES } from './schemas.ts';
import { dataBoxFor } from './settings.server.ts';

// The office's data messages out: about cases (and the filing office's answers), sent by the job
// queue through the system's outages, once, and followed to their delivery.

export interface CaseDocument {
  name: string;
  mimeType: string;
  /** Where it is stored, under the uploads. */
  path: string;
}
/** The documents a message carries, as its row keeps them. */
export const messageDocuments = z.array(z.object({ name: z.string(), mimeType: z.string(), path: z.string() }));

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
  const row = await oneRow(
    tx
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
      .returning({ id: dataBoxMessages.id }),
  );
  return row.id;
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
    messageDocuments.parse(JSON.parse(m.body)).map(async (d) => {
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
    // Never null here (the query asks for sent ones); said for the type's sake.
    if (dmId === null) continue;
    try {
      const delivery = await client.delivery(dmId);
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
export const sentState = (m: typeof dataBoxMessages.$inferSelect) => ({
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
