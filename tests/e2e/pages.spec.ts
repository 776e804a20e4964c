import { XMLParser } from 'fast-xml-parser';
import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.ts';

test.describe('content pages', () => {
  test('the footer leads to the accessibility statement, a full content page', async ({ returning: page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Prohlášení o přístupnosti' }).click();
    await expect(page).toHaveURL(/\/prohlaseni-o-pristupnosti$/);
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
    // The legal pages live at their own addresses; the old /info one moves there.
    await expect(page).toHaveURL(/\/povinne-zverejnovane-informace$/);
    expect(new URL(page.url()).pathname).toBe('/povinne-zverejnovane-informace');
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
    await gotoHydrated(page, '/ochrana-osobnich-udaju');
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

test.describe("finding one's way", () => {
  test('the site map lists the menus and every content page', async ({ returning: page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Mapa stránek' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mapa stránek' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Úřední deska' }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Zastupitelstvo' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Povinně zveřejňované informace' }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'Obřadní síň a svatby' })).toHaveAttribute('href', '/info/obradni-sin');
    await expectNoAxeViolations(page);
  });

  test('/identitaobcana explains the national identity login', async ({ returning: page }) => {
    await gotoHydrated(page, '/identitaobcana');
    await expect(page.getByRole('heading', { level: 1, name: 'Identita občana' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Co vám přihlášení identitou přinese' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/caj-se-starostkou explains the tea with the mayor', async ({ returning: page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Hlavní menu' });
    await nav.getByRole('button', { name: 'Podnabídka Samospráva' }).click();
    await nav.getByRole('link', { name: 'Čaj se starostkou' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Čaj se starostkou' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Jak se objednat' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('sitemap.xml is a valid sitemap of pages that exist; robots.txt points to it', async ({ request, baseURL }) => {
    const res = await request.get('/sitemap.xml');
    expect(res.headers()['content-type']).toContain('application/xml');
    const parsed = new XMLParser().parse(await res.text());
    const locs: string[] = parsed.urlset.url.map((u: { loc: string }) => u.loc);
    expect(locs).toContain(`${baseURL}/`);
    expect(locs).toContain(`${baseURL}/prohlaseni-o-pristupnosti`);
    for (const loc of locs) {
      expect((await request.get(loc.replace(baseURL!, ''))).status(), loc).toBe(200);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /ucet');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test('every page has a description and Open Graph tags', async ({ returning: page }) => {
  for (const path of [
    '/',
    '/aktuality',
    '/aktuality/vanocni-trhy-2026',
    '/blocek-starostky',
    '/info/o-meste',
    '/mapa-stranek',
    '/identitaobcana',
    '/login',
    '/registrace',
    '/obnova-hesla',
    '/nastaveni-cookies',
  ]) {
    await page.goto(path);
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /.{20}/);
    await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute('content', /\S/);
    await expect(page.locator('meta[property="og:site_name"]'), path).toHaveAttribute('content', 'Město Vzorov');
  }
});
