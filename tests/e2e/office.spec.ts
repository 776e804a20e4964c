import { XMLParser } from 'fast-xml-parser';
import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.ts';

test.describe('the official notice board', () => {
  test('what is posted, a filter, an item with its attachment, and the archive', async ({ returning: page }) => {
    await gotoHydrated(page, '/uredni-deska');
    await expect(page.getByRole('heading', { level: 1, name: 'Úřední deska' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Deska a archiv' });
    await expect(tabs.getByRole('link', { name: 'Vyvěšené' })).toHaveAttribute('aria-current', 'page');
    const items = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    expect(await items.count()).toBeGreaterThanOrEqual(15);
    await expect(items.first()).toContainText('Vyvěšeno');
    await expectNoAxeViolations(page);

    await page.getByLabel('Kategorie').selectOption({ label: 'Rozpočet a finance' });
    await page.getByRole('button', { name: 'Filtrovat' }).click();
    await expect(page).toHaveURL(/kategorie=rozpocet/);
    await expect(items.first()).toContainText('Rozpočet a finance');

    await page.getByRole('link', { name: 'Rozpočtové opatření č. 1/2026' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rozpočtové opatření č. 1/2026' })).toBeVisible();
    await expect(page.getByText('Číslo jednací')).toBeVisible();
    const attachment = page.getByRole('region', { name: 'Přílohy' }).getByRole('link').first();
    await expect(page.getByRole('region', { name: 'Přílohy' })).toContainText(/\(PDF, \d+(,\d)? kB\)/);
    const pdf = await page.request.get((await attachment.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await expectNoAxeViolations(page);

    await gotoHydrated(page, '/uredni-deska');
    await tabs.getByRole('link', { name: 'Archiv' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Archiv úřední desky' })).toBeVisible();
    await expect(page.getByLabel('Rok vyvěšení').locator('option')).not.toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('an archived item with personal data shows no description or attachments', async ({
    returning: page,
    request,
  }) => {
    const archive = await (await request.get('/api/notice-board?archive=true&perPage=100')).json();
    for (const item of archive.data as { slug: string }[]) {
      const { data } = await (await request.get(`/api/notice-board/${item.slug}`)).json();
      if (!data.withheld) continue;
      await gotoHydrated(page, `/uredni-deska/${item.slug}`);
      await expect(page.getByText('Tato položka už byla z úřední desky sejmuta.')).toBeVisible();
      await expect(page.getByText(/Popis a přílohy obsahovaly osobní údaje/)).toBeVisible();
      await expect(page.getByRole('region', { name: 'Přílohy' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      return;
    }
    throw new Error('no withheld item in the archive');
  });

  test('works without JavaScript: the filter form', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/uredni-deska');
    await page.getByLabel('Kategorie').selectOption({ label: 'Stavební řízení a územní plánování' });
    await page.getByRole('button', { name: 'Filtrovat' }).click();
    await expect(page).toHaveURL(/kategorie=stavebni-rizeni/);
    const first = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(first.first()).toContainText('Stavební řízení');
    await context.close();
  });

  test('unknown items are 404; a missing file is a clear 404', async ({ returning: page, request }) => {
    expect((await page.goto('/uredni-deska/neexistuje'))?.status()).toBe(404);
    const missing = await request.get('/media/deska/neexistuje.pdf');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Soubor nebyl nalezen');
  });

  test('RSS and open data are linked and valid', async ({ returning: page, request }) => {
    await gotoHydrated(page, '/uredni-deska');
    await expect(page.getByRole('link', { name: /otevřená data/ })).toHaveAttribute(
      'href',
      '/opendata/uredni-deska.jsonld',
    );
    const rss = new XMLParser().parse(await (await request.get('/uredni-deska/rss.xml')).text());
    expect(rss.rss.channel.title).toBe('Úřední deska – Město Vzorov');
    expect(rss.rss.channel.item.length).toBeGreaterThanOrEqual(15);
    const open = await request.get('/opendata/uredni-deska.jsonld');
    expect(open.headers()['content-type']).toContain('application/ld+json');
    const doc = await open.json();
    expect(doc.informace.length).toBe(rss.rss.channel.item.length);
  });
});

test.describe('addresses and opening hours', () => {
  test('every place says whether it is open now; the addresses modal opens and closes', async ({ returning: page }) => {
    await gotoHydrated(page, '/adresy-a-uredni-hodiny');
    await expect(page.getByRole('heading', { level: 1, name: 'Adresy a úřední hodiny' })).toBeVisible();
    const tables = page.getByRole('main').getByRole('table');
    await expect(tables).toHaveCount(5);
    for (const table of await tables.all()) {
      await expect(table.getByText(/^(Teď otevřeno, do \d|Teď zavřeno|Dnes zavřeno)/)).toBeVisible();
      await expect(table.locator('tr[aria-current="date"]')).toHaveCount(1);
    }
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Adresy všech míst' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adresy' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listitem')).toHaveCount(5);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Adresy všech míst' })).toBeFocused();
  });
});
