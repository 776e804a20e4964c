import { XMLParser } from 'fast-xml-parser';
import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.ts';

test.describe('the official notice board', () => {
  test('what is posted, a filter, an item with its attachment, and the archive', async ({
    returning: page,
    request,
  }) => {
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

    // The demo's category and item by their slugs; the names shown are whatever the data says.
    await page.getByLabel('Kategorie').selectOption('rozpocet');
    const category = await page.getByLabel('Kategorie').locator('option:checked').textContent();
    await page.getByRole('button', { name: 'Filtrovat' }).click();
    await expect(page).toHaveURL(/kategorie=rozpocet/);
    await expect(items.first()).toContainText(category!);

    const { data: notice } = await (await request.get('/api/notice-board/rozpoctove-opatreni-1-2026')).json();
    await page.getByRole('link', { name: notice.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: notice.title })).toBeVisible();
    await expect(page.getByText('Číslo jednací')).toBeVisible();
    await expect(page.getByText(notice.reference_number, { exact: true })).toBeVisible();
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

    await page.getByRole('link', { name: 'Denní otisky záznamu úřední desky' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Otisky úřední desky' })).toBeVisible();
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
    await page.getByLabel('Kategorie').selectOption('stavebni-rizeni');
    const category = await page.getByLabel('Kategorie').locator('option:checked').textContent();
    await page.getByRole('button', { name: 'Filtrovat' }).click();
    await expect(page).toHaveURL(/kategorie=stavebni-rizeni/);
    const first = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(first.first()).toContainText(category!);
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

test.describe('records', () => {
  test('decrees: in force, repealed and by which', async ({ returning: page }) => {
    await gotoHydrated(page, '/vyhlasky-a-narizeni');
    await expect(page.getByRole('heading', { level: 1, name: 'Vyhlášky a nařízení' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Platnost' }).getByRole('link', { name: 'Platné' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByText('platná').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('navigation', { name: 'Platnost' }).getByRole('link', { name: 'Zrušené' }).click();
    await expect(
      page
        .getByRole('main')
        .getByText(/zrušená od/)
        .first(),
    ).toBeVisible();
    const pdf = page.getByRole('link', { name: /Plné znění \(PDF/ }).first();
    expect((await page.request.get((await pdf.getAttribute('href'))!)).status()).toBe(200);
  });

  test('documents: filter, sort by name, download', async ({ returning: page }) => {
    await gotoHydrated(page, '/dokumenty');
    const table = page.getByRole('region', { name: 'Dokumenty ke stažení' });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await expectNoAxeViolations(page);
    await table.getByRole('link', { name: /^Název/ }).click();
    await expect(page).toHaveURL(/razeni=nazev/);
    await expect(table.getByRole('columnheader', { name: /Název/ })).toHaveAttribute('aria-sort', 'ascending');
    await page.getByLabel('Kategorie').selectOption('uzemni-plan');
    const category = await page.getByLabel('Kategorie').locator('option:checked').textContent();
    await page.getByRole('button', { name: 'Filtrovat' }).click();
    await expect(page).toHaveURL(/kategorie=uzemni-plan/);
    // The address changes before React shows the filtered rows: wait until every row but the header names the category.
    await expect(table.getByRole('row').filter({ hasNotText: category! })).toHaveCount(1);
    const download = table
      .getByRole('link')
      .filter({ hasNotText: /Název|Datum/ })
      .first();
    expect((await page.request.get((await download.getAttribute('href'))!)).headers()['content-type']).toContain(
      'application/pdf',
    );
  });

  test('contracts: search and a value band', async ({ returning: page }) => {
    await gotoHydrated(page, '/smlouvy');
    await expect(page.getByRole('heading', { level: 1, name: 'Smlouvy' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Hodnota').selectOption({ label: 'nad 1 000 000 Kč' });
    await page.getByRole('main').getByRole('button', { name: 'Hledat' }).click();
    await expect(page).toHaveURL(/hodnota=nad-1-milion/);
    const table = page.getByRole('region', { name: 'Smlouvy Města Vzorov' });
    await expect(table.getByRole('link', { name: /V registru smluv/ }).first()).toBeVisible();
  });

  test('the newsletter by year with covers and PDFs', async ({ returning: page }) => {
    await gotoHydrated(page, '/zpravodaj');
    const years = page.getByRole('navigation', { name: 'Ročníky' }).getByRole('link');
    expect(await years.count()).toBeGreaterThanOrEqual(3);
    await expect(years.first()).toHaveAttribute('aria-current', 'page');
    await expect(
      page
        .getByRole('main')
        .getByRole('link', { name: /Stáhnout číslo/ })
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await years.nth(1).click();
    await expect(page).toHaveURL(/rok=\d{4}/);
    expect(
      await page
        .getByRole('main')
        .getByRole('link', { name: /Stáhnout číslo/ })
        .count(),
    ).toBe(10);
    expect((await page.goto('/zpravodaj?rok=1995'))?.status()).toBe(404);
  });
});

/** The people the pages show, from the API, so the tests name no demo text. */
type Person = { slug: string; name: string };
type Office = { slug: string; name: string; department: { slug: string; name: string } };

test.describe('self-government and the office', () => {
  test('the assembly, the council and the overview', async ({ returning: page, request }) => {
    const assembly: { members: Person[]; meetings: { starts_at: string; resolutions: string[] }[] } = (
      await (await request.get('/api/bodies/zastupitelstvo')).json()
    ).data;
    await gotoHydrated(page, '/samosprava');
    await expect(page.getByRole('heading', { level: 1, name: 'Samospráva' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Zastupitelstvo města' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Zastupitelstvo města' })).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('heading', { level: 3 }).filter({ hasText: assembly.members[0]!.name }),
    ).toBeVisible();
    const past = page.getByRole('region', { name: 'Proběhlá zasedání' });
    await past
      .getByText(/^Usnesení/)
      .first()
      .click();
    const latest = assembly.meetings.find((m) => Date.parse(m.starts_at) < Date.now())!;
    await expect(past.getByText(latest.resolutions[0]!, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await gotoHydrated(page, '/rada');
    await expect(
      page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3 }) })
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the office, its contacts and the phone directory filtered as you type, or without JavaScript', async ({
    returning: page,
    request,
    browser,
    baseURL,
  }) => {
    const contacts: Office[] = (await (await request.get('/api/contacts')).json()).data;
    const builder = contacts.find((c) => c.department.slug === 'odbor-vystavby')!;
    await gotoHydrated(page, '/urad');
    await expect(page.locator('#odbor-odbor-vystavby')).toHaveText(builder.department.name);
    await expectNoAxeViolations(page);
    await gotoHydrated(page, '/contacts');
    await expect(page.getByRole('region', { name: builder.department.name })).toHaveAttribute('id', 'odbor-vystavby');
    await expect(page.getByRole('region', { name: builder.department.name })).toContainText(builder.name);
    await expectNoAxeViolations(page);

    await gotoHydrated(page, '/telefonni-seznam');
    const table = page.getByRole('region', { name: 'Telefonní seznam úřadu' });
    const all = await table.getByRole('row').count();
    // Part of a surname, as someone half remembers it; the filter ignores case and diacritics.
    const typed = builder.name.split(' ').at(-1)!.slice(0, -1);
    const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    await page.getByLabel('Hledat', { exact: true }).fill(typed);
    await expect(table.getByRole('row')).not.toHaveCount(all);
    await expect(table.getByRole('row', { name: builder.name })).toBeVisible();
    for (const row of (await table.getByRole('row').all()).slice(1)) {
      expect(fold(await row.innerText())).toContain(fold(typed));
    }
    await expect(table.getByRole('link', { name: /^\+420/ }).first()).toHaveAttribute('href', /^tel:\+420\d{9}$/);
    await expectNoAxeViolations(page);

    // The town shop's places of sale, with their hours day by day.
    await gotoHydrated(page, '/stores');
    const centre = page.getByRole('region', { name: 'Informační centrum Vzorov' });
    await expect(centre).toContainText('Zde si vyzvednete objednávky z webu.');
    await expect(centre.getByRole('row', { name: 'Sobota' })).toContainText('9:00–12:00');
    await expect(centre.getByRole('row', { name: 'Neděle' })).toContainText('zavřeno');
    await expectNoAxeViolations(page);

    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const noJs = await context.newPage();
    await noJs.goto(`/telefonni-seznam?q=${encodeURIComponent(builder.department.name)}`);
    const rows = noJs.getByRole('region', { name: 'Telefonní seznam úřadu' }).getByRole('row');
    expect(await rows.count()).toBe(1 + contacts.filter((c) => c.department.slug === 'odbor-vystavby').length);
    await context.close();
  });
});

test.describe('filters with nonsense values', () => {
  // Hand-edited or stale query strings are ignored, never an error page.
  const urls = [
    '/uredni-deska?kategorie=%3Cscript%3E&rok=abc&archiv=x&strana=-3',
    '/uredni-deska?rok=99999999999999999999&strana=1e9',
    '/dokumenty?kategorie=neni&razeni=%27%3B--&smer=bokem&q=%25%25_%5C',
    '/smlouvy?rok=dvacet&hodnota=nekonecno&q=%00&strana=abc',
    '/vyhlasky-a-narizeni?stav=zmizela',
    '/vyhlasky-a-narizeni?stav=toString',
    '/smlouvy?hodnota=constructor',
    '/hledani?q=kolo&typ=__proto__',
    '/zpravodaj?rok=%E2%80%8B',
    '/telefonni-seznam?q=%28%29%5B%5D%2A%2B%3F',
    '/akce?rozsah=vcera&kategorie=%22',
    '/hledani?q=%00%01&typ=nic&strana=-1',
  ];
  for (const url of urls) {
    test(`${url} still renders the page`, async ({ returning: page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Nastala chyba|nenalezena/);
    });
  }
});
