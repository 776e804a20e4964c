import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_LOGINS } from '../../server/test/app.ts';
import { freePort } from '../free-port.ts';
import { firm, jana, town } from '../isds/boxes.ts';
import { startTestDataBoxSystem } from '../isds/server.ts';
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

// The datová schránka both ways (issue 32) in Chromium, with a server of the site set up for the data
// box system running here (tests/isds/server.ts, built from the ministry's WSDL). A resident gives
// her box and answers the office from it, quoting her case's reference number: the minute's work
// files her message to the case. A company's question, naming no case, waits at the filing office,
// where a clerk answers it by the same way under her department's reference number.

const PDF = { name: 'priloha.pdf', mimeType: 'application/pdf', meta: 'main', content: btoa('%PDF-1.4\n%%EOF\n') };

test('the data box: a resident’s answer filed to her case, the filing office answering a company', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const system = await startTestDataBoxSystem([town, jana, firm]);
  const dir = mkdtempSync(path.join(tmpdir(), 'vzorov-isds-e2e-'));
  const port = await freePort();
  const site = `http://127.0.0.1:${port}`;
  const server = await startServer(seededDataDir(path.join(dir, 'data')), demoMediaDir('vzorov-isds-media-'), {
    PORT: String(port),
    PUBLIC_URL: site,
    DATA_BOX_URL: system.url,
    DATA_BOX_USERNAME: town.username,
    DATA_BOX_PASSWORD: town.password,
  });
  try {
    const resident = await browser.newContext({ baseURL: site });
    await asReturningVisitor(resident, site);
    const page = await resident.newPage();
    const main = page.getByRole('main');
    await gotoHydrated(page, '/login?redirect=%2Fucet');
    await logInOnPage(page, ...DEMO_LOGINS.jana);
    await expect(page.getByRole('heading', { level: 1, name: 'Osobní údaje' })).toBeVisible();

    // She gives her box; the system confirms it is hers.
    await main.getByLabel('ID datové schránky').fill(jana.id.toUpperCase());
    await main.getByRole('button', { name: 'Uložit datovou schránku' }).click();
    await expect(main).toContainText(`${jana.id} (Jana Nováková)`);
    await expectNoAxeViolations(page);

    // Her case carries the office's reference number; she writes to the office quoting it.
    await gotoHydrated(page, '/ucet/moje-pripady');
    await main.getByRole('link', { name: 'Žádost o povolení kácení dřevin rostoucích mimo les' }).click();
    const reference = main.locator('dt', { hasText: 'Číslo jednací úřadu' }).locator('+ dd');
    await expect(reference).toHaveText(/^MUVZ\/\d+\/\d{4}\/OŽP$/);
    const hers = system.deliver(jana, town, {
      annotation: 'Doplnění fotografií',
      recipientRef: (await reference.textContent())!,
      files: [PDF],
    });
    system.deliver(firm, town, { annotation: 'Dotaz na pronájem sálu', senderRef: 'SV/15/2026', files: [PDF] });

    // The filing office, once the minute's work has taken the messages in.
    const office = await browser.newContext({ baseURL: site });
    await asReturningVisitor(office, site);
    const clerk = await office.newPage();
    await signInAsStaff(clerk, 'martin', '/sprava/podatelna', site);
    const question = clerk.getByRole('heading', { level: 2, name: 'Dotaz na pronájem sálu' });
    await expect
      .poll(
        async () => {
          await clerk.reload();
          return question.count();
        },
        { timeout: 150_000, intervals: [5_000] },
      )
      .toBe(1);
    // Hers went to her case; the company's waits here.
    await expect(clerk.getByRole('heading', { level: 2, name: 'Doplnění fotografií' })).toHaveCount(0);
    await expectNoAxeViolations(clerk);

    const item = clerk.getByRole('listitem').filter({ has: question });
    await item.getByText('Odpovědět odesílateli do datové schránky').click();
    await item.getByLabel('Odpovídá odbor').selectOption({ label: 'Kancelář starostky' });
    await item.getByLabel('Text odpovědi pro Stavby Vzorov s.r.o.').fill('Sál je 12. prosince volný.');
    await expectNoAxeViolations(clerk);
    await item.getByRole('button', { name: 'Odeslat odpověď' }).click();
    await expect(clerk.getByRole('main')).toContainText(
      /Odpověď č\. j\. MUVZ\/\d+\/\d{4}\/KS jsme předali k odeslání do datové schránky odesílatele\./,
    );
    await expect.poll(() => system.messages.filter((m) => m.to.id === firm.id).length, { timeout: 30_000 }).toBe(1);
    expect(system.messages.find((m) => m.to.id === firm.id)).toMatchObject({
      annotation: 'Odpověď: Dotaz na pronájem sálu',
      recipientRef: 'SV/15/2026',
    });
    await gotoHydrated(clerk, '/sprava/podatelna');
    await expect(clerk.getByRole('main')).toContainText('Odpovědi úřadu');
    await expectNoAxeViolations(clerk);

    // She sees her own message on her case.
    await page.reload();
    await expect(main).toContainText(`Datová zpráva ${hers.id} od Jana Nováková (${jana.id}): Doplnění fotografií`);
    await resident.close();
    await office.close();
  } finally {
    await stopServer(server.child);
    await system.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});
