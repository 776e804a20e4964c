import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { demoAccounts } from '../../app/features/accounts/demo.server.ts';
import { sampleValues } from '../../app/features/e-services/sample-values.ts';
import { people, startNiaTestProvider } from '../../app/features/identity/test-provider.ts';
import { formByKey } from '../../common/forms/registry.ts';
import type { FormDefinition } from '../../common/forms/types.ts';
import { DEMO_LOGINS } from '../../server/test/app.ts';
import { freePort } from '../free-port.ts';
import { selfSigned } from '../idp/simplesamlphp.ts';
import { janaByIdentity, town } from '../isds/boxes.ts';
import { startTestDataBoxSystem } from '../isds/server.ts';
import { asReturningVisitor, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.ts';
import { demoMediaDir, seededDataDir, startServer, stopServer } from './servers.ts';

// The sign-in through NIA ("Identita občana", issue 32) in Chromium, against an identity provider
// running here (SimpleSAMLphp, answering as NIA does) and a server of the site configured for it.
// A resident's first time: the identity is not linked, so she signs in with her password to link it;
// her logout ends the sign-in at NIA too; on another day the identity alone signs her in. Another
// resident, with no account yet, makes one with her identity.

const jana = people.find((p) => p.username === 'jana');
const eliska = people.find((p) => p.username === 'eliska');

const DIGITAL_ACT_FORM = formByKey('permanent-residence-cancellation')!;
const DIGITAL_ACT_PATH = `/potrebuji-vyridit/${DIGITAL_ACT_FORM.online}/online-zadost`;

/** Jana's answers to a form, with its files, saved as her draft through the API (a login of its own). */
async function saveDraftOf(site: string, def: FormDefinition) {
  const login = await fetch(`${site}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_LOGINS.jana[0], password: DEMO_LOGINS.jana[1] }),
  });
  const { token } = (await login.json()) as { token: string };
  const { values, fileFields } = sampleValues(def, demoAccounts()[0]!);
  const body = new FormData();
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  for (const field of fileFields)
    body.append(
      field,
      new Blob([new Uint8Array(Buffer.from('%PDF-1.4\n%%EOF\n'))], { type: 'application/pdf' }),
      'doklad.pdf',
    );
  const saved = await fetch(`${site}/api/forms/${def.key}/draft`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  expect(saved.status).toBe(200);
}

/** On the provider's own page, as the person would. */
async function signInAtProvider(page: Page, username: string, password: string) {
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('#password').press('Enter');
}

test('sign in through Identita občana: linking an account, single logout, signing in by it alone, a new account', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'vzorov-nia-e2e-'));
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const sp = selfSigned(dir, 'sp');
  const idp = await startNiaTestProvider(site, sp.certificate);
  const dataBoxes = await startTestDataBoxSystem([town, janaByIdentity]);
  writeFileSync(path.join(dir, 'nia.xml'), await (await fetch(`${idp.url}/saml2/idp/metadata.php`)).text());
  const server = await startServer(seededDataDir(path.join(dir, 'data')), demoMediaDir('vzorov-nia-media-'), {
    PORT: String(port),
    PUBLIC_URL: site,
    NIA_IDP_METADATA: path.join(dir, 'nia.xml'),
    NIA_SP_KEY: path.join(dir, 'sp.key'),
    NIA_SP_CERT: path.join(dir, 'sp.crt'),
    DATA_BOX_URL: dataBoxes.url,
    DATA_BOX_USERNAME: town.username,
    DATA_BOX_PASSWORD: town.password,
  });
  try {
    const first = await browser.newContext({ baseURL: site });
    await asReturningVisitor(first, site);
    const page = await first.newPage();

    // The first time: NIA vouches for her, but no account here has her identity yet.
    await gotoHydrated(page, '/login');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Přihlásit se přes Identitu občana' }).click();
    await expect(page).toHaveURL(new RegExp(`^${idp.url}/`));
    await signInAtProvider(page, jana!.username, jana!.password);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Dokončete přihlášení přes Identitu občana' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main).toContainText('JANA DVOŘÁKOVÁ');
    await expectNoAxeViolations(page);

    // She has an account: she signs in to it with her password, and the identity is linked to it.
    await page.getByRole('link', { name: 'Přihlásit se a propojit účet' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Přihlášení' })).toBeVisible();
    // Typed before the page hydrates, the e-mail was once lost and the form sent without it.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await main.getByLabel('E-mail', { exact: true }).fill(DEMO_LOGINS.jana[0]);
    await main.getByLabel('Heslo', { exact: true }).fill(DEMO_LOGINS.jana[1]);
    await main.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Osobní údaje' })).toBeVisible();
    await expect(main).toContainText('Totožnost ověřena přes Identitu občana, úroveň značná');
    await expect(main).toContainText('JANA DVOŘÁKOVÁ');
    await expectNoAxeViolations(page);
    // Her data box is found by the identity: NIA releases no box ID, her names and birth date find it.
    await main.getByRole('button', { name: 'Vyhledat mou datovou schránku' }).click();
    await expect(main).toContainText(`${janaByIdentity.id} (Jana Dvořáková)`);
    await expectNoAxeViolations(page);

    // A request that needs a verified identity: she has one in this login, reviews what she files and
    // confirms it; it is filed as a digital act. (Her answers wait in a draft saved beforehand.)
    await saveDraftOf(site, DIGITAL_ACT_FORM);
    await gotoHydrated(page, DIGITAL_ACT_PATH);
    await expect(main).toContainText('Podáváte s ověřenou totožností: JANA DVOŘÁKOVÁ');
    await main.getByRole('button', { name: 'Pokračovat ke kontrole' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Zkontrolujte, co podáváte' })).toBeVisible();
    await expect(main).toContainText('Otisk podání (SHA-256)');
    await expectNoAxeViolations(page);
    await main.getByRole('button', { name: 'Podat' }).click();
    await expect(page).toHaveURL(/\/ucet\/moje-pripady\/detail\/[0-9a-f-]{36}\?odeslano=1$/);
    await expect(main).toContainText('podáno s ověřenou totožností (značná) přes Identitu občana');
    await expectNoAxeViolations(page);

    // Her logout ends the sign-in at NIA as well: the next sign-in there asks for her password again.
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: /Jana/ }).click();
    await banner.getByRole('button', { name: 'Odhlásit se' }).click();
    await expect(page).toHaveURL(`${site}/`);
    await gotoHydrated(page, '/login');
    await page.getByRole('link', { name: 'Přihlásit se přes Identitu občana' }).click();
    await expect(page.locator('#username')).toBeVisible();
    await first.close();

    // Another day, another browser: the identity alone signs her in, where she was going.
    const later = await browser.newContext({ baseURL: site });
    await asReturningVisitor(later, site);
    const again = await later.newPage();
    await gotoHydrated(again, '/ucet/moje-pripady');
    await expect(again).toHaveURL(/\/login\?redirect=/);
    await again.getByRole('link', { name: 'Přihlásit se přes Identitu občana' }).click();
    await signInAtProvider(again, jana!.username, jana!.password);
    await expect(again).toHaveURL(`${site}/ucet/moje-pripady`);
    await expect(again.getByRole('heading', { level: 1 })).toBeVisible();
    await later.close();

    // Eliška has no account here: she makes one with her identity, no password needed.
    const newcomer = await browser.newContext({ baseURL: site });
    await asReturningVisitor(newcomer, site);
    const her = await newcomer.newPage();
    await gotoHydrated(her, '/login');
    await her.getByRole('link', { name: 'Přihlásit se přes Identitu občana' }).click();
    await signInAtProvider(her, eliska!.username, eliska!.password);
    const hers = her.getByRole('main');
    await expect(hers.getByLabel('Jméno', { exact: true })).toHaveValue('Eliška');
    await expect(hers.getByLabel('Příjmení', { exact: true })).toHaveValue('Horáková-Šimková');
    await hers.getByRole('button', { name: 'Založit účet' }).click();
    await expect(hers.getByRole('alert')).toContainText('E-mail');
    await expectNoAxeViolations(her);
    await hers.getByLabel('E-mail', { exact: true }).fill('eliska.horakova@example.cz');
    await hers.getByRole('button', { name: 'Založit účet' }).click();
    await expect(her.getByRole('heading', { level: 1, name: 'Osobní údaje' })).toBeVisible();
    await expect(hers).toContainText('Účet je založený a propojený s Identitou občana');
    await expect(hers).toContainText('úroveň vysoká');
    await expectNoAxeViolations(her);
    await newcomer.close();
  } finally {
    await stopServer(server.child);
    await idp.stop();
    await dataBoxes.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
