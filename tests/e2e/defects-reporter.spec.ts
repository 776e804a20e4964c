import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_LOGINS } from '../../server/test/app.ts';
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  linkPath,
  logInOnPage,
  mailTo,
  signInAsStaff,
  test,
} from './fixtures.ts';
import { phoneProblems } from './phone-width.ts';

// Defect reports (issue 60), the reporter's side: a report filed with a photo, the office publishing
// the photo, merging a duplicate into it, answering and resolving it; the reporter reopening it and
// saying they are satisfied. A guest without JavaScript joins a report ("Trápí mě to taky") by mail,
// and files one by street and number, confirmed by mail and followed on its link's page; a clerk
// takes two reports at once; the pages at a phone's width.

const [JANA, JANA_PASSWORD] = DEMO_LOGINS.jana;
const CATEGORY = 'Poškozená lavička, hřiště nebo vandalismus';

/** A photo as a phone takes it: a JPEG of 640 × 480 with something on it (a gradient). */
async function photo() {
  const [width, height] = [640, 480];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 3] = (i % width) % 256;
    pixels[i * 3 + 1] = Math.floor(i / width) % 256;
    pixels[i * 3 + 2] = 128;
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
  return { name: 'lavicka.jpg', mimeType: 'image/jpeg', buffer };
}

/** Files a report with the pin moved by keys; its number. */
async function fileReport(page: Page, description: string, withPhoto: boolean): Promise<string> {
  await gotoHydrated(page, '/nahlasit-zavadu');
  const map = page.getByRole('region', { name: 'Mapa pro označení místa závady' });
  await expect(map.locator('.leaflet-pane').first()).toBeAttached();
  await map.focus();
  for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('status').filter({ hasText: /^Špendlík: / })).toBeVisible();
  await page.getByLabel('Co je za závadu').selectOption({ label: CATEGORY });
  await page.getByLabel('Popis závady').fill(description);
  if (withPhoto) await page.getByLabel('Fotografie (nepovinné)').setInputFiles(await photo());
  await page.getByRole('button', { name: 'Odeslat hlášení' }).click();
  const filed = page.getByText(/Hlášení Z-\d{4}-\d{4,} jsme přijali/);
  await expect(filed).toBeVisible();
  return /Z-\d{4}-\d{4,}/.exec((await filed.textContent()) ?? '')?.[0] ?? '';
}

