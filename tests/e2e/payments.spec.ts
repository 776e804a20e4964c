import { gpcFile } from '../../app/features/commitments/bank-statement/gpc-fixture.ts';
import { pragueYear } from '../../common/dates.ts';
import { DEMO_LOGINS } from '../../server/test/app.ts';
import { expect, expectNoAxeViolations, gotoHydrated, mailTo, signInAsStaff, test } from './fixtures.ts';

test('the finance clerk issues commitments, the year’s waste fee with its reliefs, imports a statement twice and decides the queue', async ({
  returning: page,
}) => {
  test.slow();
  await signInAsStaff(page, 'lenka', '/sprava/platby');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platby');
  await expectNoAxeViolations(page);

  // One commitment for Jana, found by her street: a wrong amount is explained, then it is issued and she is mailed.
  await main.getByRole('link', { name: 'Nový předpis' }).click();
  await main.getByLabel('Najít občana').fill('Lipová Novák');
  await main.getByRole('button', { name: 'Najít' }).click();
  await main.getByRole('radio', { name: new RegExp(DEMO_LOGINS.jana[0]) }).check();
  await main.getByLabel('Za co se platí').fill('Pronájem sálu kulturního domu');
  await main.getByLabel('Částka v Kč').fill('1250,505');
  await main.getByRole('button', { name: 'Vytvořit předpis' }).click();
  await expect(main.getByRole('alert')).toContainText('Částka může mít nejvýše dvě desetinná místa.');
  await expectNoAxeViolations(page);
  await main.getByLabel('Částka v Kč').fill('1250,50');
  await main.getByRole('button', { name: 'Vytvořit předpis' }).click();
  await expect(main.getByText('Předpis je vytvořený. Občan ho vidí ve svém účtu.')).toBeVisible();
  expect(await mailTo(DEMO_LOGINS.jana[0], /za „Pronájem sálu kulturního domu“ se splatností/)).toContain(
    '/ucet/moje-zavazky',
  );
  const hall = main.getByRole('row', { name: /Pronájem sálu kulturního domu/ });
  const hallSymbol = (await hall.getByRole('cell').nth(2).textContent())!;

  // The waste fee of the year after the two the demo has issued (by the server's clock, which is the
  // machine's): Jana at the full rate, Josef with the relief the office decided on his report.
  const year = String(pragueYear() + 2);
  await gotoHydrated(page, '/sprava/platby/hromadne');
  // The browser checks the form by the server's own schema before anything is sent, then each field
  // again as it is corrected.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await main.getByLabel('Rok').fill('');
  await main.getByLabel('Sazba na osobu v Kč').fill('0');
  // The checks arrive once the form is first used.
  await expect(main.locator('form[data-checks="ready"]')).toHaveCount(1);
  await main.getByRole('button', { name: 'Zobrazit náhled' }).click();
  await expect(main.getByRole('alert')).toContainText('Sazba musí být větší než nula.');
  await expect(main.getByLabel('Rok')).toHaveAccessibleDescription(/Zadejte rok\./);
  await expectNoAxeViolations(page);
  expect(posts).toEqual([]);
  await main.getByLabel('Rok').fill(year);
  await expect(main.getByLabel('Rok')).not.toHaveAccessibleDescription(/Zadejte rok\./);
  await main.getByLabel('Sazba na osobu v Kč').fill('900');
  await main.getByLabel('Splatnost').fill(`${year}-05-31`);
  await main.getByRole('button', { name: 'Zobrazit náhled' }).click();
  const preview = main.getByRole('table', { name: 'Občané s popelnicí v evidenci' });
  await expect(preview.getByRole('row', { name: /Josef Dvořák/ })).toContainText(
    'Úleva 300 Kč pro osobu starší 70 let',
  );
  await expect(preview.getByRole('row', { name: /Josef Dvořák/ })).toContainText('600');
  await expect(main.getByRole('status')).toContainText('Vzniknou 2 předpisy v celkové výši 1 500 Kč');
  await expect(main.getByRole('list').filter({ hasText: 'Nádražní 18' })).toBeVisible();
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'Vytvořit 2 předpisy' }).click();
  await expect(main.getByText('Vytvořeno: 2 předpisy.')).toBeVisible();
  const symbolOf = async (name: RegExp) =>
    (await main.getByRole('row', { name }).getByRole('cell').nth(2).textContent())!;
  const janaFee = await symbolOf(/Jana Nováková/);
  const josefFee = await symbolOf(/Josef Dvořák/);

  // A statement with a payment that matches, one short, one over, one nobody owes, and one going out.
  const statement = gpcFile([
    { hellers: 125_050, vs: hallSymbol, name: 'Jana Novakova', reference: 'E2E-1' },
    { hellers: 50_000, vs: josefFee, name: 'Josef Dvorak', reference: 'E2E-2' },
    { hellers: 100_000, vs: janaFee, name: 'Jana Novakova', reference: 'E2E-3' },
    { hellers: 4_200, vs: '88887777', name: 'Neznamy platce', reference: 'E2E-4' },
    { hellers: -30_000, vs: '12', name: 'Dodavatel', reference: 'E2E-5' },
  ]);
  const upload = async () => {
    await gotoHydrated(page, '/sprava/platby/vypis');
    await main
      .getByLabel('Výpis z banky')
      .setInputFiles({ name: 'vypis.gpc', mimeType: 'text/plain', buffer: Buffer.from(statement, 'latin1') });
    await main.getByRole('button', { name: 'Nahrát a spárovat' }).click();
    await expect(main.getByRole('heading', { name: 'Výsledek' })).toBeVisible();
  };
  await upload();
  await expect(main.getByText('Spárováno a zaplaceno: 1 platba')).toBeVisible();
  await expect(main.getByText('Čeká ve frontě na rozhodnutí: 3 platby')).toBeVisible();
  const payments = main.getByRole('table', { name: 'Platby z výpisu' });
  await expect(payments.getByRole('row', { name: /Josef Dvorak/ })).toContainText('Nedoplatek');
  await expect(payments.getByRole('row', { name: /Josef Dvorak/ })).toContainText('Chybí 100 Kč do 600 Kč.');
  await expect(payments.getByRole('row', { name: /E2E|Jana Novakova/ }).nth(1)).toContainText('Přeplatek');
  await expect(payments.getByRole('row', { name: /Neznamy platce/ })).toContainText('Neznámá platba');
  await expectNoAxeViolations(page);
  // Jana is told her payment for the hall arrived.
  expect(await mailTo(DEMO_LOGINS.jana[0], /za „Pronájem sálu kulturního domu“ dorazila na účet města/)).toContain(
    '/ucet/moje-zavazky',
  );

  // The same statement again pays nothing twice.
  await upload();
  await expect(main.getByText('Už nahráno dříve, nic se nezapočítalo: 4 platby')).toBeVisible();
  await expect(main.getByText('Spárováno a zaplaceno: 0 plateb')).toBeVisible();

  // The queue: Josef paid less than his fee; the clerk sees what using it will do and confirms it.
  await gotoHydrated(page, '/sprava/platby/fronta');
  await expectNoAxeViolations(page);
  await main
    .getByRole('row', { name: /Josef Dvorak/ })
    .getByRole('link', { name: /Rozhodnout/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Platba z řádku 3: nedoplatek');
  await expectNoAxeViolations(page);
  await expect(main.getByText(/bude zaplacen částečně a zbude doplatit/)).toBeVisible();
  await main.getByLabel('Poznámka').fill('Zbytek doplatí.');
  await main.getByLabel('Rozumím, použít platbu takto').check();
  await main.getByRole('button', { name: 'Uhradit předpis' }).click();
  await expect(page).toHaveURL(/\/sprava\/platby\/fronta\?stav=resolved$/);
  await expect(main.getByRole('row', { name: /Josef Dvorak/ })).toContainText('Uhrazeno: Lenka Horáková');
  await expectNoAxeViolations(page);

  // Jana paid more than her fee: the rest becomes her credit, which the clerk returns.
  await gotoHydrated(page, '/sprava/platby/fronta');
  await main.getByRole('link', { name: 'Rozhodnout o platbě z řádku 4' }).click();
  await expect(main.getByText(/bude zaplacen a 100\s+Kč se zapíše jako přeplatek občana/)).toBeVisible();
  await main.getByLabel('Rozumím, použít platbu takto').check();
  await main.getByRole('button', { name: 'Uhradit předpis' }).click();
  await expect(page).toHaveURL(/\/sprava\/platby\/fronta\?stav=resolved$/);
  await gotoHydrated(page, '/sprava/platby/preplatky');
  await main.getByRole('link', { name: 'Jana Nováková' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Přeplatek: Jana Nováková');
  await expectNoAxeViolations(page);
  await main.getByLabel('Poznámka').fill('Vráceno převodem na účet plátce.');
  await main.getByRole('button', { name: 'Vráceno plátci' }).click();
  await expect(page).toHaveURL(/\/sprava\/platby\/preplatky\?stav=resolved$/);
  await expect(main.getByRole('row', { name: /Jana Nováková/ })).toContainText('Vráceno: Lenka Horáková');
});
