import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { consentCookieName } from '../../common/consent.ts';
import { DEMO_LOGINS } from '../../server/test/app.ts';
import {
  asReturningVisitor,
  cookieStoreNow,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  logInOnPage,
  mailTo,
  signInAsStaff,
  test,
} from './fixtures.ts';
import { demoMediaDir, seededDataDir, startServer, stopServer } from './servers.ts';

const BUYER = 'kupujici.e2e@example.com';

const cartEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string; ecommerce?: { currency: string } }[] }).dataLayer ?? [])
      .filter((e) => e.event === 'add_to_cart' || e.event === 'remove_from_cart')
      .map((e) => `${e.event} ${e.ecommerce?.currency}`),
  );

// The URL changes before the order's page replaces the checkout, whose heading is "Objednávka"
// alone: the number is read once the heading carries it.
async function orderNumber(page: Page) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^Objednávka \S+$/);
  return (await heading.textContent())!.replace('Objednávka ', '');
}

// The counter's part signs Martin in with a code from his authenticator, which is good once: on a
// server of its own, the journey cannot take the code another test is about to use.
test('a guest buys a book with a code, pays by QR, and the counter readies and hands over the order', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const dataDir = seededDataDir(mkdtempSync(path.join(tmpdir(), 'vzorov-shop-')));
  const mediaDir = demoMediaDir('vzorov-shop-media-');
  const server = await startServer(dataDir, mediaDir);
  try {
    await journey(browser, server.url, dataDir);
  } finally {
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mediaDir, { recursive: true, force: true });
  }
});

