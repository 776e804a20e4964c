/**
 * Every page of the route table with hostile path parameters (a NUL, half an emoji, a path, huge
 * numbers…), as an anonymous visitor and as the administrator: a loader may answer, or refuse with a
 * 4xx page or a redirect, but never fail (DESIGN §5). The API has its own fuzzer
 * (openapi-fuzz.test.ts); this one walks the pages, whose parameters reach the services by another
 * way (server/ssr/page-services.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import routes from '../../app/routes.ts';
import { fuzzTarget } from './fuzz-target.ts';
import { page, pageContext, routeArgs } from './pages.ts';

// Against the production build (`npm run test:built`) each page is asked for over HTTP and rendered
// whole; in the test suite its loader is called in this process.
const target = await fuzzTarget();
afterAll(() => target.close());
const admin = target.tokens.martin;

const HOSTILE = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '../../etc/passwd',
  '9'.repeat(40),
  '2147483648',
  '-1',
  ' ',
  '%',
];

type Entry = { path?: string; file: string; id?: string };
const entries = (routes as Entry[]).filter((r) => r.path?.includes(':'));

type Loader = (args: {
  request: Request;
  url: URL;
  params: Record<string, string>;
  context: unknown;
}) => Promise<unknown>;

/**
 * The page's status: from the built server, its answer's; in this process, what its loader threw or
 * returned (a Response keeps its own, anything else is the 500 page).
 */
async function statusOf(loader: Loader | undefined, url: string, params: Record<string, string>, token?: string) {
  const app = target.app;
  if (!app) {
    const answer = await target.send({
      method: 'GET',
      url,
      headers: token ? { cookie: `auth._token.local=${token}` } : {},
    });
    return answer.statusCode >= 500
      ? `${answer.statusCode}: ${answer.rawPayload.toString('utf8').slice(0, 300)}`
      : answer.statusCode;
  }
  if (!loader) return 200;
  try {
    const answer = await loader(routeArgs({ request: page(url), params, context: await pageContext(app, token) }));
    return answer instanceof Response ? answer.status : 200;
  } catch (error) {
    if (error instanceof Response) return error.status;
    // React Router's `data(…)` thrown with a status.
    if (error && typeof error === 'object' && 'init' in error && 'type' in error)
      return (error as { init?: { status?: number } }).init?.status ?? 200;
    return `500: ${error instanceof Error ? error.message : String(error)}`;
  }
}

describe('every page with a parameter survives hostile addresses', () => {
  it('has pages to walk', () => {
    expect(entries.length).toBeGreaterThan(30);
  });

  it.each(entries.map((e) => [e.path!, e.file] as const))('%s', async (pattern, file) => {
    const module = (await import(path.resolve(import.meta.dirname, '../../app', file))) as { loader?: Loader };
    if (!module.loader && target.app) return;
    const failures: string[] = [];
    for (const value of HOSTILE) {
      const params: Record<string, string> = {};
      const url = `/${pattern.replace(/:(\w+)\??/g, (_, name: string) => {
        params[name] = value;
        return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));
      })}`;
      for (const token of [undefined, admin]) {
        const status = await statusOf(module.loader, url, params, token);
        if (typeof status === 'string' || status >= 500)
          failures.push(`${JSON.stringify(value)} ${token ? 'admin' : 'anonymous'}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

/**
 * The query parameters the pages read, from their sources: every `searchParams.get('…')` and every
 * Czech name a list maps onto its filters (`listQuery`'s `{ od: 'from' }`).
 */
const queryNames = (() => {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        const source = readFileSync(file, 'utf8');
        for (const [, name] of source.matchAll(/searchParams\.get\('([\w-]+)'\)/g)) names.add(name!);
        if (source.includes('listQuery('))
          for (const [, name] of source.matchAll(/^\s+'?([a-z][\w-]*)'?: '[a-zA-Z]+',?$/gm)) names.add(name!);
      }
    }
  };
  walk(path.resolve(import.meta.dirname, '../../app'));
  return [...names];
})();

/** Values beyond what the database holds, and text where a number or a day belongs. */
const SHARP_QUERY = [
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '2026-02-30',
  '2147483648',
  '-2147483649',
  '\u0000',
  '9'.repeat(40),
];

describe('every page survives hostile query parameters', () => {
  it('knows the parameters the pages read', () => {
    expect(queryNames).toEqual(expect.arrayContaining(['q', 'od', 'do', 'strana', 'rok']));
  });

  const pages = (routes as Entry[]).filter((r) => r.path !== undefined && !r.path.includes('*'));
  it.each(pages.map((e) => [e.path!, e.file] as const))('/%s', async (pattern, file) => {
    const module = (await import(path.resolve(import.meta.dirname, '../../app', file))) as { loader?: Loader };
    if (!module.loader && target.app) return;
    const params: Record<string, string> = {};
    const base = `/${pattern.replace(/:(\w+)\??/g, (_, name: string) => {
      params[name] = '1';
      return '1';
    })}`;
    const failures: string[] = [];
    for (const value of SHARP_QUERY) {
      // Every parameter at once: a list drops each value it cannot use on its own and says so.
      const url = `${base}?${queryNames.map((name) => `${name}=${encodeURIComponent(value)}`).join('&')}`;
      for (const token of [undefined, admin]) {
        const status = await statusOf(module.loader, url, params, token);
        if (typeof status === 'string' || status >= 500)
          failures.push(`${JSON.stringify(value)} ${token ? 'admin' : 'anonymous'}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
