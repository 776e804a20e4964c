import sharp from 'sharp';
import { addDays, pragueToday } from '../../common/dates.ts';
import { expect, expectNoAxeViolations, gotoHydrated, mailTo, test } from './fixtures.ts';

test.describe('events', () => {
  test('the list with its navigation buttons, a category and an event with "add to calendar"', async ({
    returning: page,
  }) => {
    await gotoHydrated(page, '/akce');
    await expect(page.getByRole('heading', { level: 1, name: 'Akce' })).toBeVisible();
    const when = page.getByRole('navigation', { name: 'Kdy' });
    await expect(when.getByRole('link', { name: 'Nadcházející' })).toHaveAttribute('aria-current', 'page');
    const cards = page.getByRole('main').getByRole('article');
    expect(await cards.count()).toBeGreaterThanOrEqual(10);
    await expectNoAxeViolations(page);

    await when.getByRole('link', { name: 'Proběhlé' }).click();
    await expect(page).toHaveURL(/\/akce\?kdy=probehle$/);
    await expect(when.getByRole('link', { name: 'Proběhlé' })).toHaveAttribute('aria-current', 'page');
    // The demo's events and categories are found by their slugs; what they are called is read from the page.
    await expect(cards.locator('a[href$="/vzorovsky-big-band-swingovy-vecer"]')).toBeVisible();

    await when.getByRole('link', { name: 'Nadcházející' }).click();
    const markets = page.getByRole('navigation', { name: 'Kategorie akcí' }).locator('a[href="/akce?kategorie=trhy"]');
    const category = (await markets.innerText()).trim();
    await markets.click();
    await expect(page.getByRole('heading', { level: 1, name: `Akce: ${category}`, exact: true })).toBeVisible();
    const market = cards.locator('a[href$="/farmarske-trhy-na-namesti"]');
    const title = (await market.innerText()).trim();
    await market.click();
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    await expect(page.getByText(/Opakuje se každý týden do/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Další termíny' })).toBeVisible();
    const add = page.getByRole('link', { name: 'Přidat do kalendáře' });
    const href = await add.getAttribute('href');
    expect(href).toMatch(/^\/akce\/\d+\/kalendar\.ics$/);
    const ics = await page.request.get(href!);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain(`SUMMARY:${title}`);
    await expectNoAxeViolations(page);
  });

  test('unknown events are 404; a wrong slug moves to the right one', async ({ returning: page }) => {
    expect((await page.goto('/akce/999999/neco'))?.status()).toBe(404);
    expect((await page.goto('/akce/abc/neco'))?.status()).toBe(404);
    await gotoHydrated(page, '/akce?kdy=tento-mesic&strana=50');
    await expect(page.getByText('Na této straně už nic není.')).toBeVisible();
  });

  test('the calendar widget by keyboard across a month, a year and a DST change', async ({ returning: page }) => {
    // A fixed day, not today: the moves below cross the edges on purpose, whatever the date of the run.
    await page.clock.install({ time: new Date('2026-11-24T10:00:00+01:00') });
    await gotoHydrated(page, '/akce/kalendar?mesic=2026-11&den=2026-11-24');
    const calendar = page.getByRole('region', { name: /Kalendář akcí/ });
    const month = calendar.getByRole('heading', { level: 2 });
    const focused = page.locator(':focus');
    await calendar.locator('a[tabindex="0"]').focus();
    await expect(focused).toHaveAttribute('data-day', '2026-11-24');

    // Each key and where it must land; Home and End go to the week's Monday and Sunday even when
    // that day lies in the neighbouring month, which the widget then shows (the WAI-ARIA date grid).
    const moves: [key: string, day: string, heading: string][] = [
      ['ArrowRight', '2026-11-25', 'listopad 2026'],
      ['ArrowDown', '2026-12-02', 'prosinec 2026'],
      ['Home', '2026-11-30', 'listopad 2026'],
      ['End', '2026-12-06', 'prosinec 2026'],
      ['PageDown', '2027-01-06', 'leden 2027'],
      ['ArrowLeft', '2027-01-05', 'leden 2027'],
      ['PageUp', '2026-12-05', 'prosinec 2026'],
      ['PageDown', '2027-01-05', 'leden 2027'],
      ['PageDown', '2027-02-05', 'únor 2027'],
      ['PageDown', '2027-03-05', 'březen 2027'],
      ['ArrowDown', '2027-03-12', 'březen 2027'],
      ['ArrowDown', '2027-03-19', 'březen 2027'],
      ['ArrowDown', '2027-03-26', 'březen 2027'],
      // Summer time starts on Sunday 28 March 2027: a week on is still a week on.
      ['ArrowDown', '2027-04-02', 'duben 2027'],
      ['ArrowUp', '2027-03-26', 'březen 2027'],
      ['End', '2027-03-28', 'březen 2027'],
      ['ArrowRight', '2027-03-29', 'březen 2027'],
    ];
    for (const [key, day, heading] of moves) {
      await page.keyboard.press(key);
      await expect(month, `${key} → ${day}`).toHaveText(new RegExp(`${heading}$`));
      await expect(focused, `${key} → ${day}`).toHaveAttribute('data-day', day);
    }
  });

  test('the calendar widget lists the events of a chosen day in place', async ({ returning: page }) => {
    await gotoHydrated(page, '/akce');
    const calendar = page.getByRole('region', { name: /Kalendář akcí/ });
    // A day with events: Enter lists them under the calendar.
    const busy = calendar.locator('a[aria-label*="akc"]').first();
    await busy.focus();
    await page.keyboard.press('Enter');
    const dayEvents = calendar.locator('#kalendar-den');
    await expect(dayEvents.getByRole('link').first()).toBeVisible();
    await expect(page).toHaveURL(/\/akce$/);
    await expectNoAxeViolations(page);

    await dayEvents.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/akce\/\d+\//);
  });

  test('the calendar page with a day chosen', async ({ returning: page }) => {
    await gotoHydrated(page, '/akce/kalendar');
    const calendar = page.getByRole('region', { name: /Kalendář akcí/ });
    await calendar.locator('a[aria-label*="akc"]').first().click();
    await expect(calendar.locator('#kalendar-den').getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the calendar works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/akce/kalendar');
    const calendar = page.getByRole('region', { name: /Kalendář akcí/ });
    await calendar.getByRole('link', { name: 'Další měsíc' }).click();
    await expect(page).toHaveURL(/\/akce\/kalendar\?mesic=\d{4}-\d{2}$/);
    await calendar.locator('a[aria-label*="akc"]').first().click();
    await expect(page).toHaveURL(/den=\d{4}-\d{2}-\d{2}/);
    await expect(calendar.locator('#kalendar-den').getByRole('link').first()).toBeVisible();
    await context.close();
  });

  test('the home page shows upcoming events and the calendar', async ({ returning: page }) => {
    await gotoHydrated(page, '/');
    const section = page.getByRole('region', { name: 'Nadcházející akce' });
    await expect(section.getByRole('article')).toHaveCount(4);
    await expect(section.getByRole('region', { name: /Kalendář akcí/ })).toBeVisible();
    await section.getByRole('link', { name: 'Všechny akce' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Akce' })).toBeVisible();
  });
});

test.describe('proposing an event', () => {
  test('errors are explained; a good proposal is thanked and acknowledged by mail', async ({ returning: page }) => {
    await gotoHydrated(page, '/akce');
    await page.getByRole('link', { name: 'Navrhnout akci' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Navrhnout akci' })).toBeVisible();
    await page.getByRole('button', { name: 'Odeslat návrh' }).click();
    const summary = page.getByRole('alert');
    await expect(summary).toContainText('Pole musí být vyplněno');
    await expect(page.getByLabel('Název akce')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    const email = `poradatel-${Date.now()}@vzorov.example`;
    await page.getByLabel('Pořadatel (jméno nebo spolek)').fill('Sokol Vzorov');
    await page.getByLabel('E-mail pořadatele').fill(email);
    await page.getByLabel('Název akce').fill('Sokolský den pro rodiny');
    const categories = page.getByRole('group', { name: 'Kategorie' });
    await categories.getByLabel('Sport').check();
    await categories.getByLabel('Pro děti').check();
    // Twenty days from today in Prague: in UTC it is still yesterday in the first hours of a day.
    const day = addDays(pragueToday(), 20);
    await page.getByLabel('Datum začátku').fill(day);
    await page.getByLabel('Čas začátku').fill('09:00');
    // A day's event needs no end date.
    await page.getByLabel('Čas konce').fill('15:00');
    await page.getByLabel('Místo konání').fill('Sokolovna, Tyršova 12');
    await page
      .getByLabel('Popis akce')
      .fill('Celodenní program pro rodiče s dětmi: překážková dráha, míčové hry a soutěže.');
    const poster = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#aa3322' } })
      .png()
      .toBuffer();
    await page
      .getByLabel('Obrázek nebo plakát (nepovinné)')
      .setInputFiles({ name: 'plakat.png', mimeType: 'image/png', buffer: poster });
    await page.getByLabel('Co je na obrázku').fill('Červený plakát sokolského dne');
    await page.getByRole('button', { name: 'Odeslat návrh' }).click();
    await expect(page).toHaveURL(/\/akce\/dekujeme$/);
    await expect(page.getByText('Děkujeme, návrh akce jsme přijali.')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await mailTo(email, /návrh akce do kalendáře/)).toContain('/akce');

    // Not published until the office approves it.
    await gotoHydrated(page, '/akce?kategorie=sport');
    await expect(page.getByText('Sokolský den pro rodiny')).toHaveCount(0);
  });

  test('works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': '203.0.113.77' },
    });
    const page = await context.newPage();
    await page.goto('/akce/nova');
    await page.getByLabel('Název akce').fill('Beseda bez skriptů');
    await page.getByRole('button', { name: 'Odeslat návrh' }).click();
    await expect(page.getByRole('alert')).toContainText('Pole musí být vyplněno');
    await expect(page.getByLabel('Název akce')).toHaveValue('Beseda bez skriptů');
    await context.close();
  });
});

test.describe('galleries', () => {
  test('the lightbox: open, arrows, swipe, Escape back to the thumbnail', async ({ returning: page }) => {
    await gotoHydrated(page, '/galerie');
    await expect(page.getByRole('heading', { level: 1, name: 'Fotogalerie' })).toBeVisible();
    await expectNoAxeViolations(page);
    const album = page.getByRole('main').locator('a[href="/galerie/vzorovsky-pulmaraton-2026"]');
    const title = (await album.innerText()).trim();
    await album.click();
    await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();

    const thumbs = page.getByRole('main').getByRole('link', { name: /zvětšit/ });
    const count = await thumbs.count();
    expect(count).toBeGreaterThanOrEqual(6);
    const images = page.getByRole('main').locator('picture source[type="image/webp"]');
    await expect(images.first()).toHaveAttribute('srcset', /-400\.webp 400w/);

    await thumbs.first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toHaveAccessibleName(new RegExp(`fotografie 1 z ${count}$`));
    await expect(dialog.getByRole('button', { name: 'Zavřít fotografii' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('ArrowRight');
    await expect(dialog).toHaveAccessibleName(new RegExp(`fotografie 2 z ${count}$`));
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(dialog).toHaveAccessibleName(new RegExp(`fotografie ${count} z ${count}$`));

    // A swipe to the left goes on (back to the first).
    const box = (await dialog.locator('figure').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(dialog).toHaveAccessibleName(new RegExp(`fotografie 1 z ${count}$`));

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumbs.first()).toBeFocused();
  });

  test('an article shows its album', async ({ returning: page }) => {
    await gotoHydrated(page, '/aktuality/vzorovsky-pulmaraton');
    const album = page.getByRole('region', { name: /Fotogalerie/ });
    await expect(album.getByRole('link', { name: /zvětšit/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('search', () => {
  test('from the header: typos and missing diacritics still find it; filter by type', async ({ returning: page }) => {
    await gotoHydrated(page, '/');
    const box = page.getByRole('banner').getByRole('searchbox');
    // A typo of a word the demo's slugs hold (/aktuality/bioodpad-hnede-popelnice).
    await box.fill('popelnyce');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/hledani\?q=popelnyce$/);
    const summary = page.getByRole('main').getByRole('status');
    await expect(summary).toContainText('Hledali jsme „popelnice“');
    const results = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect(results.first()).toBeVisible();
    await expect(results.first().locator('mark').first()).toBeVisible();
    await expectNoAxeViolations(page);

    // The first kind after "Vše", whichever the demo's texts make it.
    const kind = page.getByRole('navigation', { name: 'Druh výsledků' }).getByRole('link').nth(1);
    const label = (await kind.innerText()).replace(/\s*\(\d+\)$/, '');
    await kind.click();
    await expect(page).toHaveURL(/typ=[a-z]+/);
    await expect(results.first()).toContainText(label);
    await results.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an empty query and a query with no results suggest what to try', async ({ returning: page }) => {
    await gotoHydrated(page, '/hledani');
    await expect(page.getByRole('heading', { level: 2, name: 'Co zkusit' })).toBeVisible();
    await expectNoAxeViolations(page);
    await gotoHydrated(page, `/hledani?q=${encodeURIComponent('"; <b>qqxv zzyq</b> & 😀')}`);
    await expect(page.getByRole('main').getByRole('status')).toContainText('jsme nic nenašli');
    await expect(page.getByRole('heading', { level: 2, name: 'Co zkusit' })).toBeVisible();
    expect((await page.goto(`/hledani?q=${'x'.repeat(2000)}`))?.status()).toBe(200);
  });
});

test.describe('overview pages', () => {
  test('tiles lead to the pages; an unknown overview is 404', async ({ returning: page }) => {
    // The overview and its pages are found by their slugs; what they are called is read from the page.
    await gotoHydrated(page, '/prehled/mesto-a-urad');
    const section = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    const tiles = page.getByRole('main').getByRole('listitem');
    expect(await tiles.count()).toBeGreaterThanOrEqual(6);
    await expectNoAxeViolations(page);
    await page.getByRole('main').locator('a[href="/info/obradni-sin"]').click();
    await expect(page).toHaveURL(/\/info\/obradni-sin$/);
    const heading = page.getByRole('heading', { level: 1 });
    const title = (await heading.innerText()).trim();
    // The page sits in its section: the sidebar menu and the breadcrumbs say where.
    const sidebar = page.getByRole('navigation', { name: section, exact: true });
    await expect(sidebar.locator('a[href="/info/obradni-sin"]')).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('navigation', { name: 'Drobečková navigace' }).getByRole('link', { name: section, exact: true }),
    ).toHaveAttribute('href', '/prehled/mesto-a-urad');
    await expectNoAxeViolations(page);
    await sidebar.locator('a:not([aria-current])').first().click();
    await expect(heading).not.toHaveText(title);
    expect((await page.goto('/prehled/neexistuje'))?.status()).toBe(404);
  });
});
