import type { Page } from '@playwright/test';
import { DEMO_LOGINS } from '../../server/test/app.ts';
import { expect, gotoHydrated, logInOnPage, signInAsStaff, test } from './fixtures.ts';
import { phoneProblems, sticksOut, WIDTHS } from './phone-width.ts';

/** Each page at each width: the problems, by page and width. */
async function sweep(page: Page, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 700 });
    await gotoHydrated(page, path);
    problems.push(...(await phoneProblems(page, path)));
  }
  return problems;
}

/** One page of each kind the site map lists: its top-level pages and one detail of each. */
async function publicPages(page: Page): Promise<string[]> {
  const locs = async (url: string) =>
    [...(await (await page.request.get(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!));
  // The sitemap is an index of files, a kind of page each.
  const paths: string[] = [];
  for (const child of await locs('/sitemap.xml'))
    paths.push(...(await locs(child.pathname)).map((url) => url.pathname));
  const kinds = new Map<string, string>();
  for (const path of paths) {
    const segments = path.split('/').filter(Boolean);
    const kind = segments.length <= 1 ? path : `${segments[0]}/${segments.length}`;
    if (!kinds.has(kind)) kinds.set(kind, path);
  }
  return [...kinds.values(), '/hledani?q=poplatek', '/neexistuje', '/login', '/registrace', '/kosik'];
}

/** A word as long as the one a title was once typed with (1,422 px at a phone's width). */
const LONG_WORD = 'Rekonstrukce'.repeat(12);

/**
 * Puts the long word into the page's heading and into the first cell of each column of its
 * first table, as a title or a file name typed without spaces would stand there.
 */
async function withLongWords(page: Page) {
  await page.evaluate((word) => {
    const heading = document.querySelector('main h1');
    if (heading) heading.textContent = word;
    const row = document.querySelector('main table tbody tr');
    for (const cell of row ? [...row.children] : []) cell.textContent = word;
  }, LONG_WORD);
}

test.describe('every page fits a phone: nothing makes it scroll sideways at 320 and 390 px', () => {
  test('a long unbroken word in a heading or a table cell breaks (issue 56, D25)', async ({ returning: page }) => {
    await signInAsStaff(page, 'martin', '/sprava');
    for (const path of ['/aktuality', '/uredni-deska', '/smlouvy', '/sprava/aktuality', '/sprava/protokol']) {
      await page.setViewportSize({ width: 390, height: 700 });
      await gotoHydrated(page, path);
      await withLongWords(page);
      expect(await sticksOut(page), path).toEqual([]);
      // The heading breaks rather than overflows its own box.
      const heading = page.getByRole('main').locator('h1');
      expect(await heading.evaluate((h) => h.scrollWidth <= h.clientWidth), path).toBe(true);
    }
  });

  test('the public pages', async ({ returning: page }) => {
    test.slow();
    const paths = await publicPages(page);
    expect(paths.length).toBeGreaterThan(30);
    expect(await sweep(page, paths)).toEqual([]);
  });

  test('a resident’s account', async ({ returning: page }) => {
    await gotoHydrated(page, '/login?redirect=%2Fucet');
    await logInOnPage(page, ...DEMO_LOGINS.josef);
    await expect(page).toHaveURL(/\/ucet$/);
    const paths = ['/ucet', '/ucet/moje-zavazky', '/ucet/moje-pripady', '/ucet/moje-odpady', '/ucet/moje-rezervace'];
    // One of each detail: the first case and the first bin listed.
    await gotoHydrated(page, '/ucet/moje-pripady');
    const firstCase = await page
      .getByRole('main')
      .locator('a[href^="/ucet/moje-pripady/detail/"]')
      .first()
      .getAttribute('href');
    await gotoHydrated(page, '/ucet/moje-odpady');
    const firstBin = await page
      .getByRole('main')
      .locator('a[href^="/ucet/moje-odpady/nadoba/"]')
      .first()
      .getAttribute('href');
    expect(await sweep(page, [...paths, firstCase!, firstBin!])).toEqual([]);
  });
});
