import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoAccounts } from '../../app/features/accounts/demo.server.ts';
import { sampleValues } from '../../app/features/e-services/sample-values.ts';
import { formDefinitions } from '../../common/forms/registry.ts';
import { simplePdf } from '../../server/lib/pdf.ts';
import { DEMO_LOGINS } from '../../server/test/app.ts';
import { startTestSmtp } from '../../server/test/smtp.ts';
import {
  asReturningVisitor,
  expect,
  expectNoAxeViolations,
  gotoHydrated,
  logInOnPage,
  signInAsStaff,
  test,
} from './fixtures.ts';
import { demoMediaDir, seededDataDir, startServer, stopServer } from './servers.ts';

// A request from filing to closing between Jana and the financial department's clerk Lenka, on a
// server of its own whose mail goes to a real SMTP server here: every step is told by mail, and each
// side follows the mail's link to the case.

const pathOf = (mail: string, prefix: string) => {
  const found = mail.match(new RegExp(`https?://[^\\s"<>]+?(${prefix}[A-Za-z0-9_-]+)`));
  if (!found?.[1]) throw new Error(`no ${prefix} link in the mail`);
  return found[1];
};

test('a resident and a clerk take a request from filing to closing, each told by a real mail', async ({ browser }) => {
  test.setTimeout(300_000);
  const smtp = await startTestSmtp();
  const dataDir = seededDataDir(mkdtempSync(path.join(tmpdir(), 'vzorov-round-')));
  const mediaDir = demoMediaDir('vzorov-round-media-');
  const server = await startServer(dataDir, mediaDir, { SMTP_URL: smtp.url });
  const [JANA, LENKA] = [DEMO_LOGINS.jana[0], DEMO_LOGINS.lenka[0]];
  try {
    // Jana files a dog registration (the filing itself has journeys of its own).
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: JANA, password: DEMO_LOGINS.jana[1] }),
    });
    const { token } = (await login.json()) as { token: string };
    const def = formDefinitions.find((f) => f.key === 'dog-registration')!;
    const filed = await fetch(`${server.url}/api/forms/dog-registration/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(sampleValues(def, demoAccounts()[0]!).values),
    });
    expect(filed.status).toBe(201);
    const { number } = ((await filed.json()) as { data: { number: string } }).data;

    // Lenka is told, and the mail's link takes her to the case after she signs in.
    const told = await smtp.waitFor(LENKA, new RegExp(`Nová žádost ${number}`), 20_000);
    const casePath = pathOf(told.decoded, '/sprava/pripady/');
    const clerkContext = await browser.newContext({ baseURL: server.url });
    await asReturningVisitor(clerkContext, server.url);
    const clerk = await clerkContext.newPage();
    const desk = clerk.getByRole('main');
    await signInAsStaff(clerk, 'lenka', casePath);
    await expect(clerk.getByRole('heading', { level: 1 })).toContainText(number);
    await desk.getByRole('button', { name: 'Převzít případ' }).click();
    await expect(desk.getByText('Případ je váš a je v řešení.')).toBeVisible();

    // She asks for the vaccination record and sends the form to fill in.
    const form = await simplePdf({ title: 'Formulář: očkování psa', header: 'Město Vzorov', paragraphs: ['Vyplňte.'] });
    await desk.getByLabel('Text').fill('Doložte prosím očkování proti vzteklině; formulář přikládáme.');
    await desk
      .getByLabel('Přílohy pro žadatele')
      .setInputFiles({ name: 'formular-ockovani.pdf', mimeType: 'application/pdf', buffer: form });
    await desk.getByRole('button', { name: 'Poslat dotaz žadateli' }).click();
    await expect(desk.getByText('Dotaz je odeslaný; případ čeká na doplnění.')).toBeVisible();
    await expectNoAxeViolations(clerk);

    // Jana's mail names the case and links to it, and says nothing of what was asked.
    const question = await smtp.waitFor(JANA, new RegExp(`Úřad potřebuje doplnit vaši žádost ${number}`), 20_000);
    expect(question.decoded).not.toContain('vzteklině');
    const residentContext = await browser.newContext({ baseURL: server.url });
    await asReturningVisitor(residentContext, server.url);
    const jana = await residentContext.newPage();
    const account = jana.getByRole('main');
    await gotoHydrated(
      jana,
      `/login?redirect=${encodeURIComponent(pathOf(question.decoded, '/ucet/moje-pripady/detail/'))}`,
    );
    await logInOnPage(jana, JANA, DEMO_LOGINS.jana[1]);
    await expect(account.getByText('Doložte prosím očkování proti vzteklině; formulář přikládáme.')).toBeVisible();
    const sent = account.getByRole('link', { name: 'formular-ockovani.pdf' });
    await expect(sent.locator('xpath=..')).toContainText('od úřadu');
    expect((await jana.request.get((await sent.getAttribute('href'))!)).status()).toBe(200);
    const record = await simplePdf({ title: 'Očkovací průkaz', header: 'MVDr. Veselá', paragraphs: ['Očkováno.'] });
    await account.getByLabel('Vaše odpověď').fill('Posílám očkovací průkaz Bety.');
    await account
      .getByLabel('Přílohy', { exact: true })
      .and(jana.locator('input'))
      .setInputFiles({ name: 'ockovaci-prukaz.pdf', mimeType: 'application/pdf', buffer: record });
    await account.getByRole('button', { name: 'Odeslat odpověď' }).click();
    await expect(account.getByText('Posílám očkovací průkaz Bety.')).toBeVisible();
    await expectNoAxeViolations(jana);

    // Lenka is told of the answer, sees it and the document, decides and closes; Jana hears of each.
    await smtp.waitFor(LENKA, new RegExp(`Žadatel odpověděl: ${number}`), 20_000);
    await clerk.reload();
    await expect(desk.getByText('Posílám očkovací průkaz Bety.')).toBeVisible();
    await expect(desk.getByRole('link', { name: 'ockovaci-prukaz.pdf' })).toBeVisible();
    await desk.getByLabel('Text').fill('Pes je zapsán, známku si vyzvedněte na pokladně.');
    await desk.getByRole('button', { name: 'Vyřídit' }).click();
    await expect(desk.getByText('Případ je vyřízený.')).toBeVisible();
    await smtp.waitFor(JANA, new RegExp(`Vaše žádost ${number}: vyřízeno`), 20_000);
    await desk.getByRole('button', { name: 'Uzavřít' }).click();
    await expect(desk.getByText('Případ je uzavřený.')).toBeVisible();
    await smtp.waitFor(JANA, new RegExp(`Vaše žádost ${number}: uzavřeno`), 20_000);
    await expectNoAxeViolations(clerk);
    await jana.reload();
    await expect(account.getByText('Pes je zapsán, známku si vyzvedněte na pokladně.').first()).toBeVisible();
  } finally {
    await stopServer(server.child);
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mediaDir, { recursive: true, force: true });
  }
});
