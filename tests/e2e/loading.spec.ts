import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';

/** Pages of every kind a visitor lands on from a search engine or a link. */
const LANDING_PAGES = [
  '/',
  '/akce',
  '/uredni-deska',
  '/potrebuji-vyridit',
  '/hledani?q=poplatek',
  '/aktuality',
  '/galerie',
  '/adresy-a-uredni-hodiny',
  '/zastupitelstvo',
  '/zpravodaj',
  '/login',
  '/registrace',
  '/neexistuje',
];

/** DESIGN §7: CSS ≤ 30 KB gzip per page. */
const CSS_BUDGET_GZIP = 30 * 1024;

test.describe('render-blocking stylesheets', () => {
  for (const path of LANDING_PAGES) {
    test(`${path} waits for at most two stylesheets, within the CSS budget`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      // A stylesheet blocks the first paint unless it is for another medium (print) or disabled.
      const blocking = [...head.matchAll(/<link\b[^>]*>/g)]
        .map((m) => m[0])
        .filter((tag) => /\brel="stylesheet"/.test(tag) && !/\bmedia="print"|\bdisabled\b/.test(tag));
      expect(blocking.length, blocking.join('\n')).toBeGreaterThan(0);
      expect(blocking.length, blocking.join('\n')).toBeLessThanOrEqual(2);

      let gzip = 0;
      for (const tag of blocking) {
        const href = tag.match(/\bhref="([^"]+)"/)![1]!;
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
        gzip += gzipSync(await response.body(), { level: 9 }).length;
      }
      expect(gzip).toBeLessThanOrEqual(CSS_BUDGET_GZIP);
    });
  }
});
