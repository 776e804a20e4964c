import { expect, expectNoAxeViolations, gotoHydrated, logInOnPage, test } from './fixtures.ts';

test('a resident sees what they owe, the payment details with a QR code, and a receipt of what is paid', async ({
  returning: page,
}) => {
  await gotoHydrated(page, '/login?redirect=%2Fucet%2Fmoje-zavazky');
  await logInOnPage(page, 'jana.novakova@vzorov.example', 'Vzorov-Jana-2026');
  await expect(page).toHaveURL(/\/ucet\/moje-zavazky$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moje závazky' })).toBeVisible();
  const table = page.getByRole('region', { name: 'Moje závazky' });
  for (const state of ['Zaplaceno', 'K zaplacení', 'Blíží se splatnost', 'Po splatnosti']) {
    await expect(table.getByText(state, { exact: true }).first()).toBeVisible();
  }
  await expectNoAxeViolations(page);

  await table.getByRole('link', { name: /^Zaplatit Poplatek ze psa/ }).click();
  const payment = page.getByRole('region', { name: /^Zaplatit:/ });
  await expect(
    payment.getByRole('img', { name: /QR kód pro platbu 600\sKč na účet 19-2000145399\/0800/ }),
  ).toBeVisible();
  await expect(payment.getByText('CZ65 0800 0000 1920 0014 5399')).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Kopírovat variabilní symbol' })).toBeVisible();
  await expectNoAxeViolations(page);

  const receipt = table.getByRole('link', { name: /^Potvrzení o zaplacení/ }).first();
  const href = await receipt.getAttribute('href');
  const pdf = await page.context().request.get(href!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  // Without the login, nobody else gets it.
  expect((await page.request.fetch(href!, { headers: { cookie: '' } })).status()).toBe(404);
});
