import { access } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';

/** Whether a file is there (and readable). */
export async function fileExists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

/** A download that is not there, or not the visitor's: a plain Czech 404 that no cache keeps. */
export const fileNotFound = (reply: FastifyReply) =>
  reply.status(404).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send('Soubor nebyl nalezen.');

/** A stored file as an attachment to download: never shown inline, never sniffed, never cached. */
export const sendDownload = (reply: FastifyReply, file: { data: Buffer; filename: string; mediaType: string }) =>
  reply
    .header('content-type', file.mediaType)
    .header('content-length', file.data.length)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.data);
