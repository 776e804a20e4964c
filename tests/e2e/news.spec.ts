import { XMLParser } from 'fast-xml-parser';
import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.ts';

test.describe("news and the mayor's blog", () => {
  test('from the menu to the news list, a category, an article and a related one', async ({ returning: page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('navigation', { name: 'Hlavní menu' }).getByRole('link', { name: 'Aktuality' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aktuality' })).toBeVisible();
    const cards = page.getByRole('main').getByRole('article');
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    await expectNoAxeViolations(page);

    const filters = page.getByRole('navigation', { name: 'Kategorie' });
    await expect(filters.getByRole('link', { name: 'Vše' })).toHaveAttribute('aria-current', 'page');
    await filters.getByRole('link', { name: 'Doprava' }).click();
    await expect(page).toHaveURL(/\/aktuality\?kategorie=doprava$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aktuality: Doprava' })).toBeVisible();
    await expect(filters.getByRole('link', { name: 'Doprava' })).toHaveAttribute('aria-current', 'page');
    await expect(cards.filter({ hasText: 'Nádražní ulice' })).toHaveCount(1);
    await expect(cards.filter({ hasText: 'Vánoční trhy' })).toHaveCount(0);

    await page.getByRole('link', { name: 'Nádražní ulice bude od 30. listopadu uzavřená' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Nádražní ulice bude od 30. listopadu uzavřená' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('Nádražní ulice bude od 30. listopadu uzavřená | Město Vzorov');
    const crumbs = page.getByRole('navigation', { name: 'Drobečková navigace' });
    await expect(crumbs.getByRole('link', { name: 'Aktuality' })).toHaveAttribute('href', '/aktuality');
    await expect(page.getByText('16. 11. 2026 · Doprava')).toBeVisible();
    const related = page.getByRole('region', { name: 'Související' });
    await expect(related.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the home page shows the four latest news and a link to all', async ({ returning: page }) => {
    await gotoHydrated(page, '/');
    const section = page.getByRole('region', { name: 'Aktuality' });
    await expect(section.getByRole('article')).toHaveCount(4);
    await expect(section.getByRole('article').first()).toContainText('Vyšel prosincový Vzorovský zpravodaj');
    await section.getByRole('link', { name: 'Všechny aktuality' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aktuality' })).toBeVisible();
  });

  test('an article with an image shows it with its description', async ({ returning: page }) => {
    await gotoHydrated(page, '/aktuality/vanocni-trhy-2026');
    const image = page.getByRole('img', { name: 'Stánky s vánočním zbožím a rozsvícený strom na náměstí' });
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('width', '800');
    await expect(page.getByRole('heading', { level: 2, name: 'Doprava a parkování' })).toBeVisible();
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', '/img/plakaty/vanocni-trhy.svg');
  });

  test("the mayor's blog has its own list and articles", async ({ returning: page }) => {
    await gotoHydrated(page, '/blocek-starostky');
    await expect(page.getByRole('heading', { level: 1, name: 'Bloček starostky' })).toBeVisible();
    await page.getByRole('link', { name: 'Proč opravujeme koupaliště právě teď' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Proč opravujeme koupaliště právě teď' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Drobečková navigace' }).getByRole('link', { name: 'Bloček starostky' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('unknown articles are 404; a page past the end is an empty page with a way back', async ({
    returning: page,
  }) => {
    expect((await page.goto('/aktuality/neexistuje'))?.status()).toBe(404);
    expect((await page.goto('/blocek-starostky/vanocni-trhy-2026'))?.status()).toBe(404);
    const response = await gotoHydrated(page, '/aktuality?strana=40');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Na této straně už nic není.')).toBeVisible();
    await page.getByRole('link', { name: 'Zpět na první stranu' }).click();
    await expect(page).toHaveURL(/\/aktuality$/);
  });

  test('the RSS feed is valid RSS 2.0 with the latest news', async ({ request, baseURL }) => {
    const res = await request.get('/aktuality/rss.xml');
    expect(res.headers()['content-type']).toContain('application/rss+xml');
    const feed = new XMLParser({ ignoreAttributes: false }).parse(await res.text());
    expect(feed.rss['@_version']).toBe('2.0');
    const channel = feed.rss.channel;
    expect(channel.title).toBe('Aktuality – Město Vzorov');
    expect(channel.language).toBe('cs');
    const items = channel.item as { title: string; link: string; pubDate: string }[];
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items[0]?.title).toBe('Vyšel prosincový Vzorovský zpravodaj');
    expect(items[0]?.link).toBe(`${baseURL}/aktuality/zpravodaj-prosinec-2026`);
    for (const item of items) expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
  });
});
