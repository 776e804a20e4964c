import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiContext } from '../../../server/lib/service-context.ts';
import { createTestApp, type TestApp } from '../../../server/test/app.ts';
import { writeDemoNoticeDocuments } from './demo.server.ts';
import { noticeBoardJsonLd, noticeBoardJsonLdText, sendText } from './opendata.server.ts';
import type { Notice, NoticeSummary } from './schemas.ts';
import { boardBatches, boardWithDocuments } from './service.server.ts';

const publisher = { publicUrl: 'http://vzorov.test', ico: '00012343' };

/** The board's batches, until the database "goes away" before batch `at`. */
async function* breaking<T>(batches: AsyncIterable<T>, at: number) {
  let n = 0;
  for await (const batch of batches) {
    if (n++ === at) throw new Error('the database went away');
    yield batch;
  }
}

/** The open data's route, with a database that fails at the first batch or after it. */
const failing: FastifyPluginAsync = async (api) => {
  for (const at of [0, 1]) {
    api.get(`/api/test/uredni-deska-${at}.jsonld`, async (request, reply) =>
      sendText(reply, noticeBoardJsonLdText(breaking(boardBatches(apiContext(request), 2), at), publisher), {
        'content-type': 'application/ld+json; charset=utf-8',
        'cache-control': 'public, max-age=300',
      }),
    );
  }
};

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp({ register: failing });
  await writeDemoNoticeDocuments(t.database.db, t.app.files.media);
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const ctx = () => ({ db: t.app.db, now: t.app.clock() });
const written = async (batchSize: number) => {
  let text = '';
  for await (const piece of noticeBoardJsonLdText(boardBatches(ctx(), batchSize), publisher)) text += piece;
  return text;
};

describe('the OFN open data, streamed a batch at a time', () => {
  it('is the items on the board with their documents, whatever the batch', async () => {
    const board = (await t.app.inject({ url: '/api/notice-board?perPage=100' })).json();
    const notices: NoticeSummary[] = board.data;
    expect(board.meta.total).toBe(notices.length);
    // More items than a batch holds, and a batch size they are a multiple of.
    expect(notices.length).toBeGreaterThan(6);
    const details = await Promise.all(
      notices.map(
        async (n): Promise<Notice> => (await t.app.inject({ url: `/api/notice-board/${n.slug}` })).json().data,
      ),
    );
    expect(details.some((d) => d.documents.length > 1)).toBe(true);

    const sizes = [1, 3, notices.length, 1000];
    const texts = await Promise.all(sizes.map(written));
    for (const text of texts) {
      const doc = JSON.parse(text);
      expect(doc.iri).toBe('http://vzorov.test/uredni-deska');
      expect(doc.provozovatel).toEqual({ typ: 'Osoba', ičo: '00012343' });
      expect(
        doc.informace.map((i: { iri: string; název: { cs: string }; dokument: { url: string }[] }) => ({
          iri: i.iri,
          title: i.název.cs,
          documents: i.dokument.map((d) => d.url),
        })),
      ).toEqual(
        details.map((d) => ({
          iri: `http://vzorov.test/uredni-deska/${d.slug}`,
          title: d.title,
          documents: d.documents.map((document) => `http://vzorov.test${document.url}`),
        })),
      );
    }
    // Byte for byte what the whole board built in memory gives.
    const whole = JSON.stringify(noticeBoardJsonLd(await boardWithDocuments(ctx()), publisher));
    expect(texts).toEqual(sizes.map(() => whole));

    const batches = [];
    for await (const batch of boardBatches(ctx(), 3)) batches.push(batch.length);
    expect(batches).toEqual(
      Array.from({ length: Math.ceil(notices.length / 3) }, (_, i) => Math.min(3, notices.length - 3 * i)),
    );
  });

  it('is the same text through the route, with its headers', async () => {
    const res = await t.app.inject({ url: '/opendata/uredni-deska.jsonld' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.body).toBe(await written(2));
  });

  it('an empty board is a board without items', async () => {
    let text = '';
    for await (const piece of noticeBoardJsonLdText((async function* () {})(), publisher)) text += piece;
    expect(text).toBe(JSON.stringify(noticeBoardJsonLd([], publisher)));
    expect(JSON.parse(text).informace).toEqual([]);
  });

  it('a database that fails before the first batch gets an error answer, not a cached document', async () => {
    const res = await fetch(`${origin}/api/test/uredni-deska-0.jsonld`);
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).not.toMatch(/public/);
    expect((await res.json()).message).toEqual(expect.any(String));
  });

  it('a database that fails in the middle cuts the reply off instead of leaving it hanging', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const outcome = await fetch(`${origin}/api/test/uredni-deska-1.jsonld`, {
        headers: { 'accept-encoding': encoding },
        signal: AbortSignal.timeout(10_000),
      })
        .then((res) => res.text())
        .then(
          (text) => `a whole reply: ${text.slice(0, 100)}`,
          (e: unknown) => e,
        );
      // Cut off by the server (before or after its headers); a timeout would be a DOMException.
      expect(outcome, encoding).toBeInstanceOf(TypeError);
    }
  });
});
