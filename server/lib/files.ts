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
