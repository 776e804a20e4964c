import path from 'node:path';
import { MAX_IMAGE_BYTES } from '../../../common/upload-limits.ts';
import { MAX_DOCUMENT_BYTES, type UploadedFile } from '../../../server/lib/uploads.ts';
import { absolute } from './addresses.ts';
import { DownloadError, download } from './fetch.server.ts';
import type { LinkedFile, SourceItem } from './sources/types.ts';

// The files an item links to: found in its source, downloaded before its transaction, and its text
// pointed at the copies here.

const IMG = /<img\b[^>]*>/gi;
const LINK = /<a\b[^>]*>/gi;
const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'i');
const SRC = attribute('src');
const ALT = attribute('alt');
const HREF = attribute('href');
const attributeValue = (tag: string, name: RegExp) => {
  const m = name.exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : null;
};
/** The extensions of the pages a web server makes (`.aspx`, `.php`), which say nothing of a file they send. */
const SERVER_PAGE = /^\.(aspx?|ashx|php\d?|jsp|cgi|html?)$/i;

/** What an office links from its pages: documents, not pages. */
const DOCUMENT = /\.(pdf|docx?|xlsx?|odt|ods|odp|pptx?|rtf)$/i;

function imagesIn(html: string, base: string | null): LinkedFile[] {
  return [...html.matchAll(IMG)].flatMap(([tag]) => {
    const url = absolute(attributeValue(tag, SRC) ?? '', base);
    return url ? [{ name: (attributeValue(tag, ALT) ?? '').trim(), url, role: 'picture' as const }] : [];
  });
}

/** Documents the text links to on the former site itself (a link to another site stays as it is). */
function documentsIn(html: string, base: string | null): LinkedFile[] {
  // A base that is no whole address (a feed's relative link) tells no site: its documents are not found.
  const site = base ? absolute(base, null) : null;
  if (!site) return [];
  const host = new URL(site).host;
  return [...html.matchAll(LINK)].flatMap(([tag]) => {
    const url = absolute(attributeValue(tag, HREF) ?? '', base);
    if (!url) return [];
    const { host: at, pathname } = new URL(url);
    if (at !== host || !DOCUMENT.test(pathname)) return [];
    return [{ name: decodeURIComponent(path.basename(pathname)), url, role: 'document' as const }];
  });
}

/** The files an item links to, at their whole addresses (relative ones read against the item's page). */
export function filesOf(item: SourceItem): LinkedFile[] {
  if (item.kind === 'event') return [];
  if (item.kind === 'record')
    return item.file ? [{ ...item.file, url: absolute(item.file.url, item.oldUrl) ?? item.file.url }] : [];
  if (item.kind === 'notice')
    return item.documents.map((f) => ({ ...f, url: absolute(f.url, item.oldUrl) ?? f.url, role: 'document' }));
  const image = item.kind === 'article' && item.image ? [{ ...item.image, role: 'picture' as const }] : [];
  const album = item.kind === 'article' ? (item.album?.pictures ?? []) : [];
  const whole = [...image, ...album.map(({ name, url }) => ({ name, url, role: 'picture' as const }))].map((f) => ({
    ...f,
    url: absolute(f.url, item.oldUrl) ?? f.url,
  }));
  return [...whole, ...imagesIn(item.body, item.oldUrl), ...documentsIn(item.body, item.oldUrl)];
}

/** A downloaded file, or why it is not there. */
export type Fetched =
  | { url: string; role: LinkedFile['role']; name: string; file: UploadedFile }
  | { url: string; problem: string };

/** Downloads an item's files before its transaction: the network never holds the database. */
export async function fetchFiles(
  item: SourceItem,
  allow: readonly string[] | undefined,
  skip: (url: string) => boolean,
  /** Called before each download: the run's sign of life while a long list of files comes. */
  beforeEach: () => Promise<unknown> = async () => {},
): Promise<Fetched[]> {
  const fetched: Fetched[] = [];
  for (const linked of filesOf(item)) {
    const url = absolute(linked.url, item.oldUrl);
    if (!url) {
      fetched.push({ url: linked.url, problem: `„${linked.name}“: neplatná adresa ${linked.url}.` });
      continue;
    }
    if (skip(url) || fetched.some((f) => f.url === url)) continue;
    const limit = linked.role === 'picture' ? MAX_IMAGE_BYTES : MAX_DOCUMENT_BYTES;
    await beforeEach();
    try {
      const got = await download(url, { limit, allow });
      // A name without its extension takes the address's, unless that is the page that sent the file
      // (`…/soubor/postup-pdf.aspx`): a PDF stored as `Postup.aspx` would say it is a web page.
      const ext = path.extname(new URL(got.url).pathname);
      const own = SERVER_PAGE.test(ext) ? '' : ext;
      const filename = path.extname(linked.name) ? linked.name : `${linked.name || 'soubor'}${own}`;
      const file = { filename, mimetype: got.contentType, data: got.data, truncated: false };
      fetched.push({ url, role: linked.role, name: linked.name, file });
    } catch (error) {
      if (!(error instanceof DownloadError)) throw error;
      fetched.push({ url, problem: `„${linked.name || url}“ (${url}): ${error.message}` });
    }
  }
  return fetched;
}

/**
 * The text with its pictures and documents pointing at their copies here. A picture that did not come
 * leaves the text rather than point at the old site; a document that did not come keeps its old link
 * (the report names it). A picture without a description gets the item's title, and a note says so.
 */
export function rewriteBody(
  html: string,
  base: string | null,
  stored: ReadonlyMap<string, { url: string }>,
  title: string,
  notes: string[],
): string {
  return html
    .replace(IMG, (tag) => {
      const url = absolute(attributeValue(tag, SRC) ?? '', base);
      const to = url ? stored.get(url) : undefined;
      if (!to) return '';
      const described = (attributeValue(tag, ALT) ?? '').trim();
      if (!described) notes.push(`Obrázek ${url} nemá v původním textu popis; dostal název „${title}“, upravte ho.`);
      return `<img src="${to.url}" alt="${(described || title).replaceAll('"', '&quot;')}">`;
    })
    .replace(LINK, (tag) => {
      const url = absolute(attributeValue(tag, HREF) ?? '', base);
      const to = url ? stored.get(url) : undefined;
      return to ? tag.replace(HREF, ` href="${to.url}"`) : tag;
    });
}
