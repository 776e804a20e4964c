import { expect, expectNoAxeViolations, gotoHydrated, linkPath, logInOnPage, mailTo, test } from './fixtures.ts';

test('a visitor subscribes, confirms from the mail, changes the topics and unsubscribes; the link then says it is gone', async ({
  page,
}, testInfo) => {
  // A retry subscribes a fresh address: an address already subscribed gets no second mail.
  const email = `odber-${testInfo.retry}@example.net`;
  await gotoHydrated(page, '/odber');
  await expect(page).toHaveTitle(/^Odběr novinek e-mailem/);
  await page.getByRole('button', { name: 'Objednat odběr' }).click();
  await expect(page.getByRole('alert')).toContainText('Vyberte, co chcete odebírat.');
  await expectNoAxeViolations(page);

  await page.getByLabel('Zprávy z radnice').check();
  await page.getByRole('main').getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Objednat odběr' }).click();
  await expect(page.getByText(/poslali jsme na ni odkaz pro potvrzení/)).toBeVisible();

  const manage = linkPath(await mailTo(email, /objednal odběr novinek/), '/odber/');
  await gotoHydrated(page, `${manage}/potvrzeni`);
  await page.getByRole('button', { name: 'Potvrdit odběr' }).click();
  await expect(page.getByText(`Odběr je potvrzený. Nové zprávy vám budeme posílat na ${email}.`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Změnit nebo zrušit odběr' }).click();
  await expect(page.getByLabel('Zprávy z radnice')).toBeChecked();
  await page.getByLabel('Nové akce v kalendáři').check();
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Uloženo. Odběr odteď odpovídá vašemu výběru.')).toBeVisible();
  await expect(page.getByLabel('Nové akce v kalendáři')).toBeChecked();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Zrušit odběr' }).click();
  await expect(page.getByText('Odběr je zrušený. Už vám nic posílat nebudeme.')).toBeVisible();
  const gone = await page.goto(manage);
  expect(gone?.status()).toBe(404);
  await expect(page.getByText('Tento odkaz už neplatí: odběr byl zrušen, nebo odkaz není celý.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a resident sets the subscription in the account, without a confirmation, and ends it', async ({
  returning: page,
}) => {
  await gotoHydrated(page, '/login?redirect=%2Fucet%2Fodber');
  await logInOnPage(page, 'josef.dvorak@vzorov.example', 'Vzorov-Josef-2026');
  await expect(page).toHaveURL(/\/ucet\/odber$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Odběr novinek' })).toBeVisible();
  await page.getByLabel('Nové akce v kalendáři').check();
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Uloženo. Nové zprávy vám budeme posílat e-mailem.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await page.getByLabel('Nové akce v kalendáři').uncheck();
  await page.getByRole('button', { name: 'Uložit' }).click();
  await expect(page.getByText('Odběr je zrušený.')).toBeVisible();
});
