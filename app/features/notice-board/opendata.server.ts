import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { apiContext } from '../../../server/lib/service-context.ts';
import { site } from '../shell/service.server.ts';
import { boardBatches, type boardWithDocuments } from './service.server.ts';

export const OFN_CONTEXT = 'https://ofn.gov.cz/úřední-desky/2021-07-20/kontexty/úřední-deska.jsonld';

type BoardItem = Awaited<ReturnType<typeof boardWithDocuments>>[number];
type Publisher = { publicUrl: string; ico: string };

const moment = (date: string | null) =>
  date ? { typ: 'Časový okamžik', datum: date } : { typ: 'Časový okamžik', nespecifikovaný: true };

/** The board itself, everything but its items (`informace`, which come last). */
const board = ({ publicUrl, ico }: Publisher) => {
  const page = `${publicUrl}/uredni-deska`;
  return {
    '@context': OFN_CONTEXT,
    typ: 'Úřední deska',
    iri: page,
    stránka: page,
    provozovatel: { typ: 'Osoba', ičo: ico },
  };
};

const information = (item: BoardItem, publicUrl: string) => {
  const url = `${publicUrl}/uredni-deska/${item.slug}`;
  return {
    typ: 'Digitální objekt',
    iri: url,
    url,
    název: { cs: item.title },
    vyvěšení: moment(item.posted_on),
    relevantní_do: moment(item.relevant_until),
    ...(item.reference_number ? { číslo_jednací: item.reference_number } : {}),
    ...(item.file_mark ? { spisová_značka: item.file_mark } : {}),
    agenda: [{ typ: 'Agenda', název: { cs: item.category.name } }],
    dokument: item.documents.map((d) => ({
      typ: 'Digitální objekt',
      název: { cs: d.name },
      url: `${publicUrl}${d.url}`,
    })),
  };
};

/**
 * The notice board as open data in the national standard: OFN "Úřední desky"
 * 2021-07-20 (DESIGN §8, law 106/1999 §5a). Only what is on the board today.
 * In memory: for a few items; the feed itself is `noticeBoardJsonLdText`.
 */
export function noticeBoardJsonLd(items: BoardItem[], publisher: Publisher) {
  return { ...board(publisher), informace: items.map((item) => information(item, publisher.publicUrl)) };
}

/**
 * The same text as `JSON.stringify(noticeBoardJsonLd(…))`, written a batch of items at a time. The
 * board's head comes with the first batch: nothing is written before the database has answered once,
 * so one that fails at once gets an ordinary error answer (`sendText`).
 */
export async function* noticeBoardJsonLdText(
  batches: AsyncIterable<BoardItem[]>,
  publisher: Publisher,
): AsyncGenerator<string> {
  const head = JSON.stringify(board(publisher));
  const open = `${head.slice(0, -1)},"informace":[`;
  let started = false;
  let written = 0;
  for await (const batch of batches) {
    let chunk = started ? '' : open;
    started = true;
    for (const item of batch) {
      chunk += `${written++ > 0 ? ',' : ''}${JSON.stringify(information(item, publisher.publicUrl))}`;
    }
    yield chunk;
  }
  yield `${started ? '' : open}]}`;
}

/**
 * Sends text as it is written, its headers set once the first piece is ready: a failure before that is
 * an ordinary error answer, not a publicly cached document. After it, the status and headers are the
 * document's (perhaps sent, perhaps still held by compression), so a failure cuts the connection: the
 * client sees a broken reply, never one that hangs or an error cached as the document. A client that
 * leaves stops the writing, and the reading behind it. Not in object mode: the stream then reads one
 * piece ahead of the client, not sixteen.
 */
export async function sendText(reply: FastifyReply, text: AsyncIterable<string>, headers: Record<string, string>) {
  const pieces = text[Symbol.asyncIterator]();
  const first = await pieces.next();
  async function* all() {
    try {
      if (first.done) return;
      yield first.value;
      for (let next = await pieces.next(); !next.done; next = await pieces.next()) yield next.value;
    } catch (error) {
      reply.log.error({ err: error }, 'a streamed reply failed after its start; the connection is cut');
      reply.raw.destroy();
    } finally {
      await pieces.return?.();
    }
  }
  return reply.headers(headers).send(Readable.from(all(), { objectMode: false }));
}

export const noticeBoardOpenDataRoutes: FastifyPluginAsync = async (app) => {
  app.get('/opendata/uredni-deska.jsonld', { schema: { hide: true } }, async (request, reply) => {
    const ctx = apiContext(request);
    const { townhall } = await site(ctx);
    const text = noticeBoardJsonLdText(boardBatches(ctx), {
      publicUrl: app.config.PUBLIC_URL,
      ico: townhall?.ico ?? '',
    });
    return sendText(reply, text, {
      'content-type': 'application/ld+json; charset=utf-8',
      'cache-control': 'public, max-age=300',
      'access-control-allow-origin': '*',
    });
  });
};
