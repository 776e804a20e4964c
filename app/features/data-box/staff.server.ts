import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import { formatDateTime } from '../../../common/dates.ts';
import { departmentsOf } from '../../../common/roles.ts';
import { audit } from '../../../server/lib/audit.ts';
import { HttpError, invalid, notFound } from '../../../server/lib/http-errors.ts';
import { oneRow } from '../../../server/lib/item-save.ts';
import { OFFICE_HEADER, simplePdf } from '../../../server/lib/pdf.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { requireStaff } from '../../../server/lib/staff.ts';
import { departmentsById, incomingFiledTo, issueReference } from '../people/service.server.ts';
import { dataBoxMessages, dataBoxReceived } from './schema.server.ts';
import type { ReceivedMessage, ReplyInput } from './schemas.ts';
import { dispatch, documentPath, sentState } from './sending.server.ts';
import { dataBoxFor } from './settings.server.ts';

// The filing office (podatelna): what arrived in the office's box, filed to a case by the e-services
// or kept here, read and downloaded by the clerks, and answered the way it came.

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
      const row = await oneRow(
        tx
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
          .returning({ id: dataBoxMessages.id }),
      );
      await audit({ db: tx, now: ctx.now }, actor, {
        action: 'data-message.replied',
        entity: 'data-message',
        entityId: received.dmId,
        summary: { reference },
      });
      return { id: row.id, reference };
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
