import { demoAccounts, demoGroups } from '../../app/features/accounts/demo.server.ts';
import {
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  linkPath,
  logInOnPage,
  loginWithWidget,
  mailTo,
  test,
} from './fixtures.ts';

/** Josef as the demo files have him (demo/accounts): his name and his group, found by his login and its key. */
const josef = demoAccounts().find((a) => a.email === 'josef.dvorak@vzorov.example')!;
const josefsName = new RegExp(`${josef.firstname} ${josef.lastname}`);
const josefsGroup = demoGroups().find((g) => g.key === josef.group)!.description;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('resident accounts', () => {
  test('register, confirm by the mailed link, log in with the widget, edit details, log out', async ({
    returning: page,
  }) => {
    const email = `obcan-${unique()}@example.net`;
    const password = 'Zelený strom u řeky';
    await gotoHydrated(page, '/registrace');
    await page.getByRole('main').getByLabel('Jméno').fill('Alena');
    await page.getByRole('main').getByLabel('Příjmení').fill('Veselá');
    await page.getByRole('main').getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('main').getByLabel('Heslo', { exact: true }).fill(password);
    await page.getByRole('main').getByLabel('Heslo znovu').fill(password);
    await page.getByRole('button', { name: 'Zaregistrovat se' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Zkontrolujte svůj e-mail' })).toBeVisible();

    const mail = await mailTo(email, /registrace\/potvrzeni/);
    await gotoHydrated(page, linkPath(mail, '/registrace/potvrzeni/'));
    await page.getByRole('button', { name: 'Potvrdit e-mailovou adresu' }).click();
    await expect(page.getByText('E-mailová adresa je potvrzená.')).toBeVisible();

    await gotoHydrated(page, '/');
    await loginWithWidget(page, email, password);
    await expect(page).toHaveURL(/\/ucet$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: /Alena Veselá/ })).toBeVisible();

    await expect(page.getByRole('heading', { level: 1, name: 'Osobní údaje' })).toBeVisible();
    await expect(page.getByRole('main').getByLabel('E-mail', { exact: true })).toHaveValue(email);
    await page.getByRole('main').getByLabel('Ulice a číslo domu').fill('Lesní 15');
    await page.getByRole('main').getByLabel('PSČ').fill('12345');
    await page.getByRole('button', { name: 'Uložit údaje' }).click();
    await expect(page.getByText('Údaje jsou uložené.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('main').getByLabel('Ulice a číslo domu')).toHaveValue('Lesní 15');

    await banner.getByRole('button', { name: /Alena Veselá/ }).click();
    await banner.getByRole('button', { name: 'Odhlásit se' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(banner.getByRole('button', { name: 'Přihlásit se' })).toBeVisible();
    await gotoHydrated(page, '/ucet');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fucet$/);
  });

  test('the widget shows the discount group of a resident in one', async ({ returning: page }) => {
    await gotoHydrated(page, '/');
    await loginWithWidget(page, 'josef.dvorak@vzorov.example', 'Vzorov-Josef-2026');
    const trigger = page.getByRole('banner').getByRole('button', { name: josefsName });
    await expect(trigger).toContainText(josefsGroup);
    await trigger.click();
    const links = page.getByRole('banner');
    for (const name of ['Osobní údaje', 'Moje závazky', 'Moje případy', 'Moje rezervace', 'Moje odpady']) {
      await expect(links.getByRole('link', { name })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('change the password, download the data and delete the account from /ucet', async ({ returning: page }) => {
    const email = `zruseni-${unique()}@example.net`;
    await gotoHydrated(page, '/registrace');
    const main = page.getByRole('main');
    await main.getByLabel('Jméno').fill('Zdena');
    await main.getByLabel('Příjmení').fill('Odcházející');
    await main.getByLabel('E-mail', { exact: true }).fill(email);
    await main.getByLabel('Heslo', { exact: true }).fill('Zdenino první heslo');
    await main.getByLabel('Heslo znovu').fill('Zdenino první heslo');
    await main.getByRole('button', { name: 'Zaregistrovat se' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Zkontrolujte svůj e-mail' })).toBeVisible();
    await gotoHydrated(page, linkPath(await mailTo(email, /registrace\/potvrzeni/), '/registrace/potvrzeni/'));
    await page.getByRole('button', { name: 'Potvrdit e-mailovou adresu' }).click();
    await expect(page.getByText('E-mailová adresa je potvrzená.')).toBeVisible();
    await gotoHydrated(page, '/login');
    await main.getByLabel('E-mail', { exact: true }).fill(email);
    await main.getByLabel('Heslo', { exact: true }).fill('Zdenino první heslo');
    await main.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL(/\/ucet$/);

    await main.getByLabel('Současné heslo').fill('Zdenino první heslo');
    await main.getByLabel('Nové heslo', { exact: true }).fill('Zdenino druhé heslo');
    await main.getByLabel('Nové heslo znovu').fill('Zdenino druhé heslo');
    await main.getByRole('button', { name: 'Změnit heslo' }).click();
    await expect(page.getByText(/Heslo je změněné/)).toBeVisible();
    // Still logged in here, with the new token.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Osobní údaje' })).toBeVisible();

    const download = await page.request.get('/ucet/export');
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toContain('attachment');
    expect((await download.json()).account).toMatchObject({ email, firstname: 'Zdena' });

    await main.getByLabel('Pro potvrzení zadejte své heslo').fill('Zdenino druhé heslo');
    await main.getByRole('button', { name: 'Zrušit účet' }).click();
    await expect(page).toHaveURL(/\/\?ucet=zrusen$/);
    await expect(page.getByText('Váš účet byl zrušen a vaše osobní údaje jsme vymazali.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Přihlásit se' })).toBeVisible();
    await gotoHydrated(page, '/login');
    await main.getByLabel('E-mail', { exact: true }).fill(email);
    await main.getByLabel('Heslo', { exact: true }).fill('Zdenino druhé heslo');
    await main.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(main.getByRole('alert')).toHaveText('Nesprávný e-mail nebo heslo.');
  });

  test('a dead login cookie is dropped when a page is opened', async ({ returning: page, baseURL }) => {
    await page.context().addCookies([{ name: 'auth._token.local', value: 'neplatny-token-0123456789', url: baseURL! }]);
    await gotoHydrated(page, '/');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'auth._token.local')).toBeUndefined();
  });

  test('a failed login shows the errors joined in a danger notification', async ({ returning: page }) => {
    await gotoHydrated(page, '/');
    await loginWithWidget(page, 'josef.dvorak@vzorov.example', 'úplně špatně');
    const alert = page.getByRole('banner').getByRole('alert');
    await expect(alert).toHaveText('Nesprávný e-mail nebo heslo.');
    await expectNoAxeViolations(page);
  });

  test('an anonymous visit to an account page goes to login and comes back after it', async ({ returning: page }) => {
    await gotoHydrated(page, '/ucet/moje-pripady');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fucet%2Fmoje-pripady$/);
    await expect(page.getByText('Tato stránka je jen pro přihlášené.')).toBeVisible();
    const main = page.getByRole('main');
    await main.getByLabel('E-mail', { exact: true }).fill('josef.dvorak@vzorov.example');
    await main.getByLabel('Heslo', { exact: true }).fill('Vzorov-Josef-2026');
    await main.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL(/\/ucet\/moje-pripady$/);
  });

  for (const target of ['//evil.example', 'https://evil.example']) {
    test(`login with redirect=${target} ends on /ucet`, async ({ returning: page }) => {
      await gotoHydrated(page, `/login?redirect=${encodeURIComponent(target)}`);
      const main = page.getByRole('main');
      await main.getByLabel('E-mail', { exact: true }).fill('josef.dvorak@vzorov.example');
      await main.getByLabel('Heslo', { exact: true }).fill('Vzorov-Josef-2026');
      await main.getByRole('button', { name: 'Přihlásit se' }).click();
      await expect(page).toHaveURL(/\/ucet$/);
    });
  }

  test('a wrong password keeps where the visitor was going; the right one then lands there', async ({
    returning: page,
  }) => {
    await gotoHydrated(page, '/login?redirect=%2Fucet%2Fmoje-pripady');
    await logInOnPage(page, 'josef.dvorak@vzorov.example', 'úplně špatně');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Nesprávný e-mail nebo heslo.');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fucet%2Fmoje-pripady$/);
    await logInOnPage(page, 'josef.dvorak@vzorov.example', 'Vzorov-Josef-2026');
    await expect(page).toHaveURL(/\/ucet\/moje-pripady$/);
  });

  test('the login page reached by a link takes what is typed at once (a password manager’s fill)', async ({
    returning: page,
  }) => {
    await gotoHydrated(page, '/registrace');
    await page.getByRole('main').getByRole('link', { name: 'Přihlaste se' }).click();
    // Typed the moment the page is there (the address changes with it), and sent after a while.
    await expect(page).toHaveURL(/\/login$/);
    const main = page.getByRole('main');
    await main.getByLabel('E-mail', { exact: true }).fill('josef.dvorak@vzorov.example');
    await main.getByLabel('Heslo', { exact: true }).fill('Vzorov-Josef-2026');
    await page.waitForTimeout(1500);
    await expect(main.getByLabel('E-mail', { exact: true })).toHaveValue('josef.dvorak@vzorov.example');
    await expect(main.getByLabel('Heslo', { exact: true })).toHaveValue('Vzorov-Josef-2026');
    await main.getByRole('button', { name: 'Přihlásit se' }).click();
    // A field wiped meanwhile would have been sent empty: 'Pole musí být vyplněno' on the login page.
    await expect(page).toHaveURL(/\/ucet$/);
  });

  test('a logged-in resident opening a guest-only page lands on the home page', async ({ returning: page }) => {
    await gotoHydrated(page, '/');
    await loginWithWidget(page, 'josef.dvorak@vzorov.example', 'Vzorov-Josef-2026');
    await expect(page).toHaveURL(/\/ucet$/);
    for (const path of ['/registrace', '/login', '/obnova-hesla', '/zmena-hesla/cokoliv']) {
      await gotoHydrated(page, path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('password reset by the mailed link, then login with the new password', async ({ returning: page }) => {
    const email = `reset-${unique()}@example.net`;
    await gotoHydrated(page, '/registrace');
    await page.getByRole('main').getByLabel('Jméno').fill('Radek');
    await page.getByRole('main').getByLabel('Příjmení').fill('Zapomnětlivý');
    await page.getByRole('main').getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('main').getByLabel('Heslo', { exact: true }).fill('První heslo Radka');
    await page.getByRole('main').getByLabel('Heslo znovu').fill('První heslo Radka');
    await page.getByRole('button', { name: 'Zaregistrovat se' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Zkontrolujte svůj e-mail' })).toBeVisible();
    // The account is created after the answer; its confirmation mail says it exists.
    await mailTo(email, /registrace\/potvrzeni/);

    await gotoHydrated(page, '/obnova-hesla');
    await page.getByRole('main').getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Poslat odkaz' }).click();
    await expect(page.getByText(/Pokud u nás máte účet/)).toBeVisible();

    const mail = await mailTo(email, /zmena-hesla/);
    await gotoHydrated(page, linkPath(mail, '/zmena-hesla/'));
    await page.getByRole('main').getByLabel('Nové heslo', { exact: true }).fill('krátké');
    await page.getByRole('main').getByLabel('Nové heslo znovu').fill('jiné');
    await page.getByRole('button', { name: 'Uložit nové heslo' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Formulář obsahuje chyby' });
    await expect(summary).toBeFocused();
    await expect(summary).toContainText('Nové heslo: Vyplňte prosím minimálně 8 znaků.');
    await expect(summary).toContainText('Nové heslo znovu: Toto pole je nutné potvrdit.');
    await expectNoAxeViolations(page);

    await page.getByRole('main').getByLabel('Nové heslo', { exact: true }).fill('Druhé heslo Radka');
    await page.getByRole('main').getByLabel('Nové heslo znovu').fill('Druhé heslo Radka');
    await page.getByRole('button', { name: 'Uložit nové heslo' }).click();
    await expect(page).toHaveURL(/\/login\?heslo=zmeneno$/);
    const main = page.getByRole('main');
    await main.getByLabel('E-mail', { exact: true }).fill(email);
    await main.getByLabel('Heslo', { exact: true }).fill('Druhé heslo Radka');
    await main.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL(/\/ucet$/);
  });

  test('registration explains each error next to its field and in a summary, in the browser', async ({
    returning: page,
  }) => {
    await gotoHydrated(page, '/registrace');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.getByRole('main').getByLabel('E-mail', { exact: true }).fill('neni-email');
    // The server's schema checks the form in the browser once it has arrived (the first use loads it).
    await expect(page.locator('form[data-checks="ready"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Zaregistrovat se' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Formulář obsahuje chyby' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Jméno: Pole musí být vyplněno' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'E-mail: Pole musí obsahovat platný email.' })).toBeVisible();
    await expect(page.getByRole('main').getByLabel('E-mail', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('main').getByLabel('E-mail', { exact: true })).toHaveValue('neni-email');
    await summary.getByRole('link', { name: /Jméno/ }).click();
    await expect(page.getByRole('main').getByLabel('Jméno')).toBeFocused();
    await expectNoAxeViolations(page);
    expect(posts).toEqual([]);
    // Corrected key by key, the field keeps the focus and its message goes.
    await page.getByRole('main').getByLabel('Jméno').pressSequentially('Alena');
    await expect(page.getByRole('main').getByLabel('Jméno')).toBeFocused();
    await expect(summary.getByRole('link', { name: /Jméno/ })).toHaveCount(0);
    // What only the server knows comes back into the same summary: a password everyone uses.
    const main = page.getByRole('main');
    await main.getByLabel('Příjmení').fill('Veselá');
    await main.getByLabel('E-mail', { exact: true }).fill(`bezne-heslo-${unique()}@example.net`);
    await main.getByLabel('Heslo', { exact: true }).fill('password');
    await main.getByLabel('Heslo znovu').fill('password');
    await page.getByRole('button', { name: 'Zaregistrovat se' }).click();
    await expect(summary.getByRole('link', { name: /^Heslo: Toto heslo je mezi nejpoužívanějšími/ })).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(main.getByLabel('Jméno')).toHaveValue('Alena');
  });

  test('the password reveal toggle shows and hides the password', async ({ returning: page }) => {
    await gotoHydrated(page, '/login');
    const main = page.getByRole('main');
    const field = main.getByLabel('Heslo', { exact: true });
    await field.fill('tajné heslo');
    await expect(field).toHaveAttribute('type', 'password');
    await main.getByRole('button', { name: 'Zobrazit heslo' }).click();
    await expect(field).toHaveAttribute('type', 'text');
    await main.getByRole('button', { name: 'Skrýt heslo' }).click();
    await expect(field).toHaveAttribute('type', 'password');
  });

  test('axe: the account pages, the widget open, and the account page logged in', async ({ returning: page }) => {
    // A dozen pages and states, each scanned by axe: more than a minute on a busy two-core machine.
    test.slow();
    for (const path of ['/login', '/registrace', '/obnova-hesla', '/zmena-hesla/neplatny', '/registrace/potvrzeni/x']) {
      await gotoHydrated(page, path);
      await expectNoAxeViolations(page);
    }
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page.getByRole('banner').getByLabel('E-mail', { exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Přihlásit se' })).toBeFocused();

    // Forms with their errors shown.
    await gotoHydrated(page, '/login');
    await page.getByRole('main').getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
    await gotoHydrated(page, '/obnova-hesla');
    await page.getByRole('button', { name: 'Poslat odkaz' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Formulář obsahuje chyby' })).toBeVisible();
    await expectNoAxeViolations(page);

    await gotoHydrated(page, '/');
    await loginWithWidget(page, 'josef.dvorak@vzorov.example', 'Vzorov-Josef-2026');
    await expect(page.getByRole('heading', { level: 1, name: 'Osobní údaje' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('main').getByLabel('Jméno').fill('');
    await page.getByRole('button', { name: 'Uložit údaje' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Jméno: Pole musí být vyplněno' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Změnit heslo' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Současné heslo: Pole musí být vyplněno' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a wrong password keeps where the visitor was going', async ({ returning: page }) => {
    await page.goto('/login?redirect=%2Fucet%2Fmoje-pripady');
    const main = page.getByRole('main');
    await main.getByLabel('E-mail', { exact: true }).fill('josef.dvorak@vzorov.example');
    await main.getByLabel('Heslo', { exact: true }).fill('úplně špatně');
    await main.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(main.getByRole('alert')).toHaveText('Nesprávný e-mail nebo heslo.');
    await main.getByLabel('Heslo', { exact: true }).fill('Vzorov-Josef-2026');
    await main.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL(/\/ucet\/moje-pripady$/);
  });

  test('the login form works and the header shows the logged-in resident', async ({ returning: page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const main = page.getByRole('main');
    await main.getByLabel('E-mail', { exact: true }).fill('josef.dvorak@vzorov.example');
    await main.getByLabel('Heslo', { exact: true }).fill('špatné heslo');
    await main.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(main.getByRole('alert')).toHaveText('Nesprávný e-mail nebo heslo.');
    await main.getByLabel('Heslo', { exact: true }).fill('Vzorov-Josef-2026');
    await main.getByRole('button', { name: 'Přihlásit se' }).click();
    await expect(page).toHaveURL(/\/ucet$/);
    await expect(page.getByRole('banner').getByRole('link', { name: josefsName })).toBeVisible();
  });
});
