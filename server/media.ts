import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isFileName } from './lib/file-store.ts';

// A stored file's name is never reused for other content, but not hashed either, so a day.
const CACHE_CONTROL = 'public, max-age=86400';

/** The types of what the site stores under /media: images and office documents. */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  webp: 'image/webp',
  png: 'image/png',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
};

// A missing file is a plain, clear 404, whichever page links to it.
const missing = (reply: FastifyReply) =>
  reply.code(404).type('text/plain; charset=utf-8').send('Soubor nebyl nalezen. Mohl být odstraněn nebo přesunut.');

/**
 * The public files at /media (register with that prefix): from this machine's folder as static
 * files, or from the database, which every instance reaches (FILE_STORAGE).
 */
export async function serveMedia(media: FastifyInstance): Promise<void> {
  const { config, files } = media;
  media.setNotFoundHandler((_request, reply) => missing(reply));
  if (files.media.kind === 'directory') {
    mkdirSync(config.mediaDir, { recursive: true });
    await media.register(fastifyStatic, {
      root: config.mediaDir,
      prefix: '/',
      decorateReply: false,
      index: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders(reply) {
        reply.header('cache-control', CACHE_CONTROL);
      },
    });
    return;
  }
  media.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const name = request.params['*'];
    const type = TYPES[path.extname(name).slice(1).toLowerCase()];
    const data = type && isFileName(name) ? await files.media.read(name) : null;
    if (!type || !data) return missing(reply);
    return reply.type(type).header('cache-control', CACHE_CONTROL).send(data);
  });
}
