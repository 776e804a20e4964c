import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startOldSite } from '../../app/features/imports/test-old-site.ts';
import { expect, expectNoAxeViolations, signInAsStaff, test } from './fixtures.ts';
import { demoMediaDir, seededDataDir, startServer } from './servers.ts';

// A town moves in: the administrator imports the former site's notice board from its address, sees
// the dry run, starts it and watches it go; the server is killed (kill -9) mid-way and started again,
// and the import finishes by itself with every notice once; the old addresses lead to the new pages.

const ITEMS = 16;

test('an import from the former site survives a kill -9, doubles nothing, and the old addresses lead on', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const site = await startOldSite();
  const board = Array.from({ length: ITEMS }, (_, i) => ({
    typ: 'Digitální objekt',
    iri: `${site.url}/deska/${i + 1}`,
    url: `${site.url}/deska/detail.asp?id=${i + 1}`,
    název: { cs: `Usnesení zastupitelstva č. ${i + 1}/2014` },
    vyvěšení: { typ: 'Časový okamžik', datum: '2014-06-02' },
    relevantní_do: { typ: 'Časový okamžik', datum: '2014-06-30' },
    agenda: [{ typ: 'Agenda', název: { cs: 'Zastupitelstvo a rada' } }],
    dokument: [{ typ: 'Digitální objekt', název: { cs: 'Usnesení.pdf' }, url: `${site.url}/soubory/u${i + 1}.pdf` }],
  }));
  const publishBoard = () =>
    site.pages.set('/opendata/deska.jsonld', {
      type: 'application/ld+json',
      body: JSON.stringify({
        '@context': 'https://ofn.gov.cz/úřední-desky/2021-07-20/kontexty/úřední-deska.jsonld',
        typ: 'Úřední deska',
        informace: board,
      }),
    });
  publishBoard();
  // The old server hands out three documents, then holds the rest until the site has been killed: the
  // run is still going when the server dies, however fast or slow this machine is.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  for (let i = 1; i <= ITEMS; i++)
    site.pages.set(`/soubory/u${i}.pdf`, {
      type: 'application/pdf',
      body: `%PDF-1.4\n% usneseni ${i}\n%%EOF\n`,
      ...(i > 3 ? { gate: held } : {}),
    });

  const dataDir = seededDataDir(mkdtempSync(path.join(tmpdir(), 'vzorov-import-')));
  const mediaDir = demoMediaDir('vzorov-import-media-');
  const env = { IMPORT_ALLOW_ADDRESSES: '127.0.0.1' };
  let server = await startServer(dataDir, mediaDir, env);
  try {
    const main = page.getByRole('main');
    await signInAsStaff(page, 'martin', '/sprava/import', server.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Import obsahu');
    await expectNoAxeViolations(page);

    // A mistake first: no file and no address.
    await main.getByRole('button', { name: 'Zkušebně načíst' }).click();
    await expect(main.getByRole('alert')).toContainText('Vyberte soubor, nebo zadejte adresu');
    await main.getByLabel('Nebo adresa, odkud soubor stáhnout').fill(`${site.url}/opendata/deska.jsonld`);
    await main.getByRole('button', { name: 'Zkušebně načíst' }).click();
    await expect(page.getByRole('heading', { name: 'Zkušební průchod' })).toBeVisible();
    await expect(main).toContainText(`Nově vznikne: ${ITEMS}`);
    await expect(main.getByRole('combobox', { name: /Kategorie zdroje „Zastupitelstvo a rada“/ })).toHaveValue(
      'zastupitelstvo',
    );
    await expectNoAxeViolations(page);

    await main.getByRole('button', { name: 'Spustit import' }).click();
    await expect(page.getByRole('heading', { name: 'Postup' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The page follows the run by itself.
    await expect(main.getByText(/Hotovo ([3-9]|1\d) z 16 položek/)).toBeVisible({ timeout: 60_000 });

    server.child.kill('SIGKILL');
    await new Promise((resolve) => server.child.once('exit', resolve));
    release();
    server = await startServer(dataDir, mediaDir, env);

    // The login survived with the database; the browser's cookie goes to the new port of the same host.
    await page.goto(`${server.url}/sprava/import`);
    await main.getByRole('link', { name: `${site.url}/opendata/deska.jsonld` }).click();
    await expect(main.getByText('Stav: Dokončeno')).toBeVisible({ timeout: 90_000 });
    await expect(main.getByRole('listitem').filter({ hasText: /^Nově: / })).toHaveText(`Nově: ${ITEMS}`);
    await expectNoAxeViolations(page);

    const archive = (await (await fetch(`${server.url}/api/notice-board?archive=true&perPage=100`)).json()) as {
      data: { title: string; document_count: number }[];
    };
    const imported = archive.data.filter((n) => n.title.startsWith('Usnesení zastupitelstva č.'));
    expect(imported).toHaveLength(ITEMS);
    expect(imported.every((n) => n.document_count === 1)).toBe(true);

    // A bookmark of the old board leads to the new page.
    await page.goto(`${server.url}/deska/detail.asp?id=7`);
    await expect(page).toHaveURL(`${server.url}/uredni-deska/usneseni-zastupitelstva-c-7-2014`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Usnesení zastupitelstva č. 7/2014');

    await page.goto(`${server.url}/sprava/presmerovani`);
    await expect(page.getByRole('main')).toContainText(`${ITEMS} přesměrování`);
    await expectNoAxeViolations(page);

    // The office corrects one notice, and the old board then changes the same notice: the next import,
    // under a name for the source, keeps the office's text, says so and asks what to do with such items.
    await page.goto(`${server.url}/sprava/uredni-deska?q=${encodeURIComponent('7/2014')}`);
    await main.getByRole('link', { name: 'Usnesení zastupitelstva č. 7/2014' }).click();
    await main.getByLabel('Název dokumentu').fill('Usnesení zastupitelstva č. 7/2014 ze dne 2. června');
    await main.getByRole('button', { name: 'Uložit změny' }).click();
    await expect(main.getByLabel('Název dokumentu')).toHaveValue('Usnesení zastupitelstva č. 7/2014 ze dne 2. června');
    board[6]!.název.cs = 'Usnesení zastupitelstva č. 7/2014 (rozpočet)';
    publishBoard();
    await page.goto(`${server.url}/sprava/import`);
    await main.getByLabel('Nebo adresa, odkud soubor stáhnout').fill(`${site.url}/opendata/deska.jsonld`);
    await main.getByLabel('Název zdroje (nepovinné)').fill('Stará úřední deska');
    await main.getByRole('button', { name: 'Zkušebně načíst' }).click();
    await expect(main.getByText('Ponechá se, jak je upravili na úřadě: 1')).toBeVisible();
    await expect(main).toContainText(`Beze změny: ${ITEMS - 1}`);
    const edited = main.getByRole('group', { name: /upravili a zdroj je také změnil/ });
    await expect(edited.getByRole('radio', { checked: true })).toHaveAccessibleName(/a hlásit ke kontrole/);
    await expectNoAxeViolations(page);
    // The clerk takes the source's version: the plan says so before anything is written.
    await edited.getByRole('radio', { name: /Přepsat podle zdroje/ }).check();
    await main.getByRole('button', { name: 'Uložit a znovu zkontrolovat' }).click();
    await expect(main.getByText('Aktualizuje se: 1')).toBeVisible();
    await main.getByRole('button', { name: 'Spustit import' }).click();
    await expect(main.getByText('Stav: Dokončeno')).toBeVisible({ timeout: 60_000 });
    await page.goto(`${server.url}/deska/detail.asp?id=7`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Usnesení zastupitelstva č. 7/2014 (rozpočet)');

    // The next import offers the name given, so the same source is not named twice differently.
    await page.goto(`${server.url}/sprava/import`);
    await expect(main.getByLabel('Název zdroje (nepovinné)')).toHaveAttribute('list', 'zdroje-importu');
    await expect(page.locator('#zdroje-importu option')).toHaveAttribute('value', 'Stará úřední deska');
    await expectNoAxeViolations(page);
  } finally {
    server.child.kill('SIGKILL');
    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(mediaDir, { recursive: true, force: true });
  }
});
