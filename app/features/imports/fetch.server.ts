import http from 'node:http';
import https from 'node:https';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { fileSize } from '../../lib/files.ts';

/** Why a download did not happen, in words for the import's report. */
export class DownloadError extends Error {}

export interface Downloaded {
  /** Where it came from after redirects. */
  url: string;
  contentType: string;
  data: Buffer;
}

const MAX_REDIRECTS = 5;
const TIMEOUT_MS = 30_000;
const agents = new Map<string, { http: http.Agent; https: https.Agent }>();

/**
 * The agents of one allow-list: they refuse to connect to a loopback, private, link-local or reserved
 * address (what the name resolved to, checked at each connection, so DNS rebinding does not get in),
 * except the addresses the configuration lets in (IMPORT_ALLOW_ADDRESSES).
 */
function agentsFor(allow: readonly string[] = []) {
  const key = allow.join(',');
  let pair = agents.get(key);
  if (!pair) {
    const options = { allowIPAddressList: [...allow], keepAlive: true, maxSockets: 4 };
    pair = { http: new RequestFilteringHttpAgent(options), https: new RequestFilteringHttpsAgent(options) };
    agents.set(key, pair);
  }
  return pair;
}

function reason(error: NodeJS.ErrnoException): string {
  if (/is not allowed/.test(error.message))
    return 'Adresa vede do vnitřní sítě nebo na tento počítač; odtud import nestahuje.';
  if (error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN') return 'Server s touto adresou neexistuje.';
  if (error.code === 'ECONNREFUSED') return 'Server na adrese neodpovídá.';
  if (error.code === 'ETIMEDOUT' || error.code === 'ECONNRESET') return 'Server na adrese přestal odpovídat.';
  return `Stažení se nepovedlo (${error.code ?? error.message}).`;
}

/**
 * Downloads one address of the former site over HTTP(S), following up to five redirects, each hop
 * checked as the first: at most `limit` bytes, 30 s without data at most. Throws a DownloadError that
 * says why in Czech.
 */
export async function download(
  address: string,
  { limit, allow }: { limit: number; allow?: readonly string[] },
): Promise<Downloaded> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new DownloadError('Tohle není webová adresa.');
  }
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new DownloadError('Adresa musí začínat http:// nebo https://.');
    if (url.username || url.password) throw new DownloadError('Adresa nesmí obsahovat jméno a heslo.');
    const answer = await get(url, limit, allow);
    if ('location' in answer) {
      url = new URL(answer.location, url);
      continue;
    }
    return { url: url.href, ...answer };
  }
  throw new DownloadError('Adresa přesměrovává příliš mnohokrát.');
}

function get(
  url: URL,
  limit: number,
  allow: readonly string[] | undefined,
  again = true,
): Promise<{ location: string } | { contentType: string; data: Buffer }> {
  const pair = agentsFor(allow);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        agent: url.protocol === 'https:' ? pair.https : pair.http,
        timeout: TIMEOUT_MS,
        headers: { 'user-agent': 'Vzorov-import/1.0 (moving a town site)', accept: '*/*' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ location: response.headers.location });
          return;
        }
        if (status !== 200) {
          response.resume();
          reject(new DownloadError(`Adresa odpověděla chybou ${status}.`));
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > limit) {
          response.destroy();
          reject(new DownloadError(`Soubor je větší než ${fileSize(limit)}.`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limit) {
            response.destroy();
            reject(new DownloadError(`Soubor je větší než ${fileSize(limit)}.`));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () =>
          resolve({ contentType: response.headers['content-type'] ?? '', data: Buffer.concat(chunks) }),
        );
        response.on('error', (error) => reject(new DownloadError(reason(error))));
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timeout'), { code: 'ETIMEDOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed as it was taken up again (its idle timeout, a busy
      // machine): the request never reached it, so it goes once more, on a new connection.
      if (again && request.reusedSocket && error.code === 'ECONNRESET') resolve(get(url, limit, allow, false));
      else reject(error instanceof DownloadError ? error : new DownloadError(reason(error)));
    });
  });
}
