import type { Page } from '@playwright/test';
import { AUTH_COOKIE } from '../../common/cookies.ts';
import { formDefinitions } from '../../common/forms/registry.ts';
import { asReturningVisitor, expect, expectNoAxeViolations, gotoHydrated, logInOnPage, test } from './fixtures.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const DOG_FORM = '/potrebuji-vyridit/prihlaseni-psa/online-zadost';
/** The demo catalogue by its slugs (demo/e-services/*.yaml), not by its wording. */
const topic = (page: Page, slug: string) => page.locator(`h2#tema-${slug}`);
const situationLink = (page: Page, slug: string) =>
  page.getByRole('main').locator(`a[href="/potrebuji-vyridit/${slug}"]`);

/** A retried test starts from a clean form: a draft left by the first attempt is discarded. */
async function discardDraft(page: Page) {
  const discard = page.getByRole('button', { name: 'Zahodit rozpracovanou žádost' });
  if (await discard.isVisible()) await discard.click();
  await expect(discard).toHaveCount(0);
}

test.describe('the catalogue', () => {
  test('topics, a filter as you type, a life situation and Czech POINT', async ({ returning: page }) => {
    await gotoHydrated(page, '/potrebuji-vyridit');
    await expect(page.getByRole('heading', { level: 1, name: 'Potřebuji vyřídit' })).toBeVisible();
    await expect(topic(page, 'psi')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Co potřebujete vyřídit?').fill('hrob');
    await expect(topic(page, 'psi')).toHaveCount(0);
    await expect(situationLink(page, 'najem-hroboveho-mista')).toBeVisible();

    await gotoHydrated(page, '/potrebuji-vyridit/kaceni-drevin');
    await expect(page.getByRole('heading', { level: 2, name: 'Co budete potřebovat' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Kdo to vyřizuje' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Podat online' })).toHaveAttribute(
      'href',
      '/potrebuji-vyridit/kaceni-drevin/online-zadost',
    );
    await expectNoAxeViolations(page);

    await gotoHydrated(page, '/potrebuji-vyridit/czech-point');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The price list: a table with a row per service.
    await expect(page.getByRole('main').getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await page.goto('/potrebuji-vyridit/neexistuje'))?.status()).toBe(404);
    expect((await page.goto('/potrebuji-vyridit/neexistuje/online-zadost'))?.status()).toBe(404);
    expect((await page.goto('/forms/pending/neexistuje'))?.status()).toBe(404);
  });

  test('the filter works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/potrebuji-vyridit');
    await page.getByLabel('Co potřebujete vyřídit?').fill('psa');
    await page.getByRole('main').getByRole('button', { name: 'Hledat' }).click();
    await expect(page).toHaveURL(/q=psa/);
    await expect(situationLink(page, 'prihlaseni-psa')).toBeVisible();
    await expect(topic(page, 'hrbitov')).toHaveCount(0);
    await context.close();
  });
});

