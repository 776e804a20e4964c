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

    // The demo's articles and categories are found by their slugs; what they are called is read from the page.
    const filters = page.getByRole('navigation', { name: 'Kategorie' });
    await expect(filters.getByRole('link', { name: 'Vše' })).toHaveAttribute('aria-current', 'page');
    const traffic = filters.locator('a[href="/aktuality?kategorie=doprava"]');
    const category = (await traffic.innerText()).trim();
    await traffic.click();
    await expect(page).toHaveURL(/\/aktuality\?kategorie=doprava$/);
    await expect(page.getByRole('heading', { level: 1, name: `Aktuality: ${category}`, exact: true })).toBeVisible();
    await expect(traffic).toHaveAttribute('aria-current', 'page');
    const closure = cards.locator('a[href="/aktuality/uzavirka-nadrazni-ulice"]');
    await expect(closure).toHaveCount(1);
    await expect(cards.locator('a[href="/aktuality/vanocni-trhy-2026"]')).toHaveCount(0);

    const title = (await closure.innerText()).trim();
    await closure.click();
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Město Vzorov`);
    const crumbs = page.getByRole('navigation', { name: 'Drobečková navigace' });
    await expect(crumbs.getByRole('link', { name: 'Aktuality' })).toHaveAttribute('href', '/aktuality');
    await expect(page.locator('main .meta-line').first()).toHaveText(
      new RegExp(`^\\d{1,2}\\.\\s*\\d{1,2}\\.\\s*\\d{4}\\s*·\\s*${category}$`),
    );
    const related = page.getByRole('region', { name: 'Související' });
    await expect(related.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the home page shows the four latest news and a link to all', async ({ returning: page }) => {
    await gotoHydrated(page, '/');
    const section = page.getByRole('region', { name: 'Aktuality' });
    await expect(section.getByRole('article')).toHaveCount(4);
    // The newest published article comes first.
    await expect(section.getByRole('article').first().locator('a.card-link')).toHaveAttribute(
      'href',
      '/aktuality/zpravodaj-prosinec-2026',
    );
    await section.getByRole('link', { name: 'Všechny aktuality' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Aktuality' })).toBeVisible();
  });

  test('an article with an image shows it with its description', async ({ returning: page }) => {
    await gotoHydrated(page, '/aktuality/vanocni-trhy-2026');
    const image = page.getByRole('main').locator('img[src="/img/plakaty/vanocni-trhy.svg"]');
    await expect(image).toBeVisible();
    await expect(image).toHaveAttribute('alt', /\S/);
    await expect(page.getByRole('img', { name: (await image.getAttribute('alt'))! })).toBeVisible();
    await expect(image).toHaveAttribute('width', '800');
    // The body's HTML is rendered, its headings included.
    await expect(page.locator('.rich-text h2').first()).toBeVisible();
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', '/img/plakaty/vanocni-trhy.svg');
  });

  test("the mayor's blog has its own list and articles", async ({ returning: page }) => {
    await gotoHydrated(page, '/blocek-starostky');
    await expect(page.getByRole('heading', { level: 1, name: 'Bloček starostky' })).toBeVisible();
    const post = page.getByRole('main').locator('a[href="/blocek-starostky/proc-opravujeme-koupaliste"]');
    const title = (await post.innerText()).trim();
    await post.click();
    await expect(page).toHaveURL(/\/blocek-starostky\/proc-opravujeme-koupaliste$/);
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
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
    expect(items[0]?.link).toBe(`${baseURL}/aktuality/zpravodaj-prosinec-2026`);
    for (const item of items) expect(item.title).toMatch(/\S/);
    for (const item of items) expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
  });
});
