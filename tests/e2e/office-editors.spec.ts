import { expect, expectNoAxeViolations, signInAsStaff, test } from './fixtures.ts';

test('a new department: the browser explains what is missing before sending, and the saved one saves again', async ({
  returning: page,
}) => {
  await signInAsStaff(page, 'martin', '/sprava/odbory/novy');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Nový odbor');

  // Checked by the server's own schema before anything is sent.
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  await main.getByLabel('Popis').fill('Informační centrum a propagace města.');
  // The checks arrive once the form is first used.
  await expect(main.locator('form[data-checks="ready"]')).toHaveCount(1);
  await main.getByRole('button', { name: 'Uložit odbor' }).click();
  await expect(main.getByRole('alert')).toContainText('Vyplňte název odboru.');
  await expect(main.getByRole('alert')).toContainText('Vyplňte kancelář.');
  await expectNoAxeViolations(page);
  expect(posts).toEqual([]);

  // Corrected key by key, the field keeps the focus as its message goes; then the form goes. The saved
  // department opens with its version, and saves again.
  const name = main.getByLabel('Název odboru');
  await name.click();
  await name.pressSequentially('Odbor cestovního ruchu');
  await expect(name).toHaveValue('Odbor cestovního ruchu');
  await expect(name).toBeFocused();
  await expect(main.getByRole('alert')).not.toContainText('Vyplňte název odboru.');
  await main.getByLabel('Kancelář').fill('Přízemí, dveře 3');
  await main.getByRole('button', { name: 'Uložit odbor' }).click();
  await expect(page).toHaveURL(/\/sprava\/odbory\/\d+\?ulozeno=1$/);
  await expect(main.getByText('Odbor je uložen a na stránce Úřad hned vidět.')).toBeVisible();
  await main.getByLabel('Kancelář').fill('Přízemí, dveře 4');
  await main.getByRole('button', { name: 'Uložit odbor' }).click();
  await expect(main.getByLabel('Kancelář')).toHaveValue('Přízemí, dveře 4');
  await expect(main.getByText('Odbor je uložen a na stránce Úřad hned vidět.')).toBeVisible();
});