test.describe('an online request', () => {
  test('log in from the form, fill it with an attachment, save a draft, come back, submit, see the case', async ({
    returning: page,
  }) => {
    await gotoHydrated(page, DOG_FORM);
    await expect(page.getByRole('heading', { level: 2, name: 'Co budete vyplňovat' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Přihlaste se' }).click();
    await logInOnPage(page, 'jana.novakova@vzorov.example', 'Vzorov-Jana-2026');
    await expect(page).toHaveURL(new RegExp(`${DOG_FORM}$`));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await discardDraft(page);

    const form = page.getByRole('form', { name: 'Přihlášení psa k místnímu poplatku' });
    // Filled in from the account.
    await expect(form.getByLabel('Jméno', { exact: true })).toHaveValue('Jana');
    await form.getByLabel('Jméno psa').fill('Bety');
    await form.getByLabel('Plemeno').fill('kříženec');
    await form.getByRole('radio', { name: 'Fena' }).check();
    await form.getByLabel('Datum narození psa').fill('2024-03-15');
    await form.getByLabel('Číslo čipu').fill('203098100123456');
    await form.getByLabel('Držitelem psa jsem od').fill('2026-10-01');
    await form.getByRole('radio', { name: 'Rodinném domě' }).check();
    await form.getByLabel('Datum narození', { exact: true }).fill('1985-06-02');
    // Saved as a draft while typing.
    await expect(form.getByText(/Rozpracovaná žádost je uložená \(\d{1,2}:\d{2}\)/)).toBeVisible();
    // …without taking the focus away from where the resident types.
    await expect(form.getByLabel('Datum narození', { exact: true })).toBeFocused();

    // The exemption's questions appear only when it is claimed.
    await expect(form.getByLabel('Důvod', { exact: true })).toBeHidden();
    await form.getByLabel('Uplatňuji osvobození od poplatku nebo sníženou sazbu').check();
    await expect(form.getByLabel('Důvod', { exact: true })).toBeVisible();
    await form.getByLabel('Důvod', { exact: true }).selectOption({ index: 1 });
    await form
      .getByLabel(/^Doklad o nároku/)
      .setInputFiles({ name: 'prukaz.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Uložit rozpracované' }).click();
    await expect(page.getByText('Rozpracovanou žádost jsme uložili.')).toBeVisible();

    // Come back later from the account.
    await gotoHydrated(page, '/ucet/moje-pripady');
    await page
      .getByRole('region', { name: 'Rozpracované žádosti' })
      .getByRole('link', { name: 'Přihlášení psa k místnímu poplatku' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${DOG_FORM}$`));
    await expect(form.getByLabel('Jméno psa')).toHaveValue('Bety');
    await expect(form.getByRole('link', { name: 'prukaz.pdf' })).toBeVisible();

    // The declaration is missing: the browser says so before sending, as the server would.
    await form.getByRole('button', { name: 'Odeslat žádost' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Formulář obsahuje chyby' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: /Prohlašuji/ })).toBeVisible();
    await expectNoAxeViolations(page);

    await form.getByLabel(/Prohlašuji, že všechny uvedené údaje/).check();
    await form.getByRole('button', { name: 'Odeslat žádost' }).click();
    await expect(page.getByRole('heading', { name: 'Žádost jsme přijali' })).toBeVisible();
    await expect(page).toHaveURL(/\/ucet\/moje-pripady\/detail\/[0-9a-f-]{36}\?odeslano=1$/);
    await expect(page.getByRole('link', { name: 'prukaz.pdf' })).toBeVisible();
    await expect(page.getByText('Bety')).toBeVisible();
    await expectNoAxeViolations(page);

    await gotoHydrated(page, '/ucet/moje-pripady');
    const row = page.getByRole('row').filter({ hasText: 'Přihlášení psa k místnímu poplatku' }).first();
    await expect(row).toContainText('Přijato');
    // Filing took the draft away.
    await expect(
      page
        .getByRole('region', { name: 'Rozpracované žádosti' })
        .getByRole('link', { name: 'Přihlášení psa k místnímu poplatku' }),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the same journey without JavaScript: server errors, a draft with an attachment, then the case', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.77' },
    });
    const page = await context.newPage();
    await page.goto('/login?redirect=%2Fpotrebuji-vyridit%2Fostatni-zadosti%2Fonline-zadost');
    await logInOnPage(page, 'josef.dvorak@vzorov.example', 'Vzorov-Josef-2026');
    await expect(page).toHaveURL(/\/potrebuji-vyridit\/ostatni-zadosti\/online-zadost$/);
    await discardDraft(page);
    const form = page.getByRole('form', { name: 'Obecná žádost' });
    // Without JavaScript every field shows, and the server checks them.
    await form.getByRole('button', { name: 'Odeslat žádost' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Formulář obsahuje chyby' })).toBeVisible();
    await expect(page.getByText('Pole musí být vyplněno').first()).toBeVisible();

    await form.getByLabel('Věc', { exact: true }).fill('Oprava lavičky v parku');
    await form.getByLabel('Text žádosti').fill('Lavička u dětského hřiště v parku Na Výsluní má zlomené dvě latě.');
    await form.getByLabel(/^Přílohy/).setInputFiles({ name: 'lavicka.pdf', mimeType: 'application/pdf', buffer: PDF });
    await form.getByRole('button', { name: 'Uložit rozpracované' }).click();
    await expect(page.getByText('Rozpracovanou žádost jsme uložili.')).toBeVisible();

    await page.goto('/ucet/moje-pripady');
    await page
      .getByRole('region', { name: 'Rozpracované žádosti' })
      .getByRole('link', { name: 'Obecná žádost' })
      .click();
    await expect(form.getByLabel('Věc', { exact: true })).toHaveValue('Oprava lavičky v parku');
    await expect(form.getByRole('link', { name: 'lavicka.pdf' })).toBeVisible();
    await form.getByLabel('E-mail pro zasílání (znovu)').fill('josef.dvorak@vzorov.example');
    await form.getByLabel('Komu je žádost určena').selectOption({ label: 'Odbor správy majetku a investic' });
    await form.getByRole('radio', { name: 'E-mailem' }).check();
    await form.getByLabel(/Prohlašuji, že všechny uvedené údaje/).check();
    await form.getByRole('button', { name: 'Odeslat žádost' }).click();
    await expect(page.getByRole('heading', { name: 'Žádost jsme přijali' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'lavicka.pdf' })).toBeVisible();
    await expect(page.getByText('Oprava lavičky v parku')).toBeVisible();
    await context.close();
  });

  test('a session lost before sending keeps what was typed and says how to go on', async ({ returning: page }) => {
    await gotoHydrated(page, '/login?redirect=%2Fpotrebuji-vyridit%2Fostatni-zadosti%2Fonline-zadost');
    await logInOnPage(page, 'jana.novakova@vzorov.example', 'Vzorov-Jana-2026');
    await expect(page).toHaveURL(/online-zadost$/);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await discardDraft(page);
    const form = page.getByRole('form', { name: 'Obecná žádost' });
    await form.getByLabel('E-mail pro zasílání (znovu)').fill('jana.novakova@vzorov.example');
    await form.getByLabel('Komu je žádost určena').selectOption({ label: 'Kancelář starostky' });
    await form.getByLabel('Věc', { exact: true }).fill('Pochvala za zimní údržbu');
    await form.getByLabel('Text žádosti').fill('Děkuji technickým službám za rychlý úklid sněhu v Lipové ulici.');
    await form.getByRole('radio', { name: 'E-mailem' }).check();
    await form.getByLabel(/Prohlašuji, že všechny uvedené údaje/).check();
    await page.context().clearCookies({ name: AUTH_COOKIE });
    await form.getByRole('button', { name: 'Odeslat žádost' }).click();
    await expect(page.getByRole('alert')).toContainText('Vaše přihlášení mezitím vypršelo');
    await expect(page.getByRole('link', { name: /Přihlásit se \(otevře se v novém okně\)/ })).toBeVisible();
    await expect(page.getByLabel('Věc', { exact: true })).toHaveValue('Pochvala za zimní údržbu');
    await expectNoAxeViolations(page);
  });

  test('every online-request and pending form renders for a logged-in resident', async ({ returning: page }) => {
    test.setTimeout(240_000);
    await gotoHydrated(page, '/login?redirect=%2Fucet');
    await logInOnPage(page, 'josef.dvorak@vzorov.example', 'Vzorov-Josef-2026');
    await expect(page).toHaveURL(/\/ucet$/);
    expect(formDefinitions.filter((f) => f.online)).toHaveLength(21);
    expect(formDefinitions.filter((f) => f.pending)).toHaveLength(16);
    const paths = formDefinitions.flatMap((f) => [
      ...(f.online ? [[f, `/potrebuji-vyridit/${f.online}/online-zadost`] as const] : []),
      ...(f.pending ? [[f, `/forms/pending/${f.pending}`] as const] : []),
    ]);
    expect(paths).toHaveLength(37);
    for (const [def, path] of paths) {
      expect((await page.goto(path))?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(def.title);
      await expect(page.getByRole('form', { name: def.title })).toBeVisible();
    }
    for (const path of [
      '/forms/pending/daycare-application',
      '/forms/pending/grave-lease-transfer',
      '/potrebuji-vyridit/zadost-o-dotaci/online-zadost',
    ]) {
      await gotoHydrated(page, path);
      await expectNoAxeViolations(page);
    }
  });

  test('a resident answers the office’s question on the case page', async ({ returning: page }) => {
    await gotoHydrated(page, '/login?redirect=%2Fucet%2Fmoje-pripady');
    await logInOnPage(page, 'jana.novakova@vzorov.example', 'Vzorov-Jana-2026');
    const waiting = page.getByRole('main').getByRole('row').filter({ hasText: 'Čeká na doplnění' });
    await waiting.getByRole('link').first().click();
    const answer = page.getByRole('region', { name: 'Odpovědět úřadu' });
    await expect(answer).toBeVisible();
    await answer.getByRole('button', { name: 'Odeslat odpověď' }).click();
    await expect(page.getByRole('alert')).toContainText('Napište odpověď.');
    await expectNoAxeViolations(page);
    await answer.getByLabel('Vaše odpověď').fill('Nákres záboru posílám v příloze.');
    await answer.getByLabel('Přílohy').setInputFiles({
      name: 'nakres-zaboru.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await answer.getByRole('button', { name: 'Odeslat odpověď' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Případ je znovu v řešení');
    await expect(page.getByRole('region', { name: 'Průběh a zprávy z úřadu' })).toContainText(
      'Nákres záboru posílám v příloze.',
    );
    await expect(page.getByRole('region', { name: 'Přílohy' })).toContainText('nakres-zaboru.pdf');
    await expect(page.getByRole('region', { name: 'Odpovědět úřadu' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('someone else’s case is “Stránka nenalezena”', async ({ returning: page, browser, baseURL }) => {
    await gotoHydrated(page, '/login?redirect=%2Fucet%2Fmoje-pripady');
    await logInOnPage(page, 'josef.dvorak@vzorov.example', 'Vzorov-Josef-2026');
    await expect(page).toHaveURL(/\/ucet\/moje-pripady$/);
    const href = await page.getByRole('main').getByRole('table').getByRole('link').first().getAttribute('href');
    expect(href).toMatch(/^\/ucet\/moje-pripady\/detail\//);

    const context = await browser.newContext({ baseURL });
    await asReturningVisitor(context, baseURL!);
    const other = await context.newPage();
    await gotoHydrated(other, '/login?redirect=%2Fucet');
    await logInOnPage(other, 'jana.novakova@vzorov.example', 'Vzorov-Jana-2026');
    await expect(other).toHaveURL(/\/ucet$/);
    expect((await other.goto(href!))?.status()).toBe(404);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Stránka nenalezena');
    await context.close();
  });
});
