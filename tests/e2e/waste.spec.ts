import { expect, expectNoAxeViolations, gotoHydrated, logInOnPage, test } from './fixtures.ts';

test('a resident sees their bins, the year calendar with a phone subscription, and orders an extra pickup', async ({
  returning: page,
}) => {
  await gotoHydrated(page, '/login?redirect=%2Fucet%2Fmoje-odpady');
  await logInOnPage(page, 'jana.novakova@vzorov.example', 'Vzorov-Jana-2026');
  await expect(page).toHaveURL(/\/ucet\/moje-odpady$/);
  await expect(page.getByRole('heading', { level: 2, name: /Lipová 12/ })).toBeVisible();
  await expect(page.getByText(/vyváží se každé úterý/)).toBeVisible();
  await expectNoAxeViolations(page);

  // A wrong code is refused with a clear message.
  await page.getByLabel('Kód z nálepky na nádobě').fill('VZS99999');
  await page.getByLabel('Číslo popisné').fill('412');
  await page.getByRole('button', { name: 'Přiřadit nádobu' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Nádobu s tímto kódem' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Směsný odpad, 120 l' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Směsný odpad, 120 l' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The evening-before mail, on and off again (a retry finds it off).
  await page.getByRole('button', { name: 'Zapnout připomínku' }).click();
  await expect(page.getByText('Připomínka je zapnutá.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Vypnout připomínku' }).click();
  await expect(page.getByText('Připomínka je vypnutá.')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Kalendář na celý rok' }).click();
  await expect(page.getByRole('table')).toHaveCount(12);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Vytvořit adresu pro kalendář' }).click();
  const url = await page.locator('code').textContent();
  expect(url).toMatch(/\/odpady\/kalendar\/[A-Za-z0-9_-]+\.ics$/);
  const feed = await page.request.get(new URL(url!).pathname);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(await feed.text()).toContain('BEGIN:VEVENT');

  await page.getByRole('link', { name: 'Směsný odpad, 120 l' }).click();
  await page.getByRole('main').getByRole('link', { name: 'Objednat svoz navíc' }).click();
  await page.getByRole('button', { name: 'Objednat svoz' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Formulář obsahuje chyby' })).toBeVisible();
  await expectNoAxeViolations(page);
  const second = page.getByRole('radio').nth(1);
  const day = await page.locator(`label[for="${await second.getAttribute('id')}"]`).textContent();
  await second.check();
  await page.getByLabel(/Poznámka pro svozovou firmu/).fill('Odpad po oslavě');
  await page.getByRole('button', { name: 'Objednat svoz' }).click();
  await expect(page.getByText(/Svoz navíc jsme objednali/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Objednané svozy navíc' })).toContainText(`${day}, 150`);
  await expectNoAxeViolations(page);

  await gotoHydrated(page, '/ucet/moje-zavazky');
  await expect(page.getByRole('cell', { name: /^Svoz navíc: Směsný odpad 120 l/ }).first()).toBeVisible();
});
