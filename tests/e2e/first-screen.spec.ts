import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.ts';

/** The five things residents come for most, as the home page lists them first. */
const QUICK = [
  'Kdy se vyvážejí popelnice',
  'Zaplatit poplatky',
  'Formuláře a žádosti',
  'Úřední hodiny',
  'Úřední deska',
];

/** The bottom of each quick path (of the first `count`), against where the screen ends or the cookie bar begins. */
async function quickPathsFit(page: Page, screenBottom: number, count = QUICK.length) {
  const quick = page.getByRole('navigation', { name: 'Nejčastěji hledáte' });
  for (const text of QUICK.slice(0, count)) {
    const bottom = await quick.getByRole('link', { name: text }).evaluate((a) => a.getBoundingClientRect().bottom);
    expect(bottom, text).toBeLessThanOrEqual(screenBottom);
  }
}

/**
 * A resident's first screen on a phone (issue 56, 390 × 844): the header is one compact row above
 * the menu, and the quick paths to the most-used services are on it, above the cookie bar too.
 */
test.describe('a phone’s first screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a returning resident: a compact header, then the quick paths', async ({ returning: page }) => {
    await gotoHydrated(page, '/');
    const header = page.getByRole('banner');
    const height = await header.evaluate((h) => h.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(130);
    await quickPathsFit(page, 844);
    // The search is one tap away, on the search page, from the header's icon.
    await header.getByRole('link', { name: 'Hledat na webu' }).click();
    await expect(page).toHaveURL(/\/hledani$/);
    await expect(page.getByRole('main').getByRole('searchbox')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // Below the announcement and above the cookie bar, the first row of them shows; the bar goes with a tap.
  test('a first visit: the quick paths begin above the cookie bar', async ({ page }) => {
    await gotoHydrated(page, '/');
    const bar = page.getByRole('region', { name: /cookies/i });
    await expect(bar).toBeVisible();
    const top = await bar.evaluate((b) => b.getBoundingClientRect().top);
    await quickPathsFit(page, top, 2);
    await expectNoAxeViolations(page);
  });
});
