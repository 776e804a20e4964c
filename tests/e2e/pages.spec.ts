import { XMLParser } from 'fast-xml-parser';
import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.ts';

test.describe('content pages', () => {
  test('the footer leads to the accessibility statement, a full content page', async ({ returning: page }) => {
    // The demo's pages are found by their addresses; what they say is read from the page.
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').locator('a[href="/prohlaseni-o-pristupnosti"]').click();
    await expect(page).toHaveURL(/\/prohlaseni-o-pristupnosti$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const title = (await heading.innerText()).trim();
    await expect(page).toHaveTitle(`${title} | Město Vzorov`);
    const crumbs = page.getByRole('navigation', { name: 'Drobečková navigace' });
    await expect(crumbs.getByRole('link', { name: 'Úvod' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByText(title, { exact: true })).toHaveAttribute('aria-current', 'page');
    // The whole page: the body's sections, a link out opening in a new tab, the lead as the description.
    const body = page.locator('main .rich-text');
    expect(await body.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(4);
    await expect(body.locator('a[href^="https://"]').first()).toHaveAttribute('target', '_blank');
    const lead = (await page.locator('main .lead').innerText()).trim();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', lead);
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
    await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
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
    // Every content page by its address, the legal ones at their own.
    await expect(main.locator('a[href="/povinne-zverejnovane-informace"]').first()).toBeVisible();
    await expect(main.locator('a[href="/info/obradni-sin"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/identitaobcana explains the national identity login', async ({ returning: page }) => {
    await gotoHydrated(page, '/identitaobcana');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main .rich-text').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('/caj-se-starostkou explains the tea with the mayor', async ({ returning: page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Hlavní menu' });
    await nav.getByRole('button', { name: 'Podnabídka Samospráva' }).click();
    await nav.locator('a[href="/caj-se-starostkou"]').click();
    await expect(page).toHaveURL(/\/caj-se-starostkou$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main .rich-text').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('sitemap.xml is an index of valid sitemaps of pages that exist; robots.txt points to it', async ({
    request,
    baseURL,
  }) => {
    const parser = new XMLParser({ isArray: (name) => name === 'sitemap' || name === 'url' });
    const res = await request.get('/sitemap.xml');
    expect(res.headers()['content-type']).toContain('application/xml');
    const children: string[] = parser.parse(await res.text()).sitemapindex.sitemap.map((s: { loc: string }) => s.loc);
    expect(children).toContain(`${baseURL}/sitemap-news-1.xml`);
    const locs: string[] = [];
    for (const child of children) {
      const part = await request.get(child.replace(baseURL!, ''));
      expect(part.headers()['content-type'], child).toContain('application/xml');
      locs.push(...parser.parse(await part.text()).urlset.url.map((u: { loc: string }) => u.loc));
    }
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
