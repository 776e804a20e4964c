import { strToU8, zipSync } from 'fflate';
import type { ServiceContext } from '../../../server/lib/service-context.ts';
import * as accounts from '../accounts/service.server.ts';
import * as commitments from '../commitments/service.server.ts';
import * as dataBox from '../data-box/service.server.ts';
import * as defects from '../defects/service.server.ts';
import * as eServices from '../e-services/service.server.ts';
import * as events from '../events/service.server.ts';
import * as identity from '../identity/service.server.ts';
import * as reservations from '../reservations/service.server.ts';
import * as shop from '../shop/service.server.ts';
import * as subscriptions from '../subscriptions/service.server.ts';
import * as waste from '../waste/service.server.ts';
import { readableDocument } from './readable.server.tsx';
import type { PersonalData } from './schemas.ts';

// An account's data as it is handed over (GDPR art. 15 and 20), to the resident themself
// (service.server.ts) or to the administrator answering their request (staff.server.ts).

/** Everything the site keeps about one account, each feature's part as the resident's pages show it; null once erased. */
export async function personalDataOf(ctx: ServiceContext, userId: number): Promise<PersonalData | null> {
  const account = await accounts.exportOf(ctx.db, userId);
  if (!account) return null;
  const cases = await eServices.personalDataOf(ctx, userId);
  return {
    ...account,
    ...cases,
    ...(await commitments.personalDataOf(ctx, userId)),
    ...(await waste.personalDataOf(ctx, userId)),
    ...(await identity.personalDataOf(ctx, userId)),
    // The data messages to and from the box the account gave, and the office's letters about its cases.
    ...(await dataBox.personalDataOf(
      ctx,
      userId,
      cases.cases.map((c) => c.id),
    )),
    bookings: await reservations.bookingsOf(ctx, userId),
    orders: await shop.ordersOf(ctx, userId),
    subscription: await subscriptions.subscriptionOf(ctx, userId),
    event_proposals: await events.personalDataOf(ctx, account.account.email),
    ...(await defects.personalDataOf(ctx, userId, account.account.email)),
  };
}

/**
 * One name of a folder or file in the archive: no path of its own (a reference number's slashes are
 * dashes, as in the office's file names), nothing a reader's system would refuse.
 */
const segment = (name: string) =>
  name
    .replace(/[/\\]/g, '-')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
    .replace(/[\u0000-\u001f\u007f:*?"<>|]+/g, '_')
    .replace(/^[.\s]+|\s+$/g, '')
    .slice(0, 150) || 'soubor';

/**
 * The data as one ZIP: the JSON (machine-readable, for art. 20), the same as a page to read, the
 * files attached to the cases, each in its case's folder, and the documents of the data messages,
 * each in its message's folder (the office's by its reference number, hers by the message's ID).
 */
export async function personalDataArchive(ctx: ServiceContext, data: PersonalData, userId: number): Promise<Buffer> {
  const caseIds = data.cases.map((c) => c.id);
  const files = [
    ...(await eServices.caseFilesOf(ctx, userId)).map((f) => ({
      folder: `prilohy/${f.caseNumber}`,
      filename: f.filename,
      data: f.data,
    })),
    ...(await dataBox.personalFilesOf(ctx, userId, caseIds)).map((f) => ({
      folder: `datove-zpravy/${f.direction === 'from_office' ? 'od-uradu' : 'uradu'}/${segment(f.message)}`,
      filename: segment(f.filename),
      data: f.data,
    })),
    ...(await defects.photosOf(ctx, userId, data.account.email)).map((f) => ({
      folder: `zavady/${f.number}`,
      filename: f.filename,
      data: f.data,
    })),
  ];
  const entries: Record<string, Uint8Array> = {
    'udaje.json': strToU8(JSON.stringify(data, null, 2)),
    'udaje.html': new Uint8Array(),
  };
  const attached: string[] = [];
  files.forEach((file, i) => {
    // Two files of one name in one folder stay apart.
    const name = `${file.folder}/${entries[`${file.folder}/${file.filename}`] ? `${i + 1}-` : ''}${file.filename}`;
    entries[name] = file.data;
    attached.push(name);
  });
  entries['udaje.html'] = strToU8(readableDocument(data, attached));
  return Buffer.from(zipSync(entries, { level: 6, mtime: ctx.now }));
}
