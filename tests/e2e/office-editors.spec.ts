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

test('the tiles of an overview by keyboard: Enter in any field saves and moves nothing, a move moves only in the form until saved', async ({
  page,
}) => {
  test.slow();
  await signInAsStaff(page, 'martin', '/sprava/rozcestniky');
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Život ve městě' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rozcestník „Život ve městě“');
  const legends = main.locator('form legend');
  const order = async () => (await legends.allTextContents()).filter((legend) => legend.startsWith('Dlaždice'));
  const saved = main.getByRole('status').filter({ hasText: 'Rozcestník je uložen' });
  const before = await order();

  // Enter in every one-line field of the form saves it as it stands (each save a new version): no tile
  // moves, none is removed.
  const version = main.locator('form input[name="version"]');
  const fields = main.locator('form input[type="text"], form input:not([type])');
  const count = await fields.count();
  expect(count).toBeGreaterThan(20);
  for (let i = 0; i < count; i++) {
    const was = Number(await version.inputValue());
    await fields.nth(i).press('Enter');
    await expect(version).toHaveValue(String(was + 1));
    expect(await order()).toEqual(before);
  }
  await expect(saved).toBeVisible();

  // A move happens in the form only; the focus stays on the moved tile's button and the move is said.
  const second = before[1]!.replace(/^Dlaždice 2: /, '');
  const first = before[0]!.replace(/^Dlaždice 1: /, '');
  await main.getByRole('button', { name: `Posunout „${second}“ nahoru` }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByText(`„${second}“ je teď 1. dlaždice. Rozcestník uložíte tlačítkem Uložit rozcestník.`),
  ).toBeVisible();
  await expect(main.getByRole('button', { name: `Posunout „${second}“ dolů` })).toBeFocused();
  await expect(main.getByText('Změny zatím nejsou uložené.')).toBeVisible();
  await expectNoAxeViolations(page);
  const site = await page.context().newPage();
  const onSite = async () => {
    await site.goto('/prehled/zivot-ve-meste');
    const headings = await site.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    return headings.filter((heading) => heading === first || heading === second);
  };
  expect(await onSite()).toEqual([first, second]);
  // Enter in a field now saves the moved order; moving it back and saving restores the demo's.
  await main
    .getByRole('group', { name: `Dlaždice 2: ${first}` })
    .getByLabel('Text')
    .press('Enter');
  await expect(saved).toBeVisible();
  expect(await onSite()).toEqual([second, first]);
  await main.getByRole('button', { name: `Posunout „${first}“ nahoru` }).focus();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('button', { name: `Posunout „${first}“ dolů` })).toBeFocused();
  await main.getByRole('button', { name: 'Uložit rozcestník' }).press('Enter');
  await expect(saved).toBeVisible();
  await expect.poll(order).toEqual(before);
});
