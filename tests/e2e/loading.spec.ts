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

test.describe('a clean page load', () => {
  for (const path of ['/akce', '/', '/uredni-deska', '/aktuality']) {
    // A first visit: the cookie bar and the announcement are shown too.
    test(`${path}: no console errors, no failed subresource, also once the idle prefetch has run`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`));
      page.on('response', (response) => {
        if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
      });
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // The idle prefetch (spec §9) fetches the data of the visible links' pages within 2 s.
      await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached({ timeout: 10_000 });
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    });
  }
});
