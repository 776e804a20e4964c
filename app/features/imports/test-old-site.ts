import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import sharp from 'sharp';

// "The old site" of the import tests: a town's former web server on 127.0.0.1 serving its open data,
// its feed, its documents and pictures, with the faults real ones have (a missing file, an HTML page
// where a PDF should be).

const fixtures = path.join(import.meta.dirname, 'fixtures');

/** A small PDF, as file-type recognises one. */
export const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

/** The sources the old site publishes, from the fixtures, its address written in. */
const FIXTURES: Record<string, { type: string; file: string }> = {
  '/deska.jsonld': { type: 'application/ld+json', file: 'uredni-deska.jsonld' },
  '/zpravy.rss': { type: 'application/rss+xml', file: 'zpravy.rss' },
  '/akce.ics': { type: 'text/calendar', file: 'akce.ics' },
  '/dokumenty.csv': { type: 'text/csv', file: 'dokumenty.csv' },
  '/registr-smluv.xml': { type: 'application/xml', file: 'registr-smluv.xml' },
  '/wordpress.xml': { type: 'application/xml', file: 'wordpress.xml' },
};

/** PDFs whose text the tests compare with what was stored. */
const PDFS: Record<string, string> = {
  '/soubory/rozpocet-2027.pdf': 'rozpocet',
  '/soubory/zamer.pdf': 'zamer',
  '/wp-content/uploads/2019/05/rozpocet-kasny.pdf': 'rozpocet kasny',
};

export interface OldSite {
  url: string;
  /**
   * Paths served as they are (a body and its type, after `delay` ms or once `gate` settles), over the
   * fixtures; `redirect` leads to `body`.
   */
  pages: Map<string, { type: string; body: Buffer | string; delay?: number; gate?: Promise<unknown> }>;
  requests: string[];
  close(): Promise<void>;
}

export async function startOldSite(): Promise<OldSite> {
  const picture = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#4a7' } })
    .jpeg()
    .toBuffer();
  const pages: OldSite['pages'] = new Map();
  const requests: string[] = [];
  let url = '';
  const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8').replaceAll('{{site}}', url);
  const html = (body: string) => ({ type: 'text/html', body });
  /** The old site's documents and pictures, with its faults: a page where a PDF should be, a missing file. */
  const files = (at: string) => {
    if (at === '/' || at === '/soubory/stranka-misto-pdf.pdf')
      return html('<!DOCTYPE html><html><body><h1>Město Starov</h1></body></html>');
    if (at.endsWith('.docx')) return html('<html>not a document</html>');
    if (at.endsWith('.jpg') || at.startsWith('/obrazky/')) return { type: 'image/jpeg', body: picture };
    const named = PDFS[at];
    if (named) return { type: 'application/pdf', body: pdf(named) };
    if (at.endsWith('.pdf') && /^\/(dokumenty|registr)\//.test(at) && !at.includes('chybi'))
      return { type: 'application/pdf', body: pdf(at) };
    return null;
  };
  const server: Server = createServer(async (request, response) => {
    const at = request.url ?? '/';
    requests.push(at);
    const page = pages.get(at);
    const served = page ?? (FIXTURES[at] ? { type: FIXTURES[at].type, body: fixture(FIXTURES[at].file) } : files(at));
    if (page?.delay) await new Promise((resolve) => setTimeout(resolve, page.delay));
    if (page?.gate) await page.gate;
    if (served?.type === 'redirect') {
      response.writeHead(302, { location: String(served.body) }).end();
      return;
    }
    if (!served) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Nenalezeno</h1>');
      return;
    }
    response.writeHead(200, { 'content-type': served.type }).end(served.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the old site is not listening');
  url = `http://127.0.0.1:${address.port}`;
  return { url, pages, requests, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * A WordPress export of a town's years of news, as big as `posts` makes it (5,000 posts are 9.6 MB):
 * each post a few paragraphs with a date, an address and a category, no pictures to fetch.
 */
export function wordpressExport(posts: number): Buffer {
  const paragraph =
    '<p>Obecní úřad oznamuje, že zastupitelstvo obce se sejde v sále kulturního domu; jednání je veřejné a zváni jsou všichni občané.</p>';
  const items = Array.from({ length: posts }, (_, i) => {
    const day = new Date(Date.UTC(2010, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
    return `<item><title><![CDATA[Zpráva z radnice č. ${i + 1}]]></title><link>https://stary.example/${day}/zprava-${i + 1}/</link>
<content:encoded><![CDATA[${paragraph.repeat(16)}]]></content:encoded><wp:post_id>${i + 100}</wp:post_id>
<wp:post_date_gmt><![CDATA[${day} 10:00:00]]></wp:post_date_gmt><wp:post_name><![CDATA[zprava-${i + 1}]]></wp:post_name>
<wp:status><![CDATA[publish]]></wp:status><wp:post_type><![CDATA[post]]></wp:post_type>
<category domain="category" nicename="zpravy-z-radnice"><![CDATA[Zprávy z radnice]]></category></item>`;
  });
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8" ?>
<rss version="2.0" xmlns:excerpt="http://wordpress.org/export/1.2/excerpt/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:wp="http://wordpress.org/export/1.2/">
<channel><title>Obec Starov</title><link>https://stary.example</link><wp:wxr_version>1.2</wp:wxr_version>
<wp:base_site_url>https://stary.example</wp:base_site_url>
${items.join('\n')}
</channel></rss>`);
}