/** The office's page of a report, found in the queue by its number. */
async function openInOffice(office: Page, number: string) {
  await gotoHydrated(office, `/sprava/zavady?q=${number}`);
  await office.getByRole('link', { name: number, exact: true }).click();
  await expect(office.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
}

/** A step with a text on the office's page, and what the page says once it is done. */
async function officeStep(office: Page, text: string, button: string, done: string | RegExp) {
  await office.getByLabel('Text', { exact: true }).fill(text);
  await office.getByRole('button', { name: button }).click();
  await expect(office.getByText(done)).toBeVisible();
}

/**
 * The issue's journey, in three tests of one worker (each well under the minute a test has on a
 * busy two-core machine): each goes on with the reports and both sides' sessions of the one before.
 */
test.describe
  .serial('a report with a photo, from filing to the reporter satisfied', () => {
    const journey = { number: '', twin: '', reporter: '', clerk: '' };
    const reporterPage = async (browser: Browser) =>
      (await browser.newContext({ storageState: JSON.parse(journey.reporter) })).newPage();

    test('a resident files a report with a photo, and the same defect again', async ({ returning: page }) => {
      await gotoHydrated(page, '/login?redirect=%2Fnahlasit-zavadu');
      await logInOnPage(page, JANA, JANA_PASSWORD);
      await expect(page).toHaveURL(/\/nahlasit-zavadu$/);
      // The filed page's axe run is defects.spec.ts's: the same page, the same notice.
      journey.number = await fileReport(page, 'Na lavičce v parku jsou ulomená dvě prkna, trčí z ní hřebíky.', true);
      journey.twin = await fileReport(page, 'Lavička v parku je rozbitá, chybí prkna na sedáku.', false);
      journey.reporter = JSON.stringify(await page.context().storageState());
    });

    test('the clerk publishes the photo, merges the duplicate in, answers publicly and resolves it', async ({
      browser,
    }) => {
      const { number, twin } = journey;
      const office = await (await browser.newContext()).newPage();
      await signInAsStaff(office, 'tomas', '/sprava/zavady');
      journey.clerk = JSON.stringify(await office.context().storageState());
      await openInOffice(office, number);
      await office.getByRole('button', { name: 'Zveřejnit fotografii: Fotografie od oznamovatele 1 z 1' }).click();
      await expect(office.getByText('Fotografie je zveřejněná na stránce hlášení.')).toBeVisible();
      await expect(office.getByText('Zveřejněná.')).toBeVisible();
      await expectNoAxeViolations(office);
      await openInOffice(office, twin);
      await office.getByLabel('Sloučit s hlášením číslo').fill(number);
      await office.getByRole('button', { name: 'Sloučit' }).click();
      await expect(office.getByText(/Hlášení je sloučené/)).toBeVisible();
      await expect(
        office.getByRole('definition').filter({ hasText: `Sloučeno s jiným hlášením: ${number}` }),
      ).toBeVisible();

      await openInOffice(office, number);
      await office.getByRole('button', { name: 'Převzít hlášení' }).click();
      await expect(office.getByText('Hlášení je vaše a je v řešení.')).toBeVisible();
      await officeStep(
        office,
        'Prkna objednáváme, lavičku opravíme do týdne.',
        'Odeslat odpověď',
        'Odpověď je odeslaná.',
      );
      await officeStep(office, 'Prkna jsme vyměnili.', 'Závada je vyřešená', /Hlášení je vyřešené/);
    });

    test('the reporter reopens it, the clerk resolves it again; she is satisfied, and the office sees it', async ({
      browser,
    }) => {
      const { number, twin } = journey;
      const page = await reporterPage(browser);
      const office = await (await browser.newContext({ storageState: JSON.parse(journey.clerk) })).newPage();
      // The public page shows the published photo; her duplicate's page says where it goes on.
      await gotoHydrated(page, `/zavady/${number}`);
      await expect(page.getByRole('img', { name: /Fotografie od oznamovatele/ })).toBeVisible();
      await gotoHydrated(page, `/ucet/moje-zavady/${twin}`);
      await expect(page.getByText(/Hlášení jsme sloučili s hlášením/)).toBeVisible();

      await gotoHydrated(page, `/ucet/moje-zavady/${number}`);
      await expect(page.getByText('Prkna objednáváme, lavičku opravíme do týdne.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Znovu otevřít hlášení' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByLabel('Proč hlášení znovu otevíráte').fill('Jedno prkno zůstalo ulomené a hřebíky trčí dál.');
      await page.getByRole('button', { name: 'Znovu otevřít' }).click();
      await expect(page.getByText('Hlášení je znovu otevřené a úřad se jím bude zabývat.')).toBeVisible();

      await openInOffice(office, number);
      await expect(office.getByText('Jedno prkno zůstalo ulomené a hřebíky trčí dál.')).toBeVisible();
      await officeStep(office, 'Vyměnili jsme i poslední prkno.', 'Závada je vyřešená', /Hlášení je vyřešené/);
      await gotoHydrated(page, `/ucet/moje-zavady/${number}`);
      await page.getByRole('button', { name: 'Ano, jsem spokojen(a)' }).click();
      await expect(page.getByText('Děkujeme za odpověď. Pomůže nám hlášení vyřizovat lépe.')).toBeVisible();
      await expect(page.getByText('Odpověděli jste: ano, spokojeni.')).toBeVisible();
      await expectNoAxeViolations(page);
      await office.reload();
      await expect(office.getByText('Spokojenost oznamovatele')).toBeVisible();
      await expect(office.getByRole('definition').filter({ hasText: /^spokojen$/ })).toBeVisible();
      await expectNoAxeViolations(office);
    });
  });

/** How many others a report bothers, as its page says it. */
function supporters(text: string): number {
  if (text.startsWith('Zatím')) return 0;
  if (text.includes('jednoho')) return 1;
  return Number(/\d+/.exec(text)?.[0] ?? Number.NaN);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest joins a report with an e-mail, confirms by the mailed link, and the count goes up', async ({
    returning: page,
    browser,
  }) => {
    await page.goto('/zavady');
    // The lamp by the pond, open (its merged duplicate has the same place and name).
    const lamp = page.getByRole('listitem').filter({ hasText: 'Nesvítí veřejné osvětlení: U Rybníka 87/3' });
    await lamp.filter({ hasNotText: 'Sloučeno' }).getByRole('link').click();
    const section = page.getByRole('region', { name: 'Trápí mě to taky' });
    const count = section.locator('p').first();
    const before = supporters((await count.textContent()) ?? '');
    expect(before).toBeGreaterThanOrEqual(0);
    const number = /Z-\d{4}-\d{4,}/.exec(page.url())?.[0] ?? '';
    const email = `soused.${Date.now()}@example.cz`;
    await section.getByLabel('Váš e-mail').fill(email);
    await section.getByRole('button', { name: 'Trápí mě to taky' }).click();
    await expect(page.getByText(/Poslali jsme vám e-mail s odkazem/)).toBeVisible();

    // The link only shows a button (mail scanners open links); the button confirms. Axe runs in the
    // page's JavaScript, so it checks the link's page in a browser with it.
    const link = linkPath(await mailTo(email, /zavady\/podpora\//), '/zavady/podpora/');
    const withScripts = await browser.newContext({ javaScriptEnabled: true });
    const checked = await withScripts.newPage();
    await gotoHydrated(checked, link);
    await expect(checked.getByRole('button', { name: 'Potvrdit sledování' })).toBeVisible();
    await expectNoAxeViolations(checked);
    await withScripts.close();
    await page.goto(link);
    await expect(page.getByText(new RegExp(`sledovat hlášení ${number}`))).toBeVisible();
    await page.getByRole('button', { name: 'Potvrdit sledování' }).click();
    await expect(page.getByText(/Děkujeme. Hlášení sledujete/)).toBeVisible();
    await page.getByRole('link', { name: 'Zobrazit hlášení' }).click();
    await expect(page.getByRole('region', { name: 'Trápí mě to taky' }).locator('p').first()).toHaveText(/Trápí to i/);
    expect(supporters((await count.textContent()) ?? '')).toBe(before + 1);
  });
  test('a guest files by street and number, confirms by the mailed link, and follows the report on its page', async ({
    returning: page,
  }) => {
    await page.goto('/nahlasit-zavadu');
    await page.getByLabel('Co je za závadu').selectOption({ label: 'Jiná závada' });
    await page.getByLabel('Popis závady').fill('U zastávky je vyvrácený sloupek s cedulí jízdního řádu.');
    await page.getByLabel('Ulice nebo část obce').fill('Husova');
    await page.getByLabel('Číslo domu').fill('16');
    const email = `host.${Date.now()}@example.cz`;
    await page.getByLabel('Váš e-mail').fill(email);
    await page.getByRole('button', { name: 'Odeslat hlášení' }).click();
    await expect(page.getByText(/Potvrďte prosím hlášení Z-\d{4}-\d{4,}/)).toBeVisible();

    await page.goto(linkPath(await mailTo(email, /zavady\/potvrzeni\//), '/zavady/potvrzeni/'));
    await page.getByRole('button', { name: 'Potvrdit hlášení' }).click();
    await expect(page.getByText(/je potvrzené/)).toBeVisible();
    await page.getByRole('link', { name: 'Sledovat hlášení a odpovídat úřadu' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Jiná závada: Husova/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Průběh' })).toBeVisible();
  });
});

test('a clerk takes two reports from the queue at once: the one nobody has, and says the other was theirs', async ({
  page,
}) => {
  await signInAsStaff(page, 'tomas', '/sprava/zavady');
  // Demo reports of categories the other journeys do not file, so no other test acts on them meanwhile:
  // the pothole nobody has taken yet, the pavement the clerk is mending already.
  for (const [category, who] of [
    ['Výtluk nebo poškozená silnice', 'nikdo'],
    ['Poškozený chodník', 'Tomáš'],
  ]) {
    const row = page
      .getByRole('row')
      .filter({ hasText: category })
      .filter({ hasText: who ?? '' });
    await row.first().getByRole('checkbox').check();
  }
  await page.getByLabel('S vybranými').selectOption({ label: 'Převzít' });
  await page.getByRole('button', { name: 'Provést' }).click();
  await expect(page.getByText(/^Převzato: 1 hlášení\. Beze změny: 1 hlášení \(už je někdo řeší/)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the report pages fit a phone 320 px wide', async ({ returning: page }) => {
  await gotoHydrated(page, '/login?redirect=%2Fucet%2Fmoje-zavady');
  await logInOnPage(page, JANA, JANA_PASSWORD);
  await expect(page).toHaveURL(/\/ucet\/moje-zavady$/);
  const problems: string[] = [];
  for (const path of ['/zavady', '/nahlasit-zavadu', '/ucet/moje-zavady']) {
    await page.setViewportSize({ width: 320, height: 700 });
    await gotoHydrated(page, path);
    problems.push(...(await phoneProblems(page, path)));
  }
  expect(problems).toEqual([]);
});
