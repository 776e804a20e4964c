import AxeBuilder from '@axe-core/playwright';
import { demoSettings } from '../../app/features/shell/demo.server.ts';
import { CONSENT_MARKER_COOKIE } from '../../common/consent.ts';
import { expect, expectNoAxeViolations, gotoHydrated, readIntroDismissed, test } from './fixtures.ts';

test.describe('axe: WCAG 2.1 A/AA', () => {
  test('home page with the cookie bar shown', async ({ page, context, baseURL }) => {
    await readIntroDismissed(context, baseURL!);
    await gotoHydrated(page, '/');
    await expect(page.getByRole('region', { name: 'Cookies na webu Města Vzorov' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('home page with the bar hidden and a submenu open', async ({ returning: page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/');
    await expectNoAxeViolations(page);
    const nav = page.getByRole('navigation', { name: 'Hlavní menu' });
    await nav.getByRole('button', { name: 'Podnabídka Úřad' }).click();
    await expect(nav.getByRole('link', { name: 'Úřední deska' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('home page on a phone with the mobile menu open', async ({ returning: page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Podnabídka Samospráva' }).click();
    await expect(page.getByRole('link', { name: 'Zastupitelstvo' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('home page with the announcement shown', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: CONSENT_MARKER_COOKIE, value: 'true', url: baseURL! }]);
    await gotoHydrated(page, '/');
    await expect(page.getByRole('region', { name: 'Oznámení' })).toContainText(demoSettings().intropopup!.title);
    await expectNoAxeViolations(page);
  });

  test('404 page', async ({ returning: page }) => {
    await gotoHydrated(page, '/neexistuje');
    await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('cookie settings page', async ({ returning: page }) => {
    await gotoHydrated(page, '/nastaveni-cookies');
    await expectNoAxeViolations(page);
  });

  test('the notice board’s targets are at least 24 × 24 px or spaced as large (WCAG 2.2 2.5.8), with the cookie bar too', async ({
    page,
  }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/uredni-deska');
      const results = await new AxeBuilder({ page }).withRules(['target-size']).analyze();
      expect(results.violations.flatMap((v) => v.nodes.map((n) => `${width} px: ${n.target.join(' ')}`))).toEqual([]);
    }
  });

  test('the page reflows at 320 px without horizontal scrolling', async ({ returning: page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoHydrated(page, '/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
