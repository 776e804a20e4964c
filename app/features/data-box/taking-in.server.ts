import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { appMeta } from '../../../server/db/schema/meta.ts';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import { registerIncoming } from '../people/service.server.ts';
import type { DataBoxClient, MessageRecord } from './client.server.ts';
import { dataBoxReceived, type ReceivedDocument } from './schema.server.ts';
import { dataBoxFor } from './settings.server.ts';

// What arrives in the office's box, taken in by the minute's work: downloaded with its signed form,
// its documents checked for what they claim to be, stored, numbered in the filing register.

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

/**
 * Why a received file is not what its name and type claim, or null: content of one kind under the
 * name or type of another (a program named as a PDF), or no content of a format that always shows it.
 */
export async function disguise(name: string, mimeType: string, data: Buffer): Promise<string | null> {
  const dot = name.lastIndexOf('.');
  const ext = dot === -1 ? '' : name.slice(dot + 1).toLowerCase();
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
