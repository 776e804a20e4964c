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

export interface OldSite {
  url: string;
  /** Paths served as they are (a body and its type, after `delay` ms), over the fixtures; `redirect` leads to `body`. */
  pages: Map<string, { type: string; body: Buffer | string; delay?: number }>;
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
  const server: Server = createServer(async (request, response) => {
    const at = request.url ?? '/';
    requests.push(at);
    const page = pages.get(at);
    const served =
      page ??
      (at === '/deska.jsonld'
        ? { type: 'application/ld+json', body: fixture('uredni-deska.jsonld') }
        : at === '/zpravy.rss'
          ? { type: 'application/rss+xml', body: fixture('zpravy.rss') }
          : at === '/akce.ics'
            ? { type: 'text/calendar', body: fixture('akce.ics') }
            : at === '/dokumenty.csv'
              ? { type: 'text/csv', body: fixture('dokumenty.csv') }
              : at === '/registr-smluv.xml'
                ? { type: 'application/xml', body: fixture('registr-smluv.xml') }
                : at === '/wordpress.xml'
                  ? { type: 'application/xml', body: fixture('wordpress.xml') }
                  : at === '/wp-content/uploads/2019/05/rozpocet-kasny.pdf'
                    ? { type: 'application/pdf', body: pdf('rozpocet kasny') }
                    : at === '/soubory/rozpocet-2027.pdf'
                      ? { type: 'application/pdf', body: pdf('rozpocet') }
                      : at === '/soubory/zamer.pdf'
                        ? { type: 'application/pdf', body: pdf('zamer') }
                        : at === '/soubory/stranka-misto-pdf.pdf' || at === '/'
                          ? {
                              type: 'text/html',
                              body: '<!DOCTYPE html><html><body><h1>Město Starov</h1></body></html>',
                            }
                          : at.endsWith('.pdf') &&
                              (at.startsWith('/dokumenty/') || at.startsWith('/registr/')) &&
                              !at.includes('chybi')
                            ? { type: 'application/pdf', body: pdf(at) }
                            : at.endsWith('.docx')
                              ? { type: 'text/html', body: '<html>not a document</html>' }
                              : at.startsWith('/obrazky/') || at.endsWith('.jpg')
                                ? { type: 'image/jpeg', body: picture }
                                : null);
    if (page?.delay) await new Promise((resolve) => setTimeout(resolve, page.delay));
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
