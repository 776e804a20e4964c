import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.ts';

test.describe('content pages', () => {
  test('the footer leads to the accessibility statement, a full content page', async ({ returning: page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Prohlášení o přístupnosti' }).click();
    await expect(page).toHaveURL(/\/info\/prohlaseni-o-pristupnosti$/);
    await expect(page).toHaveTitle('Prohlášení o přístupnosti | Město Vzorov');
    await expect(page.getByRole('heading', { level: 1, name: 'Prohlášení o přístupnosti' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Drobečková navigace' });
    await expect(crumbs.getByRole('link', { name: 'Úvod' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText('Prohlášení o přístupnosti')).toHaveAttribute('aria-current', 'page');
    for (const heading of ['Stav souladu', 'Nepřístupný obsah', 'Zpětná vazba a kontakt', 'Vymáhání']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: /www.mvcr.cz/ })).toHaveAttribute('target', '_blank');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /zákona č. 99\/2019 Sb./);
    await expectNoAxeViolations(page);
  });

  test("the mandatory information follows the decree's structure", async ({ returning: page }) => {
    await gotoHydrated(page, '/info/povinne-zverejnovane-informace');
    for (const heading of [
      '1. Název',
      '4. Kontaktní spojení',
      '9. Žádosti o informace',
      '14. Výroční zpráva podle zákona o svobodném přístupu k informacím',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test("the privacy notice's table scrolls by itself on a phone", async ({ returning: page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await gotoHydrated(page, '/info/ochrana-osobnich-udaju');
    await expect(page.getByRole('table', { name: 'Účely a právní základy zpracování' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });

  test('an unknown page is a 404', async ({ returning: page }) => {
    const response = await page.goto('/info/neexistuje');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible();
  });
});
