import { asc, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import { HttpError, invalid } from '../../../server/lib/http-errors.ts';
import { requireActor, type ServiceContext } from '../../../server/lib/service-context.ts';
import { type DataBoxClient, DataBoxRefused, DataBoxUnavailable } from './client.server.ts';
import { dataBoxMessages, dataBoxReceived, residentDataBoxes } from './schema.server.ts';
import type { DataBoxPersonalData, MyDataBox, myDataBoxInput } from './schemas.ts';
import { messageDocuments, sentState } from './sending.server.ts';
import { dataBoxFor } from './settings.server.ts';

// A resident's data box: given by them and confirmed by the system (or found by their verified
// identity), the office's letters go there; and what the site keeps of it, for their data export.

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
  const [found, ...more] = (await searchBoxes(ctx, { type: 'FO', person })).filter((o) => o.type === 'FO');
  if (!found || more.length > 0)
    throw invalid({
      box_id: [
        !found
          ? 'Podle ověřené totožnosti jsme datovou schránku nenašli. Máte-li ji, zadejte její ID.'
          : 'Vaší totožnosti odpovídá víc datových schránek. Zadejte prosím ID té své.',
      ],
    });
  return keepBox(ctx, actor.id, found);
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
        documents: messageDocuments
          .parse(JSON.parse(m.body))
          .map((d) => ({ filename: d.name, media_type: d.mimeType })),
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
      messageDocuments
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