async function journey(browser: Browser, baseURL: string, dataDir: string) {
  const context = await browser.newContext({ baseURL });
  await asReturningVisitor(context, baseURL);
  const page = await context.newPage();
  const main = page.getByRole('main');
  const snack = page.locator('[data-snack]');

  // The shop and a product, found through its category.
  await gotoHydrated(page, '/obchod');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Obchod');
  await expectNoAxeViolations(page);
  await main.getByRole('navigation', { name: 'Kategorie obchodu' }).getByRole('link', { name: 'Knihy' }).click();
  await expect(page).toHaveURL(/kategorie=knihy/);
  await main.getByRole('link', { name: 'Dějiny Vzorova' }).click();
  await expect(page).toHaveURL(/\/dejiny-vzorova$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dějiny Vzorova');
  await expectNoAxeViolations(page);

  // Into the cart, in place: the snackbar says so and the header counts it; without consent nothing is tracked.
  await main.getByLabel('Počet kusů').fill('1');
  await main.getByRole('button', { name: 'Přidat do košíku' }).click();
  await expect(snack).toHaveText(/Dějiny Vzorova je v košíku \(1 ks\)/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Košík 1 ks' })).toBeVisible();
  expect(await cartEvents(page)).toEqual([]);
  await expectNoAxeViolations(page);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'guest_cart')!;
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.expires - cookieStoreNow()).toBeGreaterThan(1_209_600 - 120);

  // With analytical consent, a second piece is an add_to_cart in CZK.
  await page.context().addCookies([{ name: consentCookieName('analytical'), value: 'true', url: baseURL }]);
  await main.getByRole('button', { name: 'Přidat do košíku' }).click();
  await expect(snack).toHaveText(/\(2 ks\)/);
  // Pushed by an effect after the render: polled, not read once.
  await expect.poll(() => cartEvents(page)).toEqual(['add_to_cart CZK']);

  // The cart: one piece less (remove_from_cart), a wrong code explained, then a good one.
  await page.getByRole('banner').getByRole('link', { name: /Košík/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Košík');
  await main.getByLabel('Počet kusů: Dějiny Vzorova, Vázaná').fill('1');
  await main.getByRole('button', { name: /Změnit.*počet: Dějiny Vzorova/ }).click();
  await expect(main.getByRole('cell', { name: '390 Kč', exact: true })).toBeVisible();
  await expect.poll(() => cartEvents(page)).toEqual(['add_to_cart CZK', 'remove_from_cart CZK']);
  await main.getByLabel('Máte slevový kód?').fill('NEPLATI');
  await main.getByRole('button', { name: 'Použít kód' }).click();
  await expect(
    main.getByText('Tento slevový kód neexistuje. Zkontrolujte prosím, zda je opsaný správně.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByLabel('Máte slevový kód?').fill('letak50');
  await main.getByRole('button', { name: 'Použít kód' }).click();
  await expect(main.getByText('Slevový kód je uplatněný.')).toBeVisible();
  await expect(main.getByRole('definition').filter({ hasText: '340 Kč' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The order for pick-up, paid by QR.
  await main.getByRole('link', { name: 'Pokračovat k objednávce' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Objednávka');
  await main.getByRole('button', { name: 'Objednat' }).click();
  await expect(main.getByRole('alert')).toContainText('Jméno a příjmení: Pole musí být vyplněno');
  await expectNoAxeViolations(page);
  await main.getByLabel('Jméno a příjmení').fill('Věra Kupující');
  await main.getByLabel('E-mail').fill(BUYER);
  await main.getByLabel('Převodem podle QR kódu').check();
  await main.getByRole('button', { name: 'Objednat' }).click();
  await expect(page).toHaveURL(/\/objednavka\/[0-9a-f-]{36}\?objednano=1$/);
  const number = await orderNumber(page);
  await expect(main.getByText(`Děkujeme, objednávku ${number} jsme přijali.`)).toBeVisible();
  await expect(main.getByRole('img', { name: /QR kód pro platbu 340 Kč/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const orderUrl = page.url();
  const placed = await mailTo(BUYER, new RegExp(`děkujeme za objednávku ${number}`), dataDir);
  expect(placed).toContain('Celkem 340');

  // The counter: Martin readies the order (the buyer is mailed) and hands it over, paid.
  const staffContext = await browser.newContext({ baseURL });
  const staff = await staffContext.newPage();
  const desk = staff.getByRole('main');
  await signInAsStaff(staff, 'martin', '/sprava/obchod');
  await expectNoAxeViolations(staff);
  await desk.getByRole('button', { name: new RegExp(`Připraveno k vyzvednutí.*objednávka ${number}`) }).click();
  await expect(desk.getByText(`Objednávka ${number} je připravená; ${BUYER} dostal(a) e-mail.`)).toBeVisible();
  await mailTo(BUYER, new RegExp(`vaše objednávka ${number} je připravená`), dataDir);
  await desk.getByRole('link', { name: /Připravená k vyzvednutí/ }).click();
  await desk.getByRole('button', { name: new RegExp(`Zaplaceno a vydáno.*objednávka ${number}`) }).click();
  await expect(desk.getByText(`Objednávka ${number} je vydaná.`)).toBeVisible();
  await expectNoAxeViolations(staff);
  await staffContext.close();

  await gotoHydrated(page, orderUrl);
  await expect(main.getByText('Vyzvednutá')).toBeVisible();
  await expect(main.getByText('Převodem podle QR kódu, zaplaceno')).toBeVisible();
  await expect(main.getByRole('img', { name: /QR kód/ })).toHaveCount(0);
  await context.close();
}

test("a resident's guest cart joins the account on signing in, and the order waits in the account and its commitments", async ({
  returning: page,
}) => {
  const main = page.getByRole('main');
  await gotoHydrated(page, '/cyklomapa-vzorovska');
  await main.getByRole('button', { name: 'Přidat do košíku' }).click();
  await expect(page.locator('[data-snack]')).toHaveText(/v košíku/);
  const [email, password] = DEMO_LOGINS.josef;
  await gotoHydrated(page, '/login?redirect=%2Fkosik');
  await logInOnPage(page, email, password);
  await expect(page).toHaveURL(/\/kosik$/);
  await expect(main.getByRole('link', { name: 'Cyklomapa Vzorovska' })).toBeVisible();
  await expect(main.getByText(/Ceny jsou po slevě 50 % pro skupinu/)).toBeVisible();
  await main.getByRole('link', { name: 'Pokračovat k objednávce' }).click();
  // Signed in, the contact details are filled in.
  await expect(main.getByLabel('E-mail')).toHaveValue(email);
  await expectNoAxeViolations(page);
  await main.getByLabel('Převodem podle QR kódu').check();
  await main.getByRole('button', { name: 'Objednat' }).click();
  await expect(page).toHaveURL(/\/ucet\/moje-objednavky\/[0-9a-f-]{36}\?objednano=1$/);
  const number = await orderNumber(page);
  // Josef is in the seniors' group: half the price.
  await expect(main.getByRole('img', { name: /QR kód pro platbu 49,50 Kč/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await gotoHydrated(page, '/ucet/moje-objednavky');
  await expect(main.getByRole('link', { name: number })).toBeVisible();
  await expectNoAxeViolations(page);
  await gotoHydrated(page, '/ucet/moje-zavazky');
  await expect(main.getByRole('row', { name: new RegExp(`Objednávka ${number} z obchodu`) })).toBeVisible();
});

test('the snackbar says each failure of the cart at the top: loading, adding, taking a code out', async ({
  returning: page,
}) => {
  const main = page.getByRole('main');
  const danger = page.locator('[aria-live="assertive"] [data-snack="danger"]');
  const failPosts = (pattern: string) =>
    page.route(pattern, (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()));

  await page.route('**/kosik/stav', (route) => route.fulfill({ status: 500, body: 'chyba' }));
  await gotoHydrated(page, '/mapa-vzorovska');
  await expect(danger).toHaveText(/Košík se nepodařilo načíst\. Zkuste prosím obnovit stránku\./);
  expect((await danger.boundingBox())!.y).toBeLessThan(100);
  await expectNoAxeViolations(page);
  await danger.getByRole('button', { name: 'Zavřít zprávu' }).click();
  await expect(danger).toHaveCount(0);
  await page.unroute('**/kosik/stav');

  // The server cannot be reached: the form stays, the snackbar says it.
  await failPosts('**/mapa-vzorovska.data**');
  await main.getByRole('button', { name: 'Přidat do košíku' }).click();
  await expect(danger).toHaveText(/Zboží se nepodařilo přidat do košíku/);
  await expect(main.getByRole('button', { name: 'Přidat do košíku' })).toBeVisible();
  await page.unroute('**/mapa-vzorovska.data**');
  await main.getByRole('button', { name: 'Přidat do košíku' }).click();
  await expect(page.locator('[data-snack="success"]')).toBeVisible();

  await gotoHydrated(page, '/kosik');
  await main.getByLabel('Máte slevový kód?').fill('VZOROV10');
  await main.getByRole('button', { name: 'Použít kód' }).click();
  await expect(main.getByText('Slevový kód je uplatněný.')).toBeVisible();
  await failPosts('**/kosik.data**');
  await main.getByRole('button', { name: /Odebrat.*kód VZOROV10/ }).click();
  await expect(danger).toHaveText(/Slevový kód se nepodařilo odebrat/);
  await expect(main.getByText('VZOROV10', { exact: true })).toBeVisible();
});

test('an unknown product is the not-found page with status 404, and an empty cart says so', async ({
  returning: page,
}) => {
  const response = await gotoHydrated(page, '/zadny-takovy-vyrobek');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stránka nenalezena');
  await gotoHydrated(page, '/kosik');
  await expect(page.getByRole('main').getByText('Košík je prázdný.')).toBeVisible();
  await expectNoAxeViolations(page);
});
